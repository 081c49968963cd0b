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
  limit: number;
}

export async function selectEntries(db: Database, subjectType: string, subjectId: number, f: TimelineFilter) {
  let q = db.selectFrom('timeline_entries').selectAll().where('subject_type', '=', subjectType).where('subject_id', '=', subjectId);
  if (f.kinds?.length) q = q.where('kind', 'in', f.kinds);
  if (f.toStatus !== undefined) q = q.where('to_status', '=', f.toStatus);
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(f.limit).execute();
}
