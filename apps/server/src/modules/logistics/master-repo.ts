/** All SQL of logistics master data (issue 16 item 6). Staff-only records; no company scope. */
import type { MasterKind, MasterListQuery } from '@aerosupply/shared/logistics/master';
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
  let qb = selectMaster(db).where('m.kind', '=', 'forwarder').where('m.enabled', '=', true);
  if (f.scope) qb = qb.where('m.scope', '=', f.scope);
  if (f.origin) qb = qb.where((eb) => eb.or([eb('m.origin', 'is', null), eb(sql`upper(m.origin)`, '=', f.origin!.toUpperCase())]));
  if (f.destination) qb = qb.where((eb) => eb.or([eb('m.destination', 'is', null), eb(sql`upper(m.destination)`, '=', f.destination!.toUpperCase())]));
  if (f.serviceMode) qb = qb.where((eb) => eb.or([eb('m.service_mode', 'is', null), eb('m.service_mode', '=', f.serviceMode!)]));
  return qb.orderBy('m.code').limit(100).execute();
}

/** Every enabled forwarder entry with what matching reads (D-312). */
export const listEnabledForwarders = (db: Database) =>
  db
    .selectFrom('logistics_master')
    .select(['id', 'code', 'name', 'name_en', 'enabled', 'scope', 'leg', 'service_mode', 'origin', 'destination'])
    .where('kind', '=', 'forwarder')
    .where('enabled', '=', true)
    .where('forwarder_company_id', 'is not', null)
    .orderBy('code')
    .limit(500)
    .execute();
