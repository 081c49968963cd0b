import type { Database } from '../../db/database';

export interface NewTimelineRow {
  subject_type: string;
  subject_id: number;
  kind: string;
  action: string;
  from_status: string | null;
  to_status: string | null;
  note: string | null;
  attachments: string;
  actor_user_id: number | null;
  actor_name: string | null;
  actor_company_id: number | null;
  created_at?: Date;
}

export async function insertEntry(db: Database, row: NewTimelineRow): Promise<void> {
  await db.insertInto('timeline_entries').values(row).execute();
}

export async function insertEntries(db: Database, rows: readonly NewTimelineRow[]): Promise<void> {
  await db.insertInto('timeline_entries').values([...rows]).execute();
}

export interface TimelineFilter {
  kinds?: readonly string[];
  toStatus?: string;
  afterId?: number;
  limit: number;
}

export async function selectEntries(db: Database, subjectType: string, subjectId: number, f: TimelineFilter) {
  // The actor's side is its company's type (staff, supplier or forwarder), read with the entry.
  let q = db
    .selectFrom('timeline_entries as e')
    .leftJoin('companies as c', 'c.id', 'e.actor_company_id')
    .selectAll('e')
    .select('c.type as actor_company_type')
    .where('e.subject_type', '=', subjectType)
    .where('e.subject_id', '=', subjectId);
  if (f.kinds?.length) q = q.where('e.kind', 'in', f.kinds);
  if (f.toStatus !== undefined) q = q.where('e.to_status', '=', f.toStatus);
  if (f.afterId !== undefined) q = q.where('e.id', '>', f.afterId);
  return q.orderBy('e.created_at', 'desc').orderBy('e.id', 'desc').limit(f.limit).execute();
}

/** The id of a subject's newest entry (0 when it has none). */
export async function latestEntryId(db: Database, subjectType: string, subjectId: number): Promise<number> {
  const row = await db
    .selectFrom('timeline_entries')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('subject_type', '=', subjectType)
    .where('subject_id', '=', subjectId)
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}
