/** Responses of the SAP sync outbox: records and their attempt log. */
import { z } from 'zod';
import { actionsOf, idSchema, pageOf, timestamp } from '../contracts';
import { SAP_SYNC_STATUSES } from './schemas';

export const sapSyncRow = z.strictObject({
  id: idSchema,
  companyId: idSchema,
  companyName: z.string(),
  companyNameEn: z.string().nullable(),
  /** create: first sync of a newly approved supplier; update: a master-data change. */
  kind: z.enum(['create', 'update']),
  status: z.enum(SAP_SYNC_STATUSES),
  adapter: z.enum(['builtin', 'http']),
  vendorCode: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  requestedBy: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  syncedAt: timestamp.nullable(),
  actions: actionsOf(['retry']),
});
export type SapSyncRow = z.infer<typeof sapSyncRow>;
export const sapSyncPage = pageOf(sapSyncRow);

/** GET /api/sap-sync/:id and the answer of a retry: the record with its payload and attempt log. */
export const sapSyncDetail = sapSyncRow.extend({
  payload: z.record(z.string(), z.unknown()),
  logs: z.array(z.strictObject({ id: idSchema, attempt: z.number().int(), ok: z.boolean(), httpStatus: z.number().int().nullable(), message: z.string(), createdAt: timestamp })),
});
export type SapSyncDetail = z.infer<typeof sapSyncDetail>;
