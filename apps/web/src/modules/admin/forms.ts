/** antd form rules from the shared admin/dict schemas, with messages in the UI language. */
import type { Rule } from 'antd/es/form';
import type { ZodType } from 'zod';
import '@aerosupply/shared/admin/messages';
import '@aerosupply/shared/dict/messages';
import { translate } from '@aerosupply/shared/i18n/messages';
import { currentLang } from '../../lib/i18n';

/** Message keys of the failing rules of `schema` for `value`. */
export function issueKeys(schema: ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return [...new Set(result.error.issues.map((issue) => issue.message))];
}

/** Text of a shared message key in the UI language. */
export function messageOf(key: string): string {
  return translate(key, currentLang());
}

/**
 * A rule validating the field with a shared zod schema; `required` marks the label. An empty value
 * (undefined, null, blank text) is 'Required' when required and otherwise left to the server.
 */
export function zodRule(schema: ZodType, required = false): Rule {
  return {
    required,
    validator: async (_rule, value: unknown) => {
      const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
      if (empty) {
        if (required) throw new Error(messageOf('validation.required'));
        return;
      }
      const keys = issueKeys(schema, value);
      if (keys.length) throw new Error(messageOf(keys[0]!));
    },
  };
}

/** Empty strings become undefined (optional fields the server treats as absent). */
export function blankToUndefined<T extends object>(values: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) out[k] = typeof v === 'string' && v.trim() === '' ? undefined : v;
  return out as T;
}
