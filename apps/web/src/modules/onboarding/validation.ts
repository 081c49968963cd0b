/**
 * Pure form rules of the onboarding screens, from the shared schemas (architecture habit 2): the
 * same zod schemas the server validates with, and the spec 000 §5 password rules with the company
 * name. Messages are stable keys; `forms.ts` translates them.
 */
import type { ZodType } from 'zod';
import { checkConfirmPassword, checkPassword, passwordPolicyFor } from '@aerosupply/shared/validation/password';

/** The message keys of the first issues a value raises against a schema ([] when valid). */
export function zodIssueKeys(schema: ZodType, value: unknown): string[] {
  const empty = value === '' || value === null || value === undefined;
  const result = schema.safeParse(empty ? undefined : value);
  if (result.success) return [];
  // An empty value of a required field is 'Required', whatever the schema's type message says.
  if (empty) return ['validation.required'];
  return [...new Set(result.error.issues.map((issue) => issue.message))];
}

/** Password rule keys (`password.<rule>`) of a new password: policy length and company names. */
export function passwordIssueKeys(pwd: string | undefined, opts: { strict: boolean; companyNames?: (string | undefined)[] }): string[] {
  const policy = passwordPolicyFor(opts.strict);
  const names = (opts.companyNames ?? []).filter((n): n is string => !!n?.trim());
  const rules = new Set(checkPassword(pwd, policy));
  for (const name of names) for (const r of checkPassword(pwd, { ...policy, companyName: name })) rules.add(r);
  return [...rules].map((r) => `password.${r}`);
}

export function confirmIssueKeys(pwd: string | undefined, confirm: string | undefined): string[] {
  return checkConfirmPassword(pwd, confirm).map((r) => `password.${r}`);
}

/** Whole seconds left until `until` (epoch ms), never negative. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}
