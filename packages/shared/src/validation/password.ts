/**
 * Password rules of spec 000 §5 and spec 001 §5/§9 as pure functions. Each check returns the codes
 * of the rules a value breaks (empty list = valid); server and web translate the codes.
 */
import { z } from 'zod';

/** Stable codes of every password rule. */
export const PASSWORD_RULES = [
  'required',
  'too_short',
  'too_long',
  'needs_lower',
  'needs_upper',
  'needs_digit',
  'alnum_only',
  'forbidden_char',
  'contains_company',
  'repeat_run',
  'sequence_run',
  'mismatch',
  'employee_charset',
  'employee_two_kinds',
] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

/**
 * Length readings of spec 000 §5: 8-20 in the sign-in related form, 10-20 in personal settings and
 * the reset form (spec 001 §9 says 10-20); the current-password field accepts at most 20.
 */
export const PASSWORD_POLICY = {
  signInForm: { min: 8, max: 20 },
  settings: { min: 10, max: 20 },
  currentPasswordMax: 20,
} as const;

/** Longest allowed run of identical or consecutive characters ("no more than 3", spec 000 §5). */
export const PASSWORD_MAX_REPEAT = 3;

/** Characters a password must not contain (spec 000 §5): % & ' , ; = ? $ and ". */
export const PASSWORD_FORBIDDEN_CHARS = `%&',;=?$"`;

/** Company names shorter than this are not checked (they would block too many passwords). */
export const COMPANY_NAME_MIN_CHECK = 3;

export interface PasswordOptions {
  minLength: number;
  maxLength: number;
  /** The user's company name; a password containing it (case-insensitive) is rejected. */
  companyName?: string | null;
  /** Longest allowed run of repeats or sequences; one more fails. */
  maxRepeat: number;
}

/** Options of the policy: strict (default) = 10-20 characters, otherwise the 8-20 reading. */
export function passwordPolicyFor(strict = true): PasswordOptions {
  const range = strict ? PASSWORD_POLICY.settings : PASSWORD_POLICY.signInForm;
  return { minLength: range.min, maxLength: range.max, maxRepeat: PASSWORD_MAX_REPEAT };
}

const FORBIDDEN_RE = /[%&',;=?$"]/;
const LOWER_RE = /[a-z]/;
const UPPER_RE = /[A-Z]/;
const DIGIT_RE = /[0-9]/;
const ALNUM_ONLY_RE = /^[A-Za-z0-9]+$/;

/** True when `pwd` has more than `maxRepeat` identical characters in a row (e.g. 'aaaa'). */
export function hasRepeatRun(pwd: string, maxRepeat: number = PASSWORD_MAX_REPEAT): boolean {
  const chars = [...pwd];
  let run = 1;
  for (let i = 1; i < chars.length; i += 1) {
    run = chars[i] === chars[i - 1] ? run + 1 : 1;
    if (run > maxRepeat) return true;
  }
  return false;
}

type CharKind = 'digit' | 'letter' | 'other';
const kindOf = (c: string): CharKind => (/[0-9]/.test(c) ? 'digit' : /[a-z]/.test(c) ? 'letter' : 'other');

/**
 * True when `pwd` has an ascending or descending run of more than `maxRepeat` consecutive digits
 * or letters (1234, 4321, abcd, DCBA; case-insensitive, no wrap-around, digits and letters apart).
 */
export function hasSequenceRun(pwd: string, maxRepeat: number = PASSWORD_MAX_REPEAT): boolean {
  const chars = [...pwd.toLowerCase()];
  let up = 1;
  let down = 1;
  for (let i = 1; i < chars.length; i += 1) {
    const prev = chars[i - 1]!;
    const cur = chars[i]!;
    const kind = kindOf(cur);
    const sameKind = kind !== 'other' && kind === kindOf(prev);
    const step = cur.charCodeAt(0) - prev.charCodeAt(0);
    up = sameKind && step === 1 ? up + 1 : 1;
    down = sameKind && step === -1 ? down + 1 : 1;
    if (up > maxRepeat || down > maxRepeat) return true;
  }
  return false;
}

/** True when `pwd` contains the company name, case-insensitively (names under 3 characters ignored). */
export function containsCompanyName(pwd: string, companyName: string | null | undefined): boolean {
  const name = (companyName ?? '').trim().toLowerCase();
  if ([...name].length < COMPANY_NAME_MIN_CHECK) return false;
  const lower = pwd.toLowerCase();
  if (lower.includes(name)) return true;
  // "Acme Aero" is also caught as "acmeaero".
  const compact = name.replace(/\s+/g, '');
  return compact !== name && lower.includes(compact);
}

/**
 * Checks a new password against spec 000 §5 / 001 §5 and returns the violated rule codes, in the
 * order of PASSWORD_RULES. Options default to the strict policy (10-20, runs of 4 rejected).
 */
export function checkPassword(pwd: string | null | undefined, options: Partial<PasswordOptions> = {}): PasswordRule[] {
  const opts: PasswordOptions = { ...passwordPolicyFor(true), ...options };
  if (pwd === null || pwd === undefined || pwd === '') return ['required'];
  const errors: PasswordRule[] = [];
  const length = [...pwd].length;
  if (length < opts.minLength) errors.push('too_short');
  if (length > opts.maxLength) errors.push('too_long');
  if (!LOWER_RE.test(pwd)) errors.push('needs_lower');
  if (!UPPER_RE.test(pwd)) errors.push('needs_upper');
  if (!DIGIT_RE.test(pwd)) errors.push('needs_digit');
  if (ALNUM_ONLY_RE.test(pwd)) errors.push('alnum_only');
  if (FORBIDDEN_RE.test(pwd)) errors.push('forbidden_char');
  if (containsCompanyName(pwd, opts.companyName)) errors.push('contains_company');
  if (hasRepeatRun(pwd, opts.maxRepeat)) errors.push('repeat_run');
  if (hasSequenceRun(pwd, opts.maxRepeat)) errors.push('sequence_run');
  return errors;
}

/** Confirm-password rule (spec 000 §5): required and equal to the new password. */
export function checkConfirmPassword(pwd: string | null | undefined, confirm: string | null | undefined): PasswordRule[] {
  if (confirm === null || confirm === undefined || confirm === '') return ['required'];
  return confirm === pwd ? [] : ['mismatch'];
}

/** Current-password rule (spec 000 §5): required, at most 20 characters. */
export function checkCurrentPassword(pwd: string | null | undefined): PasswordRule[] {
  if (pwd === null || pwd === undefined || pwd === '') return ['required'];
  return [...pwd].length > PASSWORD_POLICY.currentPasswordMax ? ['too_long'] : [];
}

/** Employee-account password length (spec 000 §9, spec 001 §5/§9). */
export const EMPLOYEE_PASSWORD = { min: 8, max: 12 } as const;

/**
 * Employee-account password (spec 001 §5): 8-12 characters of letters, underscore and digits only,
 * using at least two of those three kinds.
 */
export function checkEmployeePassword(pwd: string | null | undefined): PasswordRule[] {
  if (pwd === null || pwd === undefined || pwd === '') return ['required'];
  const errors: PasswordRule[] = [];
  const length = [...pwd].length;
  if (length < EMPLOYEE_PASSWORD.min) errors.push('too_short');
  if (length > EMPLOYEE_PASSWORD.max) errors.push('too_long');
  if (!/^[A-Za-z0-9_]+$/.test(pwd)) errors.push('employee_charset');
  const kinds = [/[A-Za-z]/, /_/, /[0-9]/].filter((re) => re.test(pwd)).length;
  if (kinds < 2) errors.push('employee_two_kinds');
  return errors;
}

/** Adds one zod issue per rule code; the message is the code. */
function addRuleIssues(ctx: z.RefinementCtx, codes: readonly PasswordRule[], path?: PropertyKey[]): void {
  for (const code of codes) ctx.addIssue({ code: 'custom', message: code, ...(path ? { path } : {}) });
}

/** zod schema of a new password: one issue per violated rule, message = rule code. */
export function passwordSchema(options: Partial<PasswordOptions> = {}) {
  return z.string({ error: 'required' }).superRefine((value, ctx) => addRuleIssues(ctx, checkPassword(value, options)));
}

/** zod schema of the current password (required, max 20). */
export const currentPasswordSchema = z
  .string({ error: 'required' })
  .superRefine((value, ctx) => addRuleIssues(ctx, checkCurrentPassword(value)));

/** zod schema of an employee-account password (8-12, letters/underscore/digits, two kinds). */
export const employeePasswordSchema = z
  .string({ error: 'required' })
  .superRefine((value, ctx) => addRuleIssues(ctx, checkEmployeePassword(value)));

/**
 * zod schema of the change-password form `{ oldPwd, newPwd, confirmPwd }` (spec 000 §5/§7):
 * rules on newPwd, 'mismatch' or 'required' on confirmPwd.
 */
export function passwordChangeSchema(options: Partial<PasswordOptions> = {}) {
  return z
    .object({
      oldPwd: currentPasswordSchema,
      newPwd: passwordSchema(options),
      confirmPwd: z.string({ error: 'required' }),
    })
    .superRefine((value, ctx) => addRuleIssues(ctx, checkConfirmPassword(value.newPwd, value.confirmPwd), ['confirmPwd']));
}
