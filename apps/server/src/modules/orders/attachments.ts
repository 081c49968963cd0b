/**
 * Order attachments (issue 26 item 12; spec 001 §3 'attachment'): drawings, specifications and
 * quality clauses a purchase order carries. The ERP uploads a file with its client credentials and
 * names its key in the intake (attachments-intake.ts, D-550); a buyer adds and removes them on the
 * order (D-552); the order's supplier reads them through the files module's owner rule, staff as
 * every file (D-553).
 */
import type { OrderDetail } from '@aerosupply/shared/orders/schemas';
import type { FileItem } from '@aerosupply/shared/validation/upload';
import type { FastifyRequest } from 'fastify';
import type { Actor, AppDeps } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { mustFind, scopeOf } from '../../platform/tenancy/scope';
import { recordTimeline } from '../../platform/timeline';
import { attachFiles, receiveClientUploads, receiveRequestUploads, replaceFiles, type FileOwnerRule } from '../files';
import { ORDER_FILES, OPERATOR_SCOPE } from './attachments-intake';
import * as repo from './attachments-repo';
import { onOrder } from './on-order';
import { findOrder } from './repo';
import { actorRef, authenticateClient, ctxOf, subject } from './service';

/**
 * Who reads an order's files beyond the operator's staff (D-553): the order's supplier, its users
 * who handle orders. Files are bound to an order only by its own use cases, never by the generic upload.
 */
export const orderFileRule: FileOwnerRule = {
  canAttach: async () => false,
  canRead: async (db, actor, ownerId) =>
    actor.companyType === 'supplier' && actor.permissions.has('sup.purchaseOrder') && /^\d{1,10}$/.test(ownerId) && repo.supplierOwnsOrder(db, Number(ownerId), actor.companyId),
};

/** The ERP's upload (D-550): one file, answered with its key for a later intake's `attachments`. */
export async function uploadFromErp(deps: AppDeps, authorization: string | undefined, req: FastifyRequest): Promise<FileItem> {
  const client = await authenticateClient(deps, authorization);
  const [item] = await receiveClientUploads(deps, client, req);
  await deps.db.transaction().execute((trx) => repo.insertIntegrationFiles(trx, client.id, [item!.fileKey]));
  return item!;
}

/** A buyer adds a file to the order (D-552): stored first, then bound with the order's current version and recorded in its history. */
export async function addAttachment(deps: AppDeps, actor: Actor, id: number, req: FastifyRequest): Promise<OrderDetail> {
  // Another company's or a missing order answers 404 before any byte is stored.
  mustFind(await findOrder(deps.db, scopeOf(actor), id, ctxOf(deps)));
  const files = await receiveRequestUploads(deps, actor, req);
  return onOrder(deps, actor, id, async (trx, row, now) => {
    const bound = await attachFiles(trx, { fileKeys: files.map((f) => f.fileKey), ownerType: ORDER_FILES, ownerId: id, scope: scopeOf(actor) });
    await repo.insertAttachments(
      trx,
      bound.map((f) => ({ order_id: id, file_id: f.fileKey, version: row.version, source: 'buyer' as const, added_by: actor.userId, added_by_name: actor.realName, added_at: now })),
    );
    await recordTimeline(trx, { subject: subject(id), kind: 'order', action: 'attachment_added', note: bound.map((f) => f.filename).join(', '), attachments: bound.map((f) => f.fileKey), actor: actorRef(actor), at: now });
  });
}

/**
 * A buyer removes a file from the order (D-552): the order no longer carries it and its supplier no
 * longer reads it; the file itself is kept (staff still read it from the history).
 */
export async function removeAttachment(deps: AppDeps, actor: Actor, id: number, fileKey: string): Promise<OrderDetail> {
  return onOrder(deps, actor, id, async (trx, _row, now) => {
    const current = await repo.listAttachments(trx, id);
    const gone = current.find((a) => a.file_id === fileKey);
    if (!gone || !(await repo.deleteAttachment(trx, id, fileKey))) throw notFound('orders.attachment_not_found');
    await replaceFiles(trx, { fileKeys: current.filter((a) => a.file_id !== fileKey).map((a) => a.file_id), ownerType: ORDER_FILES, ownerId: id, scope: OPERATOR_SCOPE });
    await recordTimeline(trx, { subject: subject(id), kind: 'order', action: 'attachment_removed', note: gone.filename, attachments: [fileKey], actor: actorRef(actor), at: now });
  });
}
