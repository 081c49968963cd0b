/** Security-key SQL (issue 32 item 1, D-604..D-606): bound credentials, requirements, binding challenges. */
import { sql } from 'kysely';
import type { Database } from '../../db/database';

export async function listSecurityKeys(db: Database, userId: number) {
  return db
    .selectFrom('security_keys')
    .select(['id', 'credential_id', 'transports', 'label', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export async function findKeyByCredential(db: Database, credentialId: string) {
  return db.selectFrom('security_keys').select(['id', 'user_id', 'credential_id', 'public_key', 'counter', 'transports']).where('credential_id', '=', credentialId).executeTakeFirst();
}

export async function insertSecurityKey(
  db: Database,
  row: { user_id: number; credential_id: string; public_key: string; counter: number; transports: string | null; label: string; created_by: number; created_at: Date },
): Promise<number> {
  const inserted = await db.insertInto('security_keys').values(row).onConflict((oc) => oc.column('credential_id').doNothing()).returning('id').executeTakeFirst();
  return inserted?.id ?? 0;
}

export async function deleteSecurityKey(db: Database, userId: number, keyId: number): Promise<string | null> {
  const row = await db.deleteFrom('security_keys').where('id', '=', keyId).where('user_id', '=', userId).returning('label').executeTakeFirst();
  return row?.label ?? null;
}

/** Moves the signature counter forward (a cloned key shows an older one: refused by the verification). */
export async function recordKeyUse(db: Database, id: number, counter: number, now: Date): Promise<void> {
  await db.updateTable('security_keys').set({ counter, last_used_at: now }).where('id', '=', id).execute();
}

/** A key is required of the user directly or through one of its roles (D-606). */
export async function securityKeyRequired(db: Database, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('security_key_requirements')
    .select('kind')
    .where((eb) =>
      eb.or([
        eb.and([eb('kind', '=', 'user'), eb('ref_id', '=', userId)]),
        eb.and([eb('kind', '=', 'role'), eb('ref_id', 'in', eb.selectFrom('user_roles').select('role_id').where('user_id', '=', userId))]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

export async function securityKeyRequiredDirectly(db: Database, kind: 'role' | 'user', refId: number): Promise<boolean> {
  const row = await db.selectFrom('security_key_requirements').select('kind').where('kind', '=', kind).where('ref_id', '=', refId).executeTakeFirst();
  return row !== undefined;
}

export async function setSecurityKeyRequirement(db: Database, kind: 'role' | 'user', refId: number, required: boolean): Promise<void> {
  if (required) await db.insertInto('security_key_requirements').values({ kind, ref_id: refId }).onConflict((oc) => oc.columns(['kind', 'ref_id']).doNothing()).execute();
  else await db.deleteFrom('security_key_requirements').where('kind', '=', kind).where('ref_id', '=', refId).execute();
}

/** The newest binding challenge of a user, still live; used once. */
export async function takeRegisterChallenge(db: Database, userId: number, now: Date): Promise<string | null> {
  const row = await db
    .updateTable('mfa_challenges')
    .set({ used_at: now })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('mfa_challenges')
        .select(sql<number>`max(id)`.as('id'))
        .where('user_id', '=', userId)
        .where('purpose', '=', 'register')
        .where('used_at', 'is', null)
        .where('expires_at', '>', now),
    )
    .returning('webauthn_challenge')
    .executeTakeFirst();
  return row?.webauthn_challenge ?? null;
}

export async function roleExists(db: Database, roleId: number): Promise<boolean> {
  return (await db.selectFrom('roles').select('id').where('id', '=', roleId).executeTakeFirst()) !== undefined;
}

export async function userExists(db: Database, userId: number) {
  return db.selectFrom('users').select(['id', 'account', 'real_name', 'company_id']).where('id', '=', userId).executeTakeFirst();
}
