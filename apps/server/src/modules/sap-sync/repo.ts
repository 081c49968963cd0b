/** SQL of the SAP integration outbox (staff-only records). */
import type { SapSyncListQuery } from '@aerosupply/shared/sap-sync/schemas';
import { sql } from 'kysely';
import type { Database } from '../../db/database';

export const findSyncRecord = (db: Database, id: number) => db.selectFrom('sap_sync_records').selectAll().where('id', '=', id).executeTakeFirst();

export async function listSyncRecords(db: Database, q: SapSyncListQuery) {
  let base = db.selectFrom('sap_sync_records as s').innerJoin('companies as c', 'c.id', 's.company_id');
  if (q.status) base = base.where('s.status', '=', q.status);
  if (q.name) base = base.where(sql<boolean>`(c.name ilike ${'%' + q.name + '%'} or c.name_en ilike ${'%' + q.name + '%'} or c.vendor_code = ${q.name})`);
  const [rows, total] = await Promise.all([
    base
      .selectAll('s')
      .select(['c.name as company_name', 'c.name_en as company_name_en'])
      .orderBy('s.updated_at', 'desc')
      .orderBy('s.id', 'desc')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
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
