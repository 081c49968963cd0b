/**
 * Purchase orders (issue 14; spec 001 §2-§4): the lists and the detail, one intake use case for the
 * ERP, the Excel import and a buyer's manual creation, and the ERP's integration clients. The
 * supplier's actions are in supplier-actions.ts, the buyer's answers and own actions in
 * buyer-actions.ts, both through `onOrder` (on-order.ts).
 */
import { createHash } from 'node:crypto';
import { translate, type Lang, type Page } from '@aerosupply/shared';
import { itemAmounts, orderAmounts, sameAmount, sameQuantity } from '@aerosupply/shared/orders/amounts';
import type { IntakeAnswer, OrderDetail, OrderIntake, OrderListQuery, OrderRow, StaffOrderListQuery } from '@aerosupply/shared/orders/schemas';
import { OPEN_ORDER_STATUSES } from '@aerosupply/shared/orders/workflow';
import type { Database } from '../../db/database';
import { mapPage } from '../../platform/db/paging';
import type { Actor, AppDeps } from '../../platform/context';
import { AppError, conflict, fieldError, type AppFieldError } from '../../platform/errors';
import { mustFind, scopeOf, type Scope } from '../../platform/tenancy/scope';
import { latestTimelineId, listTimeline, recordTimelines, type TimelineActor, type TimelineEntryInput } from '../../platform/timeline';
import { checkCodes, itemChecks, type CodeCheck } from '../dict';
import { langOfCountry, notifyMany, type NotificationToSend } from '../notifications';
import { canTransactWith } from '../supplier-control';
import { findReceiverContacts } from '../supplier-profile';
import { attachOnIntake, checkIntakeAttachments } from './attachments-intake';
import { authenticateClient, CLIENT_TOUCH_MS } from './clients';
import { checkDraw, drawWarningEntries, type DrawCheck } from './draw';
import { listAttachments } from './attachments-repo';
import { orderPdfName, renderOrderPdf } from './pdf';
import { presentOrderDetail, presentOrderRow } from './presenter';
import { companyToday } from './receipts';
import { onTimeCountsOfOrders, receiptsOfOrder } from './receipts-repo';
import * as repo from './repo';
import * as requestsRepo from './requests-repo';

export const ORDER_SUBJECT = 'purchase_order';
export const subject = (id: number) => ({ type: ORDER_SUBJECT, id });
export const actorRef = (actor: Actor): TimelineActor => ({ userId: actor.userId, realName: actor.realName, companyId: actor.companyId });
export const ctxOf = (deps: AppDeps) => ({ overdueDays: deps.config.orderAckOverdueDays, now: deps.now(), timeZone: deps.config.companyTimeZone });

// ---- Reads ----

export async function listOrders(deps: AppDeps, actor: Actor, query: OrderListQuery | StaffOrderListQuery): Promise<Page<OrderRow>> {
  const page = await repo.listOrders(deps.db, scopeOf(actor), query, { ...ctxOf(deps), userId: actor.userId });
  const onTime = await onTimeCountsOfOrders(deps.db, page.rows.map((r) => r.id), companyToday(deps));
  return mapPage(page, (r) => presentOrderRow(r, actor, onTime.get(r.id)));
}

export async function loadDetail(db: Database, deps: AppDeps, scope: Scope, id: number, actor: Actor): Promise<OrderDetail> {
  const row = mustFind(await repo.findOrder(db, scope, id, ctxOf(deps)));
  const [items, lines, requests, history, versions, receipts, revision, attachments] = await Promise.all([
    repo.listItems(db, id),
    repo.listDeliveryLines(db, id),
    requestsRepo.listRequests(db, id),
    listTimeline(db, subject(id)),
    repo.listVersions(db, id),
    receiptsOfOrder(db, id),
    latestTimelineId(db, subject(id)),
    listAttachments(db, id),
  ]);
  return presentOrderDetail(row, { items, lines, requests, history, versions, receipts, revision, attachments, today: companyToday(deps) }, actor);
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

/**
 * The dictionaries' one check (D-560, D-562): currency, Incoterms and payment terms are codes of
 * their lists, each item's unit and VAT rate too. Ship-to codes are the ERP's own (no list here).
 */
const intakeCodes = (input: OrderIntake): CodeCheck[] => [
  { path: 'currency', table: 'currency', value: input.currency },
  { path: 'incoterms', table: 'incoterm', value: input.incoterms },
  { path: 'paymentTerms', table: 'paymentTerm', value: input.paymentTerms },
  ...itemChecks('items', input.items, (i) => [
    { field: 'unit', table: 'unit', value: i.unit },
    { field: 'vatRate', table: 'taxRate', value: i.vatRate },
  ]),
];

const hashOf = (input: OrderIntake) => createHash('sha256').update(JSON.stringify(input)).digest('hex');

export async function snapshotOf(trx: Database, deps: AppDeps, id: number): Promise<Record<string, unknown>> {
  const row = mustFind(await repo.findOrder(trx, { companyId: 0, companyType: 'staff' }, id, ctxOf(deps)));
  const items = await repo.listItems(trx, id);
  const lines = await repo.listDeliveryLines(trx, id);
  return { ...row, totalAmount: row.total_amount, items: items.map((i) => ({ ...i, deliveryLines: lines.filter((l) => l.item_id === i.id) })) };
}

function newItems(input: OrderIntake, draws: DrawCheck['draws'], originals: Map<number, string>, lineOriginals: Map<string, string> = new Map()): repo.NewItem[] {
  return input.items.map((i) => {
    const a = itemAmounts(i.quantity, i.unitPrice, i.vatRate / 100);
    const draw = draws.get(i.itemNo);
    return {
      agreement_id: draw?.agreementId ?? null,
      agreement_no: draw?.agreementNo ?? null,
      agreement_line_no: draw?.lineNo ?? null,
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
  /** The ERP's integration client: only its intake may name attachments, files it uploaded (D-550). */
  clientId?: number;
  /** The language of the answer's warnings (D-612); English without one. */
  lang?: Lang;
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
  checkIntakeAttachments(input, from.clientId);
  await checkCodes(trx, intakeCodes(input));
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
  // The agreement lines the items draw on, locked until the order is written (D-610, D-613); the
  // same order again is unchanged even when its agreement has since expired or been drawn down.
  // An existing order of this number is locked first, as an accepted change locks it before the lines.
  if (input.items.some((i) => i.agreementNo !== undefined)) await repo.lockOrderByNo(trx, input.orderNo);
  const draw = await checkDraw(trx, input, supplier.id, { policy: deps.config.agreementDrawExcess, today: companyToday(deps), lock: true }).catch(async (err: unknown) => {
    const same = await repo.lockOrderByNo(trx, input.orderNo);
    if (same && same.version === input.version && same.content_hash === hash && same.company_id === supplier.id) return same;
    throw err;
  });
  if (!('draws' in draw)) return { id: draw.id, orderNo: input.orderNo, version: draw.version, outcome: 'unchanged' };
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
  const inserted = check.ok ? await repo.insertOrderWithItems(trx, { ...header, created_at: now }, newItems(input, draw.draws, new Map())) : null;
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
    await requestsRepo.refusePendingRequests(trx, id, { comment: null, userId: from.actor?.userId ?? null, userName: from.actor?.realName ?? null, now });
    await repo.deleteItems(trx, id);
    const { status: _new, ...replaced } = header;
    await repo.replaceOrderHeader(trx, id, replaced);
    await repo.insertItems(trx, id, newItems(input, draw.draws, originals, lineOriginals));
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
  // The version's attachments, after its entry (D-551); the order keeps those of earlier versions.
  const files = await attachOnIntake(trx, id, input, from.clientId, now);
  const attached: TimelineEntryInput[] = files.length
    ? [{ subject: subject(id), kind: 'order', action: 'attachment_added', note: files.map((f) => f.filename).join(', '), attachments: files.map((f) => f.fileKey), actor: entry.actor }]
    : [];
  // What the setting let through is recorded on the order (D-612).
  attached.push(...drawWarningEntries(id, draw.warnings, entry.actor));
  const contacts = await cached(cache.contacts, supplier.id, () => findReceiverContacts(trx, supplier.id, 'order'));
  const notice = announcement(id, supplier, contacts, input, totals.totalAmount);
  if (cache.deferred) {
    cache.deferred.timeline.push(entry, ...attached);
    cache.deferred.notices.push(notice);
  } else {
    await recordTimelines(trx, [entry, ...attached]);
    await notifyMany(deps, trx, [notice]);
  }
  const warnings = draw.warnings.map((w) => ({ path: w.path, key: w.key, message: translate(w.key, from.lang ?? 'en', w.params) }));
  return { id, orderNo: input.orderNo, version: input.version, outcome, ...(warnings.length ? { warnings } : {}) };
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

export async function createOrderManually(deps: AppDeps, actor: Actor, input: OrderIntake, lang?: Lang): Promise<IntakeAnswer> {
  return deps.db.transaction().execute((trx) => intakeOrder(deps, trx, input, { source: 'manual', actor, lang }));
}

// ---- The ERP's intake (client credentials in clients.ts) ----

export { authenticateClient, createIntegrationClient, listIntegrationClients, setIntegrationClientEnabled } from './clients';

export async function intakeFromErp(deps: AppDeps, authorization: string | undefined, input: OrderIntake, lang?: Lang): Promise<IntakeAnswer> {
  const client = await authenticateClient(deps, authorization);
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    // "Last used" to the minute (D-383): a busy ERP's concurrent requests do not queue on the client's row.
    if (!client.lastUsedAt || now.getTime() - client.lastUsedAt.getTime() >= CLIENT_TOUCH_MS) await repo.touchClient(trx, client.id, now);
    return intakeOrder(deps, trx, input, { source: 'erp', actor: null, clientId: client.id, lang });
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

export async function intakeBatchFromErp(deps: AppDeps, authorization: string | undefined, inputs: readonly OrderIntake[], lang?: Lang): Promise<{ results: IntakeAnswer[] }> {
  const client = await authenticateClient(deps, authorization);
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    if (!client.lastUsedAt || now.getTime() - client.lastUsedAt.getTime() >= CLIENT_TOUCH_MS) await repo.touchClient(trx, client.id, now);
    return { results: await intakeOrders(deps, trx, inputs, { source: 'erp', actor: null, clientId: client.id, lang }) };
  });
}

