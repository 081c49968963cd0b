/** All SQL of personal settings: the signed-in user's own row, role names and dictionary checks. */
import type { Database } from '../../db/database';

export async function findOwnProfile(db: Database, userId: number) {
  return db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select([
      'users.id',
      'users.account',
      'users.real_name',
      'users.phone',
      'users.mobile',
      'users.email',
      'users.language',
      'users.country',
      'users.time_zone',
      'users.preferences',
      'users.password_hash',
      'users.is_company_admin',
      'users.company_id',
      'companies.name as company_name',
      'companies.name_en as company_name_en',
      'companies.type as company_type',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export type OwnProfileRow = NonNullable<Awaited<ReturnType<typeof findOwnProfile>>>;

export async function roleNamesOf(db: Database, userId: number) {
  return db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['roles.code', 'roles.name_zh', 'roles.name_en'])
    .where('user_roles.user_id', '=', userId)
    .orderBy('roles.code')
    .execute();
}

/** The (domain, value) pairs that are enabled dictionary items. */
export async function existingDictValues(db: Database, pairs: { domain: string; value: string }[]): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const rows = await db
    .selectFrom('dict_items')
    .select(['domain', 'value'])
    .where('enabled', '=', true)
    .where((eb) => eb.or(pairs.map((p) => eb.and([eb('domain', '=', p.domain), eb('value', '=', p.value)]))))
    .execute();
  return new Set(rows.map((r) => `${r.domain}\u0000${r.value}`));
}
