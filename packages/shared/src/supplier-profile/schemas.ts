/**
 * Request and response shapes of the supplier's own data (spec 001 §3 'Supplier admittance and
 * wizard', §4, §5): the wizard, the sub-pages with their own tables (qualification documents,
 * exclusive-agent vendors and part numbers, quotation ladder, shipping addresses, repair
 * capability), the own information pages and data change requests.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../api';
import { actionsOf, fileKeyList, fileRef, idSchema, pageOf, timestamp } from '../contracts';
import { REVIEW_STATUSES } from '../suppliers/states';
import { qualificationFields, supplierNameFields, supplierStatusFields } from '../suppliers/responses';
import { digitsOnly, email, FIELD_MAX_SHORT, noSpaces, optionalField, requiredText, steppedQuantity, text } from '../validation/fields';
import { AUTHORITY_CODES, CURRENCY_CODES, LEAD_TIME_UNITS, QUALIFICATION_TYPES } from './codes';
import { amount, count, fileKeys, isoDate, PROFILE_SECTIONS, type WizardDraft } from './wizard';

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

/** The uploaded files some data names, by file key (names and download urls). */
const filesByKey = z.record(z.string(), fileRef);

export const wizardView = z.strictObject({
  reviewStatus: z.enum(REVIEW_STATUSES),
  submittedAt: timestamp.nullable(),
  approvedAt: timestamp.nullable(),
  /** Saved data by step as the draft schema shaped it; qualifications come from table supplier_qualifications with their ids. */
  data: z.custom<WizardDraft>((v) => typeof v === 'object' && v !== null),
  files: filesByKey,
  actions: actionsOf(['saveDraft', 'submit']),
});
export type WizardView = z.infer<typeof wizardView>;

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
export const categoryNode: z.ZodType<CategoryNode> = z.strictObject({
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  level: z.union([z.literal(1), z.literal(2)]),
  hasBuyer: z.boolean(),
  get children() {
    return z.array(categoryNode);
  },
}).meta({ id: 'CategoryNode' });
export const categoryTree = z.array(categoryNode);

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

export const qualificationView = z.strictObject({
  ...qualificationFields,
  cancelReason: z.string().nullable(),
  validity: z.enum(QUALIFICATION_VALIDITY),
  updatedAt: timestamp,
  actions: actionsOf(['edit', 'cancel', 'delete']),
});
export type QualificationView = z.infer<typeof qualificationView>;
export const qualificationPage = pageOf(qualificationView);

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

/** What every child row has; empty columns read null (flags false, key lists empty). */
const childViewBase = z.strictObject({ id: idSchema, updatedAt: timestamp, actions: actionsOf(['edit', 'delete']) });
const childRow = <T extends z.ZodRawShape>(shape: T) => childViewBase.extend(shape);
const str = z.string().nullable();
/** Dates as `YYYY-MM-DD`. */
const day = z.string().nullable();
const num = z.number().nullable();

/** A child row as the client sees it, by sub-page. */
export const CHILD_VIEW_SCHEMAS = {
  'agent-vendors': childRow({ vendorName: str, vendorCode: str, agencyScope: str, validFrom: day, validTo: day, fileKeys: fileKeyList, files: z.array(fileRef), remarks: str }),
  'agent-parts': childRow({ partNumber: str, description: str, oemCode: str, vendorName: str, validTo: day, remarks: str }),
  'price-tiers': childRow({
    oemCode: str, partNumber: str, startQty: num, cutoffQty: num, moq: num, priceUnit: num, price: num, currency: str, minPackaging: num,
    leadTime: num, leadTimeUnit: str, startDate: day, endDate: day, stock: num, agencyValidTo: day, remarks: str,
  }),
  'shipping-addresses': childRow({
    label: str, country: str, province: str, city: str, address: str, postalCode: str, contactName: str, contactPhone: str, contactEmail: str, isDefault: z.boolean(), remarks: str,
  }),
  'repair-capabilities': childRow({
    partNumber: str, description: str, tested: z.boolean(), repaired: z.boolean(), renovated: z.boolean(), refit: z.boolean(),
    certificateType: str, certificateValidTo: day, maintenanceUnit: str, claimContractor: str, remarks: str,
  }),
} as const satisfies Record<ChildResource, z.ZodType>;
export type ChildView<R extends ChildResource> = z.infer<(typeof CHILD_VIEW_SCHEMAS)[R]>;
/** A row of any sub-page, as a table over every sub-page reads it (the other fields by name). */
export type AnyChildView = z.infer<typeof childViewBase> & { files?: z.infer<typeof fileRef>[] } & Record<string, unknown>;

// ---- own information pages and change requests ----

/** How an edit of the information pages is applied now. */
export type InfoEditMode = 'direct' | 'changeRequest' | 'locked';

/** Saved data by information section. */
const sectionData = z.partialRecord(z.enum(PROFILE_SECTIONS), z.record(z.string(), z.unknown()));

export const infoView = z.strictObject({
  company: z.strictObject({
    id: idSchema,
    ...supplierNameFields,
    ...supplierStatusFields,
    submittedAt: timestamp.nullable(),
    approvedAt: timestamp.nullable(),
  }),
  data: sectionData,
  files: filesByKey,
  editMode: z.enum(['direct', 'changeRequest', 'locked']),
  /** Sections with a pending change request (one at a time per section). */
  pendingSections: z.array(z.enum(PROFILE_SECTIONS)),
});
export type InfoView = z.infer<typeof infoView>;

export const CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

export const changeListQuerySchema = z.strictObject({
  status: z.enum(CHANGE_STATUSES).optional(),
  section: z.enum(PROFILE_SECTIONS).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});

export const changeRequestView = z.strictObject({
  id: idSchema,
  companyId: idSchema,
  companyName: z.string(),
  companyNameEn: z.string().nullable(),
  section: z.enum(PROFILE_SECTIONS),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  /** Top-level fields whose value differs. */
  changedFields: z.array(z.string()),
  files: filesByKey,
  status: z.enum(CHANGE_STATUSES),
  comment: z.string().nullable(),
  requestedByName: z.string().nullable(),
  reviewerName: z.string().nullable(),
  createdAt: timestamp,
  decidedAt: timestamp.nullable(),
  actions: actionsOf(['view', 'approve', 'reject']),
});
export type ChangeRequestView = z.infer<typeof changeRequestView>;
export const changeRequestPage = pageOf(changeRequestView);

/** Answer of an information-page save: applied directly, or a change request created. */
export const infoSaveResult = z.strictObject({
  mode: z.enum(['direct', 'changeRequest']),
  changeRequestId: idSchema.nullable(),
});
export type InfoSaveResult = z.infer<typeof infoSaveResult>;

/**
 * GET /api/suppliers/:companyId/data: a supplier's data as its wizard holds it (technology with the
 * current qualification rows) for staff reading it, with every named file's metadata (name, size,
 * key) so no view shows a bare key.
 */
export const supplierDataView = z.strictObject({
  companyId: idSchema,
  data: sectionData,
  files: filesByKey,
});
export type SupplierDataView = z.infer<typeof supplierDataView>;
