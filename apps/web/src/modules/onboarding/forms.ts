/** antd form rules from the shared schemas, with messages in the UI language. */
import type { Rule } from 'antd/es/form';
import type { ZodType } from 'zod';
import '@aerosupply/shared/registration/messages';
import '@aerosupply/shared/invitations/messages';
import '@aerosupply/shared/account-recovery/messages';
import { translate } from '@aerosupply/shared/i18n/messages';
import { passwordPolicyFor } from '@aerosupply/shared/validation/password';
import { currentLang, i18n } from '../../lib/i18n';
import { confirmIssueKeys, passwordIssueKeys, zodIssueKeys } from './validation';

/** Text of a message key of the shared catalogue (password lengths with their numbers). */
export function messageOf(key: string, strict = true): string {
  if (key === 'password.too_short' || key === 'password.too_long') {
    const policy = passwordPolicyFor(strict);
    return i18n.t(`common.${key}`, { min: policy.minLength, max: policy.maxLength });
  }
  return translate(key, currentLang());
}

/** A rule validating the field with a shared zod schema; `required` marks the label. */
export function zodRule(schema: ZodType, required = false): Rule {
  return {
    required,
    validator: async (_rule, value: unknown) => {
      const keys = zodIssueKeys(schema, value);
      if (keys.length) throw new Error(messageOf(keys[0]!));
    },
  };
}

/** New password with the spec 000 §5 rules; company names read from the form at check time. */
export function passwordRule(strict: boolean, companyNames: () => (string | undefined)[] = () => []): Rule {
  return {
    required: true,
    validator: async (_rule, value: string | undefined) => {
      const keys = passwordIssueKeys(value, { strict, companyNames: companyNames() });
      // The first unmet rule only: the hint under the field lists them all (issue 11 item 8).
      if (keys.length) throw new Error(messageOf(keys[0]!, strict));
    },
  };
}

/** Confirm password: required and equal ('The passwords entered twice are inconsistent'). */
export function confirmRule(password: () => string | undefined): Rule {
  return {
    required: true,
    validator: async (_rule, value: string | undefined) => {
      const keys = confirmIssueKeys(password(), value);
      if (keys.length) throw new Error(messageOf(keys[0]!));
    },
  };
}
