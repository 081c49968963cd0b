/** Staff supplier lists (supplier information, official suppliers, finance list) and official-supplier edits. */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../api';
import { CONTROL_STATUSES, REVIEW_STATUSES, SUPPLIER_TYPES } from '../suppliers/states';
import { FIELD_MAX, text } from '../validation/fields';

/** `?page=&pageSize=` of a paged list (page size at most 100). */
export const pageQuery = {
  page: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(MAX_PAGE_SIZE).default(20),
};

const boolFlag = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * A company-name search (Chinese or English): 3+ characters match anywhere in the name, 1-2
 * characters match names that start with them (D-123).
 */
export const nameSearch = text();

/** GET /api/suppliers/info: every supplier company (supplier information, TwentyOne list). */
export const supplierInfoQuery = z.strictObject({
  ...pageQuery,
  name: nameSearch.optional(),
  vendorCode: text(9).optional(),
  taxId: text().optional(),
  supplierType: z.enum(SUPPLIER_TYPES).optional(),
  reviewStatus: z.enum(REVIEW_STATUSES).optional(),
  controlStatus: z.enum(CONTROL_STATUSES).optional(),
  purchaseOrg: text(10).optional(),
  blacklisted: boolFlag.optional(),
  expired: boolFlag.optional(),
  sort: z.enum(['name', 'updatedAt', 'vendorCode']).default('updatedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type SupplierInfoQuery = z.infer<typeof supplierInfoQuery>;

/** GET /api/suppliers/official: keyset-paged official suppliers with a capped count. */
export const officialQuery = z.strictObject({
  name: nameSearch.optional(),
  vendorCode: text(9).optional(),
  supplierType: z.enum(SUPPLIER_TYPES).optional(),
  controlStatus: z.enum(CONTROL_STATUSES).optional(),
  purchaseOrg: text(10).optional(),
  pageSize: pageQuery.pageSize,
  /** Opaque cursor from the previous page's `nextCursor`. */
  cursor: z.string().max(200).optional(),
  /** Skip the capped count (following pages). */
  count: boolFlag.default(true),
});
export type OfficialQuery = z.infer<typeof officialQuery>;

/** GET /api/suppliers/finance: the finance supplier list. */
export const financeListQuery = z.strictObject({
  ...pageQuery,
  name: nameSearch.optional(),
  vendorCode: text(9).optional(),
  controlStatus: z.enum(CONTROL_STATUSES).optional(),
  pendingFreeze: boolFlag.optional(),
});
export type FinanceListQuery = z.infer<typeof financeListQuery>;

const optText = (max = FIELD_MAX) => text(max).optional();

/** zsSupManagement/edit: general data of an official supplier. */
export const editGeneralBody = z.strictObject({
  name: text().min(1, { error: 'validation.required' }),
  nameEn: optText(),
  taxId: optText(),
  website: optText(),
  supplierType: z.enum(SUPPLIER_TYPES),
  comment: text(500).optional(),
});

/** zsSupManagement/editP: purchasing-organisation data. */
export const editPurchasingBody = z.strictObject({
  purchaseOrg: optText(10),
  purchaseGroup: optText(10),
  paymentTerms: optText(10),
  incoterms: optText(10),
  currency: optText(10),
  comment: text(500).optional(),
});

export const categorySchema = z.strictObject({ level1: text().min(1, { error: 'validation.required' }), level2: optText() });

/** zsSupManagement/editS: supply scope (categories level I and II). */
export const editScopeBody = z.strictObject({
  categories: z.array(categorySchema).max(50, { error: 'validation.too_long' }),
  comment: text(500).optional(),
});

const contactSchema = z.strictObject({ name: text().min(1, { error: 'validation.required' }), position: optText(), email: optText(), phone: optText(20) });

/** zsSupManagement/editA: address and contacts. */
export const editAddressBody = z.strictObject({
  street: optText(),
  city: optText(),
  province: optText(),
  postalCode: optText(10),
  country: optText(10),
  contacts: z.array(contactSchema).max(20, { error: 'validation.too_long' }),
  comment: text(500).optional(),
});

export const OFFICIAL_EDIT_SECTIONS = ['general', 'purchasing', 'scope', 'address'] as const;
export type OfficialEditSection = (typeof OFFICIAL_EDIT_SECTIONS)[number];
