/**
 * Capability list applications (spec 001 §2 'Capability list', §4 'Capability page'): the
 * supplier applies to supply or repair categories and part numbers; staff review the application.
 * Request schemas and the application's response.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../api';
import { actionsOf, idSchema, pageOf, timestamp } from '../contracts';
import { CAPABILITY_STATUSES, type CapabilityStatus } from '../suppliers/states';
import { CAPABILITY_ACTIONS } from './workflow';
export type { CapabilityAction } from './workflow';
import { noSpaces, optionalField, requiredText, text } from '../validation/fields';
import { isoDate } from '../supplier-profile/wizard';

export { CAPABILITY_STATUSES, type CapabilityStatus };

/** Procurement type: the two supplier types of spec 001 §9. */
export const PROCUREMENT_TYPES = ['aircraft', 'general'] as const;
/** What the supplier offers for the categories. */
export const SUPPLY_ABILITIES = ['sale', 'repair', 'overhaul', 'exchange', 'lease', 'service'] as const;
/** Qualification status of the supplier for the categories. */
export const QUALIFICATION_STATUSES = ['unqualified', 'prequalified', 'qualified'] as const;
export const AUDIT_RESULTS = ['pass', 'fail'] as const;

const opt = <T extends z.ZodType>(schema: T) => optionalField(schema);

export const capabilityCategorySchema = z.strictObject({ level1: requiredText(20), level2: requiredText(20) });

export const capabilityItemSchema = z.strictObject({
  partNumber: noSpaces.pipe(z.string().min(1, { error: 'validation.required' })),
  description: opt(text()),
  manufacturer: opt(text()),
  ability: z.enum(SUPPLY_ABILITIES, { error: 'validation.invalid_enum' }),
  certificate: opt(text()),
  remarks: opt(text()),
});

export const capabilityBodySchema = z.strictObject({
  procurementType: z.enum(PROCUREMENT_TYPES, { error: 'validation.invalid_enum' }),
  supplyAbility: z.enum(SUPPLY_ABILITIES, { error: 'validation.invalid_enum' }),
  qualificationStatus: z.enum(QUALIFICATION_STATUSES, { error: 'validation.invalid_enum' }),
  categories: z.array(capabilityCategorySchema).min(1, { error: 'supplierProfile.list_required' }).max(50),
  items: z.array(capabilityItemSchema).max(200).default([]),
  remarks: opt(text()),
});
export type CapabilityBody = z.infer<typeof capabilityBodySchema>;

export const capabilityListQuerySchema = z.strictObject({
  number: opt(text()),
  procurementType: z.enum(PROCUREMENT_TYPES).optional(),
  supplyAbility: z.enum(SUPPLY_ABILITIES).optional(),
  qualificationStatus: z.enum(QUALIFICATION_STATUSES).optional(),
  auditResult: z.enum(AUDIT_RESULTS).optional(),
  applicant: opt(text()),
  applicationDateFrom: opt(isoDate),
  applicationDateTo: opt(isoDate),
  prequalNo: opt(text()),
  auditNo: opt(text()),
  category: opt(text(20)),
  status: z.enum(CAPABILITY_STATUSES).optional(),
  sort: z.enum(['number', 'applicationDate', 'updatedAt']).default('updatedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type CapabilityListQuery = z.infer<typeof capabilityListQuerySchema>;

export const capabilityReviewSchema = z.strictObject({
  decision: z.enum(['pass', 'fail']),
  comment: opt(text()),
});


/** An item as saved (the request's item without its input clean-up). */
const capabilityItemView = z.strictObject({
  partNumber: z.string(),
  description: z.string().optional(),
  manufacturer: z.string().optional(),
  ability: z.enum(SUPPLY_ABILITIES),
  certificate: z.string().optional(),
  remarks: z.string().optional(),
});

/** A capability list application as both sides read it (supplier and staff review). */
export const capabilityView = z.strictObject({
  id: idSchema,
  companyId: idSchema,
  companyName: z.string(),
  companyNameEn: z.string().nullable(),
  number: z.string(),
  procurementType: z.string(),
  supplyAbility: z.string(),
  qualificationStatus: z.string(),
  categories: z.array(z.strictObject({ level1: z.string(), level2: z.string() })),
  items: z.array(capabilityItemView),
  remarks: z.string().nullable(),
  status: z.enum(CAPABILITY_STATUSES),
  auditResult: z.string().nullable(),
  applicantName: z.string(),
  /** `YYYY-MM-DD`. */
  applicationDate: z.string().nullable(),
  prequalNo: z.string().nullable(),
  auditNo: z.string().nullable(),
  reviewComment: z.string().nullable(),
  reviewerName: z.string().nullable(),
  reviewedAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  actions: actionsOf(CAPABILITY_ACTIONS),
});
export type CapabilityView = z.infer<typeof capabilityView>;
export const capabilityPage = pageOf(capabilityView);
