/** SQL writing `roles` and `user_roles` (platform/users owns them, D-840): staff roles, a company's posts, who holds which. */
import { STAFF_COMPANY_ID } from '@aerosupply/shared';
import type { Database } from '../../db/database';

export async function replaceUserRoles(db: Database, userId: number, roleIds: number[]): Promise<void> {
  await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  if (roleIds.length > 0) await db.insertInto('user_roles').values(roleIds.map((role_id) => ({ user_id: userId, role_id }))).execute();
}

export async function insertStaffRole(db: Database, values: { code: string; name_zh: string; name_en: string; description: string | null; permissions: string[]; now: Date }): Promise<number> {
  const { now, ...rest } = values;
  const row = await db
    .insertInto('roles')
    .values({ ...rest, company_id: STAFF_COMPANY_ID, kind: 'staff', builtin: false, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateStaffRole(db: Database, id: number, values: { name_zh: string; name_en: string; description: string | null; permissions: string[] }, now: Date): Promise<void> {
  await db
    .updateTable('roles')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function deleteStaffRole(db: Database, id: number): Promise<void> {
  await db.deleteFrom('roles').where('id', '=', id).where('builtin', '=', false).execute();
}

export async function insertPost(db: Database, values: { companyId: number; code: string; nameZh: string; nameEn: string; description: string | null; permissions: string[] }): Promise<number> {
  const row = await db
    .insertInto('roles')
    .values({ company_id: values.companyId, kind: 'post', code: values.code, name_zh: values.nameZh, name_en: values.nameEn, description: values.description, permissions: values.permissions })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePost(db: Database, id: number, values: { nameZh: string; nameEn: string; description: string | null; permissions: string[] }, now: Date): Promise<void> {
  await db
    .updateTable('roles')
    .set({ name_zh: values.nameZh, name_en: values.nameEn, description: values.description, permissions: values.permissions, updated_at: now })
    .where('id', '=', id)
    .where('kind', '=', 'post')
    .execute();
}

export async function deletePost(db: Database, id: number): Promise<void> {
  await db.deleteFrom('roles').where('id', '=', id).where('kind', '=', 'post').execute();
}

/** Replaces the user's posts (other role kinds stay). */
export async function setPosts(db: Database, userId: number, postIds: number[]): Promise<void> {
  await db
    .deleteFrom('user_roles')
    .where('user_id', '=', userId)
    .where('role_id', 'in', db.selectFrom('roles').select('id').where('kind', '=', 'post'))
    .execute();
  if (postIds.length) await db.insertInto('user_roles').values(postIds.map((roleId) => ({ user_id: userId, role_id: roleId }))).execute();
}

/** Gives the user the staff role `code` (create-admin). */
export async function grantStaffRole(db: Database, userId: number, code: string): Promise<void> {
  const role = await db.selectFrom('roles').select('id').where('company_id', '=', STAFF_COMPANY_ID).where('code', '=', code).executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: userId, role_id: role.id }).execute();
}
