/**
 * Forwarder onboarding (issue 26 item 2, D-490..D-494): logistics staff create or invite a
 * forwarder company (domestic or international, the service modes it offers, its contacts) with
 * its administrator account, edit it, freeze and restore it.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../api';
import { SERVICE_MODES } from '../codes/tables';
import { actionsOf, idSchema, pageOf, timestamp } from '../contracts';
import { countryField } from '../registration/schemas';
import { employeeAccount, employeePhone } from '../supplier-accounts/schemas';
import { email, optionalField, requiredText, text } from '../validation/fields';
import { idParams } from '../validation/ids';

/** A forwarder company works domestic or international legs (the logistics master's scopes). */
export const FORWARDER_COMPANY_SCOPES = ['domestic', 'international'] as const;
export type ForwarderCompanyScope = (typeof FORWARDER_COMPANY_SCOPES)[number];

/** Stored in `companies.status`: an active company works; a frozen one cannot sign in or act. */
export const FORWARDER_COMPANY_STATUSES = ['active', 'frozen'] as const;
export type ForwarderCompanyStatus = (typeof FORWARDER_COMPANY_STATUSES)[number];

export const FORWARDER_COMPANY_ACTIONS = ['edit', 'freeze', 'restore'] as const;
export type ForwarderCompanyAction = (typeof FORWARDER_COMPANY_ACTIONS)[number];

const serviceModeCodes = SERVICE_MODES.map((m) => m.code) as [string, ...string[]];
const serviceMode = z.enum(serviceModeCodes, { error: 'validation.invalid_enum' });

/** Contact phone: digits, spaces and + - ( ), at most 20 (the master data's rule). */
const contactPhone = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .regex(/^[0-9+\-() ]{1,20}$/, { error: 'validation.invalid' });

export const forwarderContactSchema = z.strictObject({
  name: requiredText(),
  /** What the contact does for us (operations, billing, customs...). */
  role: optionalField(text()),
  phone: contactPhone,
  email,
});
export type ForwarderContact = z.infer<typeof forwarderContactSchema>;

/** The company's own data (create and edit). */
const companyFields = {
  name: requiredText(),
  nameEn: optionalField(text(120)),
  country: countryField,
  scope: z.enum(FORWARDER_COMPANY_SCOPES, { error: 'validation.invalid_enum' }),
  /** The service modes it offers (spec 001 §9 code table), at least one. */
  serviceModes: z.array(serviceMode).min(1, { error: 'forwarderCompanies.needs_service_mode' }).max(serviceModeCodes.length),
  contacts: z.array(forwarderContactSchema).min(1, { error: 'forwarderCompanies.needs_contact' }).max(10),
  remark: optionalField(text(200)),
};

export const forwarderCompanyUpdateSchema = z.strictObject(companyFields);
export type ForwarderCompanyUpdateBody = z.infer<typeof forwarderCompanyUpdateSchema>;

/** The company's administrator: its first account, holding every forwarder function. */
export const forwarderAdminSchema = z.strictObject({
  account: employeeAccount,
  realName: requiredText(),
  email,
  phone: employeePhone,
});

/**
 * Create (`invite: false`: the temporary password is answered once, for the staff user to hand
 * over) or invite (`invite: true`: the administrator gets the account and temporary password by
 * mail, in the company country's language) (D-491).
 */
export const forwarderCompanyCreateSchema = z.strictObject({
  ...companyFields,
  admin: forwarderAdminSchema,
  invite: z.boolean({ error: 'validation.invalid_type' }).default(true),
});
export type ForwarderCompanyCreateBody = z.infer<typeof forwarderCompanyCreateSchema>;

export const forwarderCompanyFreezeSchema = z.strictObject({ reason: requiredText(200) });

export const forwarderCompanyParams = idParams;

export const forwarderCompanyListQuery = z.strictObject({
  /** Company name (either language), a contact, the administrator's account. */
  keyword: optionalField(text()),
  scope: optionalField(z.enum(FORWARDER_COMPANY_SCOPES, { error: 'validation.invalid_enum' })),
  serviceMode: optionalField(serviceMode),
  status: optionalField(z.enum(FORWARDER_COMPANY_STATUSES, { error: 'validation.invalid_enum' })),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type ForwarderCompanyListQuery = z.infer<typeof forwarderCompanyListQuery>;

export const forwarderCompanyViewSchema = z.strictObject({
  id: idSchema,
  name: z.string(),
  nameEn: z.string().nullable(),
  country: z.string().nullable(),
  scope: z.enum(FORWARDER_COMPANY_SCOPES),
  serviceModes: z.array(z.string()),
  contacts: z.array(z.strictObject({ name: z.string(), role: z.string().nullable(), phone: z.string(), email: z.string() })),
  remark: z.string().nullable(),
  status: z.enum(FORWARDER_COMPANY_STATUSES),
  frozenReason: z.string().nullable(),
  frozenAt: timestamp.nullable(),
  /** The first administrator (null for a company onboarded before, e.g. the demo's). */
  adminAccount: z.string().nullable(),
  adminName: z.string().nullable(),
  userCount: z.number().int(),
  /** Forwarder entries of the logistics master data naming the company (its routes). */
  entryCount: z.number().int(),
  createdAt: timestamp,
  actions: actionsOf(FORWARDER_COMPANY_ACTIONS),
});
export type ForwarderCompanyView = z.infer<typeof forwarderCompanyViewSchema>;
export const forwarderCompanyPageSchema = pageOf(forwarderCompanyViewSchema);

export const forwarderCompanyCreatedSchema = z.strictObject({
  company: forwarderCompanyViewSchema,
  /** Answered only when the company was created without inviting (no mail went out). */
  temporaryPassword: z.string().nullable(),
  mailed: z.boolean(),
});
export type ForwarderCompanyCreated = z.infer<typeof forwarderCompanyCreatedSchema>;
