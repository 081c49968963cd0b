/** All SQL of forwarder onboarding (issue 26 item 2): forwarder companies and their profiles. Staff-only. */
import type { ForwarderCompanyListQuery, ForwarderCompanyScope } from '@aerosupply/shared/forwarder-companies/schemas';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { insertCompany as insertOwnedCompany, moveCompanyStatus, updateCompany as updateOwnedCompany } from '../../platform/companies';
import { pageQuery } from '../../platform/db/paging';
import type { StoredContact } from './tables';

const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => '\\' + c)}%`;

function selectCompany(db: Database) {
  return db
    .selectFrom('companies as c')
    .leftJoin('forwarder_profiles as p', 'p.company_id', 'c.id')
    .leftJoin('users as a', 'a.id', 'p.admin_user_id')
    .select([
      'c.id',
      'c.name',
      'c.name_en',
      'c.country',
      'c.status',
      'c.created_at',
      'p.scope',
      'p.service_modes',
      'p.contacts',
      'p.remark',
      'p.frozen_reason',
      'p.frozen_at',
      'a.account as admin_account',
      'a.real_name as admin_name',
      sql<number>`(select count(*)::int from users u where u.company_id = c.id)`.as('user_count'),
      sql<number>`(select count(*)::int from logistics_master m where m.kind = 'forwarder' and m.forwarder_company_id = c.id)`.as('entry_count'),
    ])
    .where('c.type', '=', 'forwarder');
}
export type CompanyRow = Awaited<ReturnType<ReturnType<typeof selectCompany>['executeTakeFirstOrThrow']>>;

export function listCompanies(db: Database, q: ForwarderCompanyListQuery) {
  let qb = selectCompany(db);
  if (q.keyword) {
    const k = like(q.keyword);
    qb = qb.where((eb) =>
      eb.or([
        eb('c.name', 'ilike', k),
        eb('c.name_en', 'ilike', k),
        eb('a.account', 'ilike', k),
        eb(sql`p.contacts::text`, 'ilike', k),
      ]),
    );
  }
  if (q.scope) qb = qb.where('p.scope', '=', q.scope);
  if (q.serviceMode) qb = qb.where(sql<boolean>`${q.serviceMode} = any(p.service_modes)`);
  if (q.status) qb = qb.where('c.status', '=', q.status);
  return pageQuery(db, qb.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc'), q);
}

export const findCompany = (db: Database, id: number) => selectCompany(db).where('c.id', '=', id).executeTakeFirst();

/** The company row locked for a status change. */
export const lockCompany = (trx: Database, id: number) =>
  trx.selectFrom('companies').select(['id', 'status']).where('id', '=', id).where('type', '=', 'forwarder').forUpdate().executeTakeFirst();

/** Another forwarder company with this name (either language, case-insensitive): which field clashes. */
export async function nameTaken(db: Database, names: { name: string; nameEn?: string }, exceptId?: number): Promise<'name' | 'nameEn' | null> {
  const wanted = [names.name, names.nameEn].filter((n): n is string => !!n).map((n) => n.trim().toLowerCase());
  const rows = await db
    .selectFrom('companies')
    .select(['name', 'name_en'])
    .where('type', '=', 'forwarder')
    .where((eb) => eb.or([eb(sql`lower(name)`, 'in', wanted), eb(sql`lower(name_en)`, 'in', wanted)]))
    .$if(exceptId !== undefined, (qb) => qb.where('id', '<>', exceptId!))
    .execute();
  const taken = new Set(rows.flatMap((r) => [r.name, r.name_en]).filter((n): n is string => !!n).map((n) => n.trim().toLowerCase()));
  if (taken.has(names.name.trim().toLowerCase())) return 'name';
  if (names.nameEn && taken.has(names.nameEn.trim().toLowerCase())) return 'nameEn';
  return null;
}

export interface CompanyValues {
  name: string;
  name_en: string | null;
  country: string;
  scope: ForwarderCompanyScope;
  service_modes: string[];
  contacts: StoredContact[];
  remark: string | null;
}

export async function insertCompany(trx: Database, v: CompanyValues, createdBy: number, timeZone: string, now: Date): Promise<number> {
  const id = await insertOwnedCompany(trx, { type: 'forwarder', name: v.name, name_en: v.name_en, country: v.country, time_zone: timeZone }, now);
  await trx
    .insertInto('forwarder_profiles')
    .values({ company_id: id, scope: v.scope, service_modes: v.service_modes, contacts: JSON.stringify(v.contacts), remark: v.remark, created_by: createdBy, created_at: now, updated_at: now })
    .execute();
  return id;
}

export const setAdmin = (trx: Database, companyId: number, userId: number) =>
  trx.updateTable('forwarder_profiles').set({ admin_user_id: userId }).where('company_id', '=', companyId).execute();

/** Edits the company's data; a company without a profile yet gets one. */
export async function updateCompany(trx: Database, id: number, v: CompanyValues, now: Date): Promise<void> {
  await updateOwnedCompany(trx, id, { name: v.name, name_en: v.name_en, country: v.country }, now);
  const profile = { scope: v.scope, service_modes: v.service_modes, contacts: JSON.stringify(v.contacts), remark: v.remark, updated_at: now };
  await trx
    .insertInto('forwarder_profiles')
    .values({ company_id: id, ...profile })
    .onConflict((oc) => oc.column('company_id').doUpdateSet(profile))
    .execute();
}

/** Freezes or restores the company (its status through platform/companies), with the freeze's reason and time (cleared on restore). */
export async function moveStatus(trx: Database, id: number, action: 'freeze' | 'restore', reason: string | null, now: Date): Promise<void> {
  const frozen = action === 'freeze';
  await moveCompanyStatus(trx, id, action, now);
  await trx
    .updateTable('forwarder_profiles')
    .set({ frozen_reason: frozen ? reason : null, frozen_at: frozen ? now : null, updated_at: now })
    .where('company_id', '=', id)
    .execute();
}

export const companyUserIds = async (db: Database, companyId: number) =>
  (await db.selectFrom('users').select('id').where('company_id', '=', companyId).execute()).map((r) => r.id);

export const accountTaken = async (db: Database, account: string) =>
  (await db.selectFrom('users').select('id').where(sql`lower(account)`, '=', account.toLowerCase()).executeTakeFirst()) !== undefined;

/** The demo forwarder's profile (demo seed). */
export const insertProfile = (trx: Database, companyId: number, v: { scope: ForwarderCompanyScope; service_modes: string[]; contacts: StoredContact[]; admin_user_id: number | null }) =>
  trx
    .insertInto('forwarder_profiles')
    .values({ company_id: companyId, scope: v.scope, service_modes: v.service_modes, contacts: JSON.stringify(v.contacts), admin_user_id: v.admin_user_id })
    .onConflict((oc) => oc.column('company_id').doNothing())
    .execute();
