/**
 * All SQL of staff administration: users, roles, company options and the two logs. Staff
 * administrators see every company (the routes are staff-only permissions); user rows are still
 * read through `companyFilter` so the repo stays safe if a non-staff caller ever reaches it.
 */
import { COUNT_CAP, STAFF_COMPANY_ID } from '@aerosupply/shared';
import type { LoginEvent, OpTypeValue } from '@aerosupply/shared/admin/schemas';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../../db/database';
import { pageQuery, type PageRequest } from '../../platform/db/paging';
import { companyFilter, type Scope } from '../../platform/tenancy/scope';

/** Escapes LIKE wildcards in user input. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

// ---- users ----

export interface UserFilter {
  account?: string;
  name?: string;
  companyId?: number;
  companyType?: 'staff' | 'supplier' | 'forwarder';
  roleId?: number;
  enabled?: boolean;
  status?: 'enabled' | 'disabled' | 'locked';
  now: Date;
}

export type UserSort = 'account' | 'realName' | 'companyName' | 'createdAt' | 'lastLoginAt';

const USER_SORT_COLUMNS = {
  account: 'users.account',
  realName: 'users.real_name',
  companyName: 'companies.name',
  createdAt: 'users.created_at',
  lastLoginAt: 'users.last_login_at',
} as const;

const userColumns = [
  'users.id',
  'users.account',
  'users.real_name',
  'users.email',
  'users.mobile',
  'users.phone',
  'users.company_id',
  'users.enabled',
  'users.frozen',
  'users.locked_until',
  'users.hardware_key',
  'users.language',
  'users.last_login_at',
  'users.created_at',
  'companies.name as company_name',
  'companies.name_en as company_name_en',
  'companies.type as company_type',
] as const;

function usersQuery(db: Database, scope: Scope, f: UserFilter) {
  let q = db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .where(companyFilter('users.company_id', scope));
  if (f.account) q = q.where(sql<boolean>`lower(users.account) like ${escapeLike(f.account.toLowerCase()) + '%'}`);
  if (f.name) q = q.where('users.real_name', 'ilike', `%${escapeLike(f.name)}%`);
  if (f.companyId !== undefined) q = q.where('users.company_id', '=', f.companyId);
  if (f.companyType) q = q.where('companies.type', '=', f.companyType);
  if (f.roleId !== undefined) {
    const roleId = f.roleId;
    q = q.where((eb) => eb.exists(eb.selectFrom('user_roles').select('user_roles.role_id').whereRef('user_roles.user_id', '=', 'users.id').where('user_roles.role_id', '=', roleId)));
  }
  if (f.enabled !== undefined) q = q.where('users.enabled', '=', f.enabled);
  if (f.status === 'enabled') q = q.where('users.enabled', '=', true).where('users.frozen', '=', false).where(lockedNot(f.now));
  if (f.status === 'disabled') q = q.where('users.enabled', '=', false);
  if (f.status === 'locked') q = q.where(lockedOrFrozen(f.now));
  return q;
}

const lockedNot = (now: Date): Expression<SqlBool> => sql<boolean>`(users.locked_until is null or users.locked_until <= ${now})`;
const lockedOrFrozen = (now: Date): Expression<SqlBool> => sql<boolean>`(users.frozen or users.locked_until > ${now})`;

type UserPage = { offset: number; limit: number; sort: UserSort; order: 'asc' | 'desc' };

/** Users in the chosen order, without a count (the Excel export reads them in batches). */
export function listUsers(db: Database, scope: Scope, f: UserFilter, page: UserPage) {
  return sortedUsers(db, scope, f, page).offset(page.offset).limit(page.limit).execute();
}

/** The users of the filter in the chosen order. */
function sortedUsers(db: Database, scope: Scope, f: UserFilter, order: Pick<UserPage, 'sort' | 'order'>) {
  const column = USER_SORT_COLUMNS[order.sort];
  const nulls = order.order === 'asc' ? sql`nulls first` : sql`nulls last`;
  return usersQuery(db, scope, f)
    .select(userColumns)
    .orderBy(sql`${sql.ref(column)} ${sql.raw(order.order)} ${nulls}`)
    .orderBy('users.id', order.order);
}

/** One page of users and the (capped) total. */
export async function searchUsers(db: Database, scope: Scope, f: UserFilter, page: PageRequest & Pick<UserPage, 'sort' | 'order'>) {
  return pageQuery(db, sortedUsers(db, scope, f, page), page, { countCap: COUNT_CAP });
}

export type UserRow = Awaited<ReturnType<typeof searchUsers>>['rows'][number];

export async function findUser(db: Database, scope: Scope, id: number): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select(userColumns)
    .where('users.id', '=', id)
    .where(companyFilter('users.company_id', scope))
    .executeTakeFirst();
}

/** Roles of the given users, keyed by user id. */
export async function rolesOfUsers(db: Database, userIds: number[]) {
  const map = new Map<number, { id: number; code: string; name_zh: string; name_en: string }[]>();
  if (userIds.length === 0) return map;
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['user_roles.user_id', 'roles.id', 'roles.code', 'roles.name_zh', 'roles.name_en'])
    .where('user_roles.user_id', 'in', userIds)
    .orderBy('roles.code')
    .execute();
  for (const r of rows) {
    const list = map.get(r.user_id) ?? [];
    list.push({ id: r.id, code: r.code, name_zh: r.name_zh, name_en: r.name_en });
    map.set(r.user_id, list);
  }
  return map;
}

export async function accountExists(db: Database, account: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where(sql<boolean>`lower(account) = ${account.toLowerCase()}`).executeTakeFirst();
  return row !== undefined;
}

/** Another user holding this hardware-key serial (case-insensitive), if any. */
export async function hardwareKeyHolder(db: Database, serial: string, exceptUserId?: number): Promise<number | undefined> {
  let q = db.selectFrom('users').select('id').where(sql<boolean>`upper(hardware_key) = ${serial.toUpperCase()}`);
  if (exceptUserId !== undefined) q = q.where('id', '<>', exceptUserId);
  return (await q.executeTakeFirst())?.id;
}

export async function findCompany(db: Database, id: number) {
  return db.selectFrom('companies').select(['id', 'type', 'name', 'name_en']).where('id', '=', id).executeTakeFirst();
}


/** Users locked after wrong passwords (until a future time) or frozen for inactivity. */
export async function countLockedOrFrozenUsers(db: Database, scope: Scope, now: Date): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(companyFilter('users.company_id', scope))
    .where(lockedOrFrozen(now))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---- roles ----

const roleColumns = ['roles.id', 'roles.company_id', 'roles.kind', 'roles.code', 'roles.name_zh', 'roles.name_en', 'roles.description', 'roles.permissions', 'roles.builtin', 'roles.updated_at'] as const;

function staffRolesQuery(db: Database) {
  return db.selectFrom('roles').where('roles.company_id', '=', STAFF_COMPANY_ID).where('roles.kind', '=', 'staff');
}

const userCount = sql<number>`(select count(*)::int from user_roles ur where ur.role_id = roles.id)`.as('user_count');

export async function searchStaffRoles(db: Database, q: string | undefined, page: PageRequest) {
  let query = staffRolesQuery(db);
  if (q) {
    const like = `%${escapeLike(q)}%`;
    query = query.where((eb) => eb.or([eb('roles.code', 'ilike', like), eb('roles.name_zh', 'ilike', like), eb('roles.name_en', 'ilike', like)]));
  }
  return pageQuery(db, query.select(roleColumns).select(userCount).orderBy('roles.builtin', 'desc').orderBy('roles.code').orderBy('roles.id'), page, { countFrom: query });
}

export type RoleRow = Awaited<ReturnType<typeof searchStaffRoles>>['rows'][number];

export async function findStaffRole(db: Database, id: number): Promise<RoleRow | undefined> {
  return staffRolesQuery(db).select(roleColumns).select(userCount).where('roles.id', '=', id).executeTakeFirst();
}

/** Roles of one kind kept by the staff company (staff roles, or the forwarder role). */
export async function assignableRoles(db: Database, kind: 'staff' | 'forwarder') {
  return db
    .selectFrom('roles')
    .select(['id', 'code', 'name_zh', 'name_en'])
    .where('company_id', '=', STAFF_COMPANY_ID)
    .where('kind', '=', kind)
    .orderBy('builtin', 'desc')
    .orderBy('code')
    .execute();
}

/** Roles by id (any kind), to check what may be given to a user. */
export async function findRolesByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('roles').select(['id', 'company_id', 'kind', 'code']).where('id', 'in', ids).execute();
}

export async function roleCodeExists(db: Database, code: string): Promise<boolean> {
  const row = await db.selectFrom('roles').select('id').where('company_id', '=', STAFF_COMPANY_ID).where('code', '=', code).executeTakeFirst();
  return row !== undefined;
}




// ---- companies ----

/** Staff and forwarder companies for the user form's picker. */
export async function companyOptions(db: Database, q: string | undefined, type: 'staff' | 'forwarder' | undefined, limit: number) {
  let query = db
    .selectFrom('companies')
    .select(['id', 'type', 'name', 'name_en'])
    .where('type', 'in', type ? [type] : ['staff', 'forwarder']);
  if (q) {
    const like = `%${escapeLike(q)}%`;
    query = query.where((eb) => eb.or([eb('name', 'ilike', like), eb('name_en', 'ilike', like)]));
  }
  return query.orderBy(sql`case when type = 'staff' then 0 else 1 end`).orderBy('name').orderBy('id').limit(limit).execute();
}

// ---- logs (keyset on created_at desc, id desc) ----

export interface LogFilter {
  account?: string;
  companyId?: number;
  company?: string;
  userName?: string;
  from?: Date;
  /** Exclusive upper bound. */
  toExclusive?: Date;
  /** Inclusive upper bound. */
  toInclusive?: Date;
}

/** Position after the last row of a page: its exact created_at text (microseconds) and id. */
export interface LogCursor {
  ts: string;
  id: number;
}

const cursorTs = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export async function searchOperationLogs(db: Database, f: LogFilter & { opType?: OpTypeValue }, after: LogCursor | null, limit: number) {
  let q = db
    .selectFrom('operation_logs')
    .select(['id', 'account', 'user_name', 'company_id', 'company_name', 'op_type', 'description', 'method', 'path', 'status', 'ip', 'mac', 'created_at'])
    // The company's English name today, for English readers (the row keeps the name it had then).
    .select((eb) => eb.selectFrom('companies as c').whereRef('c.id', '=', 'operation_logs.company_id').select('c.name_en').as('company_name_en'))
    .select(cursorTs('operation_logs.created_at').as('cursor_ts'));
  if (f.account) q = q.where(sql<boolean>`lower(account) = ${f.account.toLowerCase()}`);
  if (f.companyId !== undefined) q = q.where('company_id', '=', f.companyId);
  if (f.company) q = q.where('company_name', 'ilike', `%${escapeLike(f.company)}%`);
  if (f.userName) q = q.where('user_name', 'ilike', `%${escapeLike(f.userName)}%`);
  if (f.opType) q = q.where('op_type', '=', f.opType);
  if (f.from) q = q.where('created_at', '>=', f.from);
  if (f.toExclusive) q = q.where('created_at', '<', f.toExclusive);
  if (f.toInclusive) q = q.where('created_at', '<=', f.toInclusive);
  if (after) q = q.where(sql<boolean>`(operation_logs.created_at, operation_logs.id) < (${after.ts}::timestamptz, ${after.id})`);
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export type OperationLogDbRow = Awaited<ReturnType<typeof searchOperationLogs>>[number];

export async function searchLoginLogs(db: Database, f: LogFilter & { event?: LoginEvent }, after: LogCursor | null, limit: number) {
  let q = db
    .selectFrom('login_logs')
    .leftJoin('companies', 'companies.id', 'login_logs.company_id')
    .leftJoin('users', 'users.id', 'login_logs.user_id')
    .select([
      'login_logs.id',
      'login_logs.account',
      'login_logs.user_id',
      'users.real_name as user_name',
      'login_logs.company_id',
      'companies.name as company_name',
      'companies.name_en as company_name_en',
      'login_logs.event',
      'login_logs.reason',
      'login_logs.ip',
      'login_logs.mac',
      'login_logs.user_agent',
      'login_logs.factor',
      'login_logs.created_at',
    ])
    .select(cursorTs('login_logs.created_at').as('cursor_ts'));
  if (f.account) q = q.where(sql<boolean>`lower(login_logs.account) = ${f.account.toLowerCase()}`);
  if (f.companyId !== undefined) q = q.where('login_logs.company_id', '=', f.companyId);
  if (f.company) {
    const like = `%${escapeLike(f.company)}%`;
    q = q.where((eb) => eb.or([eb('companies.name', 'ilike', like), eb('companies.name_en', 'ilike', like)]));
  }
  if (f.userName) q = q.where('users.real_name', 'ilike', `%${escapeLike(f.userName)}%`);
  if (f.event) q = q.where('login_logs.event', '=', f.event);
  if (f.from) q = q.where('login_logs.created_at', '>=', f.from);
  if (f.toExclusive) q = q.where('login_logs.created_at', '<', f.toExclusive);
  if (f.toInclusive) q = q.where('login_logs.created_at', '<=', f.toInclusive);
  if (after) q = q.where(sql<boolean>`(login_logs.created_at, login_logs.id) < (${after.ts}::timestamptz, ${after.id})`);
  return q.orderBy('login_logs.created_at', 'desc').orderBy('login_logs.id', 'desc').limit(limit).execute();
}

export type LoginLogDbRow = Awaited<ReturnType<typeof searchLoginLogs>>[number];

// Roles and who holds them are written by their owner, platform/users (D-840).
export { deleteStaffRole, insertStaffRole, replaceUserRoles, updateStaffRole } from '../../platform/users';
