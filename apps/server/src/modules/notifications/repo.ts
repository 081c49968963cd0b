/** All SQL of the notification centre. A user reads and marks only rows with their own user id. */
import type { NotificationParams } from '@aerosupply/shared/notifications/templates';
import type { Database } from '../../db/database';

export interface NotificationRow {
  id: number;
  template_key: string;
  params: NotificationParams;
  link: string | null;
  read_at: Date | null;
  created_at: Date;
}

export interface RecipientUser {
  id: number;
  company_id: number;
  email: string | null;
  mobile: string | null;
  language: string | null;
  country: string | null;
}

/** The users a notification goes to, with what picks their language (own, else their company's country). */
export async function findRecipientUsers(db: Database, ids: number[]): Promise<RecipientUser[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select(['u.id', 'u.company_id', 'u.email', 'u.mobile', 'u.language', 'c.country'])
    .where('u.id', 'in', ids)
    .orderBy('u.id')
    .execute();
}

export async function findUserLanguages(db: Database, ids: readonly number[]): Promise<{ id: number; language: string | null; country: string | null }[]> {
  return db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select(['u.id', 'u.language', 'c.country'])
    .where('u.id', 'in', ids)
    .execute();
}

export async function findCompanyCountries(db: Database, ids: readonly number[]): Promise<[number, string | null][]> {
  const rows = await db.selectFrom('companies').select(['id', 'country']).where('id', 'in', ids).execute();
  return rows.map((r) => [r.id, r.country]);
}

export async function insertNotifications(
  db: Database,
  rows: { userId: number; templateKey: string; params: NotificationParams; link: string | null; createdAt?: Date }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('notifications')
    .values(rows.map((r) => ({ user_id: r.userId, template_key: r.templateKey, params: JSON.stringify(r.params), link: r.link, ...(r.createdAt ? { created_at: r.createdAt } : {}) })))
    .execute();
}

const COLUMNS = ['id', 'template_key', 'params', 'link', 'read_at', 'created_at'] as const;

/** Newest first, keyset by id; `limit` rows. */
export async function findPage(db: Database, userId: number, f: { unread?: boolean; before?: number }, limit: number): Promise<NotificationRow[]> {
  let q = db.selectFrom('notifications').select(COLUMNS).where('user_id', '=', userId);
  if (f.unread) q = q.where('read_at', 'is', null);
  if (f.before !== undefined) q = q.where('id', '<', f.before);
  return q.orderBy('id', 'desc').limit(limit).execute();
}

export async function countUnread(db: Database, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findOwn(db: Database, userId: number, id: number): Promise<NotificationRow | undefined> {
  return db.selectFrom('notifications').select(COLUMNS).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** Marks one of the user's rows read (once: the first read time stays). */
export async function markRead(db: Database, userId: number, id: number, now: Date): Promise<void> {
  await db.updateTable('notifications').set({ read_at: now }).where('id', '=', id).where('user_id', '=', userId).where('read_at', 'is', null).execute();
}

export async function markAllRead(db: Database, userId: number, now: Date): Promise<number> {
  const res = await db.updateTable('notifications').set({ read_at: now }).where('user_id', '=', userId).where('read_at', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows);
}
