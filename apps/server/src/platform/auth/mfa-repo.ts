/**
 * Second-factor SQL (issue 32 item 2, D-600..D-604): TOTP secrets, recovery codes, the sign-in's
 * second-step challenges and a company's requirement. Only the sign-in and the factor use cases
 * of platform/auth call these.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database';

export async function findTotp(db: Database, userId: number) {
  return db.selectFrom('user_totp').select(['secret', 'confirmed_at', 'last_step']).where('user_id', '=', userId).executeTakeFirst();
}

export async function hasConfirmedTotp(db: Database, userId: number): Promise<boolean> {
  const row = await db.selectFrom('user_totp').select('user_id').where('user_id', '=', userId).where('confirmed_at', 'is not', null).executeTakeFirst();
  return row !== undefined;
}

/** A new unconfirmed secret, replacing an unconfirmed one; nothing when one is confirmed (returns false). */
export async function savePendingTotp(db: Database, userId: number, secret: string, now: Date): Promise<boolean> {
  const row = await db
    .insertInto('user_totp')
    .values({ user_id: userId, secret, created_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret, created_at: now, last_step: null }).where('user_totp.confirmed_at', 'is', null))
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Confirms the pending secret with the step of the code that matched; false when none was pending. */
export async function confirmTotp(db: Database, userId: number, step: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('user_totp')
    .set({ confirmed_at: now, last_step: step })
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Accepts a code's time step once (D-601): atomically moves `last_step` forward, so the same code
 * (or an older one) used again, concurrently or later, is refused.
 */
export async function acceptTotpStep(db: Database, userId: number, step: number): Promise<boolean> {
  const row = await db
    .updateTable('user_totp')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', String(step))]))
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteSecondFactors(db: Database, userId: number): Promise<void> {
  await db.deleteFrom('user_totp').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
}

export async function replaceRecoveryCodes(db: Database, userId: number, hashes: string[]): Promise<void> {
  await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('user_recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
}

/** Uses a recovery code once; false when it is unknown or used. */
export async function useRecoveryCode(db: Database, userId: number, hash: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('user_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function countRecoveryCodesLeft(db: Database, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_recovery_codes')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function insertChallenge(
  db: Database,
  row: { token_hash: string; user_id: number; purpose: 'verify' | 'enrol' | 'register'; expires_at: Date; created_at: Date; webauthn_challenge?: string | null },
): Promise<void> {
  await db.insertInto('mfa_challenges').values(row).execute();
}

/** A challenge not used and not expired at `now`. */
export async function findChallenge(db: Database, tokenHash: string, now: Date) {
  return db
    .selectFrom('mfa_challenges')
    .select(['id', 'user_id', 'purpose', 'webauthn_challenge'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Uses a challenge once; false when another request used it first. */
export async function consumeChallenge(db: Database, id: number, now: Date): Promise<boolean> {
  const row = await db.updateTable('mfa_challenges').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).returning('id').executeTakeFirst();
  return row !== undefined;
}

/** Challenges past their end are deleted as new ones are made (they are short-lived). */
export async function deleteExpiredChallenges(db: Database, now: Date): Promise<void> {
  await db.deleteFrom('mfa_challenges').where('expires_at', '<', new Date(now.getTime() - 86_400_000)).execute();
}

export async function companyRequiresSecondFactor(db: Database, companyId: number): Promise<boolean> {
  const row = await db.selectFrom('company_security').select('require_second_factor').where('company_id', '=', companyId).executeTakeFirst();
  return row?.require_second_factor ?? false;
}

export async function setCompanySecondFactor(db: Database, companyId: number, required: boolean, by: number, now: Date): Promise<void> {
  await db
    .insertInto('company_security')
    .values({ company_id: companyId, require_second_factor: required, updated_by: by, updated_at: now })
    .onConflict((oc) => oc.column('company_id').doUpdateSet({ require_second_factor: required, updated_by: by, updated_at: now }))
    .execute();
}
