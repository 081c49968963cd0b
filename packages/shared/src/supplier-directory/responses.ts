/** Responses of the staff supplier lists and the supplier information view. */
import { z } from 'zod';
import { BLACKLIST_SOURCES, BLACKLIST_STATUSES } from '../blacklist/schemas';
import { CAPABILITY_STATUSES } from '../capabilities/schemas';
import { actionsOf, cursorPageOf, idSchema, pageOf, timestamp } from '../contracts';
import { onTimeOfOrder } from '../orders/schemas';
import { SAP_SYNC_STATUSES } from '../sap-sync/schemas';
import { timelineEntry } from '../supplier-review/responses';
import { CONTROL_ACTIONS, FREEZE_REQUEST_STATUSES } from '../supplier-control/workflow';
import { qualificationFields, supplierListFields, wizardRecord } from '../suppliers/responses';

/** Edit sections of an official supplier (zsSupManagement edit / editP / editS / editA). */
export const DIRECTORY_EDIT_ACTIONS = ['editGeneral', 'editPurchasing', 'editScope', 'editAddress'] as const;

/** A row of the staff supplier lists (supplier information, official suppliers). */
export const directoryRow = z.strictObject({
  ...supplierListFields,
  /** Synchronized to SAP. */
  official: z.boolean(),
  expiredQualifications: z.number().int(),
  submittedAt: timestamp.nullable(),
  approvedAt: timestamp.nullable(),
  updatedAt: timestamp,
  actions: actionsOf([...CONTROL_ACTIONS, ...DIRECTORY_EDIT_ACTIONS, 'blacklist', 'review']),
});
export type DirectoryRow = z.infer<typeof directoryRow>;
export const directoryPage = pageOf(directoryRow);

/** GET /api/suppliers/official: a keyset page with the capped count on the first page. */
export const officialPage = cursorPageOf(directoryRow).extend({
  /** null on the following pages (`count=false`). */
  total: z.number().int().nullable(),
  capped: z.boolean(),
});
export type OfficialPage = z.infer<typeof officialPage>;

/** A row of the finance supplier list: the directory row with payment data and a pending freeze request. */
export const financeRow = directoryRow.extend({
  paymentTerms: z.string().nullable(),
  currency: z.string().nullable(),
  /** The finance step of the supplier's wizard data. */
  finance: wizardRecord.nullable(),
  pendingRequest: z.strictObject({ id: idSchema, kind: z.string().nullable() }).nullable(),
});
export type FinanceRow = z.infer<typeof financeRow>;
export const financePage = pageOf(financeRow);

/** Staff-maintained master data (purchasing data, supply scope, address and contacts). */
export const masterDataView = z.strictObject({
  purchaseOrg: z.string().nullable(),
  purchaseGroup: z.string().nullable(),
  paymentTerms: z.string().nullable(),
  incoterms: z.string().nullable(),
  currency: z.string().nullable(),
  website: z.string().nullable(),
  categories: z.array(z.strictObject({ level1: z.string(), level2: z.string().optional() })),
  address: z.strictObject({ street: z.string().optional(), city: z.string().optional(), province: z.string().optional(), postalCode: z.string().optional(), country: z.string().optional() }),
  contacts: z.array(z.strictObject({ name: z.string(), position: z.string().optional(), email: z.string().optional(), phone: z.string().optional() })),
});
export type MasterDataView = z.infer<typeof masterDataView>;

/** GET /api/suppliers/:companyId (and the answer of an official-supplier edit): the supplier information view (supplier 360). */
export const supplierDetail = directoryRow.extend({
  wizard: wizardRecord,
  masterData: masterDataView,
  /**
   * Supplier 360: the keys of the sections this viewer sees for this supplier, in order (each
   * registered by a server module's manifest); a section's fields below come with its key.
   */
  sections: z.array(z.string()),
  qualifications: z.array(
    z.strictObject({
      ...qualificationFields,
      expired: z.boolean(),
    }),
  ).optional(),
  timeline: z.array(timelineEntry).optional(),
  /** Audit history: review and capability decisions. */
  auditHistory: z.array(timelineEntry).optional(),
  capabilityApplications: z.array(
    z.strictObject({
      id: idSchema,
      number: z.string(),
      status: z.enum(CAPABILITY_STATUSES),
      auditResult: z.string().nullable(),
      applicationDate: z.string().nullable(),
      prequalNo: z.string().nullable(),
      auditNo: z.string().nullable(),
      reviewer: z.string().nullable(),
      reviewedAt: timestamp.nullable(),
    }),
  ).optional(),
  /** Filled by the sourcing module once RFx exist. */
  /** The RFx the supplier was invited to (sourcing): RFx status and the supplier's answer (participation). */
  inquiryHistory: z.array(z.strictObject({ id: idSchema, number: z.string(), title: z.string(), status: z.string(), answer: z.string(), createdAt: timestamp })).optional(),
  /** The supplier's latest purchase orders (orders module, D-294) and how many it has (at most COUNT_CAP). */
  orderHistory: z
    .array(z.strictObject({ id: idSchema, orderNo: z.string(), version: z.number().int(), status: z.string(), totalAmount: z.number(), currency: z.string(), releasedAt: timestamp, pendingRequests: z.number().int(), onTime: onTimeOfOrder }))
    .optional(),
  orderCount: z.number().int().optional(),
  /** The supplier's on-time delivery over all its order lines, against the confirmed and the original ship dates (D-481). */
  orderOnTime: onTimeOfOrder.optional(),
  freezeRequests: z.array(
    z.strictObject({
      id: idSchema,
      requestNo: z.string(),
      kind: z.enum(['freeze', 'unfreeze']),
      status: z.enum(FREEZE_REQUEST_STATUSES),
      reason: z.string(),
      requestedBy: z.string(),
      requestedAt: timestamp,
      financeUser: z.string().nullable(),
      decidedAt: timestamp.nullable(),
    }),
  ).optional(),
  blacklistEntries: z.array(
    z.strictObject({
      id: idSchema,
      status: z.enum(BLACKLIST_STATUSES),
      source: z.enum(BLACKLIST_SOURCES),
      reason: z.string(),
      createdBy: z.string().nullable(),
      createdAt: timestamp,
      removedAt: timestamp.nullable(),
    }),
  ).optional(),
  sapSync: z.array(
    z.strictObject({
      id: idSchema,
      kind: z.enum(['create', 'update']),
      status: z.enum(SAP_SYNC_STATUSES),
      vendorCode: z.string().nullable(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      createdAt: timestamp,
      syncedAt: timestamp.nullable(),
    }),
  ).optional(),
});
export type SupplierDetail = z.infer<typeof supplierDetail>;
