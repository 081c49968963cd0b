/** SQL of suppliers' consignment stock snapshots. */
import type { ConsignmentQuery, ConsignmentSnapshot } from '@aerosupply/shared/orders/consignment';
import { COUNT_CAP, type Page } from '@aerosupply/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { pageQuery } from '../../platform/db/paging';
import { containsPattern } from '../../platform/db/search';
import { companyFilter, type Scope } from '../../platform/tenancy/scope';

// ---- Consignment stock ----

export interface ConsignmentRowDb {
  id: number;
  material_pn: string;
  description: string | null;
  plant: string;
  storage_location: string;
  batch: string | null;
  stock_qty: string;
  unit: string;
  data_time: Date;
}

const STOCK_SORTS = { materialPn: 's.material_pn', stockQty: 's.stock_qty', dataTime: 's.data_time' } as const;

export async function listConsignment(db: Database, scope: Scope, q: ConsignmentQuery): Promise<Page<ConsignmentRowDb>> {
  let base = db.selectFrom('consignment_stock as s').where(companyFilter('s.company_id', scope));
  if (q.materialPn) base = base.where('s.material_pn', 'ilike', containsPattern(q.materialPn));
  if (q.description) base = base.where('s.description', 'ilike', containsPattern(q.description));
  if (q.storageLocation) base = base.where('s.storage_location', 'ilike', containsPattern(q.storageLocation));
  if (q.qtyMin !== undefined) base = base.where(sql<boolean>`s.stock_qty >= ${q.qtyMin}`);
  if (q.qtyMax !== undefined) base = base.where(sql<boolean>`s.stock_qty <= ${q.qtyMax}`);
  const rows = base
    .select(['s.id', 's.material_pn', 's.description', 's.plant', 's.storage_location', 's.batch', sql<string>`s.stock_qty::text`.as('stock_qty'), 's.unit', 's.data_time'])
    .orderBy(STOCK_SORTS[q.sort], q.order)
    .orderBy('s.id', q.order);
  return pageQuery(db, rows, q, { countCap: COUNT_CAP });
}

/** Replaces one supplier's stock rows with a snapshot (in the caller's transaction). */
export async function replaceConsignment(db: Database, companyId: number, dataTime: string, rows: ConsignmentSnapshot['rows']): Promise<void> {
  await db.deleteFrom('consignment_stock').where('company_id', '=', companyId).execute();
  for (let i = 0; i < rows.length; i += 1000) {
    const batch = rows.slice(i, i + 1000).map((r) => ({
      company_id: companyId,
      material_pn: r.materialPn,
      description: r.description ?? null,
      plant: r.plant,
      storage_location: r.storageLocation,
      batch: r.batch ?? null,
      stock_qty: r.stockQty,
      unit: r.unit,
      data_time: dataTime,
    }));
    if (batch.length) await db.insertInto('consignment_stock').values(batch).execute();
  }
}

/** Serialises snapshots of one supplier (two at once: the later transaction waits, then replaces). */
export async function lockSupplierStock(db: Database, companyId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${0x5c0}::int, ${companyId}::int)`.execute(db);
}
