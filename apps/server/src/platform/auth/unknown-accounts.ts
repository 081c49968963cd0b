/**
 * Sign-in with an account name that does not exist (D-104): its wrong passwords are counted and
 * locked like a real account's (LOCK_THRESHOLD, until the next midnight of COMPANY_TIME_ZONE), so
 * "locked" is no sign that an account exists. Count and lock happen in one statement.
 */
import { nextLocalMidnight } from '@aerosupply/shared/format/dates';
import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** Names not tried for this long are forgotten (a real account keeps its count until a correct sign-in). */
const KEEP_MS = 30 * 86_400_000;

/**
 * One wrong password for the unknown name `account`; true when the name is (now) locked. A name
 * already locked is not counted again, as for a real account.
 */
export async function failUnknownAccount(db: Database, account: string, now: Date, opts: { lockThreshold: number; timeZone: string }): Promise<boolean> {
  const key = account.trim().toLowerCase().slice(0, 60);
  const lockAt = nextLocalMidnight(now, opts.timeZone);
  const threshold = opts.lockThreshold;
  const row = await db
    .insertInto('unknown_login_failures')
    .values({ account: key, failed_logins: 1, locked_until: threshold <= 1 ? lockAt : null, updated_at: now })
    .onConflict((oc) =>
      oc.column('account').doUpdateSet({
        failed_logins: sql`case when unknown_login_failures.locked_until > ${now} then unknown_login_failures.failed_logins else unknown_login_failures.failed_logins + 1 end`,
        locked_until: sql`case when unknown_login_failures.locked_until > ${now} then unknown_login_failures.locked_until
                               when unknown_login_failures.failed_logins + 1 >= ${threshold}::int then ${lockAt}::timestamptz
                               else unknown_login_failures.locked_until end`,
        updated_at: now,
      }),
    )
    .returning(['locked_until'])
    .executeTakeFirstOrThrow();
  if (Math.random() < 0.01) await db.deleteFrom('unknown_login_failures').where('updated_at', '<', new Date(now.getTime() - KEEP_MS)).execute();
  return row.locked_until !== null && row.locked_until.getTime() > now.getTime();
}
