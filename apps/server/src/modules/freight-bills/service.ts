/**
 * Electronic freight bills (spec 001 §2/§3 'Electronic bill', issue 17): the forwarder creates,
 * edits, renumbers, submits and deletes its bills; a logistics reviewer approves or returns them
 * with a reason; staff keep rate cards per forwarder and route. One transaction per use case; the
 * workflow (BILL_WORKFLOW) decides every action.
 */
import type { Page } from '@aerosupply/shared';
import { invoiceMatches, totalFreightOf } from '@aerosupply/shared/freight-bills/amounts';
import type { BillBody, BillDetail, BillListQuery, BillNumberBody, BillRow, ForwarderOption, RateCardBody, RateCardListQuery, RateCardView } from '@aerosupply/shared/freight-bills/schemas';
import type { BillAction } from '@aerosupply/shared/freight-bills/workflow';
import { formatDate } from '@aerosupply/shared/format/dates';
import type { Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { mapPage } from '../../platform/db/paging';
import { AppError, conflict, fieldError, notFound } from '../../platform/errors';
import { listTimeline, recordTimeline } from '../../platform/timeline';
import { mustFind, scopeOf } from '../../platform/tenancy/scope';
import { listFiles, replaceFiles } from '../files';
import { assertMayOnBill } from './policy';
import { expectationOf, presentBillDetail, presentBillRow, presentForwarder, presentRateCard } from './presenter';
import * as repo from './repo';
import { recheckBills } from './differences';
import { matchShipments } from './shipment-match';
import type { FreightBillsTable } from './tables';
import { recordEvent } from '../webhooks';

export const BILL_SUBJECT = 'freight_bill';
export const BILL_FILE_OWNER = 'freight_bill';
const TIME_ZONE = 'Asia/Shanghai';
const actorRef = (actor: Actor) => ({ userId: actor.userId, realName: actor.realName, companyId: actor.companyId });
const isUniqueViolation = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';

export interface AmountProblem {
  path: 'invoiceAmount' | 'totalFreight';
  errorKey: string;
  params: Record<string, string | number>;
}

/** The amount rules of D-362: total freight = the five fees; the invoice amount equals it. */
export function checkBillAmounts(b: Pick<BillBody, 'invoiceAmount' | 'feeOperation' | 'feeLevel' | 'feeBilling' | 'feeRoute' | 'feeAdditional'>, statedTotal?: number | null): AmountProblem[] {
  const total = totalFreightOf(b);
  const out: AmountProblem[] = [];
  if (statedTotal !== undefined && statedTotal !== null && !invoiceMatches(statedTotal, total)) out.push({ path: 'totalFreight', errorKey: 'freightBills.total_mismatch', params: { total: total.toFixed(2) } });
  if (!invoiceMatches(b.invoiceAmount, total)) out.push({ path: 'invoiceAmount', errorKey: 'freightBills.invoice_mismatch', params: { total: total.toFixed(2) } });
  return out;
}

function assertAmounts(b: BillBody): void {
  const problems = checkBillAmounts(b);
  if (problems.length > 0) throw new AppError(400, problems[0]!.errorKey, problems[0]!.params, problems.map((p) => ({ path: p.path, errorKey: p.errorKey, params: p.params })));
}

/** The columns of a bill body (total freight computed). */
export const billValues = (b: BillBody) => ({
  invoice_no: b.invoiceNo,
  invoice_date: b.invoiceDate,
  transport_mode: b.transportMode,
  material_level: b.materialLevel,
  origin: b.origin.toUpperCase(),
  destination: b.destination.toUpperCase(),
  transport_level: b.transportLevel,
  billing_mode: b.billingMode,
  net_weight: b.netWeight,
  weight_unit: b.weightUnit,
  currency: b.currency,
  invoice_amount: b.invoiceAmount,
  total_freight: totalFreightOf(b),
  fee_operation: b.feeOperation,
  fee_level: b.feeLevel,
  fee_billing: b.feeBilling,
  fee_route: b.feeRoute,
  fee_additional: b.feeAdditional,
  waybill_nos: [...new Set(b.waybillNos.map((w) => w.toUpperCase()))],
  remark: b.remark ?? null,
});

export async function listBills(deps: AppDeps, actor: Actor, q: BillListQuery): Promise<Page<BillRow>> {
  return mapPage(await repo.listBills(deps.db, scopeOf(actor), q), (r) => presentBillRow(r, actor));
}

async function detail(db: Database, actor: Actor, id: number, matchStrict: boolean): Promise<BillDetail> {
  const row = mustFind(await repo.findBill(db, id, scopeOf(actor)));
  const [files, history, shipmentMatch] = await Promise.all([
    listFiles(db, BILL_FILE_OWNER, id),
    listTimeline(db, { type: BILL_SUBJECT, id }),
    matchShipments(
      db,
      { id: row.id, companyId: row.company_id, waybillNos: row.waybill_nos, weightKg: Number(row.weight_kg), origin: row.origin, destination: row.destination, totalFreight: Number(row.total_freight), expectation: expectationOf(row) },
      matchStrict,
    ),
  ]);
  return presentBillDetail(row, actor, { files, history, shipmentMatch });
}

/** Most bills one write re-checks at once (itself and the bills sharing a waybill); the job takes the rest. */
const REFRESH_AFTER_WRITE = 200;

/**
 * After a bill write commits: the bill and the bills of its forwarder sharing a waybill with it lost
 * their stored match summaries (repo, D-437); compare them now and store the new ones.
 */
async function refreshSummaries(deps: AppDeps, id: number): Promise<void> {
  await recheckBills(deps.db, await repo.staleAround(deps.db, id, REFRESH_AFTER_WRITE), deps.config.freightMatchStrict);
}

export const getBill = (deps: AppDeps, actor: Actor, id: number): Promise<BillDetail> => detail(deps.db, actor, id, deps.config.freightMatchStrict);

async function assertInvoiceFree(db: Database, companyId: number, invoiceNo: string, exceptId?: number): Promise<void> {
  if (await repo.findInvoiceOwner(db, companyId, invoiceNo, exceptId)) {
    throw new AppError(409, 'freightBills.duplicate_invoice', { invoiceNo }, [{ path: 'invoiceNo', errorKey: 'freightBills.duplicate_invoice', params: { invoiceNo } }]);
  }
}

/** Runs a write; a unique index refusing a concurrent duplicate answers 409 like the check before it. */
async function guarded<T>(invoiceNo: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('freightBills.duplicate_invoice', { invoiceNo });
    throw err;
  }
}

export async function createBill(deps: AppDeps, actor: Actor, body: BillBody): Promise<BillDetail> {
  assertAmounts(body);
  const id = await guarded(body.invoiceNo, () =>
    deps.db.transaction().execute(async (trx) => {
      assertMayOnBill({ status: 'draft' }, actor, 'edit');
      await assertInvoiceFree(trx, actor.companyId, body.invoiceNo);
      const now = deps.now();
      const [number] = await repo.nextBillNumbers(trx, 1, now);
      const billId = await repo.insertBill(trx, { ...billValues(body), company_id: actor.companyId, number: number!, source: 'manual', created_by: actor.userId, created_at: now, updated_at: now });
      await replaceFiles(trx, { fileKeys: body.fileKeys, ownerType: BILL_FILE_OWNER, ownerId: billId, scope: scopeOf(actor) });
      await recordTimeline(trx, { subject: { type: BILL_SUBJECT, id: billId }, action: 'create', toStatus: 'draft', actor: actorRef(actor), at: now });
      return billId;
    }),
  );
  await refreshSummaries(deps, id);
  return detail(deps.db, actor, id, deps.config.freightMatchStrict);
}

export async function updateBill(deps: AppDeps, actor: Actor, id: number, body: BillBody): Promise<BillDetail> {
  assertAmounts(body);
  await guarded(body.invoiceNo, () =>
    deps.db.transaction().execute(async (trx) => {
      const row = mustFind(await repo.lockBill(trx, id, scopeOf(actor)));
      assertMayOnBill(row, actor, 'edit');
      await assertInvoiceFree(trx, row.company_id, body.invoiceNo, id);
      await repo.updateBill(trx, id, { ...billValues(body), updated_at: deps.now() });
      await replaceFiles(trx, { fileKeys: body.fileKeys, ownerType: BILL_FILE_OWNER, ownerId: id, scope: scopeOf(actor) });
      await recordTimeline(trx, { subject: { type: BILL_SUBJECT, id }, action: 'edit', actor: actorRef(actor), at: deps.now() });
    }),
  );
  await refreshSummaries(deps, id);
  return detail(deps.db, actor, id, deps.config.freightMatchStrict);
}

/** "Edit bill number" (001 §2 admin/ap): unique within the forwarder's bills. */
export async function renumberBill(deps: AppDeps, actor: Actor, id: number, body: BillNumberBody): Promise<BillDetail> {
  const number = body.number.toUpperCase();
  try {
    await deps.db.transaction().execute(async (trx) => {
      const row = mustFind(await repo.lockBill(trx, id, scopeOf(actor)));
      assertMayOnBill(row, actor, 'renumber');
      if (await repo.findNumberOwner(trx, row.company_id, number, id)) throw new AppError(409, 'freightBills.duplicate_number', { number }, [{ path: 'number', errorKey: 'freightBills.duplicate_number', params: { number } }]);
      await repo.updateBill(trx, id, { number, updated_at: deps.now() });
      await recordTimeline(trx, { subject: { type: BILL_SUBJECT, id }, action: 'renumber', note: `${row.number} → ${number}`, actor: actorRef(actor), at: deps.now() });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('freightBills.duplicate_number', { number });
    throw err;
  }
  await refreshSummaries(deps, id);
  return detail(deps.db, actor, id, deps.config.freightMatchStrict);
}

/** One status step of BILL_WORKFLOW under the row lock: two reviewers at once, the second gets 409. */
async function step(deps: AppDeps, actor: Actor, id: number, action: BillAction, note: string | null, extra: (now: Date) => Updateable<FreightBillsTable>): Promise<BillDetail> {
  await deps.db.transaction().execute(async (trx) => {
    const row = mustFind(await repo.lockBill(trx, id, scopeOf(actor)));
    assertMayOnBill(row, actor, action);
    const now = deps.now();
    const timeline = { subject: { type: BILL_SUBJECT, id }, note, actor: actorRef(actor), at: now };
    await repo.moveBill(trx, { id, action, from: row.status, set: { ...extra(now), updated_at: now }, timeline });
    if (action === 'approve') await recordEvent(trx, { type: 'freight_bill.approved', subject: { type: BILL_SUBJECT, id }, payload: await detail(trx, actor, id, deps.config.freightMatchStrict) });
  });
  await refreshSummaries(deps, id);
  return detail(deps.db, actor, id, deps.config.freightMatchStrict);
}

export const submitBill = (deps: AppDeps, actor: Actor, id: number) => step(deps, actor, id, 'submit', null, (now) => ({ submitted_at: now }));

const review = (actor: Actor, now: Date, comment: string | null) => ({
  review_comment: comment,
  reviewer_user_id: actor.userId,
  reviewer_name: actor.realName,
  feedback_date: formatDate(now, false, TIME_ZONE),
});

export const approveBill = (deps: AppDeps, actor: Actor, id: number, comment: string | undefined) => step(deps, actor, id, 'approve', comment ?? null, (now) => review(actor, now, comment ?? null));

export const returnBill = (deps: AppDeps, actor: Actor, id: number, reason: string) => step(deps, actor, id, 'return', reason, (now) => review(actor, now, reason));

export async function deleteBill(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const row = mustFind(await repo.lockBill(trx, id, scopeOf(actor)));
    assertMayOnBill(row, actor, 'delete');
    await replaceFiles(trx, { fileKeys: [], ownerType: BILL_FILE_OWNER, ownerId: id, scope: scopeOf(actor) });
    await repo.deleteBill(trx, id);
  });
}

// ---- rate cards ----

export async function listRateCards(deps: AppDeps, actor: Actor, q: RateCardListQuery): Promise<Page<RateCardView>> {
  return mapPage(await repo.listRateCards(deps.db, q), (r) => presentRateCard(r, actor));
}

export async function getRateCard(deps: AppDeps, actor: Actor, id: number): Promise<RateCardView> {
  return presentRateCard(mustFind(await repo.findRateCard(deps.db, id)), actor);
}

const cardValues = (b: RateCardBody) => ({
  company_id: b.forwarderId,
  origin: b.origin.toUpperCase(),
  destination: b.destination.toUpperCase(),
  transport_mode: b.transportMode,
  currency: b.currency,
  rate_per_kg: b.ratePerKg,
  min_charge: b.minCharge,
  effective_from: b.effectiveFrom,
  effective_to: b.effectiveTo ?? null,
  remark: b.remark ?? null,
});

async function assertCardFits(trx: Database, v: ReturnType<typeof cardValues>, exceptId?: number): Promise<void> {
  if (!(await repo.findForwarder(trx, v.company_id))) throw fieldError('forwarderId', 'freightBills.not_forwarder');
  await repo.lockForwarderCards(trx, v.company_id);
  if (await repo.findOverlappingCard(trx, v, exceptId)) throw fieldError('effectiveFrom', 'freightBills.rate_overlap', 409);
}

export async function createRateCard(deps: AppDeps, actor: Actor, body: RateCardBody): Promise<RateCardView> {
  const id = await deps.db.transaction().execute(async (trx) => {
    const v = cardValues(body);
    await assertCardFits(trx, v);
    return repo.insertRateCard(trx, { ...v, created_by: actor.userId, created_at: deps.now(), updated_at: deps.now() });
  });
  return getRateCard(deps, actor, id);
}

export async function updateRateCard(deps: AppDeps, actor: Actor, id: number, body: RateCardBody): Promise<RateCardView> {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.lockRateCard(trx, id))) throw notFound();
    const v = cardValues(body);
    await assertCardFits(trx, v, id);
    await repo.updateRateCard(trx, id, { ...v, updated_at: deps.now() });
  });
  return getRateCard(deps, actor, id);
}

export async function deleteRateCard(deps: AppDeps, _actor: Actor, id: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.lockRateCard(trx, id))) throw notFound();
    await repo.deleteRateCard(trx, id);
  });
}

export async function listForwarders(deps: AppDeps): Promise<ForwarderOption[]> {
  return (await repo.listForwarders(deps.db)).map(presentForwarder);
}
