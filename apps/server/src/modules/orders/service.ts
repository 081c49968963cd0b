/**
 * Purchase orders (issue 14; spec 001 §2-§4): one intake use case for the ERP, the Excel import and
 * a buyer's manual creation; the supplier's list, detail and actions; the buyer's answers. Every
 * use case runs in one transaction and locks the order first, so two people acting at once get one
 * success and one 409 with the order's current state.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Page } from '@aerosupply/shared';
import { itemAmounts, orderAmounts, sameAmount, sameQuantity } from '@aerosupply/shared/orders/amounts';
import { rescaleLines } from '@aerosupply/shared/orders/rescale';
import type {
  AcknowledgeItemBody,
  AcknowledgeOrderBody,
  AnswerRequestBody,
  IntakeAnswer,
  OrderDetail,
  OrderIntake,
  OrderListQuery,
  OrderRow,
  ReasonBody,
  RequestItemChangeBody,
  StaffOrderListQuery,
} from '@aerosupply/shared/orders/schemas';
import { ORDER_REQUEST_OUTCOME, ORDER_WORKFLOW, OPEN_ORDER_STATUSES, orderStatusOfItems, type OrderAction, type OrderRequestKind, type OrderStatus } from '@aerosupply/shared/orders/workflow';
import { transitionOf } from '@aerosupply/shared/workflow/machine';
import type { Database } from '../../db/database';
import { mapPage } from '../../platform/db/paging';
import type { Actor, AppDeps } from '../../platform/context';
import { AppError, conflict, fieldError, unauthorized, type AppFieldError } from '../../platform/errors';
import { mustFind, scopeOf, type Scope } from '../../platform/tenancy/scope';
import { listTimeline, recordTimeline, recordTimelines, type TimelineActor, type TimelineEntryInput } from '../../platform/timeline';
import { langOfCountry, notify, notifyMany, type NotificationToSend } from '../notifications';
import { canTransactWith } from '../supplier-control';
import { findReceiverContacts } from '../supplier-profile';
import { orderPdfName, renderOrderPdf } from './pdf';
import { assertMayOnItem, assertMayOnOrder } from './policy';
import { presentOrderDetail, presentOrderRow } from './presenter';
import { companyToday } from './receipts';
import { onTimeCountsOfOrders, receiptsOfOrder } from './receipts-repo';
import * as repo from './repo';
import type { ChangeValues } from './tables';

export const ORDER_SUBJECT = 'purchase_order';
const subject = (id: number) => ({ type: ORDER_SUBJECT, id });
const actorRef = (actor: Actor): TimelineActor => ({ userId: actor.userId, realName: actor.realName, companyId: actor.companyId });
/** The state an order action leads to (ORDER_WORKFLOW). */
const transitionTo = (action: OrderAction): OrderStatus => transitionOf(ORDER_WORKFLOW, action).to!;
const ctxOf = (deps: AppDeps) => ({ overdueDays: deps.config.orderAckOverdueDays, now: deps.now(), timeZone: deps.config.companyTimeZone });

// ---- Reads ----

export async function listOrders(deps: AppDeps, actor: Actor, query: OrderListQuery | StaffOrderListQuery): Promise<Page<OrderRow>> {
  const page = await repo.listOrders(deps.db, scopeOf(actor), query, { ...ctxOf(deps), userId: actor.userId });
  const onTime = await onTimeCountsOfOrders(deps.db, page.rows.map((r) => r.id), companyToday(deps));
  return mapPage(page, (r) => presentOrderRow(r, actor, onTime.get(r.id)));
}

async function loadDetail(db: Database, deps: AppDeps, scope: Scope, id: number, actor: Actor): Promise<OrderDetail> {
  const row = mustFind(await repo.findOrder(db, scope, id, ctxOf(deps)));
  const [items, lines, requests, history, versions, receipts] = await Promise.all([
    repo.listItems(db, id),
    repo.listDeliveryLines(db, id),
    repo.listRequests(db, id),
    listTimeline(db, subject(id)),
    repo.listVersions(db, id),
    receiptsOfOrder(db, id),
  ]);
  return presentOrderDetail(row, { items, lines, requests, history, versions, receipts, today: companyToday(deps) }, actor);
}

export async function getOrder(deps: AppDeps, actor: Actor, id: number): Promise<OrderDetail> {
  // Sequential reads on one connection are what PGlite has anyway; on PostgreSQL they share the pool.
  return deps.db.transaction().execute((trx) => loadDetail(trx, deps, scopeOf(actor), id, actor));
}

/** The order as a bilingual PDF (D-290): the same read and scope as the detail, so another company's order is a 404. */
export async function orderPdf(deps: AppDeps, actor: Actor, id: number): Promise<{ filename: string; pdf: Buffer }> {
  const detail = await getOrder(deps, actor, id);
  return { filename: orderPdfName(detail), pdf: renderOrderPdf(detail, deps.now(), deps.config.companyTimeZone) };
}

// ---- Intake (ERP, import, manual) ----

/** The amount and quantity rules of an intake (D-222), as field errors. */
export function checkIntakeAmounts(input: OrderIntake): AppFieldError[] {
  const errors: AppFieldError[] = [];
  const seen = new Set<number>();
  input.items.forEach((item, n) => {
    if (seen.has(item.itemNo)) errors.push({ path: `items.${n}.itemNo`, errorKey: 'orders.duplicate_item_no' });
    seen.add(item.itemNo);
    const a = itemAmounts(item.quantity, item.unitPrice, item.vatRate / 100);
    if (item.netAmount !== undefined && !sameAmount(item.netAmount, a.net)) errors.push({ path: `items.${n}.netAmount`, errorKey: 'orders.amount_mismatch', params: { computed: a.net.toFixed(2) } });
    const scheduled = item.deliveryLines.reduce((s, l) => s + l.quantity, 0);
    if (!sameQuantity(scheduled, item.quantity)) errors.push({ path: `items.${n}.deliveryLines`, errorKey: 'orders.delivery_quantity_mismatch' });
  });
  const totals = orderAmounts(input.items.map((i) => ({ quantity: i.quantity, unitPrice: i.unitPrice, vatRate: i.vatRate / 100 })), input.fee);
  const stated: [keyof typeof totals & keyof OrderIntake, number | undefined][] = [
    ['netAmount', input.netAmount],
    ['vatAmount', input.vatAmount],
    ['totalAmount', input.totalAmount],
  ];
  for (const [key, value] of stated) {
    if (value !== undefined && !sameAmount(value, totals[key])) errors.push({ path: key, errorKey: 'orders.amount_mismatch', params: { computed: totals[key].toFixed(2) } });
  }
  return errors;
}

const hashOf = (input: OrderIntake) => createHash('sha256').update(JSON.stringify(input)).digest('hex');

async function snapshotOf(trx: Database, deps: AppDeps, id: number): Promise<Record<string, unknown>> {
  const row = mustFind(await repo.findOrder(trx, { companyId: 0, companyType: 'staff' }, id, ctxOf(deps)));
  const items = await repo.listItems(trx, id);
  const lines = await repo.listDeliveryLines(trx, id);
  return { ...row, totalAmount: row.total_amount, items: items.map((i) => ({ ...i, deliveryLines: lines.filter((l) => l.item_id === i.id) })) };
}

function newItems(input: OrderIntake, originals: Map<number, string>, lineOriginals: Map<string, string> = new Map()): repo.NewItem[] {
  return input.items.map((i) => {
    const a = itemAmounts(i.quantity, i.unitPrice, i.vatRate / 100);
    return {
      item_no: i.itemNo,
      part_number: i.partNumber,
      description: i.description ?? null,
      quantity: i.quantity,
      unit: i.unit,
      unit_price: i.unitPrice,
      vat_rate: i.vatRate,
      net_amount: a.net,
      vat_amount: a.vat,
      total: a.total,
      original_ship_date: originals.get(i.itemNo) ?? i.requestedShipDate,
      requested_ship_date: i.requestedShipDate,
      lines: i.deliveryLines.map((l, n) => ({
        ship_to_code: l.shipToCode,
        delivery_address: l.deliveryAddress ?? null,
        quantity: l.quantity,
        need_by_date: l.needByDate,
        original_need_by_date: lineOriginals.get(`${i.itemNo}/${n + 1}`) ?? l.needByDate,
      })),
    };
  });
}

export interface IntakeSource {
  source: 'erp' | 'manual' | 'import';
  /** The staff user creating or importing; null for the ERP. */
  actor: Actor | null;
}

/**
 * The one intake use case (issue 14 item 1), inside the caller's transaction: checks amounts,
 * supplier (`canTransactWith`) and buyer, then creates the order, replaces it with a newer version
 * (the replaced one kept as a snapshot) or, for the same number and version with the same content,
 * changes nothing.
 */
/**
 * Look-ups shared by the orders of one intake request (a batch, an Excel file), all in its one
 * transaction: each supplier, buyer, transaction check and receiver list is read once (D-382).
 */
export interface IntakeCache {
  refs: Map<string, Promise<repo.IntakeRefs | undefined>>;
  checks: Map<number, ReturnType<typeof canTransactWith>>;
  contacts: Map<number, ReturnType<typeof findReceiverContacts>>;
  /** A batch's timeline entries and announcements, written together at its end (`intakeOrders`). */
  deferred?: { timeline: TimelineEntryInput[]; notices: NotificationToSend[] };
}
export const newIntakeCache = (): IntakeCache => ({ refs: new Map(), checks: new Map(), contacts: new Map() });
const cached = <K, V>(map: Map<K, V>, key: K, load: () => V): V => {
  if (!map.has(key)) map.set(key, load());
  return map.get(key)!;
};

export async function intakeOrder(deps: AppDeps, trx: Database, input: OrderIntake, from: IntakeSource, cache: IntakeCache = newIntakeCache()): Promise<IntakeAnswer> {
  const errors = checkIntakeAmounts(input);
  if (errors.length) throw new AppError(400, errors[0]!.errorKey, errors[0]!.params, errors);
  // One look-up for the supplier, the buyer and the supplier's order handlers (D-382).
  const supplier = await cached(cache.refs, `${input.vendorCode}\u0000${input.buyerAccount ?? ''}`, () => repo.findIntakeRefs(trx, input.vendorCode, input.buyerAccount ?? null));
  if (!supplier) throw fieldError('vendorCode', 'orders.unknown_supplier');
  let buyerUserId: number | null = from.actor?.companyType === 'staff' && from.source === 'manual' ? from.actor.userId : null;
  if (input.buyerAccount) {
    if (supplier.buyer_id === null) throw fieldError('buyerAccount', 'orders.unknown_buyer');
    buyerUserId = supplier.buyer_id;
  }
  const hash = hashOf(input);
  const now = deps.now();
  const totals = orderAmounts(input.items.map((i) => ({ quantity: i.quantity, unitPrice: i.unitPrice, vatRate: i.vatRate / 100 })), input.fee);
  const header = {
    order_no: input.orderNo,
    version: input.version,
    company_id: supplier.id,
    source: from.source,
    content_hash: hash,
    purchase_dept: input.purchaseDept,
    order_type: input.orderType,
    order_date: input.orderDate,
    buyer_user_id: buyerUserId,
    buyer_name: input.buyerName,
    salesman: input.salesman ?? null,
    tel: input.tel ?? null,
    email: input.email ?? null,
    currency: input.currency,
    payment_terms: input.paymentTerms ?? null,
    incoterms: input.incoterms ?? null,
    delivery_address: input.deliveryAddress ?? null,
    invoice_address: input.invoiceAddress ?? null,
    remark: input.remark ?? null,
    vat_company: input.vatInvoice?.company ?? null,
    vat_tax_id: input.vatInvoice?.taxId ?? null,
    vat_address: input.vatInvoice?.address ?? null,
    vat_tel: input.vatInvoice?.tel ?? null,
    vat_bank: input.vatInvoice?.bank ?? null,
    vat_account: input.vatInvoice?.account ?? null,
    net_amount: totals.netAmount,
    vat_amount: totals.vatAmount,
    fee: totals.fee,
    total_amount: totals.totalAmount,
    item_count: input.items.length,
    status: 'new' as const,
    status_before_request: null,
    supplier_note: null,
    acknowledgement_no: null,
    acknowledged_at: null,
    released_at: now,
    updated_at: now,
  };

  const check = await cached(cache.checks, supplier.id, () => canTransactWith(trx, supplier.id));
  // A new number (the common case) is written at once: header, items and lines in one statement,
  // which does nothing when the number exists (an earlier order, or a concurrent intake that won).
  const inserted = check.ok ? await repo.insertOrderWithItems(trx, { ...header, created_at: now }, newItems(input, new Map())) : null;
  let id: number;
  let outcome: IntakeAnswer['outcome'];
  let existing: Awaited<ReturnType<typeof repo.lockOrderByNo>> = undefined;
  if (inserted !== null) {
    id = inserted;
    outcome = 'created';
  } else {
    existing = await repo.lockOrderByNo(trx, input.orderNo);
    if (!existing) throw check.ok ? conflict('orders.version_conflict') : fieldError('vendorCode', check.messageKey, 409);
    if (input.version === existing.version) {
      if (existing.content_hash === hash && existing.company_id === supplier.id) return { id: existing.id, orderNo: input.orderNo, version: existing.version, outcome: 'unchanged' };
      throw conflict('orders.version_conflict');
    }
    if (input.version < existing.version) throw conflict('orders.stale_version', { current: existing.version });
    if (existing.company_id !== supplier.id) throw conflict('orders.version_conflict');
    if (!OPEN_ORDER_STATUSES.includes(existing.status) && existing.status !== 'rejection_requested' && existing.status !== 'cancellation_requested') throw conflict('orders.order_closed');
    if (!check.ok) throw fieldError('vendorCode', check.messageKey, 409);
    id = existing.id;
    outcome = 'new_version';
    await repo.insertVersion(trx, id, existing.version, await snapshotOf(trx, deps, id), now);
    const originals = await repo.originalShipDates(trx, id);
    const lineOriginals = await repo.originalLineDates(trx, id);
    // Requests on the replaced version are closed by it (no answerer: the new version is the answer).
    await repo.refusePendingRequests(trx, id, { comment: null, userId: from.actor?.userId ?? null, userName: from.actor?.realName ?? null, now });
    await repo.deleteItems(trx, id);
    await repo.replaceOrderHeader(trx, id, header);
    await repo.insertItems(trx, id, newItems(input, originals, lineOriginals));
  }
  const entry: TimelineEntryInput = {
    subject: subject(id),
    kind: 'order',
    action: outcome === 'created' ? 'received' : 'new_version',
    fromStatus: existing?.status ?? null,
    toStatus: 'new',
    note: `v${input.version}`,
    actor: from.actor ? actorRef(from.actor) : null,
  };
  const contacts = await cached(cache.contacts, supplier.id, () => findReceiverContacts(trx, supplier.id, 'order'));
  const notice = announcement(id, supplier, contacts, input, totals.totalAmount);
  if (cache.deferred) {
    cache.deferred.timeline.push(entry);
    cache.deferred.notices.push(notice);
  } else {
    await recordTimeline(trx, entry);
    await notifyMany(deps, trx, [notice]);
  }
  return { id, orderNo: input.orderNo, version: input.version, outcome };
}

/**
 * Mail to the supplier's order-receiver contacts, mail + notice to its users who handle orders: one
 * notification (its mail rows in one insert); the contacts read in the supplier's language.
 */
function announcement(id: number, supplier: repo.IntakeRefs, contacts: readonly { email: string }[], input: OrderIntake, amount: number): NotificationToSend {
  const params = { orderNo: input.orderNo, version: input.version, buyer: input.buyerName, company: supplier.name, items: input.items.length, amount: amount.toFixed(2), currency: input.currency };
  const lang = langOfCountry(supplier.country);
  return { key: 'orders.received', recipients: [...supplier.handler_ids, ...contacts.map((c) => ({ email: c.email, companyId: supplier.id, lang }))], params, options: { link: `/sup/orders/${id}` } };
}

export async function createOrderManually(deps: AppDeps, actor: Actor, input: OrderIntake): Promise<IntakeAnswer> {
  return deps.db.transaction().execute((trx) => intakeOrder(deps, trx, input, { source: 'manual', actor }));
}

// ---- The ERP's client credentials (D-223) ----

/** How stale an integration client's "last used" time may get before a request writes it again. */
const CLIENT_TOUCH_MS = 60_000;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The integration client of an `Authorization: Basic base64(clientId:secret)` header, or 401. */
export async function authenticateClient(deps: AppDeps, authorization: string | undefined): Promise<{ id: number; name: string; lastUsedAt: Date | null }> {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization ?? '');
  if (!match) throw unauthorized('orders.integration_unauthorized');
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) throw unauthorized('orders.integration_unauthorized');
  const client = await repo.findClientByClientId(deps.db, decoded.slice(0, colon));
  const given = Buffer.from(sha256(decoded.slice(colon + 1)), 'hex');
  const stored = Buffer.from(client?.secret_hash ?? sha256('no client'), 'hex');
  if (!client || !client.enabled || !timingSafeEqual(given, stored)) throw unauthorized('orders.integration_unauthorized');
  return { id: client.id, name: client.name, lastUsedAt: client.last_used_at };
}

export async function intakeFromErp(deps: AppDeps, authorization: string | undefined, input: OrderIntake): Promise<IntakeAnswer> {
  const client = await authenticateClient(deps, authorization);
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    // "Last used" to the minute (D-383): a busy ERP's concurrent requests do not queue on the client's row.
    if (!client.lastUsedAt || now.getTime() - client.lastUsedAt.getTime() >= CLIENT_TOUCH_MS) await repo.touchClient(trx, client.id, now);
    return intakeOrder(deps, trx, input, { source: 'erp', actor: null });
  });
}

/**
 * A batch of orders from the ERP (D-385): every order through the same intake, in order, in one
 * transaction with shared look-ups. All or nothing: the first refused order fails the batch, its
 * field errors prefixed with `orders.<n>.` (a resend of the batch is harmless: stored orders answer
 * "unchanged").
 */
export async function intakeOrders(deps: AppDeps, trx: Database, inputs: readonly OrderIntake[], from: IntakeSource): Promise<IntakeAnswer[]> {
  const cache: IntakeCache = { ...newIntakeCache(), deferred: { timeline: [], notices: [] } };
  const answers: IntakeAnswer[] = [];
  for (const [n, input] of inputs.entries()) {
    try {
      answers.push(await intakeOrder(deps, trx, input, from, cache));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const fields = (err.fields?.length ? err.fields : [{ path: '', errorKey: err.errorKey, ...(err.params ? { params: err.params } : {}) }]).map((f) => ({ ...f, path: f.path ? `orders.${n}.${f.path}` : `orders.${n}` }));
      throw new AppError(err.status, err.errorKey, err.params, fields, err.headers, err.data);
    }
  }
  await recordTimelines(trx, cache.deferred!.timeline);
  await notifyMany(deps, trx, cache.deferred!.notices);
  return answers;
}

export async function intakeBatchFromErp(deps: AppDeps, authorization: string | undefined, inputs: readonly OrderIntake[]): Promise<{ results: IntakeAnswer[] }> {
  const client = await authenticateClient(deps, authorization);
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    if (!client.lastUsedAt || now.getTime() - client.lastUsedAt.getTime() >= CLIENT_TOUCH_MS) await repo.touchClient(trx, client.id, now);
    return { results: await intakeOrders(deps, trx, inputs, { source: 'erp', actor: null }) };
  });
}

const presentClient = (c: Awaited<ReturnType<typeof repo.findClient>> & object) => ({
  id: c.id,
  clientId: c.client_id,
  name: c.name,
  enabled: c.enabled,
  createdAt: c.created_at.toISOString(),
  lastUsedAt: c.last_used_at ? c.last_used_at.toISOString() : null,
  actions: c.enabled ? ['revoke' as const] : ['enable' as const],
});

export async function createIntegrationClient(deps: AppDeps, actor: Actor, name: string) {
  const clientId = `erp-${randomBytes(6).toString('hex')}`;
  const clientSecret = randomBytes(32).toString('base64url');
  return deps.db.transaction().execute(async (trx) => {
    const id = await repo.insertClient(trx, { clientId, secretHash: sha256(clientSecret), name, createdBy: actor.userId });
    return { ...presentClient(mustFind(await repo.findClient(trx, id))), clientSecret };
  });
}

export async function listIntegrationClients(deps: AppDeps) {
  return (await repo.listClients(deps.db)).map(presentClient);
}

export async function setIntegrationClientEnabled(deps: AppDeps, id: number, enabled: boolean) {
  return deps.db.transaction().execute(async (trx) => {
    mustFind(await repo.findClient(trx, id));
    await repo.setClientEnabled(trx, id, enabled);
    return presentClient(mustFind(await repo.findClient(trx, id)));
  });
}

// ---- Supplier actions ----

/**
 * Runs `work` on the locked order (404 for another company's), then answers the fresh detail. A
 * refusal because of the order's state (409) carries the order's current status and version in the
 * answer's `data` (D-293), so the one who lost a race sees what the other did.
 */
async function onOrder(deps: AppDeps, actor: Actor, id: number, work: (trx: Database, row: repo.OrderHeaderRow, now: Date) => Promise<void>): Promise<OrderDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const scope = scopeOf(actor);
    const row = mustFind(await repo.findOrder(trx, scope, id, ctxOf(deps), true));
    try {
      await work(trx, row, deps.now());
    } catch (err) {
      if (err instanceof AppError && err.status === 409 && !err.data) throw new AppError(409, err.errorKey, err.params, err.fields, err.headers, { status: row.status, version: row.version });
      throw err;
    }
    return loadDetail(trx, deps, scope, id, actor);
  });
}

/** The order's status after an item changed, while the order is open. */
async function settleFromItems(trx: Database, row: repo.OrderHeaderRow, now: Date): Promise<OrderStatus> {
  const items = await repo.listItems(trx, row.id);
  const status = orderStatusOfItems(items);
  const acknowledged = status === 'acknowledged' && row.status !== 'acknowledged';
  await repo.setOrderStatus(trx, row.id, { status, now, ...(acknowledged ? { acknowledgedAt: now } : {}) });
  return status;
}

export function acknowledgeOrder(deps: AppDeps, actor: Actor, id: number, body: AcknowledgeOrderBody): Promise<OrderDetail> {
  return onOrder(deps, actor, id, async (trx, row, now) => {
    assertMayOnOrder(row, actor, 'acknowledge');
    const to = transitionTo('acknowledge');
    await repo.confirmLines(trx, { orderId: id, openOnly: true });
    await repo.acknowledgeOpenItems(trx, id);
    await repo.setOrderStatus(trx, id, { status: to, now, acknowledgementNo: body.acknowledgementNo, supplierNote: body.supplierNote ?? null, acknowledgedAt: now });
    await recordTimeline(trx, { subject: subject(id), kind: 'order', action: 'acknowledge', fromStatus: row.status, toStatus: to, note: body.acknowledgementNo, actor: actorRef(actor) });
  });
}

export function acknowledgeItem(deps: AppDeps, actor: Actor, id: number, itemId: number, body: AcknowledgeItemBody): Promise<OrderDetail> {
  return onOrder(deps, actor, id, async (trx, row) => {
    const item = mustFind(await repo.findItem(trx, id, itemId, true));
    assertMayOnItem(item, row, actor, 'acknowledge');
    await repo.setItemStatus(trx, itemId, { status: 'acknowledged', confirmedShipDate: body.confirmedShipDate ?? item.requested_ship_date });
    await repo.confirmLines(trx, { itemId, confirmedShipDate: body.confirmedShipDate ?? null });
    const to = await settleFromItems(trx, row, deps.now());
    await recordTimeline(trx, { subject: subject(id), kind: 'item', action: 'acknowledge_item', fromStatus: row.status, toStatus: to, note: `#${item.item_no}`, actor: actorRef(actor) });
  });
}

const valuesOf = (item: repo.ItemRow): ChangeValues => ({ partNumber: item.part_number, unitPrice: Number(item.unit_price), quantity: Number(item.quantity), shipDate: item.requested_ship_date });

async function tellBuyer(deps: AppDeps, trx: Database, row: repo.OrderHeaderRow, kind: OrderRequestKind, reason: string): Promise<void> {
  if (row.buyer_user_id === null) return;
  await notify(deps, trx, 'orders.request_submitted', [row.buyer_user_id], { orderNo: row.order_no, company: row.supplier_name, kind: { phrase: `orders.kind.${kind}` }, reason }, { link: `/orders/${row.id}` });
}

export function requestItemChange(deps: AppDeps, actor: Actor, id: number, itemId: number, body: RequestItemChangeBody): Promise<OrderDetail> {
  return onOrder(deps, actor, id, async (trx, row, now) => {
    const item = mustFind(await repo.findItem(trx, id, itemId, true));
    assertMayOnOrder(row, actor, 'request_change');
    assertMayOnItem(item, row, actor, 'request_change');
    const before = valuesOf(item);
    const after: ChangeValues = { partNumber: body.partNumber ?? before.partNumber, unitPrice: body.unitPrice ?? before.unitPrice, quantity: body.quantity ?? before.quantity, shipDate: body.shipDate ?? before.shipDate };
    if (JSON.stringify(before) === JSON.stringify(after)) throw new AppError(400, 'orders.change_empty');
    await repo.insertRequest(trx, { orderId: id, itemId, itemNo: item.item_no, kind: 'change', version: row.version, before, after, reason: body.reason, userId: actor.userId, userName: actor.realName, now });
    await repo.setItemStatus(trx, itemId, { status: 'change_requested', statusBeforeRequest: item.status });
    const to = await settleFromItems(trx, row, now);
    await recordTimeline(trx, { subject: subject(id), kind: 'item', action: 'request_change', fromStatus: row.status, toStatus: to, note: `#${item.item_no}: ${body.reason}`, actor: actorRef(actor) });
    await tellBuyer(deps, trx, row, 'change', body.reason);
  });
}

function requestOrderEnd(kind: 'rejection' | 'cancellation') {
  const action = kind === 'rejection' ? 'request_rejection' : 'request_cancellation';
  return (deps: AppDeps, actor: Actor, id: number, body: ReasonBody): Promise<OrderDetail> =>
    onOrder(deps, actor, id, async (trx, row, now) => {
      assertMayOnOrder(row, actor, action);
      const to = transitionTo(action);
      await repo.insertRequest(trx, { orderId: id, itemId: null, itemNo: null, kind, version: row.version, before: null, after: null, reason: body.reason, userId: actor.userId, userName: actor.realName, now });
      await repo.setOrderStatus(trx, id, { status: to, statusBeforeRequest: row.status, now });
      await recordTimeline(trx, { subject: subject(id), kind: 'order', action, fromStatus: row.status, toStatus: to, note: body.reason, actor: actorRef(actor) });
      await tellBuyer(deps, trx, row, kind, body.reason);
    });
}

export const requestRejection = requestOrderEnd('rejection');
export const requestCancellation = requestOrderEnd('cancellation');

// ---- Buyer's answers and own actions ----

/**
 * The buyer accepts or refuses one pending request. An accepted change makes a new version of the
 * order (the replaced one kept as a snapshot) with the item's new values, open again; an accepted
 * rejection or cancellation ends the order. A refused request returns the item or order to the
 * state it had before.
 */
export function answerRequest(deps: AppDeps, actor: Actor, id: number, requestId: number, body: AnswerRequestBody): Promise<OrderDetail> {
  return onOrder(deps, actor, id, async (trx, row, now) => {
    const request = mustFind(await repo.findRequest(trx, id, requestId, true));
    const accept = body.decision === 'accept';
    assertMayOnOrder(row, actor, accept ? 'accept_request' : 'refuse_request');
    if (request.status !== 'pending') throw conflict('orders.request_answered');
    const comment = body.comment ?? null;
    await repo.answerRequest(trx, requestId, { status: accept ? 'accepted' : 'refused', comment, userId: actor.userId, userName: actor.realName, now });
    let to: OrderStatus;
    if (request.kind === 'change') {
      const item = mustFind(await repo.findItem(trx, id, request.item_id ?? 0, true));
      assertMayOnItem(item, row, actor, accept ? 'accept_change' : 'refuse_change');
      if (accept) {
        await repo.insertVersion(trx, id, row.version, await snapshotOf(trx, deps, id), now);
        const v = request.after_values!;
        const a = itemAmounts(v.quantity, v.unitPrice, Number(item.vat_rate) / 100);
        await repo.applyItemChange(trx, item.id, { ...v, ...a, reason: request.reason });
        await rescaleItemLines(trx, item, v);
        const items = await repo.listItems(trx, id);
        const totals = orderAmounts(items.map((i) => ({ quantity: Number(i.quantity), unitPrice: Number(i.unit_price), vatRate: Number(i.vat_rate) / 100 })), Number(row.fee));
        await repo.updateOrderAmounts(trx, id, { net: totals.netAmount, vat: totals.vatAmount, total: totals.totalAmount, version: row.version + 1, now });
      } else {
        await repo.setItemStatus(trx, item.id, { status: item.status_before_request ?? 'open', statusBeforeRequest: null });
      }
      to = await settleFromItems(trx, row, now);
    } else {
      to = accept ? ORDER_REQUEST_OUTCOME[request.kind] : (row.status_before_request ?? 'new');
      await repo.setOrderStatus(trx, id, { status: to, statusBeforeRequest: null, now });
      if (accept) await repo.setAllItemsStatus(trx, id, 'cancelled');
    }
    await recordTimeline(trx, {
      subject: subject(id),
      kind: request.kind === 'change' ? 'item' : 'order',
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
  });
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
  return (deps: AppDeps, actor: Actor, id: number, body: ReasonBody): Promise<OrderDetail> =>
    onOrder(deps, actor, id, async (trx, row, now) => {
      assertMayOnOrder(row, actor, action);
      const to = transitionTo(action);
      await repo.setOrderStatus(trx, id, { status: to, statusBeforeRequest: null, now });
      if (action === 'cancel') await repo.setAllItemsStatus(trx, id, 'cancelled');
      await repo.refusePendingRequests(trx, id, { comment: body.reason, userId: actor.userId, userName: actor.realName, now });
      await recordTimeline(trx, { subject: subject(id), kind: 'order', action, fromStatus: row.status, toStatus: to, note: body.reason, actor: actorRef(actor) });
    });
}

export const cancelOrder = staffEnd('cancel');
export const closeOrder = staffEnd('close');
