/** Responses of the blacklist: entries and their history. */
import { z } from 'zod';
import { actionsOf, fileKeyList, idSchema, pageOf, timestamp } from '../contracts';
import { BLACKLIST_SOURCES, BLACKLIST_STATUSES } from './schemas';
import { BLACKLIST_ACTIONS } from './workflow';

export const blacklistRow = z.strictObject({
  id: idSchema,
  /** The portal supplier, when the entry is about one. */
  companyId: idSchema.nullable(),
  supplierCode: z.string().nullable(),
  name: z.string(),
  /** The portal supplier's English name (issue 28 item 3: the reader's language picks). */
  nameEn: z.string().nullable(),
  taxId: z.string().nullable(),
  source: z.enum(BLACKLIST_SOURCES),
  reason: z.string(),
  attachments: fileKeyList,
  status: z.enum(BLACKLIST_STATUSES),
  creator: z.string().nullable(),
  createdAt: timestamp,
  updatedBy: z.string().nullable(),
  updatedAt: timestamp,
  financeHandler: z.string().nullable(),
  financeHandledAt: timestamp.nullable(),
  removedAt: timestamp.nullable(),
  actions: actionsOf(BLACKLIST_ACTIONS),
});
export type BlacklistRow = z.infer<typeof blacklistRow>;
export const blacklistPage = pageOf(blacklistRow);

export const blacklistHistoryRow = z.strictObject({
  id: idSchema,
  entryId: idSchema,
  name: z.string(),
  /** The portal supplier's English name (issue 28 item 3). */
  nameEn: z.string().nullable(),
  supplierCode: z.string().nullable(),
  taxId: z.string().nullable(),
  action: z.enum(['insert', 'update', 'remove', 'finance']),
  /** The entry's fields after the action. */
  snapshot: z.record(z.string(), z.unknown()),
  comment: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: timestamp,
});
export type BlacklistHistoryRow = z.infer<typeof blacklistHistoryRow>;
export const blacklistHistoryPage = pageOf(blacklistHistoryRow);

/** GET /api/blacklist/:id and the answer of every change: the entry with its history. */
export const blacklistDetail = blacklistRow.extend({ history: z.array(blacklistHistoryRow) });
export type BlacklistDetail = z.infer<typeof blacklistDetail>;
