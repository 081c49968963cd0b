/**
 * SQL of the staff's single sign-on (D-620..D-625): the settings row, the pending sign-ins, the
 * staff accounts an identity matches, and the break-glass rule's role check.
 */
import { STAFF_COMPANY_ID } from '@aerosupply/shared';
import { sql, type Selectable, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { SsoSettingsTable } from '../../db/schema';

export type SsoSettingsRow = Selectable<SsoSettingsTable>;

/** The settings row; null before the first save (single sign-on off). */
export function readSsoSettings(db: Database): Promise<SsoSettingsRow | undefined> {
  return db.selectFrom('sso_settings').selectAll().where('id', '=', 1).executeTakeFirst();
}

export async function writeSsoSettings(db: Database, values: Omit<Updateable<SsoSettingsTable>, 'id'>): Promise<void> {
  await db
    .insertInto('sso_settings')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

export async function insertSsoLogin(db: Database, row: { state_hash: string; browser_hash: string; nonce: string; code_verifier: string; expires_at: Date }, now: Date): Promise<void> {
  await db.deleteFrom('sso_logins').where('expires_at', '<', now).execute();
  await db.insertInto('sso_logins').values(row).execute();
}

/** Takes a pending sign-in by its state: deleted as it is read, so a state (and its code) serves once. */
export function takeSsoLogin(db: Database, stateHash: string) {
  return db.deleteFrom('sso_logins').where('state_hash', '=', stateHash).returning(['browser_hash', 'nonce', 'code_verifier', 'expires_at']).executeTakeFirst();
}

/** The ids of the staff accounts whose account name or e-mail is `value` (any case). */
export async function staffAccountsMatching(db: Database, field: 'email' | 'account', value: string): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', STAFF_COMPANY_ID)
    .where(sql`lower(${sql.ref(`users.${field}`)})`, '=', value.toLowerCase())
    .limit(2)
    .execute();
  return rows.map((r) => r.id);
}

/** Whether an account name is taken by any account (staff, supplier or forwarder). */
export async function accountNameTaken(db: Database, account: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where(sql`lower(account)`, '=', account.toLowerCase()).executeTakeFirst();
  return Boolean(row);
}

/** Break-glass (D-623): the holders of the built-in system-administrator role keep the password sign-in. */
export async function holdsBuiltinAdminRole(db: Database, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select('roles.id')
    .where('user_roles.user_id', '=', userId)
    .where('roles.company_id', '=', STAFF_COMPANY_ID)
    .where('roles.code', '=', 'admin')
    .where('roles.builtin', '=', true)
    .executeTakeFirst();
  return Boolean(row);
}
