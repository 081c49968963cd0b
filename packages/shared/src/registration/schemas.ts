/**
 * Supplier registration (spec 001 §2 'Supplier registration', §5, §8; spec 000 §2, §5): the
 * registration choice, the administrator lookup, duplicate checks, the SMS code and the form.
 */
import { z } from 'zod';
import { actionsOf, idSchema, timestamp } from '../contracts';
import { REVIEW_STATUSES, SUPPLIER_TYPES } from '../suppliers/states';
import { checkConfirmPassword, checkPassword, type PasswordOptions } from '../validation/password';
import { email, FIELD_MAX, MOBILE_MAX, requiredText, SUPPLIER_CODE_PATTERN, text } from '../validation/fields';
import { addPasswordIssues, VALID_MOBILE_RE } from '../account-recovery/schemas';
import { TAX_SYSTEM_CODES } from '../dict/tax-systems';

/** Tax numbering systems: the dictionary's list (`GET /api/dict/tax-systems?country=`). */
export const TAX_SYSTEM_ENUM = TAX_SYSTEM_CODES as [string, ...string[]];

/** Login name of a supplier account: 4-30 letters, digits and _ . @ - (no spaces). */
export const ACCOUNT_PATTERN = /^[A-Za-z0-9_.@-]{4,30}$/;

export const supplierTypeField = z.enum(SUPPLIER_TYPES, { error: 'validation.invalid_enum' });
export const countryField = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^[A-Z]{2}$/, { error: 'registration.country_invalid' });
export const taxSystemField = z.enum(TAX_SYSTEM_ENUM, { error: 'validation.invalid_enum' });
/** Tax ID: letters, digits and - / . without spaces, up to 30 characters. */
export const taxIdField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(30, { error: 'validation.too_long' })
  .regex(/^\S*$/, { error: 'validation.no_spaces' })
  .regex(/^[A-Za-z0-9\-/.]*$/, { error: 'validation.invalid' });
export const companyNameField = requiredText(FIELD_MAX);
export const accountField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(FIELD_MAX, { error: 'validation.too_long' })
  .regex(ACCOUNT_PATTERN, { error: 'registration.account_format' });
export const requiredMobileField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .regex(/^\d*$/, { error: 'validation.digits_only' })
  .max(MOBILE_MAX, { error: 'validation.too_long' })
  .regex(VALID_MOBILE_RE, { error: 'validation.mobile' });
export const timeZoneField = z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(60, { error: 'validation.too_long' });
export const invitationCodeField = z.string().trim().max(20, { error: 'validation.too_long' });

/** Duplicate check (registration and invitation): tax ID and/or company name. */
export const duplicateCheckSchema = z
  .strictObject({
    taxId: taxIdField.optional(),
    companyName: text(FIELD_MAX).optional(),
    companyNameEn: text(FIELD_MAX).optional(),
  })
  .refine((v) => !!(v.taxId || v.companyName || v.companyNameEn), { error: 'validation.required', path: ['taxId'] });
export type DuplicateCheckInput = z.infer<typeof duplicateCheckSchema>;

export const duplicateProblemSchema = z.strictObject({
  field: z.enum(['taxId', 'companyName', 'companyNameEn']),
  errorKey: z.string(),
  /** The problem in the caller's language. */
  message: z.string(),
});
export type DuplicateProblem = z.infer<typeof duplicateProblemSchema>;
/** Answer of the duplication checks (registration and invitation). */
export const duplicateCheckAnswerSchema = z.strictObject({ ok: z.boolean(), problems: z.array(duplicateProblemSchema) });
export type DuplicateCheckAnswer = z.infer<typeof duplicateCheckAnswerSchema>;

/** Registration choice, employee branch: find the company's administrator. */
export const adminLookupSchema = z.strictObject({
  vendorCode: z.string({ error: 'validation.required' }).trim().regex(SUPPLIER_CODE_PATTERN, { error: 'validation.supplier_code' }),
  companyName: companyNameField,
});
export type AdminLookupInput = z.infer<typeof adminLookupSchema>;
export const adminLookupAnswerSchema = z.strictObject({
  companyName: z.string(),
  adminName: z.string(),
  maskedEmail: z.string().nullable(),
  maskedMobile: z.string().nullable(),
});
export type AdminLookupAnswer = z.infer<typeof adminLookupAnswerSchema>;

/** Public: send the SMS code of the registration form. */
export const registrationSmsSchema = z.strictObject({ mobile: requiredMobileField });

/** What an invitation code pre-fills on the form (public "find invite info"). */
export const invitationPrefillSchema = z.strictObject({
  code: z.string(),
  companyName: z.string(),
  country: z.string().nullable(),
  taxSystem: z.string().nullable(),
  taxId: z.string().nullable(),
  email: z.string(),
  expiresAt: timestamp.nullable(),
});
export type InvitationPrefill = z.infer<typeof invitationPrefillSchema>;
/** GET /api/registration/invitation: the invitation code. */
export const invitationPrefillQuerySchema = z.strictObject({
  code: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(20, { error: 'validation.too_long' }),
});

const registrationFields = {
  agreeCodeOfConduct: z.literal(true, { error: 'registration.must_agree' }),
  supplierType: supplierTypeField,
  country: countryField,
  taxSystem: taxSystemField,
  taxId: taxIdField,
  companyName: companyNameField,
  companyNameEn: text(FIELD_MAX).optional(),
  contactName: requiredText(FIELD_MAX),
  account: accountField,
  password: z.string({ error: 'password.required' }).max(40, { error: 'password.too_long' }),
  confirmPassword: z.string({ error: 'password.required' }).max(40, { error: 'password.too_long' }),
  email,
  invitationCode: invitationCodeField.optional(),
  timeZone: timeZoneField,
  mobile: requiredMobileField,
  smsCode: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(12, { error: 'validation.too_long' }),
};

/**
 * The registration form with the password rules of spec 000 §5 (length from the policy, company
 * name not contained, repeats and runs) and the repeat check.
 */
export function registrationSchema(policy: Partial<PasswordOptions> = {}) {
  return z.strictObject(registrationFields).superRefine((value, ctx) => {
    const names = [value.companyName, value.companyNameEn].filter((n): n is string => !!n);
    const rules = new Set(checkPassword(value.password, { ...policy, companyName: names[0] }));
    for (const name of names.slice(1)) for (const r of checkPassword(value.password, { ...policy, companyName: name })) rules.add(r);
    addPasswordIssues(ctx, [...rules], ['password']);
    addPasswordIssues(ctx, checkConfirmPassword(value.password, value.confirmPassword), ['confirmPassword']);
  });
}
export type RegistrationInput = z.infer<ReturnType<typeof registrationSchema>>;

/** POST /api/registration: the new company and account, and the confirmation in the caller's language. */
export const registrationAnswerSchema = z.strictObject({
  companyId: idSchema,
  userId: idSchema,
  account: z.string(),
  reviewStatus: z.enum(REVIEW_STATUSES),
  message: z.string(),
});
export type RegistrationAnswer = z.infer<typeof registrationAnswerSchema>;

/** /supRegisterEdit: the registration data a returned registrant corrects and resubmits. */
export const registrationEditSchema = z.strictObject({
  supplierType: supplierTypeField,
  country: countryField,
  taxSystem: taxSystemField,
  taxId: taxIdField,
  companyName: companyNameField,
  companyNameEn: text(FIELD_MAX).optional(),
  timeZone: timeZoneField,
  email,
  comment: text(200).optional(),
});
export type RegistrationEditInput = z.infer<typeof registrationEditSchema>;

/** GET and PUT /api/registration/mine: the own registration data. */
export const registrationRecordSchema = z.strictObject({
  companyId: idSchema,
  supplierType: z.enum(SUPPLIER_TYPES),
  country: z.string().nullable(),
  taxSystem: z.string().nullable(),
  taxId: z.string().nullable(),
  companyName: z.string(),
  companyNameEn: z.string().nullable(),
  timeZone: z.string().nullable(),
  email: z.string().nullable(),
  reviewStatus: z.enum(REVIEW_STATUSES),
  /** The reason staff gave when they returned the registration. */
  returnComment: z.string().nullable(),
  returnedAt: timestamp.nullable(),
  actions: actionsOf(['resubmit']),
});
export type RegistrationRecord = z.infer<typeof registrationRecordSchema>;
