/**
 * A supplier's timeline: the platform timeline with subject ('supplier', company id). Every review,
 * control, freeze, blacklist, data-change, capability and SAP action lands here with its comment,
 * attachments and actor.
 */
import type { Database } from '../../db/database';
import { listTimeline, recordTimeline, type TimelineActor } from '../../platform/timeline';

export const SUPPLIER_SUBJECT = 'supplier';

export interface SupplierEventInput {
  companyId: number;
  kind: 'review' | 'control' | 'freeze' | 'blacklist' | 'change' | 'capability' | 'sap' | 'master';
  action: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  comment?: string | null;
  attachments?: readonly string[];
  /** null for the system (jobs, adapters). */
  actor: TimelineActor | null;
  at?: Date;
}

/** Appends one entry to a supplier's timeline. */
export async function addSupplierEvent(trx: Database, e: SupplierEventInput): Promise<void> {
  await recordTimeline(trx, {
    subject: { type: SUPPLIER_SUBJECT, id: e.companyId },
    kind: e.kind,
    action: e.action,
    fromStatus: e.fromStatus,
    toStatus: e.toStatus,
    note: e.comment,
    attachments: e.attachments,
    actor: e.actor,
    at: e.at,
  });
}

/** One entry as the supplier screens show it (the note is the action's comment). */
export interface SupplierTimelineEntry {
  id: number;
  kind: string;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  comment: string | null;
  attachments: string[];
  actorName: string | null;
  actorSide: 'staff' | 'supplier' | 'forwarder' | 'system';
  createdAt: string;
}

/** A supplier's timeline, newest first; `kinds` narrows it, `toStatus` keeps the moves to that status. */
export async function listSupplierEvents(db: Database, companyId: number, kinds?: readonly string[], limit = 200, toStatus?: string): Promise<SupplierTimelineEntry[]> {
  const entries = await listTimeline(db, { type: SUPPLIER_SUBJECT, id: companyId }, { kinds, limit, toStatus });
  return entries.map(({ note, ...e }) => ({ id: e.id, kind: e.kind, action: e.action, fromStatus: e.fromStatus, toStatus: e.toStatus, comment: note, attachments: e.attachments, actorName: e.actorName, actorSide: e.actorSide, createdAt: e.createdAt }));
}
