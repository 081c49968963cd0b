/**
 * SQL of the supplier's requests on purchase orders (whole-order rejection or cancellation, and per
 * item a change, rejection or cancellation, D-500) and the buyer's answers. Moved out of repo.ts.
 */
import { ORDER_REQUEST_WORKFLOW, type OrderRequestKind, type OrderRequestStatus } from '@aerosupply/shared/orders/workflow';
import type { Database } from '../../db/database';
import { applyTransition, applyTransitionToMany, statusColumn } from '../../platform/workflow/status-writer';
import type { ChangeValues } from './tables';

export interface RequestRow {
  id: number;
  order_id: number;
  item_id: number | null;
  item_no: number | null;
  kind: OrderRequestKind;
  version: number;
  before_values: ChangeValues | null;
  after_values: ChangeValues | null;
  reason: string;
  status: OrderRequestStatus;
  requested_by_name: string;
  requested_at: Date;
  answer_comment: string | null;
  answered_by_name: string | null;
  answered_at: Date | null;
}

const requestColumns = (db: Database) =>
  db
    .selectFrom('purchase_order_requests')
    .select(['id', 'order_id', 'item_id', 'item_no', 'kind', 'version', 'before_values', 'after_values', 'reason', 'status', 'requested_by_name', 'requested_at', 'answer_comment', 'answered_by_name', 'answered_at']);

export const listRequests = (db: Database, orderId: number): Promise<RequestRow[]> => requestColumns(db).where('order_id', '=', orderId).orderBy('id', 'desc').execute();

export function findRequest(db: Database, orderId: number, requestId: number, lock = false): Promise<RequestRow | undefined> {
  let q = requestColumns(db).where('order_id', '=', orderId).where('id', '=', requestId);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function insertRequest(
  db: Database,
  v: { orderId: number; itemId: number | null; itemNo: number | null; kind: OrderRequestKind; version: number; before: ChangeValues | null; after: ChangeValues | null; reason: string; userId: number; userName: string; now: Date },
): Promise<number> {
  const row = await db
    .insertInto('purchase_order_requests')
    .values({
      order_id: v.orderId,
      item_id: v.itemId,
      item_no: v.itemNo,
      kind: v.kind,
      version: v.version,
      before_values: JSON.stringify(v.before),
      after_values: JSON.stringify(v.after),
      reason: v.reason,
      requested_by_user_id: v.userId,
      requested_by_name: v.userName,
      requested_at: v.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The request's status, moved only by `applyTransition` with ORDER_REQUEST_WORKFLOW. */
export const ORDER_REQUEST_STATUS = statusColumn({ table: 'purchase_order_requests', workflow: ORDER_REQUEST_WORKFLOW });

/** The buyer's answer: 409 `orders.request_answered` when the request is no longer pending. */
export async function answerRequest(db: Database, id: number, v: { action: 'accept' | 'refuse'; comment: string | null; userId: number; userName: string; now: Date }): Promise<OrderRequestStatus> {
  return applyTransition(db, ORDER_REQUEST_STATUS, { id, action: v.action, set: { answer_comment: v.comment, answered_by_user_id: v.userId, answered_by_name: v.userName, answered_at: v.now } });
}

/** Pending requests of an order (refused together when the order ends). */
export async function refusePendingRequests(db: Database, orderId: number, v: { comment: string | null; userId: number | null; userName: string | null; now: Date }): Promise<void> {
  const pending = await db.selectFrom('purchase_order_requests').select('id').where('order_id', '=', orderId).where('status', '=', 'pending').execute();
  await applyTransitionToMany(db, ORDER_REQUEST_STATUS, {
    ids: pending.map((r) => r.id),
    action: 'close',
    set: { answer_comment: v.comment, answered_by_user_id: v.userId, answered_by_name: v.userName, answered_at: v.now },
  });
}
