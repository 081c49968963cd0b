import type { Generated } from 'kysely';
import type { Json, Timestamp } from '../../db/columns';

/** One entry of a record's history (platform/timeline): who did what to which subject, when. */
export interface TimelineEntriesTable {
  id: Generated<number>;
  /** What the subject is ('supplier', later 'rfx', 'purchase_order', ...). */
  subject_type: string;
  /** The subject's id in its own table (for 'supplier': the company id). */
  subject_id: number;
  /** A group of actions within the subject ('review', 'control', ...); '' when the subject has one. */
  kind: Generated<string>;
  action: string;
  from_status: string | null;
  to_status: string | null;
  note: string | null;
  attachments: Json<string[]>;
  actor_user_id: number | null;
  actor_name: string | null;
  actor_company_id: number | null;
  created_at: Timestamp;
}

export interface TimelineTables {
  timeline_entries: TimelineEntriesTable;
}

/** Read views (D-841): tables other folders may join in read-only queries (entries counted by the freight-bill reports and read by the review history (append-only)); they are written only here. */
export const READ_VIEWS = ['timeline_entries'] as const satisfies readonly (keyof TimelineTables)[];
