/**
 * Every write to `users` (D-151): modules and the sign-in call these through `platform/users`, so
 * the rules a user row keeps (a freeze's reason, what a new password clears) are written once.
 */
import { sql, type Insertable, type QueryCreator, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { DB, UsersTable } from '../../db/schema';

export type NewUser = Omit<Insertable<UsersTable>, 'preferences'> & { preferences?: string };

/** Inserts a user (preferences empty unless given); returns its id. */
export async function insertUser(db: Database, values: NewUser): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ preferences: '{}', ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The columns a use case may set directly (the rest have their own function below). */
export type UserChanges = Pick<
  Updateable<UsersTable>,
  'real_name' | 'email' | 'mobile' | 'phone' | 'company_id' | 'hardware_key' | 'language' | 'country' | 'time_zone' | 'avatar' | 'preferences' | 'enabled' | 'is_company_admin'
>;

export async function updateUser(db: Database, id: number, values: UserChanges, now: Date): Promise<void> {
  await db.updateTable('users').set({ ...values, updated_at: now }).where('id', '=', id).execute();
}

/**
 * A new password restarts its age; set by an administrator or through recovery it also clears the
 * failed-password count and the lock (spec 000 §4), changed by its signed-in owner it leaves them.
 */
export async function setUserPassword(db: Database, id: number, passwordHash: string, now: Date, opts: { clearLock: boolean } = { clearLock: true }): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_changed_at: now, ...(opts.clearLock ? { failed_logins: 0, locked_until: null } : {}), updated_at: now })
    .where('id', '=', id)
    .execute();
}

/**
 * Freezes an account (`admin`: only an administrator lifts it; `inactivity`: the owner may) or lifts
 * a freeze; lifting also clears the lock and restarts the inactivity clock, or the next sign-in
 * would freeze the account again (D-105).
 */
export async function setUserFrozen(db: Database, id: number, frozen: { reason: 'admin' | 'inactivity' } | false, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set(frozen ? { frozen: true, frozen_reason: frozen.reason, updated_at: now } : { frozen: false, frozen_reason: null, failed_logins: 0, locked_until: null, last_login_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/**
 * Unlock: no lock, no failed count; `unfreeze` also lifts a freeze, and `restartIdleClock` sets the
 * last sign-in to now so the next sign-in does not freeze the account again for inactivity.
 */
export async function unlockUser(db: Database, id: number, now: Date, opts: { unfreeze: boolean; restartIdleClock: boolean }): Promise<void> {
  await db
    .updateTable('users')
    .set({
      failed_logins: 0,
      locked_until: null,
      ...(opts.unfreeze ? { frozen: false, frozen_reason: null } : {}),
      ...(opts.restartIdleClock ? { last_login_at: now } : {}),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** The sign-in's freeze of an account unused for too long (D-105: its owner may unlock it). */
export async function freezeForInactivity(db: Database, id: number): Promise<void> {
  await db.updateTable('users').set({ frozen: true, frozen_reason: 'inactivity' }).where('id', '=', id).execute();
}

/**
 * Counts a wrong password and sets the lock in one atomic statement (D-05, D-89): concurrent wrong
 * passwords each add one; the one reaching `lockThreshold` locks until `lockAt`, and a lock already
 * in force is kept. Returns the lock after the count.
 */
export async function countFailedLogin(db: Database, id: number, now: Date, lockThreshold: number, lockAt: Date): Promise<Date | null> {
  const counted = await db
    .updateTable('users')
    .set({
      failed_logins: sql`users.failed_logins + 1`,
      locked_until: sql`case when users.locked_until > ${now} then users.locked_until
                             when users.failed_logins + 1 >= ${lockThreshold}::int then ${lockAt}::timestamptz
                             else users.locked_until end`,
    })
    .where('id', '=', id)
    .returning('locked_until')
    .executeTakeFirst();
  return counted?.locked_until ?? null;
}

/**
 * The sign-in's reset of a user (failure count, lock, last sign-in, a re-made hash) as a statement
 * for a data-modifying CTE: it does nothing when the account is locked at `now` (D-89).
 */
export function signedInUpdate(q: QueryCreator<DB>, id: number, now: Date, upgradedHash: string | undefined) {
  return q
    .updateTable('users')
    .set({ failed_logins: 0, locked_until: null, last_login_at: now, ...(upgradedHash ? { password_hash: upgradedHash } : {}) })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .returning('id');
}
