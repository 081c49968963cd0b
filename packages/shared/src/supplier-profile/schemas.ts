/**
 * Request and response shapes of the supplier's own data (spec 001 §3 'Supplier admittance and
 * wizard', §4, §5): the wizard, the sub-pages with their own tables (qualification documents,
 * exclusive-agent vendors and part numbers, quotation ladder, shipping addresses, repair
 * capability), the own information pages and data change requests.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../api';
import type { ReviewStatus } from '../suppliers/states';
import type { FileItem } from '../validation/upload';
import { digitsOnly, email, FIELD_MAX_SHORT, noSpaces, optionalField, requiredText, steppedQuantity, text } from '../validation/fields';
import { AUTHORITY_CODES, CURRENCY_CODES, LEAD_TIME_UNITS, QUALIFICATION_TYPES } from './codes';
import { amount, count, fileKeys, isoDate, PROFILE_SECTIONS, type ProfileSection, type WizardDraft } from './wizard';

export * from './codes';
export * from './wizard';

const opt = <T extends z.ZodType>(schema: T) => optionalField(schema);
const otext = () => opt(text());
const flag = z.boolean({ error: 'validation.invalid_type' }).optional();
const requiredCode = noSpaces.pipe(z.string().min(1, { error: 'validation.required' }));

/** Strict path ids (D-99). */
export { idParams as idParamsSchema } from '../validation/ids';

const pageQuery = {
  keyword: text().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
};

// ---- the wizard ----

export interface WizardView {
  reviewStatus: ReviewStatus;
  submittedAt: string | null;
  approvedAt: string | null;
  /** Saved data by step; qualifications come from table supplier_qualifications with their ids. */
  data: WizardDraft;
  /** The uploaded files the data names, by file key (names and download urls). */
  files: Record<string, FileItem>;
  actions: ('saveDraft' | 'submit')[];
}

// ---- categories ----

export interface CategoryNode {
  code: string;
  nameZh: string;
  nameEn: string;
  level: 1 | 2;
  /** Spec 001 §5: a category needs a configured buyer or it cannot be added or changed. */
  hasBuyer: boolean;
  children: CategoryNode[];
}

// ---- qualification documents (table supplier_qualifications) ----

export const qualificationBodySchema = z
  .strictObject({
    docType: z.enum(QUALIFICATION_TYPES, { error: 'validation.invalid_enum' }),
    authority: opt(z.enum(AUTHORITY_CODES, { error: 'validation.invalid_enum' })),
    number: requiredText(),
    certificateNo: requiredText(),
    scope: requiredText(),
    startDate: opt(isoDate),
    endDate: isoDate,
    remarks: otext(),
    fileKeys: fileKeys.min(1, { error: 'supplierProfile.file_required' }),
  })
  .superRefine((v, ctx) => {
    if (v.startDate && v.endDate < v.startDate) ctx.addIssue({ code: 'custom', message: 'supplierProfile.end_before_start', path: ['endDate'] });
  });
export type QualificationBody = z.infer<typeof qualificationBodySchema>;

export const qualificationCancelSchema = z.strictObject({ reason: requiredText() });

export const QUALIFICATION_VALIDITY = ['valid', 'expiring', 'expired', 'cancelled'] as const;
export type QualificationValidity = (typeof QUALIFICATION_VALIDITY)[number];
/** Days before the end date in which a certificate counts as expiring. */
export const EXPIRING_DAYS = 30;

export const qualificationListQuerySchema = z.strictObject({
  ...pageQuery,
  docType: z.enum(QUALIFICATION_TYPES).optional(),
  validity: z.enum(QUALIFICATION_VALIDITY).optional(),
});

export interface QualificationView {
  id: number;
  docType: string | null;
  authority: string | null;
  number: string | null;
  certificateNo: string | null;
  scope: string | null;
  startDate: string | null;
  endDate: string | null;
  remarks: string | null;
  fileKeys: string[];
  files: FileItem[];
  cancelled: boolean;
  cancelReason: string | null;
  validity: QualificationValidity;
  updatedAt: string;
  actions: ('edit' | 'cancel' | 'delete')[];
}

// ---- sub-pages with their own tables ----

export const agentVendorBodySchema = z
  .strictObject({
    vendorName: requiredText(),
    vendorCode: opt(noSpaces),
    agencyScope: otext(),
    validFrom: opt(isoDate),
    validTo: isoDate,
    fileKeys: opt(fileKeys),
    remarks: otext(),
  })
  .superRefine((v, ctx) => {
    if (v.validFrom && v.validTo < v.validFrom) ctx.addIssue({ code: 'custom', message: 'supplierProfile.end_before_start', path: ['validTo'] });
  });

export const agentPartBodySchema = z.strictObject({
  partNumber: requiredCode,
  description: otext(),
  oemCode: opt(noSpaces),
  vendorName: otext(),
  validTo: opt(isoDate),
  remarks: otext(),
});

/** Quotation ladder row (spec 001 §3): stepped quantities at most 11 digits (§5/§9). */
export const priceTierBodySchema = z
  .strictObject({
    oemCode: requiredCode,
    partNumber: requiredCode,
    startQty: steppedQuantity,
    cutoffQty: opt(steppedQuantity),
    moq: opt(steppedQuantity),
    priceUnit: opt(count),
    price: amount,
    currency: z.enum(CURRENCY_CODES, { error: 'validation.invalid_enum' }),
    minPackaging: opt(steppedQuantity),
    leadTime: opt(count),
    leadTimeUnit: opt(z.enum(LEAD_TIME_UNITS, { error: 'validation.invalid_enum' })),
    startDate: isoDate,
    endDate: isoDate,
    stock: opt(steppedQuantity),
    agencyValidTo: opt(isoDate),
    remarks: otext(),
  })
  .superRefine((v, ctx) => {
    if (v.endDate < v.startDate) ctx.addIssue({ code: 'custom', message: 'supplierProfile.end_before_start', path: ['endDate'] });
    if (v.cutoffQty !== undefined && v.cutoffQty < v.startQty) ctx.addIssue({ code: 'custom', message: 'supplierProfile.cutoff_below_start', path: ['cutoffQty'] });
  });

export const shippingAddressBodySchema = z.strictObject({
  label: otext(),
  country: requiredText(),
  province: otext(),
  city: otext(),
  address: requiredText(),
  postalCode: opt(text(FIELD_MAX_SHORT)),
  contactName: requiredText(),
  contactPhone: digitsOnly(20).min(1, { error: 'validation.required' }),
  contactEmail: opt(email),
  isDefault: flag,
  remarks: otext(),
});

export const repairCapabilityBodySchema = z
  .strictObject({
    partNumber: requiredCode,
    description: requiredText(),
    tested: flag,
    repaired: flag,
    renovated: flag,
    refit: flag,
    certificateType: otext(),
    certificateValidTo: opt(isoDate),
    maintenanceUnit: otext(),
    claimContractor: otext(),
    remarks: otext(),
  })
  .superRefine((v, ctx) => {
    if (!v.tested && !v.repaired && !v.renovated && !v.refit) ctx.addIssue({ code: 'custom', message: 'supplierProfile.one_capability', path: ['tested'] });
  });

/** The sub-pages with a table each; url segment = key. */
export const CHILD_RESOURCES = ['agent-vendors', 'agent-parts', 'price-tiers', 'shipping-addresses', 'repair-capabilities'] as const;
export type ChildResource = (typeof CHILD_RESOURCES)[number];

export const CHILD_BODY_SCHEMAS = {
  'agent-vendors': agentVendorBodySchema,
  'agent-parts': agentPartBodySchema,
  'price-tiers': priceTierBodySchema,
  'shipping-addresses': shippingAddressBodySchema,
  'repair-capabilities': repairCapabilityBodySchema,
} as const satisfies Record<ChildResource, z.ZodType>;

export type ChildBody<R extends ChildResource> = z.infer<(typeof CHILD_BODY_SCHEMAS)[R]>;

export const childListQuerySchema = z.strictObject(pageQuery);

/** A child row as the client sees it: the body's fields plus id, stamps and actions. */
export type ChildView<R extends ChildResource> = ChildBody<R> & { id: number; updatedAt: string; files?: FileItem[]; actions: ('edit' | 'delete')[] };

// ---- own information pages and change requests ----

/** How an edit of the information pages is applied now. */
export type InfoEditMode = 'direct' | 'changeRequest' | 'locked';

export interface InfoView {
  company: {
    id: number;
    name: string;
    nameEn: string | null;
    vendorCode: string | null;
    supplierType: string;
    reviewStatus: ReviewStatus;
    controlStatus: string;
    submittedAt: string | null;
    approvedAt: string | null;
  };
  data: Partial<Record<ProfileSection, Record<string, unknown>>>;
  files: Record<string, FileItem>;
  editMode: InfoEditMode;
  /** Sections with a pending change request (one at a time per section). */
  pendingSections: ProfileSection[];
}

export const CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

export const changeListQuerySchema = z.strictObject({
  status: z.enum(CHANGE_STATUSES).optional(),
  section: z.enum(PROFILE_SECTIONS).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});

export interface ChangeRequestView {
  id: number;
  companyId: number;
  companyName: string;
  section: ProfileSection;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** Top-level fields whose value differs. */
  changedFields: string[];
  files: Record<string, FileItem>;
  status: ChangeStatus;
  comment: string | null;
  requestedByName: string | null;
  reviewerName: string | null;
  createdAt: string;
  decidedAt: string | null;
  actions: string[];
}

/** Answer of an information-page save: applied directly, or a change request created. */
export interface InfoSaveResult {
  mode: 'direct' | 'changeRequest';
  changeRequestId: number | null;
}

/**
 * GET /api/suppliers/:companyId/data: a supplier's data as its wizard holds it (technology with the
 * current qualification rows) for staff reading it, with every named file's metadata (name, size,
 * key) so no view shows a bare key.
 */
export interface SupplierDataView {
  companyId: number;
  data: Partial<Record<ProfileSection, Record<string, unknown>>>;
  files: Record<string, FileItem>;
}
