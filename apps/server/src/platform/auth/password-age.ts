/**
 * Password age (spec 000 §4 / 001 §4: "change the password after 90 days", D-108): a reminder at
 * sign-in, not a forced change. The age counts from the last change, else from the account's
 * creation; PASSWORD_MAX_AGE_DAYS (0 = no reminder) says when a change is due.
 */
import type { Database } from '../../db/database';

export interface PasswordAge {
  passwordAgeDays: number;
  passwordChangeDue: boolean;
}

export async function passwordAge(db: Database, userId: number, now: Date, maxAgeDays: number): Promise<PasswordAge> {
  const row = await db.selectFrom('users').select(['password_changed_at', 'created_at']).where('id', '=', userId).executeTakeFirst();
  return passwordAgeSince(row?.password_changed_at ?? row?.created_at ?? now, now, maxAgeDays);
}

/** The age of a password set at `since`, and whether a change is due. */
export function passwordAgeSince(since: Date, now: Date, maxAgeDays: number): PasswordAge {
  const passwordAgeDays = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 86_400_000));
  return { passwordAgeDays, passwordChangeDue: maxAgeDays > 0 && passwordAgeDays >= maxAgeDays };
}
