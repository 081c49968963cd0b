/**
 * How every order action runs (D-293, D-502): in one transaction, on the order row locked first
 * (another company's order is a 404), so two people acting at once queue and exactly one of them
 * wins. A staff action names the revision it was decided on (the order's newest history entry);
 * when the order moved on since, it is refused with 409 before anything is checked or written, and
 * the answer says what happened meanwhile. A refusal because of the order's state (409) carries
 * the order's current status, version and revision in the answer's `data`.
 */
import type { OrderDetail } from '@aerosupply/shared/orders/schemas';
import { orderStatusOfItems, type OrderStatus } from '@aerosupply/shared/orders/workflow';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { mustFind, scopeOf } from '../../platform/tenancy/scope';
import { latestTimelineId, listTimeline, type TimelineEntry } from '../../platform/timeline';
import { presentHistoryEntry } from './presenter';
import * as repo from './repo';
import { recordOrderEvents } from './events';
import { ctxOf, loadDetail, subject } from './service';

export type OrderWork = (trx: Database, row: repo.OrderHeaderRow, now: Date) => Promise<void>;

/** The message naming what the newest change was (D-502), with its parameters. */
function meanwhile(newest: TimelineEntry | undefined, row: repo.OrderHeaderRow): { key: string; params: Record<string, string | number> } {
  if (!newest) return { key: 'orders.meanwhile.changed', params: { by: '-' } };
  const by = newest.actorName ?? '-';
  switch (newest.action) {
    case 'acknowledge':
      return { key: 'orders.meanwhile.acknowledged', params: { by } };
    case 'acknowledge_item':
      return { key: 'orders.meanwhile.item_acknowledged', params: { by, item: newest.note ?? '' } };
    case 'request_change':
    case 'request_rejection':
    case 'request_cancellation':
      return { key: 'orders.meanwhile.requested', params: { by } };
    case 'received':
    case 'new_version':
      return { key: 'orders.meanwhile.new_version', params: { version: row.version } };
    case 'receive':
    case 'complete':
      return { key: 'orders.meanwhile.received', params: {} };
    default:
      return { key: 'orders.meanwhile.changed', params: { by } };
  }
}

/**
 * Runs `work` on the locked order, then answers the fresh detail. `decidedOn`: the revision a staff
 * action was decided on; another revision now is a 409 whose `data` holds the current status,
 * version and revision and `changes`, the history entries recorded since (newest first).
 */
export async function onOrder(deps: AppDeps, actor: Actor, id: number, work: OrderWork, decidedOn?: number): Promise<OrderDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const scope = scopeOf(actor);
    const row = mustFind(await repo.findOrder(trx, scope, id, ctxOf(deps), true));
    const revision = await latestTimelineId(trx, subject(id));
    if (decidedOn !== undefined && decidedOn !== revision) {
      const changes = decidedOn < revision ? await listTimeline(trx, subject(id), { afterId: decidedOn }) : [];
      const m = meanwhile(changes[0], row);
      throw new AppError(409, m.key, m.params, undefined, undefined, { status: row.status, version: row.version, revision, changes: changes.map(presentHistoryEntry) });
    }
    try {
      await work(trx, row, deps.now());
    } catch (err) {
      if (err instanceof AppError && err.status === 409 && !err.data) throw new AppError(409, err.errorKey, err.params, err.fields, err.headers, { status: row.status, version: row.version, revision });
      throw err;
    }
    const detail = await loadDetail(trx, deps, scope, id, actor);
    await recordOrderEvents(trx, id, revision, detail);
    return detail;
  });
}

/** The order's status after an item changed, by the rule of D-501 (`orderStatusOfItems`). */
export async function settleFromItems(trx: Database, row: repo.OrderHeaderRow, now: Date): Promise<OrderStatus> {
  const items = await repo.listItems(trx, row.id);
  const status = orderStatusOfItems(items);
  const acknowledged = status === 'acknowledged' && row.status !== 'acknowledged';
  await repo.writeOrderStatusOfItems(trx, row.id, status, { now, ...(acknowledged ? { acknowledgedAt: now } : {}) });
  return status;
}
