/**
 * Supplier invitation (spec 001 §2 'Supplier invitation', §3 'Invitation'): staff invite a company
 * by email with a code that links its registration to the invitation.
 */
import { z } from 'zod';
import { idParams } from '../validation/ids';
import { MAX_PAGE_SIZE } from '../api';
import { actionsOf, idSchema, noData, pageOf, timestamp } from '../contracts';
import { email, FIELD_MAX, text } from '../validation/fields';
import { companyNameField, countryField, taxIdField, taxSystemField } from '../registration/schemas';

/**
 * Stored statuses: `unsent` (saved, not sent yet), `sent`, `registered`. `expired` is derived: a
 * sent invitation whose validity has run out.
 */
export const INVITATION_STATUSES = ['unsent', 'sent', 'registered', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Length of an invitation code (RANDOM_ALPHABET, spec 000 §9). */
export const INVITATION_CODE_LENGTH = 8;
/** Validity in days: default and limits. */
export const INVITATION_VALIDITY = { default: 30, min: 1, max: 365 } as const;

export const INVITATION_SORTS = ['createdAt', 'sentAt', 'companyName', 'expiresAt'] as const;

const intFromQuery = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : typeof v === 'string' ? Number(v) : v),
    z.number({ error: 'validation.invalid_type' }).int({ error: 'validation.invalid' }).min(min, { error: 'validation.too_small' }).max(max, { error: 'validation.too_big' }),
  );

/** List filters (URL query): invited company name and registration status. */
export const invitationListQuerySchema = z.strictObject({
  companyName: text(FIELD_MAX).optional(),
  status: z.enum(INVITATION_STATUSES, { error: 'validation.invalid_enum' }).optional(),
  page: intFromQuery(1, 10_000, 1),
  pageSize: intFromQuery(1, MAX_PAGE_SIZE, 20),
  sort: z.enum(INVITATION_SORTS, { error: 'validation.invalid_enum' }).optional(),
  order: z.enum(['asc', 'desc'], { error: 'validation.invalid_enum' }).optional(),
});
export type InvitationListQuery = z.infer<typeof invitationListQuerySchema>;

/** The invite dialog. `send: true` is "save and send". */
export const invitationSaveSchema = z.strictObject({
  companyName: companyNameField,
  country: countryField,
  taxSystem: taxSystemField,
  taxId: taxIdField,
  email,
  validityDays: z
    .number({ error: 'validation.invalid_type' })
    .int({ error: 'validation.invalid' })
    .min(INVITATION_VALIDITY.min, { error: 'validation.too_small' })
    .max(INVITATION_VALIDITY.max, { error: 'validation.too_big' }),
  comments: text(200).optional(),
  send: z.boolean({ error: 'validation.invalid_type' }).optional(),
});
export type InvitationSaveInput = z.infer<typeof invitationSaveSchema>;

/** The dialog's duplication check; `excludeId` leaves out the invitation being edited. */
export const invitationDuplicateCheckSchema = z
  .strictObject({
    taxId: taxIdField.optional(),
    companyName: text(FIELD_MAX).optional(),
    excludeId: z.number({ error: 'validation.invalid_type' }).int().positive().optional(),
  })
  .refine((v) => !!(v.taxId || v.companyName), { error: 'validation.required', path: ['taxId'] });

export const invitationIdParamsSchema = idParams;

/** Actions on an invitation by status. */
export const INVITATION_ACTIONS = ['edit', 'send', 'resend', 'delete'] as const;
export type InvitationAction = (typeof INVITATION_ACTIONS)[number];

/** An invitation as the list and the dialog show it (every invitation answer). */
export const invitationRowSchema = z.strictObject({
  id: idSchema,
  companyName: z.string(),
  country: z.string().nullable(),
  taxSystem: z.string().nullable(),
  taxId: z.string().nullable(),
  email: z.string(),
  validityDays: z.number().int(),
  code: z.string(),
  comments: z.string().nullable(),
  sentAt: timestamp.nullable(),
  expiresAt: timestamp.nullable(),
  status: z.enum(INVITATION_STATUSES),
  inviterName: z.string().nullable(),
  registeredCompanyId: idSchema.nullable(),
  registeredAt: timestamp.nullable(),
  createdAt: timestamp,
  /** What the user may do now. */
  actions: actionsOf(INVITATION_ACTIONS),
});
export type InvitationRow = z.infer<typeof invitationRowSchema>;

/** GET /api/invitations */
export const invitationPageSchema = pageOf(invitationRowSchema);

/** DELETE /api/invitations/:id */
export const invitationDeletedSchema = noData;
