/** All SQL of logistics master data (issue 16 item 6). Staff-only records; no company scope. */
import type { MasterKind, MasterListQuery } from '@aerosupply/shared/logistics/master';
import type { PortSearchQuery } from '@aerosupply/shared/logistics/schemas';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import { pageQuery } from '../../platform/db/paging';
import type { LogisticsMasterTable } from './tables';

const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => '\\' + c)}%`;

function selectMaster(db: Database) {
  return db
    .selectFrom('logistics_master as m')
    .leftJoin('companies as c', 'c.id', 'm.forwarder_company_id')
    .selectAll('m')
    .select(['c.name as company_name', 'c.name_en as company_name_en']);
}
export type MasterRow = Awaited<ReturnType<ReturnType<typeof selectMaster>['executeTakeFirstOrThrow']>>;

export function listMaster(db: Database, kind: MasterKind, q: MasterListQuery) {
  let qb = selectMaster(db).where('m.kind', '=', kind);
  if (q.keyword) {
    const k = like(q.keyword);
    qb = qb.where((eb) => eb.or([eb('m.code', 'ilike', k), eb('m.name', 'ilike', k), eb('m.name_en', 'ilike', k), eb('m.city', 'ilike', k)]));
  }
  if (q.country) qb = qb.where('m.country', '=', q.country.toUpperCase());
  if (q.scope) qb = qb.where('m.scope', '=', q.scope);
  if (q.serviceMode) qb = qb.where('m.service_mode', '=', q.serviceMode);
  if (q.enabled) qb = qb.where('m.enabled', '=', q.enabled === 'true');
  return pageQuery(db, qb.orderBy('m.code').orderBy('m.id'), q);
}

export const findMaster = (db: Database, kind: MasterKind, id: number) => selectMaster(db).where('m.kind', '=', kind).where('m.id', '=', id).executeTakeFirst();

export const findMasterById = (db: Database, id: number) => selectMaster(db).where('m.id', '=', id).executeTakeFirst();

export const codeTaken = async (db: Database, kind: MasterKind, code: string, exceptId?: number) =>
  (await db
    .selectFrom('logistics_master')
    .select('id')
    .where('kind', '=', kind)
    .where(sql<boolean>`upper(code) = ${code.toUpperCase()}`)
    .$if(exceptId !== undefined, (qb) => qb.where('id', '<>', exceptId!))
    .executeTakeFirst()) !== undefined;

export const insertMaster = async (trx: Database, values: Insertable<LogisticsMasterTable>) =>
  (await trx.insertInto('logistics_master').values(values).returning('id').executeTakeFirstOrThrow()).id;

/** A port entry by its code: inserted, or its fields set when the code is a port already (D-511). */
export const upsertPort = (trx: Database, v: Omit<Insertable<LogisticsMasterTable>, 'kind'>) =>
  trx
    .insertInto('logistics_master')
    .values({ kind: 'port', ...v })
    .onConflict((oc) => oc.columns(['kind', 'code']).doUpdateSet({ name: v.name, name_en: v.name_en ?? null, country: v.country ?? null, city: v.city ?? null, zone_code: v.zone_code ?? null, port_type: v.port_type ?? null }))
    .execute();

export const updateMaster = (trx: Database, id: number, values: Updateable<LogisticsMasterTable>) =>
  trx.updateTable('logistics_master').set(values).where('id', '=', id).execute();

export const deleteMaster = (trx: Database, id: number) => trx.deleteFrom('logistics_master').where('id', '=', id).execute();

/** Shipments that name this entry (agent or forwarder): such an entry is disabled, not deleted. */
export const masterInUse = async (db: Database, id: number) =>
  (await db
    .selectFrom('shipments')
    .select('id')
    .where((eb) => eb.or([eb('export_agent_id', '=', id), eb('forwarder_id', '=', id), eb('last_leg_forwarder_id', '=', id)]))
    .limit(1)
    .executeTakeFirst()) !== undefined;

export const isForwarderCompany = async (db: Database, companyId: number) =>
  (await db.selectFrom('companies').select('id').where('id', '=', companyId).where('type', '=', 'forwarder').executeTakeFirst()) !== undefined;

export const listForwarderCompanies = (db: Database) =>
  db.selectFrom('companies').select(['id', 'name', 'name_en']).where('type', '=', 'forwarder').orderBy('name').execute();

/** Enabled forwarders serving a route and mode (a blank origin/destination/mode on the entry matches any). */
export function matchForwarders(db: Database, f: { scope?: string; origin?: string; destination?: string; serviceMode?: string }) {
  let qb = selectMaster(db).where('m.kind', '=', 'forwarder').where('m.enabled', '=', true).where(sql<boolean>`c.status is distinct from 'frozen'`);
  if (f.scope) qb = qb.where('m.scope', '=', f.scope);
  if (f.origin) qb = qb.where((eb) => eb.or([eb('m.origin', 'is', null), eb(sql`upper(m.origin)`, '=', f.origin!.toUpperCase())]));
  if (f.destination) qb = qb.where((eb) => eb.or([eb('m.destination', 'is', null), eb(sql`upper(m.destination)`, '=', f.destination!.toUpperCase())]));
  if (f.serviceMode) qb = qb.where((eb) => eb.or([eb('m.service_mode', 'is', null), eb('m.service_mode', '=', f.serviceMode!)]));
  return qb.orderBy('m.code').limit(100).execute();
}

/** Every enabled forwarder entry of a company that is not frozen, with what matching reads (D-312, D-515). */
export const listEnabledForwarders = (db: Database) =>
  db
    .selectFrom('logistics_master as m')
    .innerJoin('companies as c', 'c.id', 'm.forwarder_company_id')
    .select(['m.id', 'm.code', 'm.name', 'm.name_en', 'm.enabled', 'm.scope', 'm.leg', 'm.service_mode', 'm.origin', 'm.destination'])
    .where('m.kind', '=', 'forwarder')
    .where('m.enabled', '=', true)
    .where('c.status', '<>', 'frozen')
    .orderBy('m.code')
    .limit(500)
    .execute();

/**
 * The port pickers' search (D-512): enabled ports whose code, name (either language) or city holds
 * the text, the exact code first, then codes starting with it, then by code; paged.
 */
export function searchPorts(db: Database, q: PortSearchQuery) {
  let qb = db.selectFrom('logistics_master as m').select(['m.id', 'm.code', 'm.name', 'm.name_en', 'm.country', 'm.city']).where('m.kind', '=', 'port').where('m.enabled', '=', true);
  const text = q.q?.trim().toUpperCase() ?? '';
  if (text) {
    const k = like(text);
    qb = qb.where((eb) => eb.or([eb('m.code', 'ilike', k), eb('m.name', 'ilike', k), eb('m.name_en', 'ilike', k), eb('m.city', 'ilike', k)]));
  }
  const ordered = qb
    .orderBy(sql`case when upper(m.code) = ${text} then 0 when upper(m.code) like ${`${text.replace(/[\\%_]/g, (c) => '\\' + c)}%`} then 1 else 2 end`)
    .orderBy('m.code')
    .orderBy('m.id');
  return pageQuery(db, ordered, q);
}

/** The enabled port entries among these codes (upper case). */
export async function enabledPortCodes(db: Database, codes: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(codes.map((c) => c.toUpperCase()))];
  if (wanted.length === 0) return new Set();
  const rows = await db.selectFrom('logistics_master').select(sql<string>`upper(code)`.as('code')).where('kind', '=', 'port').where('enabled', '=', true).where(sql<string>`upper(code)`, 'in', wanted).execute();
  return new Set(rows.map((r) => r.code));
}

/** A forwarder entry that may be assigned: enabled, of a forwarder company that is not frozen (D-515). */
export const findAssignableForwarder = (db: Database, id: number) =>
  db
    .selectFrom('logistics_master as m')
    .innerJoin('companies as c', 'c.id', 'm.forwarder_company_id')
    .select(['m.id', 'm.code', 'm.forwarder_company_id'])
    .where('m.id', '=', id)
    .where('m.kind', '=', 'forwarder')
    .where('m.enabled', '=', true)
    .where('c.status', '<>', 'frozen')
    .executeTakeFirst();
