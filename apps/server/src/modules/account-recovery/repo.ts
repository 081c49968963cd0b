/** All SQL of account recovery, unlock and account-info completion. Rows are the user's own. */
import { sql } from 'kysely';
import type { Database } from '../../db/database';

export interface RecoveryUser {
  id: number;
  company_id: number;
  account: string;
  email: string | null;
  mobile: string | null;
  enabled: boolean;
  frozen: boolean;
  frozen_reason: 'admin' | 'inactivity' | null;
  locked_until: Date | null;
  last_login_at: Date | null;
  created_at: Date;
  company_name: string;
  company_name_en: string | null;
}

const userColumns = [
  'users.id',
  'users.company_id',
  'users.account',
  'users.email',
  'users.mobile',
  'users.enabled',
  'users.frozen',
  'users.frozen_reason',
  'users.locked_until',
  'users.last_login_at',
  'users.created_at',
  'companies.name as company_name',
  'companies.name_en as company_name_en',
] as const;

/** The account by login name, case-insensitive (the same rule as sign-in). */
export async function findUserByAccount(db: Database, account: string): Promise<RecoveryUser | undefined> {
  return db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select(userColumns)
    .where(sql`lower(users.account)`, '=', account.trim().toLowerCase())
    .executeTakeFirst();
}

export async function findUserById(db: Database, id: number): Promise<RecoveryUser | undefined> {
  return db.selectFrom('users').innerJoin('companies', 'companies.id', 'users.company_id').select(userColumns).where('users.id', '=', id).executeTakeFirst();
}

export async function insertTicket(
  db: Database,
  values: { tokenHash: string; purpose: 'reset' | 'unlock'; account: string; userId: number | null; expiresAt: Date; now: Date },
): Promise<void> {
  await db.deleteFrom('recovery_tickets').where('expires_at', '<', new Date(values.now.getTime() - 24 * 3600_000)).execute();
  await db
    .insertInto('recovery_tickets')
    .values({ token_hash: values.tokenHash, purpose: values.purpose, account: values.account.slice(0, 60), user_id: values.userId, expires_at: values.expiresAt, created_at: values.now })
    .execute();
}

/** A live (unused, unexpired) ticket of the purpose. */
export async function findLiveTicket(db: Database, tokenHash: string, purpose: 'reset' | 'unlock', now: Date) {
  return db
    .selectFrom('recovery_tickets')
    .select(['id', 'user_id', 'account'])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function markTicketUsed(db: Database, id: number, now: Date): Promise<boolean> {
  const row = await db.updateTable('recovery_tickets').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).returning('id').executeTakeFirst();
  return !!row;
}



// ---- verification codes ----

/** When the newest code for (purpose, target) was issued, if any. */
export async function findLatestCodeTime(db: Database, purpose: string, target: string): Promise<Date | undefined> {
  const row = await db
    .selectFrom('verification_codes')
    .select('created_at')
    .where('purpose', '=', purpose)
    .where('target', '=', target)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.created_at;
}

/** Marks every unused code for (purpose, target) used (a new code supersedes them). */
export async function supersedeCodes(db: Database, purpose: string, target: string, now: Date): Promise<void> {
  await db.updateTable('verification_codes').set({ used_at: now }).where('purpose', '=', purpose).where('target', '=', target).where('used_at', 'is', null).execute();
}

export async function insertCode(
  db: Database,
  values: { purpose: string; channel: 'email' | 'sms'; target: string; userId: number | null; code: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db
    .insertInto('verification_codes')
    .values({ purpose: values.purpose, channel: values.channel, target: values.target, user_id: values.userId, code: values.code, expires_at: values.expiresAt, created_at: values.now })
    .execute();
}

/** The newest code for (purpose, target), of that user when `userId` is given (null: no user). */
export async function findLatestCode(db: Database, purpose: string, target: string, userId?: number | null) {
  let q = db.selectFrom('verification_codes').select(['id', 'code', 'expires_at', 'attempts', 'used_at']).where('purpose', '=', purpose).where('target', '=', target);
  if (userId !== undefined) q = q.where('user_id', userId === null ? 'is' : '=', userId);
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
}

/** Counts a wrong try on an unused code; answers the new count (undefined: the code was used meanwhile). */
export async function countWrongTry(db: Database, id: number): Promise<number | undefined> {
  const row = await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts;
}

/** Burns a code (its tries are used up). */
export async function burnCode(db: Database, id: number, now: Date): Promise<void> {
  await db.updateTable('verification_codes').set({ used_at: now }).where('id', '=', id).execute();
}

/** Marks an unused code used; false when it was already used. */
export async function markCodeUsed(db: Database, id: number, now: Date): Promise<boolean> {
  const row = await db.updateTable('verification_codes').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).returning('id').executeTakeFirst();
  return !!row;
}
