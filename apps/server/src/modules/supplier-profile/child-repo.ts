/**
 * The sub-pages with a table each (spec 001 §3 'Also: ...'): exclusive-agent vendors and part
 * numbers, quotation ladder rows, shipping addresses and repair capability. One column map per
 * table drives the SQL, so the five CRUDs share one implementation; every statement carries the
 * company condition.
 */
import type { ChildResource } from '@aerosupply/shared/supplier-profile/schemas';
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database';

type Kind = 'text' | 'date' | 'bool' | 'int' | 'big' | 'num' | 'json';
interface Column {
  field: string;
  column: string;
  kind: Kind;
}
export interface ChildDef {
  table: string;
  /** Owner type written to attached files. */
  ownerType: string;
  columns: Column[];
  /** Columns searched by `keyword` (case-insensitive substring). */
  search: string[];
  /** Field holding file keys, if any. */
  filesField?: string;
}

const c = (field: string, column: string, kind: Kind = 'text'): Column => ({ field, column, kind });

export const CHILD_DEFS: Record<ChildResource, ChildDef> = {
  'agent-vendors': {
    table: 'supplier_agent_vendors',
    ownerType: 'supplier_agent_vendor',
    columns: [
      c('vendorName', 'vendor_name'),
      c('vendorCode', 'vendor_code'),
      c('agencyScope', 'agency_scope'),
      c('validFrom', 'valid_from', 'date'),
      c('validTo', 'valid_to', 'date'),
      c('fileKeys', 'file_keys', 'json'),
      c('remarks', 'remarks'),
    ],
    search: ['vendor_name', 'vendor_code'],
    filesField: 'fileKeys',
  },
  'agent-parts': {
    table: 'supplier_agent_parts',
    ownerType: 'supplier_agent_part',
    columns: [
      c('partNumber', 'part_number'),
      c('description', 'description'),
      c('oemCode', 'oem_code'),
      c('vendorName', 'vendor_name'),
      c('validTo', 'valid_to', 'date'),
      c('remarks', 'remarks'),
    ],
    search: ['part_number', 'description', 'oem_code'],
  },
  'price-tiers': {
    table: 'supplier_price_tiers',
    ownerType: 'supplier_price_tier',
    columns: [
      c('oemCode', 'oem_code'),
      c('partNumber', 'part_number'),
      c('startQty', 'start_qty', 'big'),
      c('cutoffQty', 'cutoff_qty', 'big'),
      c('moq', 'moq', 'big'),
      c('priceUnit', 'price_unit', 'int'),
      c('price', 'price', 'num'),
      c('currency', 'currency'),
      c('minPackaging', 'min_packaging', 'big'),
      c('leadTime', 'lead_time', 'int'),
      c('leadTimeUnit', 'lead_time_unit'),
      c('startDate', 'start_date', 'date'),
      c('endDate', 'end_date', 'date'),
      c('stock', 'stock', 'big'),
      c('agencyValidTo', 'agency_valid_to', 'date'),
      c('remarks', 'remarks'),
    ],
    search: ['part_number', 'oem_code'],
  },
  'shipping-addresses': {
    table: 'supplier_shipping_addresses',
    ownerType: 'supplier_shipping_address',
    columns: [
      c('label', 'label'),
      c('country', 'country'),
      c('province', 'province'),
      c('city', 'city'),
      c('address', 'address'),
      c('postalCode', 'postal_code'),
      c('contactName', 'contact_name'),
      c('contactPhone', 'contact_phone'),
      c('contactEmail', 'contact_email'),
      c('isDefault', 'is_default', 'bool'),
      c('remarks', 'remarks'),
    ],
    search: ['label', 'address', 'contact_name', 'city'],
  },
  'repair-capabilities': {
    table: 'supplier_repair_capabilities',
    ownerType: 'supplier_repair_capability',
    columns: [
      c('partNumber', 'part_number'),
      c('description', 'description'),
      c('tested', 'tested', 'bool'),
      c('repaired', 'repaired', 'bool'),
      c('renovated', 'renovated', 'bool'),
      c('refit', 'refit', 'bool'),
      c('certificateType', 'certificate_type'),
      c('certificateValidTo', 'certificate_valid_to', 'date'),
      c('maintenanceUnit', 'maintenance_unit'),
      c('claimContractor', 'claim_contractor'),
      c('remarks', 'remarks'),
    ],
    search: ['part_number', 'description'],
  },
};

export type ChildRecord = Record<string, unknown> & { id: number; updatedAt: string };

const selectList = (def: ChildDef): RawBuilder<unknown> =>
  sql.join([
    sql`id`,
    sql`updated_at`,
    ...def.columns.map((col) =>
      col.kind === 'date' || col.kind === 'big' || col.kind === 'num'
        ? sql`${sql.ref(col.column)}::text as ${sql.ref(col.field)}`
        : sql`${sql.ref(col.column)} as ${sql.ref(col.field)}`,
    ),
  ]);

function fromDb(def: ChildDef, row: Record<string, unknown>): ChildRecord {
  const out: ChildRecord = { id: Number(row.id), updatedAt: new Date(row.updated_at as string | Date).toISOString() };
  for (const col of def.columns) {
    const v = row[col.field];
    if (v === null || v === undefined) {
      out[col.field] = col.kind === 'bool' ? false : col.kind === 'json' ? [] : null;
    } else if (col.kind === 'big' || col.kind === 'num') out[col.field] = Number(v);
    else out[col.field] = v;
  }
  return out;
}

function toDb(col: Column, body: Record<string, unknown>): RawBuilder<unknown> {
  const v = body[col.field];
  if (col.kind === 'json') return sql`${JSON.stringify(v ?? [])}::jsonb`;
  if (col.kind === 'bool') return sql`${v === true}`;
  if (v === undefined || v === null || v === '') return sql`null`;
  if (col.kind === 'date') return sql`${v}::date`;
  return sql`${v}`;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export async function listChildren(db: Database, def: ChildDef, companyId: number, q: { keyword?: string; page: number; pageSize: number }): Promise<{ rows: ChildRecord[]; total: number }> {
  const where = [sql`company_id = ${companyId}`];
  if (q.keyword && def.search.length) {
    const like = `%${escapeLike(q.keyword)}%`;
    where.push(sql`(${sql.join(def.search.map((col) => sql`${sql.ref(col)} ilike ${like}`), sql` or `)})`);
  }
  const cond = sql.join(where, sql` and `);
  const count = await sql<{ total: number }>`select count(*)::int as total from ${sql.table(def.table)} where ${cond}`.execute(db);
  const rows = await sql<Record<string, unknown>>`
    select ${selectList(def)} from ${sql.table(def.table)} where ${cond}
     order by updated_at desc, id desc limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`.execute(db);
  return { rows: rows.rows.map((r) => fromDb(def, r)), total: count.rows[0]?.total ?? 0 };
}

export async function findChild(db: Database, def: ChildDef, companyId: number, id: number): Promise<ChildRecord | undefined> {
  const rows = await sql<Record<string, unknown>>`select ${selectList(def)} from ${sql.table(def.table)} where id = ${id} and company_id = ${companyId}`.execute(db);
  return rows.rows[0] ? fromDb(def, rows.rows[0]) : undefined;
}

export async function insertChild(db: Database, def: ChildDef, companyId: number, body: Record<string, unknown>): Promise<number> {
  const cols = sql.join([sql`company_id`, ...def.columns.map((col) => sql.ref(col.column))]);
  const vals = sql.join([sql`${companyId}`, ...def.columns.map((col) => toDb(col, body))]);
  const res = await sql<{ id: number }>`insert into ${sql.table(def.table)} (${cols}) values (${vals}) returning id`.execute(db);
  return Number(res.rows[0]!.id);
}

export async function updateChild(db: Database, def: ChildDef, companyId: number, id: number, body: Record<string, unknown>, now: Date): Promise<void> {
  const sets = sql.join([...def.columns.map((col) => sql`${sql.ref(col.column)} = ${toDb(col, body)}`), sql`updated_at = ${now}`]);
  await sql`update ${sql.table(def.table)} set ${sets} where id = ${id} and company_id = ${companyId}`.execute(db);
}

export async function deleteChild(db: Database, def: ChildDef, companyId: number, id: number): Promise<void> {
  await sql`delete from ${sql.table(def.table)} where id = ${id} and company_id = ${companyId}`.execute(db);
}

/** Only one default shipping address per company. */
export async function clearDefaultAddress(db: Database, companyId: number, exceptId: number): Promise<void> {
  await db.updateTable('supplier_shipping_addresses').set({ is_default: false }).where('company_id', '=', companyId).where('id', '<>', exceptId).execute();
}
