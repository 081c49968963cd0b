/**
 * The supplier timeline (supplier_events) as the lifecycle modules write it: every review,
 * control, freeze, blacklist and SAP action with its comment, attachments and actor.
 */
import { STAFF_COMPANY_ID } from '@aerosupply/shared';
import type { Database } from '../../db/database';
import type { Actor } from '../../platform/context';
import { fieldError } from '../../platform/errors';
import { markFilesAttached } from '../files';

export interface SupplierEventInput {
  companyId: number;
  kind: 'review' | 'control' | 'freeze' | 'blacklist' | 'change' | 'capability' | 'sap' | 'master';
  action: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  comment?: string | null;
  attachments?: readonly string[];
  /** null for the system (jobs, adapters). */
  actor: Pick<Actor, 'userId' | 'realName' | 'companyId'> | null;
  at?: Date;
}

/** Appends one entry to a supplier's timeline. */
export async function addSupplierEvent(trx: Database, e: SupplierEventInput): Promise<void> {
  await trx
    .insertInto('supplier_events')
    .values({
      company_id: e.companyId,
      kind: e.kind,
      action: e.action,
      from_status: e.fromStatus ?? null,
      to_status: e.toStatus ?? null,
      comment: e.comment ?? null,
      attachments: JSON.stringify(e.attachments ?? []),
      actor_user_id: e.actor?.userId ?? null,
      actor_name: e.actor?.realName ?? null,
      actor_company_id: e.actor?.companyId ?? null,
      ...(e.at ? { created_at: e.at } : {}),
    })
    .execute();
}

/**
 * Refuses attachment keys that are not uploaded files (400 on `attachments`), and marks the files
 * attached: the records keep these keys in JSON, and the clean-up of unattached uploads must keep them.
 */
export async function assertAttachments(trx: Database, keys: readonly string[], path = 'attachments'): Promise<void> {
  if (keys.length === 0) return;
  const unique = [...new Set(keys)];
  const found = await markFilesAttached(trx, unique);
  if (found.length !== unique.length) throw fieldError(path, 'supplier_review.attachment_unknown');
}

export interface TimelineEntry {
  id: number;
  kind: string;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  comment: string | null;
  attachments: string[];
  actorName: string | null;
  actorSide: 'staff' | 'supplier' | 'system';
  createdAt: string;
}

/** A supplier's timeline, newest first; `kinds` narrows it. */
export async function listSupplierEvents(db: Database, companyId: number, kinds?: readonly string[], limit = 200): Promise<TimelineEntry[]> {
  let q = db.selectFrom('supplier_events').selectAll().where('company_id', '=', companyId);
  if (kinds?.length) q = q.where('kind', 'in', kinds);
  const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    action: r.action,
    fromStatus: r.from_status,
    toStatus: r.to_status,
    comment: r.comment,
    attachments: Array.isArray(r.attachments) ? r.attachments : [],
    actorName: r.actor_name,
    actorSide: r.actor_company_id === null ? 'system' : r.actor_company_id === STAFF_COMPANY_ID ? 'staff' : 'supplier',
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
