/**
 * The buyer's answers and own actions on a purchase order (D-224, D-500, D-502): accept or refuse a
 * supplier request (whole order, or an item's change, rejection or cancellation), cancel or close.
 * Every one names the order revision it was decided on; `onOrder` refuses it with 409 and what
 * changed when the supplier (or anyone) acted in between.
 */
import { itemAmounts, orderAmounts } from '@aerosupply/shared/orders/amounts';
import { rescaleLines } from '@aerosupply/shared/orders/rescale';
import type { AnswerRequestBody, OrderDetail, StaffReasonBody } from '@aerosupply/shared/orders/schemas';
import { ITEM_ANSWER_ACTIONS, ORDER_ITEM_WORKFLOW, ORDER_REQUEST_ACCEPTED, itemBackTo, orderBackTo, type OrderStatus } from '@aerosupply/shared/orders/workflow';
import { transitionOf } from '@aerosupply/shared/workflow/machine';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { mustFind } from '../../platform/tenancy/scope';
import { recordTimeline, recordTimelines } from '../../platform/timeline';
import { notify } from '../notifications';
import { onOrder, settleFromItems } from './on-order';
import { assertMayOnItem, assertMayOnOrder, assertMayOnRequest } from './policy';
import * as repo from './repo';
import * as requestsRepo from './requests-repo';
import { checkDraw, drawWarningEntries } from './draw';
import { companyToday } from './receipts';
import { actorRef, snapshotOf, subject } from './service';
import type { ChangeValues } from './tables';

/** An accepted change: a new version of the order (the replaced one kept as a snapshot) with the item's new values, open again. */
async function applyChange(trx: Database, deps: AppDeps, actor: Actor, row: repo.OrderHeaderRow, item: repo.ItemRow, request: requestsRepo.RequestRow, now: Date): Promise<void> {
  await repo.insertVersion(trx, row.id, row.version, await snapshotOf(trx, deps, row.id), now);
  const v = request.after_values!;
  if (item.agreement_no !== null) await recheckDraw(trx, deps, actor, row, item, v);
  const a = itemAmounts(v.quantity, v.unitPrice, Number(item.vat_rate) / 100);
  await repo.applyItemChange(trx, item.id, { ...v, ...a, reason: request.reason });
  await rescaleItemLines(trx, item, v);
  const items = await repo.listItems(trx, row.id);
  const totals = orderAmounts(items.map((i) => ({ quantity: Number(i.quantity), unitPrice: Number(i.unit_price), vatRate: Number(i.vat_rate) / 100 })), Number(row.fee));
  await repo.updateOrderAmounts(trx, row.id, { net: totals.netAmount, vat: totals.vatAmount, total: totals.totalAmount, version: row.version + 1, now });
}

/**
 * An accepted change of an item drawing on an agreement line is checked as an order would be (D-615):
 * the new P/N must still be the line's, the new quantity within what remains (all the order's live
 * items on the line together), refused or warned per AGREEMENT_DRAW_EXCESS; the expiry is not asked again.
 */
async function recheckDraw(trx: Database, deps: AppDeps, actor: Actor, row: repo.OrderHeaderRow, item: repo.ItemRow, v: ChangeValues): Promise<void> {
  const live = (await repo.listItems(trx, row.id)).filter((i) => i.agreement_no !== null && i.agreement_line_no !== null && i.status !== 'cancelled' && i.status !== 'rejected');
  const items = live.map((i) => ({
    itemNo: i.item_no,
    partNumber: i.id === item.id ? v.partNumber : i.part_number,
    unit: i.unit,
    quantity: i.id === item.id ? v.quantity : Number(i.quantity),
    agreementNo: i.agreement_no!,
    agreementLineNo: i.agreement_line_no!,
  }));
  const check = await checkDraw(trx, { orderNo: row.order_no, currency: row.currency, items }, row.company_id, { policy: deps.config.agreementDrawExcess, today: companyToday(deps), lock: true, expiry: false }).catch((err: unknown) => {
    // The answer has no item fields: the message names the agreement line and the quantities.
    if (err instanceof AppError) throw new AppError(err.status, err.errorKey, err.params);
    throw err;
  });
  await recordTimelines(trx, drawWarningEntries(row.id, check.warnings, actorRef(actor)));
}

/**
 * The buyer accepts or refuses one pending request. On an item: an accepted change makes a new
 * version; an accepted rejection or cancellation ends the item (`rejected` / `cancelled`); a refused
 * request returns the item to the state it had before; the order then follows its items (D-501).
 * On the whole order: an accepted rejection or cancellation ends it, a refused one returns it to
 * the state it had before.
 */
export function answerRequest(deps: AppDeps, actor: Actor, id: number, requestId: number, body: AnswerRequestBody): Promise<OrderDetail> {
  return onOrder(
    deps,
    actor,
    id,
    async (trx, row, now) => {
      const request = mustFind(await requestsRepo.findRequest(trx, id, requestId, true));
      const accept = body.decision === 'accept';
      assertMayOnOrder(row, actor, accept ? 'accept_request' : 'refuse_request');
      assertMayOnRequest(request, actor, accept ? 'accept' : 'refuse');
      const comment = body.comment ?? null;
      await requestsRepo.answerRequest(trx, requestId, { action: accept ? 'accept' : 'refuse', comment, userId: actor.userId, userName: actor.realName, now });
      let to: OrderStatus;
      if (request.item_id !== null) {
        const item = mustFind(await repo.findItem(trx, id, request.item_id, true));
        const action = ITEM_ANSWER_ACTIONS[request.kind][accept ? 'accept' : 'refuse'];
        assertMayOnItem(item, row, actor, action);
        if (accept && request.kind === 'change') await applyChange(trx, deps, actor, row, item, request, now);
        // A refused request has no target of its own: the item goes back to the state before it.
        else await repo.moveItem(trx, item.id, transitionOf(ORDER_ITEM_WORKFLOW, action).to !== undefined ? action : itemBackTo(item.status_before_request), { statusBeforeRequest: null });
        to = await settleFromItems(trx, row, now);
      } else {
        const move = accept ? ORDER_REQUEST_ACCEPTED[request.kind as 'rejection' | 'cancellation'] : orderBackTo(row.status_before_request);
        to = await repo.moveOrder(trx, id, move, { statusBeforeRequest: null, now });
        if (accept) await repo.endItemsWithOrder(trx, id);
      }
      await recordTimeline(trx, {
        subject: subject(id),
        kind: request.item_id !== null ? 'item' : 'order',
        action: accept ? 'accept_request' : 'refuse_request',
        fromStatus: row.status,
        toStatus: to,
        note: [request.item_no !== null ? `#${request.item_no}` : null, comment].filter(Boolean).join(': ') || null,
        actor: actorRef(actor),
      });
      const handlers = await repo.orderHandlers(trx, row.company_id);
      await notify(
        deps,
        trx,
        'orders.request_answered',
        handlers,
        { orderNo: row.order_no, kind: { phrase: `orders.kind.${request.kind}` }, decision: { phrase: accept ? 'orders.decision.accepted' : 'orders.decision.refused' }, comment: comment ?? '' },
        { link: `/sup/orders/${id}` },
      );
    },
    body.revision,
  );
}

/** The item's delivery lines after an accepted change (D-292: proportional split, dates shifted, originals kept). */
async function rescaleItemLines(trx: Database, item: repo.ItemRow, v: ChangeValues): Promise<void> {
  const lines = await repo.lockItemLines(trx, item.id);
  const scaled = rescaleLines(
    lines.map((l) => ({ id: l.id, quantity: Number(l.quantity), needByDate: l.need_by_date })),
    { oldQuantity: Number(item.quantity), newQuantity: v.quantity, oldShipDate: item.requested_ship_date, newShipDate: v.shipDate },
  );
  const kept = scaled.filter((l): l is NonNullable<typeof l> => l !== null);
  const dropped = lines.filter((_, i) => scaled[i] === null).map((l) => l.id);
  await repo.rewriteItemLines(trx, item.id, kept, dropped);
}

function staffEnd(action: 'cancel' | 'close') {
  return (deps: AppDeps, actor: Actor, id: number, body: StaffReasonBody): Promise<OrderDetail> =>
    onOrder(
      deps,
      actor,
      id,
      async (trx, row, now) => {
        assertMayOnOrder(row, actor, action);
        const to = await repo.moveOrder(trx, id, action, { statusBeforeRequest: null, now });
        if (action === 'cancel') await repo.endItemsWithOrder(trx, id);
        await requestsRepo.refusePendingRequests(trx, id, { comment: body.reason, userId: actor.userId, userName: actor.realName, now });
        await recordTimeline(trx, { subject: subject(id), kind: 'order', action, fromStatus: row.status, toStatus: to, note: body.reason, actor: actorRef(actor) });
      },
      body.revision,
    );
}

export const cancelOrder = staffEnd('cancel');
export const closeOrder = staffEnd('close');
