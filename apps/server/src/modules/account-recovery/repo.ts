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


