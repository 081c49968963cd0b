/** Responses of auditor authorisation. */
import { z } from 'zod';
import { actionsOf, idSchema, pageOf, timestamp } from '../contracts';
import { AUDITOR_TYPES } from '../supplier-review/workflow';
import { SUPPLIER_TYPES } from '../suppliers/states';

export const auditorRow = z.strictObject({
  id: idSchema,
  userId: idSchema,
  auditorType: z.enum(AUDITOR_TYPES),
  employeeId: z.string(),
  name: z.string(),
  telephone: z.string().nullable(),
  purchaseOrg: z.string().nullable(),
  category1: z.string().nullable(),
  category2: z.string().nullable(),
  vendorType: z.enum(SUPPLIER_TYPES).nullable(),
  updatedAt: timestamp,
  actions: actionsOf(['edit', 'delete']),
});
export type AuditorRow = z.infer<typeof auditorRow>;
export const auditorPage = pageOf(auditorRow);

/** GET /api/auditors/employee/:employeeId: the staff user's data copied into the form. */
export const employeeData = z.strictObject({
  userId: idSchema,
  employeeId: z.string(),
  name: z.string(),
  telephone: z.string(),
  email: z.string().nullable(),
});
export type EmployeeData = z.infer<typeof employeeData>;
