/**
 * Repair and exchange orders (issue 15, issue 27): the order through its statuses (state table in
 * shared/repair/workflow.ts), the outcome a unit ships with and its documents per serial (D-454),
 * the exchange unit shipped from stock and its core's return with the overdue charge (D-456).
 * Each write is one transaction that locks the order first.
 */
import type { Page } from '@aerosupply/shared';
import { dayIn } from '@aerosupply/shared/format/dates';
import { CORE_RETURN_DAYS, RELEASE_CERTIFICATES } from '@aerosupply/shared/repair/codes';
import { coreOverdue } from '@aerosupply/shared/repair/returns';
import type { CertificateBody, OrderListQuery, StatusBody } from '@aerosupply/shared/repair/schemas';
import type { RepairOrderDetail, RepairOrderRow } from '@aerosupply/shared/repair/responses';
import { CORE_WORKFLOW, type CoreAction, type RepairOrderAction, type RepairOrderStatus } from '@aerosupply/shared/repair/workflow';
import { decide } from '@aerosupply/shared/workflow/machine';
import type { Database } from '../../db/database';
import { mapPage } from '../../platform/db/paging';
import type { Actor, AppDeps } from '../../platform/context';
import { conflict, enforce, fieldError, notFound } from '../../platform/errors';
import { scopeOf, type Scope } from '../../platform/tenancy/scope';
import { attachFiles, type FileOwnerRule } from '../files';
import { actionForStatus, assertBillStateAllows, assertMayOnOrder, assertOrderStateAllows, companyToday, type OrderFacts } from './policy';
import { presentBill, presentOrder, presentOrderDetail } from './presenter';
import { notifyShops } from './notices';
import * as repo from './repo';
import type { OrderDbRow } from './repo';
import { recordEvent } from '../webhooks';

export const REPAIR_ORDER_FILES = 'repair_order';
const DAY = 86_400_000;

// ---- orders ----

/** The facts the order flow reads beyond the status, from the row (documents and the bill's status selected with it). */
export function orderFacts(o: Pick<OrderDbRow, 'kind' | 'serial_numbers' | 'serial_return_code' | 'documents' | 'bill_status'>): Omit<OrderFacts, 'status'> {
  return {
    shipping: { kind: o.kind, serialNumbers: o.serial_numbers, serialReturn: o.serial_return_code, documents: o.documents ?? [] },
    bill_open: o.bill_status !== null && o.bill_status !== 'not_approved',
  };
}

export async function searchOrders(deps: AppDeps, actor: Actor, q: OrderListQuery): Promise<Page<RepairOrderRow>> {
  const now = deps.now();
  const page = await repo.listOrders(deps.db, scopeOf(actor), q, now);
  return mapPage(page, (o) => presentOrder(o, orderFacts(o), actor, now));
}

export async function orderDetail(db: Database, actor: Actor, scope: Scope, id: number, now: Date): Promise<RepairOrderDetail> {
  const found = await repo.findOrderDetail(db, scope, id);
  if (!found) throw notFound();
  const { changes, certificates, bill, ...o } = found;
  // The bill's order is this order: its number and quoted amounts come from the order's columns (D-442).
  const billRow = bill ? { ...bill, order_no: o.order_no, quoted_amount: o.quoted_amount, cap_fee: o.cap_fee } : null;
  return presentOrderDetail(o, orderFacts(o), { changes, certificates, bill: billRow ? presentBill(billRow, actor) : null }, actor, now);
}

export const getOrder = (deps: AppDeps, actor: Actor, id: number) => orderDetail(deps.db, actor, scopeOf(actor), id, deps.now());

export async function lockOrderFacts(trx: Database, actor: Actor, id: number) {
  const scope = scopeOf(actor);
  const locked = await repo.lockOrder(trx, scope, id);
  if (!locked) throw notFound();
  const o = (await repo.findOrder(trx, scope, id))!;
  return { o, facts: { status: o.status, ...orderFacts(o) } };
}

/** Sets a maintenance status the state table allows this side from the current one, with its dates and a history row. */
export async function setOrderStatus(deps: AppDeps, actor: Actor, id: number, b: StatusBody): Promise<RepairOrderDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const { o, facts } = await lockOrderFacts(trx, actor, id);
    const action = actionForStatus(b.status, actor);
    if (action === null) throw conflict('repair.order.status_jump');
    // A repair unit ships with its outcome (D-454); an exchange unit is a serviceable one from stock (D-456).
    const shipping = b.status === 'shipped';
    if (shipping && o.kind === 'repair' && !b.outcome) {
      // A jump answers as a jump; from a status that may ship, the outcome is asked for.
      assertOrderStateAllows(facts, action);
      throw fieldError('outcome', 'repair.outcome_required');
    }
    const outcome = shipping && o.kind === 'repair' ? b.outcome! : null;
    assertMayOnOrder(facts, actor, action, outcome);
    if (b.status === 'payment_revoked') await reopenApprovedBill(trx, actor, o.id);
    const coreDueDate = shipping && o.kind === 'exchange' ? dayIn(new Date(now.getTime() + (o.core_return_days ?? CORE_RETURN_DAYS) * DAY), deps.config.companyTimeZone) : null;
    await changeStatus(trx, actor, o.id, o.status, action, b.note ?? null, now, { ...statusDates(b, now, deps.config.companyTimeZone), ...(outcome ? { outcome } : {}) }, coreDueDate);
    // The shop is told of every status staff set (quotation approved, payment revoked or completed, closed, bill asked for).
    if (actor.companyType === 'staff') {
      await notifyShops(deps, trx, [o.company_id], 'repair.order_status', { orderNo: o.order_no, status: { phrase: `repair.status.${b.status}` }, note: b.note ?? '' }, `/sup/repair-orders/${id}`);
    }
    return orderDetail(trx, actor, scopeOf(actor), id, now);
  });
}

/** Revoking consent to payment withdraws the bill's approval: it is pending review again, so only a new review agrees or rejects payment (D-380). */
async function reopenApprovedBill(trx: Database, actor: Actor, orderId: number) {
  const bill0 = await repo.findBillOfOrder(trx, orderId);
  if (!bill0) return;
  const bill = (await repo.lockBill(trx, scopeOf(actor), bill0.id))!;
  if (bill.status !== 'approved') return;
  assertBillStateAllows(bill, 'reopen');
  await repo.reopenBill(trx, bill.id);
}

/** The order's days a status sets, in the company's time zone. */
function statusDates(b: StatusBody, now: Date, timeZone: string) {
  const today = dayIn(now, timeZone);
  switch (b.status) {
    case 'received':
      return { receipt_date: today };
    case 'repair_finished':
      return { completion_date: today, ...(b.processCode ? { process_code: b.processCode } : {}) };
    case 'shipped':
      return {
        shipped_at: now,
        supplier_issue_date: today,
        ...(b.processCode ? { process_code: b.processCode } : {}),
        ...(b.warrantyCode ? { warranty_code: b.warrantyCode, warranty_value: b.warrantyValue ?? null } : {}),
        ...(b.returnWaybillNo ? { return_waybill_no: b.returnWaybillNo } : {}),
      };
    default:
      return {};
  }
}

/**
 * Moves the order by `action` with the columns the status sets, its history row and its event.
 * `coreDueDate`: an exchange unit shipped, its core is due back by then (D-347).
 */
export async function changeStatus(trx: Database, actor: Actor, orderId: number, from: RepairOrderStatus, action: RepairOrderAction, note: string | null, now: Date, extra: Record<string, unknown> = {}, coreDueDate: string | null = null): Promise<RepairOrderStatus> {
  const to = await repo.moveOrder(trx, orderId, action, { status_since: now, updated_at: now, ...extra, ...(coreDueDate !== null ? { coreDue: { dueDate: coreDueDate } } : {}) });
  await repo.insertStatusChange(trx, { order_id: orderId, from_status: from, to_status: to, at: now, actor_id: actor.userId, actor_name: actor.realName, actor_side: actor.companyType === 'staff' ? 'staff' : 'supplier', note });
  const core = coreDueDate !== null ? { core_status: 'due', core_due_date: coreDueDate } : {};
  await recordEvent(trx, { type: 'repair_order.status_changed', subject: { type: 'repair_order', id: orderId }, payload: { orderId, fromStatus: from, status: to, note, at: now.toISOString(), side: actor.companyType === 'staff' ? 'staff' : 'supplier', ...extra, ...core } });
  return to;
}

/** Exchange (D-347): staff send the core back to the shop with its waybill; the shop confirms receipt. */
export async function moveCore(deps: AppDeps, actor: Actor, id: number, action: CoreAction, waybillNo: string | null): Promise<RepairOrderDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const { o } = await lockOrderFacts(trx, actor, id);
    if (o.kind !== 'exchange') throw conflict('repair.core.not_exchange');
    if (!o.core_status) throw conflict('repair.core.not_due');
    enforce(decide(CORE_WORKFLOW, action, { status: o.core_status }, actor));
    const late = coreOverdue(o.core_due_date, companyToday(now), o.core_overdue_fee === null ? null : Number(o.core_overdue_fee));
    await repo.moveCore(trx, id, action, action === 'send_core' ? { core_waybill_no: waybillNo, core_sent_at: now, updated_at: now } : { core_received_at: now, core_overdue_days: late.days, core_overdue_charge: late.charge, updated_at: now });
    if (action === 'send_core') await notifyShops(deps, trx, [o.company_id], 'repair.core_sent', { orderNo: o.order_no, waybillNo: waybillNo ?? '' }, `/sup/repair-orders/${id}`);
    return orderDetail(trx, actor, scopeOf(actor), id, now);
  });
}

/**
 * The shop files one serial's document: a release certificate (EASA Form 1, FAA 8130-3, CAAC ...),
 * or the findings of a unit not released (test report, teardown report, scrap certificate; D-454).
 * With "same serial back" (P) the serial must be one of the order's; an exchange unit or any serial (C, E) may be another.
 */
export async function uploadCertificate(deps: AppDeps, actor: Actor, id: number, b: CertificateBody): Promise<RepairOrderDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const { o, facts } = await lockOrderFacts(trx, actor, id);
    assertMayOnOrder(facts, actor, 'upload_certificate');
    const sameSerial = o.kind === 'repair' && o.serial_return_code === 'P';
    if (sameSerial && o.serial_numbers.length > 0 && !o.serial_numbers.includes(b.serialNo)) throw fieldError('serialNo', 'repair.order.unknown_serial');
    if (o.kind === 'exchange' && !(RELEASE_CERTIFICATES as readonly string[]).includes(b.certificateType)) throw fieldError('certificateType', 'repair.certificate_not_release');
    await attachFiles(trx, { fileKeys: [b.fileKey], ownerType: REPAIR_ORDER_FILES, ownerId: id, scope: scopeOf(actor) });
    await repo.upsertCertificate(trx, { order_id: id, serial_no: b.serialNo, certificate_type: b.certificateType, certificate_no: b.certificateNo, file_key: b.fileKey, uploaded_at: now });
    return orderDetail(trx, actor, scopeOf(actor), id, now);
  });
}

export const repairOrderFileRule: FileOwnerRule = {
  canAttach: async (db, actor, ownerId) => actor.companyType === 'supplier' && actor.permissions.has('sup.purchaseOrder') && (await repo.findOrder(db, scopeOf(actor), Number(ownerId))) !== undefined,
  canRead: async (db, actor, ownerId) => actor.companyType === 'staff' && actor.permissions.has('repair.order.view') && (await repo.findOrder(db, scopeOf(actor), Number(ownerId))) !== undefined,
};
