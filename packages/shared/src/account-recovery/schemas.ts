/**
 * Verification codes and account recovery (spec 000 §2 'Forgot password', 'Unlock page',
 * 'Account info completion', §5; spec 001 §5 'Verification', §8, §9).
 */
import { z } from 'zod';
import { checkConfirmPassword, checkPassword, type PasswordOptions } from '../validation/password';
import { email as emailField, MOBILE_MAX } from '../validation/fields';

/** Channels a code can travel by; missing or other values answer 'Please choose one option'. */
export const CODE_CHANNELS = ['email', 'sms'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];

/** Length of every verification code (letters and digits of RANDOM_ALPHABET, case-sensitive). */
export const VERIFICATION_CODE_LENGTH = 6;
/** Wrong tries that burn a code (the user must request a new one). */
export const VERIFICATION_MAX_ATTEMPTS = 5;
/** A new code for the same target and purpose can be requested after this many seconds. */
export const RESEND_COOLDOWN_SECONDS = 60;
/** Life of a recovery (forgot-password / unlock) ticket started with account + captcha. */
export const RECOVERY_TICKET_MINUTES = 30;

/** A mobile number that can receive SMS: digits only, 6-15 (spec 000 §5: digits only, max 15). */
export const VALID_MOBILE_RE = /^\d{6,15}$/;
/** An email that can receive mail (same rule as the email field). */
export function isValidEmail(value: string | null | undefined): boolean {
  return !!value && emailField.safeParse(value).success;
}
export function isValidMobile(value: string | null | undefined): boolean {
  return !!value && VALID_MOBILE_RE.test(value);
}

/** Masks an email for display: `zh***@skywing-aero.cn`. */
export function maskEmail(value: string | null | undefined): string | null {
  if (!value || !value.includes('@')) return null;
  const [local = '', domain = ''] = value.split('@');
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}***@${domain}`;
}

/** Masks a mobile number for display: `139****0001`. */
export function maskMobile(value: string | null | undefined): string | null {
  if (!value) return null;
  if (value.length <= 4) return '*'.repeat(value.length);
  const tail = value.slice(-4);
  const head = value.length > 7 ? value.slice(0, 3) : '';
  return `${head}${'*'.repeat(value.length - head.length - 4)}${tail}`;
}

const channel = z.enum(CODE_CHANNELS, { error: 'auth.choose_one' });
const code = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(VERIFICATION_CODE_LENGTH * 2, { error: 'validation.too_long' });
const ticket = z.string({ error: 'recovery.ticket_invalid' }).min(20, { error: 'recovery.ticket_invalid' }).max(100, { error: 'recovery.ticket_invalid' });
const account = z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(60, { error: 'validation.too_long' });

/** Adds `password.<rule>` issues (keys of the shared message catalogue) at `path`. */
export function addPasswordIssues(ctx: z.RefinementCtx, rules: readonly string[], path: PropertyKey[]): void {
  for (const rule of rules) ctx.addIssue({ code: 'custom', message: `password.${rule}`, path });
}

/** Step 1 of forgot password and of unlock: account and captcha. */
export const recoveryStartSchema = z.strictObject({
  account,
  captchaKey: z.string().max(64, { error: 'validation.too_long' }).optional(),
  captchaCode: z.string().max(16, { error: 'validation.too_long' }).optional(),
});
export type RecoveryStartInput = z.infer<typeof recoveryStartSchema>;

export const recoveryStartAnswerSchema = z.strictObject({
  ticket: z.string(),
  /** Seconds the ticket stays valid. */
  expiresIn: z.number().int(),
});
export type RecoveryStartAnswer = z.infer<typeof recoveryStartAnswerSchema>;

/** Step 2: choose email or SMS; the code goes to the profile's address (resend = the same call). */
export const recoverySendCodeSchema = z.strictObject({ ticket, channel });
export type RecoverySendCodeInput = z.infer<typeof recoverySendCodeSchema>;

/** Answer of every "send a code" call (recovery, unlock, completion, registration SMS). */
export const codeSentAnswerSchema = z.strictObject({
  channel: z.enum(CODE_CHANNELS),
  /** Where it went, masked; null in forgot password and unlock, which never tell whether an account has an address (D-104). */
  maskedTarget: z.string().nullable(),
  /** Minutes the code stays valid. */
  validMinutes: z.number().int(),
  /** Seconds before another code can be requested. */
  resendAfter: z.number().int(),
});
export type CodeSentAnswer = z.infer<typeof codeSentAnswerSchema>;

/** Step 3 of forgot password: code, new and confirm password (spec 000 §5). */
export function recoveryResetSchema(policy: Partial<PasswordOptions> = {}) {
  return z
    .strictObject({
      ticket,
      channel,
      code,
      newPwd: z.string({ error: 'password.required' }).max(40, { error: 'password.too_long' }),
      confirmPwd: z.string({ error: 'password.required' }).max(40, { error: 'password.too_long' }),
    })
    .superRefine((value, ctx) => {
      addPasswordIssues(ctx, checkPassword(value.newPwd, policy), ['newPwd']);
      addPasswordIssues(ctx, checkConfirmPassword(value.newPwd, value.confirmPwd), ['confirmPwd']);
    });
}
export type RecoveryResetInput = z.infer<ReturnType<typeof recoveryResetSchema>>;

/** Unlock step 3: the code only. */
export const unlockSchema = z.strictObject({ ticket, channel, code });
export type UnlockInput = z.infer<typeof unlockSchema>;

/** Answer of the password reset and of the unlock: what was done, as a key and in the caller's language. */
export const recoveryDoneSchema = z.strictObject({ messageKey: z.string(), message: z.string() });
export type RecoveryDone = z.infer<typeof recoveryDoneSchema>;

/** Account-info completion: where a signed-in account stands. */
export const completionStatusSchema = z.strictObject({
  emailValid: z.boolean(),
  mobileValid: z.boolean(),
  maskedEmail: z.string().nullable(),
  maskedMobile: z.string().nullable(),
  /** The first step still to do. */
  step: z.enum(['mobile', 'mailbox', 'finish']),
});
export type CompletionStatus = z.infer<typeof completionStatusSchema>;

const mobileTarget = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .regex(/^\d*$/, { error: 'validation.digits_only' })
  .max(MOBILE_MAX, { error: 'validation.too_long' })
  .regex(VALID_MOBILE_RE, { error: 'validation.mobile' });

/** Completion: send a code to a new mobile number or mailbox. */
export const completionSendSchema = z.discriminatedUnion('channel', [
  z.strictObject({ channel: z.literal('sms'), target: mobileTarget }),
  z.strictObject({ channel: z.literal('email'), target: emailField }),
]);
export type CompletionSendInput = z.infer<typeof completionSendSchema>;

/** Completion: verify the code and save the number or mailbox on the profile. */
export const completionVerifySchema = z.discriminatedUnion('channel', [
  z.strictObject({ channel: z.literal('sms'), target: mobileTarget, code }),
  z.strictObject({ channel: z.literal('email'), target: emailField, code }),
]);
export type CompletionVerifyInput = z.infer<typeof completionVerifySchema>;
