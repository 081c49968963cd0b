import type { Selectable } from 'kysely';
import type { BlacklistHistoryRow, BlacklistRow } from '@aerosupply/shared/blacklist/responses';
import type { Actor } from '../../platform/context';
import { blacklistActions } from './policy';
import type { BlacklistEntriesTable, BlacklistHistoryTable } from './tables';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export function presentEntry(r: Selectable<BlacklistEntriesTable> & { name_en?: string | null }, actor: Actor): BlacklistRow {
  return {
    id: r.id,
    companyId: r.company_id,
    supplierCode: r.supplier_code,
    name: r.name,
    nameEn: r.name_en ?? null,
    taxId: r.tax_id,
    source: r.source,
    reason: r.reason,
    attachments: Array.isArray(r.attachments) ? r.attachments : [],
    status: r.status,
    creator: r.created_by_name,
    createdAt: iso(r.created_at)!,
    updatedBy: r.updated_by_name,
    updatedAt: iso(r.updated_at)!,
    financeHandler: r.finance_handler_name,
    financeHandledAt: iso(r.finance_handled_at),
    removedAt: iso(r.removed_at),
    actions: blacklistActions(r, actor),
  };
}

export function presentHistory(h: Selectable<BlacklistHistoryTable> & { name: string; name_en?: string | null; supplier_code: string | null; tax_id: string | null }): BlacklistHistoryRow {
  return {
    id: h.id,
    entryId: h.entry_id,
    name: h.name,
    nameEn: h.name_en ?? null,
    supplierCode: h.supplier_code,
    taxId: h.tax_id,
    action: h.action,
    snapshot: h.snapshot,
    comment: h.comment,
    actorName: h.actor_name,
    createdAt: iso(h.created_at)!,
  };
}
