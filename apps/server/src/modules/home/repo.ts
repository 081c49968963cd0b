/** Notices for the home page: the user's side (or all sides), company-wide or the user's own. */
import type { Insertable } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import type { Actor } from '../../platform/context';

export async function findNoticesFor(db: Database, actor: Actor, limit: number) {
  return db
    .selectFrom('notices')
    .select(['id', 'title_zh', 'title_en', 'body_zh', 'body_en', 'link', 'created_at'])
    .where((eb) => eb.or([eb('side', '=', actor.companyType), eb('side', '=', 'all')]))
    .where((eb) => eb.or([eb('company_id', 'is', null), eb('company_id', '=', actor.companyId)]))
    .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', actor.userId)]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export type NoticeRow = Awaited<ReturnType<typeof findNoticesFor>>[number];

/** Posts notices to the home page (this module owns `notices`, D-840). */
export async function insertNotices(db: Database, notices: Insertable<DB['notices']>[]): Promise<void> {
  if (notices.length) await db.insertInto('notices').values(notices).execute();
}
