/**
 * Field rules and UI/business constants of spec 000 §5/§9 and spec 001 §5/§9, as zod helpers.
 * Every message is a stable key from FIELD_ERROR_KEYS; server and web translate the keys.
 */
import { z } from 'zod';

/** Message keys the field helpers can produce. */
export const FIELD_ERROR_KEYS = [
  'validation.required',
  'validation.invalid_type',
  'validation.too_long',
  'validation.digits_only',
  'validation.email',
  'validation.url',
  'validation.no_spaces',
  'validation.supplier_code',
  'validation.staff_id',
  'validation.integer',
  'validation.not_negative',
  'validation.max_digits',
] as const;
export type FieldErrorKey = (typeof FIELD_ERROR_KEYS)[number];

// ---- Limits (spec 001 §5/§9, spec 000 §5/§9) ----

/** Default maximum length of a text field (spec 001 §5/§9). */
export const FIELD_MAX = 60;
/** The one field the spec limits to 10 characters (spec 001 §5; which field is not shown). */
export const FIELD_MAX_SHORT = 10;
/** Mobile number: digits only, at most 15 (spec 000 §5/§9). */
export const MOBILE_MAX = 15;
/** Stepped (tier) starting quantity: at most 11 digits (spec 001 §3/§5/§9). */
export const STEPPED_QUANTITY_MAX_DIGITS = 11;
/** Supplier (vendor) code: 7-9 digits (spec 001 §3/§9). */
export const SUPPLIER_CODE_PATTERN = /^\d{7,9}$/;
/** Staff user ID: 8 digits (spec 001 §5/§9). */
export const STAFF_ID_PATTERN = /^\d{8}$/;
/** At most 5 directors/supervisors in the supplier wizard (spec 001 §3/§9). */
export const MAX_DIRECTORS = 5;
/** Other fees per quotation item: 5, the stricter of the two readings (spec 001 §2/§9). */
export const MAX_OTHER_FEES = 5;
/** The other label set's reading of the other-fee limit (spec 001 §2/§9), available as a setting. */
export const MAX_OTHER_FEES_LENIENT = 6;
/** Other-fee limit for a setting: strict (default) 5, otherwise 6. */
export function maxOtherFees(strict = true): number {
  return strict ? MAX_OTHER_FEES : MAX_OTHER_FEES_LENIENT;
}
/** Default unit of measure (spec 001 §9). */
export const DEFAULT_UNIT = 'EA';

// ---- Timing and layout constants (spec 000 §5/§9, spec 001 §5/§9) ----

/** A button is disabled this long after a click (save and click guard). */
export const CLICK_GUARD_MS = 2000;
/** Timeout of every API call. */
export const REQUEST_TIMEOUT_MS = 60_000;
/** Error (and other) messages stay this many seconds. */
export const MESSAGE_DURATION_S = 5;
/** Below this width the sidebar becomes a drawer. */
export const NARROW_BREAKPOINT = 992;
/** Sidebar width in px. */
export const SIDEBAR_WIDTH = 210;
/** companyId of the company's own staff (spec 000 §3/§6/§9); one binding, defined in permissions. */
export { STAFF_COMPANY_ID } from '../permissions';
/** Email verification code lifetime: 10 minutes, the stricter reading. */
export const EMAIL_CODE_TTL_MINUTES = 10;
/** The other note's email code lifetime (12 hours), available as a setting. */
export const EMAIL_CODE_TTL_LENIENT_MINUTES = 12 * 60;
/** SMS verification code lifetime (case-sensitive code). */
export const SMS_CODE_TTL_MINUTES = 5;

// ---- zod helpers ----

/** Type error message: a missing value is 'required', a wrong type 'invalid_type'. */
const typeError = (issue: { input?: unknown }): FieldErrorKey =>
  issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalid_type';

const str = () => z.string({ error: typeError });

/** Trimmed string of at most `max` characters (default 60); may be empty. */
export function text(max: number = FIELD_MAX) {
  return str().trim().max(max, { error: 'validation.too_long' });
}

/** Trimmed, non-empty string of at most `max` characters (default 60). */
export function requiredText(max: number = FIELD_MAX) {
  return text(max).min(1, { error: 'validation.required' });
}

/** String without any whitespace, at most 60 characters. */
export const noSpaces = str()
  .regex(/^\S*$/, { error: 'validation.no_spaces' })
  .max(FIELD_MAX, { error: 'validation.too_long' });

/** Trimmed string of digits only (may be empty), optionally at most `max` characters. */
export function digitsOnly(max?: number) {
  const base = str().trim().regex(/^\d*$/, { error: 'validation.digits_only' });
  return max === undefined ? base : base.max(max, { error: 'validation.too_long' });
}

/** http(s) URL with a domain name, at most 60 characters. */
export const url = str()
  .trim()
  .max(FIELD_MAX, { error: 'validation.too_long' })
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'validation.url' }));

/** Valid email address, at most 60 characters (spec 000 §5, spec 001 §5). */
export const email = str()
  .trim()
  .max(FIELD_MAX, { error: 'validation.too_long' })
  .pipe(z.email({ error: 'validation.email' }));

/** Optional mobile number: digits only, at most 15 (spec 000 §5). */
export const mobile = str()
  .trim()
  .regex(/^\d*$/, { error: 'validation.digits_only' })
  .max(MOBILE_MAX, { error: 'validation.too_long' })
  .optional();

/** Supplier (vendor) code of 7-9 digits (spec 001 §3/§9). */
export const supplierCode = str().trim().regex(SUPPLIER_CODE_PATTERN, { error: 'validation.supplier_code' });

/** Staff user ID of 8 digits (spec 001 §5/§9). */
export const staffId = str().trim().regex(STAFF_ID_PATTERN, { error: 'validation.staff_id' });

/** Non-negative integer of at most 11 digits; numbers or numeric strings (spec 001 §3/§9). */
export const steppedQuantity = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? 'validation.required' : 'validation.digits_only') })
    .int({ error: 'validation.integer' })
    .nonnegative({ error: 'validation.not_negative' })
    .max(10 ** STEPPED_QUANTITY_MAX_DIGITS - 1, { error: 'validation.max_digits' }),
);

/** Digits optionally followed by decimals, e.g. bidValidDay (spec 000 §5: message 'digits only'). */
export const decimalDigits = z.preprocess(
  (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
  str().trim().regex(/^\d+(\.\d+)?$/, { error: 'validation.digits_only' }),
);

/** Makes a field optional, treating '' and null as absent (spec 000 §5 empty check). */
export function optionalField<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
}
