/** Blacklist (spec 001 §3 'Blacklist'): supplier code, name, tax ID, source, attachments, creator, times, finance handler. */
import { z } from 'zod';
import { pageQuery } from '../supplier-directory/schemas';
import { attachmentKeys } from '../supplier-review/schemas';
import { FIELD_MAX, text } from '../validation/fields';

/** Where the blacklisting came from. */
export const BLACKLIST_SOURCES = ['quality', 'contract_breach', 'fraud', 'finance', 'authority', 'other'] as const;
export type BlacklistSource = (typeof BLACKLIST_SOURCES)[number];

export const BLACKLIST_STATUSES = ['active', 'removed'] as const;
export type BlacklistStatus = (typeof BLACKLIST_STATUSES)[number];

/** listIst: add an entry (role marker insert). Either a portal supplier (companyId) or code/name/tax ID typed in. */
export const blacklistCreateBody = z.strictObject({
  companyId: z.number().int().positive().optional(),
  supplierCode: text(9).optional(),
  name: text(FIELD_MAX).optional(),
  taxId: text().optional(),
  source: z.enum(BLACKLIST_SOURCES),
  reason: text(500).min(1, { error: 'validation.required' }),
  attachments: attachmentKeys.default([]),
});
export type BlacklistCreateBody = z.infer<typeof blacklistCreateBody>;

/** listUpd: edit an entry (role marker update); `status: removed` lifts it. */
export const blacklistUpdateBody = z.strictObject({
  source: z.enum(BLACKLIST_SOURCES).optional(),
  reason: text(500).min(1, { error: 'validation.required' }).optional(),
  attachments: attachmentKeys.optional(),
  status: z.enum(BLACKLIST_STATUSES).optional(),
  comment: text(500).optional(),
});
export type BlacklistUpdateBody = z.infer<typeof blacklistUpdateBody>;

/** Finance handling of an entry (finance handler and time). */
export const blacklistFinanceBody = z.strictObject({ comment: text(500).optional() });

export const blacklistListQuery = z.strictObject({
  ...pageQuery,
  supplierCode: text(9).optional(),
  name: text().optional(),
  taxId: text().optional(),
  source: z.enum(BLACKLIST_SOURCES).optional(),
  status: z.enum(BLACKLIST_STATUSES).optional(),
  createdFrom: z.iso.date({ error: 'validation.date' }).optional(),
  createdTo: z.iso.date({ error: 'validation.date' }).optional(),
});
export type BlacklistListQuery = z.infer<typeof blacklistListQuery>;

export const blacklistHistoryQuery = z.strictObject({
  ...pageQuery,
  entryId: z.coerce.number().int().positive().optional(),
  supplierCode: text(9).optional(),
  name: text().optional(),
});
