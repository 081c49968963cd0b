/** Auditor authorisation (spec 001 §2): who may pre-qualify or examine which suppliers. */
import { z } from 'zod';
import { SUPPLIER_TYPES } from '../suppliers/states';
import { AUDITOR_TYPES } from '../supplier-review/workflow';
import { pageQuery } from '../supplier-directory/schemas';
import { FIELD_MAX, mobile, staffId, text } from '../validation/fields';

export const auditorBody = z.strictObject({
  auditorType: z.enum(AUDITOR_TYPES),
  /** Staff employee ID (8 digits = the staff user's account). */
  employeeId: staffId,
  name: text(FIELD_MAX).min(1, { error: 'validation.required' }),
  telephone: mobile,
  purchaseOrg: text(10).optional(),
  category1: text().optional(),
  category2: text().optional(),
  vendorType: z.enum(SUPPLIER_TYPES).optional(),
});
export type AuditorBody = z.infer<typeof auditorBody>;

export const auditorListQuery = z.strictObject({
  ...pageQuery,
  auditorType: z.enum(AUDITOR_TYPES).optional(),
  purchaseOrg: text(10).optional(),
  name: text().optional(),
  vendorType: z.enum(SUPPLIER_TYPES).optional(),
  category1: text().optional(),
  category2: text().optional(),
});
export type AuditorListQuery = z.infer<typeof auditorListQuery>;

export const employeeParams = z.strictObject({ employeeId: staffId });
