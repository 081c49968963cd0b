/**
 * The timeline (audit trail) of any record: every module appends what happened to its records with
 * `recordTimeline(trx, entry)` inside its use case's transaction and reads it with `listTimeline`.
 * A subject is a type and an id ('supplier' + company id; 'rfx' + its id, ...).
 */
import { STAFF_COMPANY_ID } from '@aerosupply/shared';
import type { Database } from '../../db/database';
import * as repo from './repo';

export interface TimelineSubject {
  type: string;
  id: number;
}

/** Who acted; null for the system (jobs, adapters). A missing name or company stays null. */
export interface TimelineActor {
  userId: number | null;
  realName: string | null;
  companyId: number | null;
}

export interface TimelineEntryInput {
  subject: TimelineSubject;
  kind?: string;
  action: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  note?: string | null;
  /** File keys; the caller checks them (e.g. `assertAttachments` of supplier-review). */
  attachments?: readonly string[];
  actor: TimelineActor | null;
  at?: Date;
}

export interface TimelineEntry {
  id: number;
  kind: string;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  note: string | null;
  attachments: string[];
  actorName: string | null;
  /** Who acted: the company's staff, a supplier, a forwarder, or the system (no person). */
  actorSide: 'staff' | 'supplier' | 'forwarder' | 'system';
  createdAt: string;
}

const rowOf = (e: TimelineEntryInput): repo.NewTimelineRow => ({
  subject_type: e.subject.type,
  subject_id: e.subject.id,
  kind: e.kind ?? '',
  action: e.action,
  from_status: e.fromStatus ?? null,
  to_status: e.toStatus ?? null,
  note: e.note ?? null,
  attachments: JSON.stringify(e.attachments ?? []),
  actor_user_id: e.actor?.userId ?? null,
  actor_name: e.actor?.realName ?? null,
  actor_company_id: e.actor?.companyId ?? null,
  ...(e.at ? { created_at: e.at } : {}),
});

/** Appends one entry to a subject's timeline. */
export async function recordTimeline(trx: Database, e: TimelineEntryInput): Promise<void> {
  await repo.insertEntry(trx, rowOf(e));
}

/** Appends several entries (of any subjects) with one insert, in this order. */
export async function recordTimelines(trx: Database, entries: readonly TimelineEntryInput[]): Promise<void> {
  if (entries.length) await repo.insertEntries(trx, entries.map(rowOf));
}

export interface TimelineQuery {
  /** Only these kinds. */
  kinds?: readonly string[];
  /** Only entries that moved the subject to this status. */
  toStatus?: string;
  /** Only entries recorded after the entry with this id (what happened since a revision, D-502). */
  afterId?: number;
  /** At most this many entries (200). */
  limit?: number;
}

/** The side of an entry's actor: none is the system; the staff company is staff; else its company's type. */
function sideOf(companyId: number | null, companyType: string | null): TimelineEntry['actorSide'] {
  if (companyId === null) return 'system';
  if (companyId === STAFF_COMPANY_ID || companyType === 'staff') return 'staff';
  return companyType === 'forwarder' ? 'forwarder' : 'supplier';
}

/** A subject's timeline, newest first. */
export async function listTimeline(db: Database, subject: TimelineSubject, query: TimelineQuery = {}): Promise<TimelineEntry[]> {
  const rows = await repo.selectEntries(db, subject.type, subject.id, { kinds: query.kinds, toStatus: query.toStatus, afterId: query.afterId, limit: query.limit ?? 200 });
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    action: r.action,
    fromStatus: r.from_status,
    toStatus: r.to_status,
    note: r.note,
    attachments: Array.isArray(r.attachments) ? r.attachments : [],
    actorName: r.actor_name,
    actorSide: sideOf(r.actor_company_id, r.actor_company_type),
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

/**
 * The id of the subject's newest entry (0 when none): a record whose every change is recorded on its
 * timeline under the record's row lock may use it as its revision (purchase orders, D-502).
 */
export const latestTimelineId = (db: Database, subject: TimelineSubject): Promise<number> => repo.latestEntryId(db, subject.type, subject.id);

export type { TimelineTables } from './tables';
