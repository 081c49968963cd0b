import type { SapSyncDetail, SapSyncRow } from '@aerosupply/shared/sap-sync/responses';
import type { Selectable } from 'kysely';
import type { Actor } from '../../platform/context';
import { sapSyncActions } from './policy';
import type { SapSyncLogsTable, SapSyncRecordsTable } from './tables';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export function presentSyncRecord(r: Selectable<SapSyncRecordsTable> & { company_name: string; company_name_en: string | null }, actor: Actor): SapSyncRow {
  return {
    id: r.id,
    companyId: r.company_id,
    companyName: r.company_name,
    companyNameEn: r.company_name_en,
    kind: r.kind,
    status: r.status,
    adapter: r.adapter,
    vendorCode: r.vendor_code,
    attempts: r.attempts,
    lastError: r.last_error,
    requestedBy: r.requested_by_name,
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
    syncedAt: iso(r.synced_at),
    actions: sapSyncActions(r, actor),
  };
}

export function presentSyncLog(l: Selectable<SapSyncLogsTable>): SapSyncDetail['logs'][number] {
  return { id: l.id, attempt: l.attempt, ok: l.ok, httpStatus: l.http_status, message: l.message, createdAt: iso(l.created_at)! };
}
