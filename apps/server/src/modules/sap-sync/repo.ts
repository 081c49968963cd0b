/** SQL of the SAP integration outbox (staff-only records). */
import type { SapSyncListQuery } from '@aerosupply/shared/sap-sync/schemas';
import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { pageQuery } from '../../platform/db/paging';
import { applyTransition, statusColumn } from '../../platform/workflow/status-writer';
import { SAP_SYNC_WORKFLOW, type SapSyncAction } from '@aerosupply/shared/sap-sync/workflow';

export const findSyncRecord = (db: Database, id: number) => db.selectFrom('sap_sync_records').selectAll().where('id', '=', id).executeTakeFirst();

export async function listSyncRecords(db: Database, q: SapSyncListQuery) {
  let base = db.selectFrom('sap_sync_records as s').innerJoin('companies as c', 'c.id', 's.company_id');
  if (q.status) base = base.where('s.status', '=', q.status);
  if (q.name) base = base.where(sql<boolean>`(c.name ilike ${'%' + q.name + '%'} or c.name_en ilike ${'%' + q.name + '%'} or c.vendor_code = ${q.name})`);
  return pageQuery(db, base.selectAll('s').select(['c.name as company_name', 'c.name_en as company_name_en']).orderBy('s.updated_at', 'desc').orderBy('s.id', 'desc'), q);
}

export const listSyncLogs = (db: Database, recordId: number) =>
  db.selectFrom('sap_sync_logs').selectAll().where('record_id', '=', recordId).orderBy('id').execute();

export async function addSyncLog(db: Database, recordId: number, attempt: number, ok: boolean, httpStatus: number | null, message: string): Promise<void> {
  await db.insertInto('sap_sync_logs').values({ record_id: recordId, attempt, ok, http_status: httpStatus, message: message.slice(0, 2000) }).execute();
}

/** A new 7-9 digit vendor code no company holds yet (local adapter). */
export async function nextVendorCode(db: Database): Promise<string> {
  for (;;) {
    const { rows } = await sql<{ code: string }>`select nextval('sap_vendor_code_seq')::text as code`.execute(db);
    const code = rows[0]!.code;
    const taken = await db.selectFrom('companies').select('id').where('vendor_code', '=', code).executeTakeFirst();
    if (!taken) return code;
  }
}

/** The supplier data sent to the ERP. */
export async function buildPayload(db: Database, companyId: number): Promise<Record<string, unknown>> {
  const row = await db
    .selectFrom('companies as c')
    .innerJoin('supplier_profiles as p', 'p.company_id', 'c.id')
    .leftJoin('supplier_master_data as md', 'md.company_id', 'c.id')
    .select([
      'c.id', 'c.name', 'c.name_en', 'c.country', 'c.tax_system', 'c.tax_id', 'c.vendor_code', 'p.supplier_type',
      'md.purchase_org', 'md.purchase_group', 'md.payment_terms', 'md.incoterms', 'md.currency', 'md.address', 'md.categories',
    ])
    .where('c.id', '=', companyId)
    .executeTakeFirstOrThrow();
  return {
    portalId: row.id,
    vendorCode: row.vendor_code,
    name: row.name,
    nameEn: row.name_en,
    country: row.country,
    taxSystem: row.tax_system,
    taxId: row.tax_id,
    supplierType: row.supplier_type,
    purchaseOrg: row.purchase_org,
    purchaseGroup: row.purchase_group,
    paymentTerms: row.payment_terms,
    incoterms: row.incoterms,
    currency: row.currency,
    address: row.address ?? {},
    categories: row.categories ?? [],
  };
}

/** A supplier's SAP sync records for the staff supplier detail, newest first. */
export const listSyncRecordsOf = (db: Database, companyId: number) =>
  db.selectFrom('sap_sync_records').select(['id', 'kind', 'status', 'vendor_code', 'attempts', 'last_error', 'created_at', 'synced_at']).where('company_id', '=', companyId).orderBy('id', 'desc').execute();

/** The record, locked until the end of the transaction. */
export const lockSyncRecord = (db: Database, id: number) => db.selectFrom('sap_sync_records').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

/** A new sync request; answers its id. */
export async function insertSyncRecord(db: Database, values: Insertable<DB['sap_sync_records']>): Promise<number> {
  const row = await db.insertInto('sap_sync_records').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The record's status, moved only by `applyTransition` with SAP_SYNC_WORKFLOW. */
export const SAP_SYNC_STATUS = statusColumn({ table: 'sap_sync_records', workflow: SAP_SYNC_WORKFLOW });

type SyncRecordValues = { attempts?: number; last_error?: string | null; updated_at?: Date; requested_by?: number; requested_by_name?: string };

/** Sets the record's attempts and error (one attempt's outcome that keeps it pending). */
export async function updateSyncRecord(db: Database, id: number, values: SyncRecordValues): Promise<void> {
  await db.updateTable('sap_sync_records').set(values).where('id', '=', id).execute();
}

/** Moves the record by `action` (retry, or the job's last failure) with its other values. */
export async function moveSyncRecord(db: Database, id: number, action: SapSyncAction | 'fail', values: SyncRecordValues): Promise<void> {
  await applyTransition(db, SAP_SYNC_STATUS, { id, action, set: values });
}

/** Marks the record synchronized with the ERP's vendor code; answers the record. */
export async function markSynchronized(db: Database, id: number, vendorCode: string, now: Date) {
  await applyTransition(db, SAP_SYNC_STATUS, { id, action: 'synchronize', set: { vendor_code: vendorCode, last_error: null, synced_at: now, updated_at: now } });
  return db.selectFrom('sap_sync_records').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The company's names and vendor code. */
export const findCompany = (db: Database, companyId: number) =>
  db.selectFrom('companies').select(['vendor_code', 'name', 'name_en']).where('id', '=', companyId).executeTakeFirstOrThrow();

// The vendor code is written by the owner of `companies` (D-840).
export { setVendorCodeIfNone } from '../../platform/companies';

/** The company's administrators (any state), to tell them. */
export const findCompanyAdminIds = (db: Database, companyId: number) =>
  db.selectFrom('users').select('id').where('company_id', '=', companyId).where('is_company_admin', '=', true).execute();
