/** All SQL of the supplier administrator screens; every query is limited to the actor's company. */
import type { EmployeeListQuery } from '@aerosupply/shared/supplier-accounts/schemas';
import { sql } from 'kysely';
import type { Page } from '@aerosupply/shared';
import type { Database } from '../../db/database';
import { pageQuery } from '../../platform/db/paging';
import { companyFilter, type Scope } from '../../platform/tenancy/scope';

export interface PostRow {
  id: number;
  company_id: number;
  code: string;
  name_zh: string;
  name_en: string;
  description: string | null;
  permissions: string[];
  user_count: number;
}

const postColumns = (db: Database) =>
  db
    .selectFrom('roles')
    .select([
      'roles.id',
      'roles.company_id',
      'roles.code',
      'roles.name_zh',
      'roles.name_en',
      'roles.description',
      'roles.permissions',
      sql<number>`(select count(*)::int from user_roles ur where ur.role_id = roles.id)`.as('user_count'),
    ])
    .where('roles.kind', '=', 'post');

export function listPosts(db: Database, scope: Scope): Promise<PostRow[]> {
  return postColumns(db).where(companyFilter('roles.company_id', scope)).where('roles.company_id', '=', scope.companyId).orderBy('roles.id').execute();
}

export function findPost(db: Database, scope: Scope, id: number): Promise<PostRow | undefined> {
  return postColumns(db).where(companyFilter('roles.company_id', scope)).where('roles.id', '=', id).executeTakeFirst();
}

/** The posts of the company among `ids`, with their functions. */
export async function companyPosts(db: Database, companyId: number, ids: number[]): Promise<{ id: number; permissions: string[] }[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('roles').select(['id', 'permissions']).where('company_id', '=', companyId).where('kind', '=', 'post').where('id', 'in', ids).execute();
}

export async function postNameTaken(db: Database, companyId: number, names: { zh: string; en: string }, exceptId?: number): Promise<'nameZh' | 'nameEn' | null> {
  let q = db
    .selectFrom('roles')
    .select(['name_zh', 'name_en'])
    .where('company_id', '=', companyId)
    .where('kind', '=', 'post')
    .where((eb) => eb.or([eb(sql`lower(name_zh)`, '=', names.zh.toLowerCase()), eb(sql`lower(name_en)`, '=', names.en.toLowerCase())]));
  if (exceptId) q = q.where('id', '<>', exceptId);
  const row = await q.executeTakeFirst();
  if (!row) return null;
  return row.name_zh.toLowerCase() === names.zh.toLowerCase() ? 'nameZh' : 'nameEn';
}




export interface EmployeeRow {
  id: number;
  company_id: number;
  account: string;
  real_name: string;
  email: string | null;
  mobile: string | null;
  is_company_admin: boolean;
  frozen: boolean;
  last_login_at: Date | null;
  created_at: Date;
  posts: { id: number; name_zh: string; name_en: string }[] | null;
  /** The functions the account holds through its posts. */
  functions: string[] | null;
}

const employeeColumns = (db: Database) =>
  db
    .selectFrom('users')
    .select([
      'users.id',
      'users.company_id',
      'users.account',
      'users.real_name',
      'users.email',
      'users.mobile',
      'users.is_company_admin',
      'users.frozen',
      'users.last_login_at',
      'users.created_at',
      sql<{ id: number; name_zh: string; name_en: string }[] | null>`(
        select json_agg(json_build_object('id', r.id, 'name_zh', r.name_zh, 'name_en', r.name_en) order by r.id)
          from user_roles ur join roles r on r.id = ur.role_id
         where ur.user_id = users.id and r.kind = 'post')`.as('posts'),
      sql<string[] | null>`(
        select array_agg(distinct p order by p)
          from user_roles ur join roles r on r.id = ur.role_id cross join unnest(r.permissions) p
         where ur.user_id = users.id and r.kind = 'post')`.as('functions'),
    ]);

const SORT_COLUMNS = { account: 'users.account', realName: 'users.real_name', createdAt: 'users.created_at' } as const;

export async function listEmployees(db: Database, scope: Scope, query: EmployeeListQuery): Promise<Page<EmployeeRow>> {
  let base = db.selectFrom('users').where(companyFilter('users.company_id', scope)).where('users.company_id', '=', scope.companyId);
  if (query.keyword) {
    const like = `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) => eb.or([eb('users.account', 'ilike', like), eb('users.real_name', 'ilike', like), eb('users.email', 'ilike', like), eb('users.mobile', 'ilike', like)]));
  }
  if (query.status) base = base.where('users.frozen', '=', query.status === 'frozen');
  if (query.postId) base = base.where(sql<boolean>`exists (select 1 from user_roles ur where ur.user_id = users.id and ur.role_id = ${query.postId})`);
  const rows = employeeColumns(db).where('users.id', 'in', base.select('users.id')).orderBy(SORT_COLUMNS[query.sort], query.order).orderBy('users.id', query.order);
  return pageQuery(db, rows, query, { countFrom: base });
}

export function findEmployee(db: Database, scope: Scope, id: number): Promise<EmployeeRow | undefined> {
  return employeeColumns(db).where(companyFilter('users.company_id', scope)).where('users.id', '=', id).executeTakeFirst();
}

export async function accountTaken(db: Database, account: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where(sql`lower(account)`, '=', account.toLowerCase()).executeTakeFirst();
  return !!row;
}

// Posts (roles of kind 'post') and who holds them are written by their owner, platform/users (D-840).
export { deletePost, insertPost, setPosts, updatePost } from '../../platform/users';
