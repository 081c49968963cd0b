/**
 * Response fields the supplier modules share (issue 10 item 1): who a supplier is and where it
 * stands, as the review task lists, the directory, supplier control and the supplier's own pages
 * show it, and a qualification document as the supplier's pages and the staff detail show it.
 * Each module's schema spreads the pieces it uses and adds its own fields, so a field is declared
 * once for every answer that carries it.
 */
import { z } from 'zod';
import { fileKeyList, fileRef, idSchema } from '../contracts';
import { CONTROL_STATUSES, REVIEW_STATUSES, SUPPLIER_TYPES } from './states';

/** The supplier's names and SAP vendor code. */
export const supplierNameFields = {
  name: z.string(),
  nameEn: z.string().nullable(),
  vendorCode: z.string().nullable(),
};

/** Its type and its two statuses: review (admittance) and control. */
export const supplierStatusFields = {
  supplierType: z.enum(SUPPLIER_TYPES),
  reviewStatus: z.enum(REVIEW_STATUSES),
  controlStatus: z.enum(CONTROL_STATUSES),
};

/** The columns every staff supplier list starts with (review tasks, supplier information, official suppliers). */
export const supplierListFields = {
  companyId: idSchema,
  ...supplierNameFields,
  taxId: z.string().nullable(),
  country: z.string().nullable(),
  ...supplierStatusFields,
  purchaseOrg: z.string().nullable(),
  blacklisted: z.boolean(),
};

/** A supplier's saved wizard data by step (read as it was saved). */
export const wizardRecord = z.record(z.string(), z.unknown());

/** A qualification document (table supplier_qualifications) with its files' names and sizes. */
export const qualificationFields = {
  id: idSchema,
  docType: z.string().nullable(),
  authority: z.string().nullable(),
  number: z.string().nullable(),
  certificateNo: z.string().nullable(),
  scope: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  remarks: z.string().nullable(),
  cancelled: z.boolean(),
  fileKeys: fileKeyList,
  /** Name, size and key of each attachment (a key with no stored file is left out). */
  files: z.array(fileRef),
};
