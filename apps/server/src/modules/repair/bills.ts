/** Repair bills (issue 15, issue 27): entered by the shop once shipped, checked against the performed tier and the cap (D-452), reviewed by finance. */
import { COUNT_CAP, translate, type Lang, type Page } from '@aerosupply/shared';
import { billMismatches, computeBill, performedQuotedAmount } from '@aerosupply/shared/repair/amounts';
import type { BillBody, BillListQuery } from '@aerosupply/shared/repair/schemas';
import type { BillView, RepairOrderDetail } from '@aerosupply/shared/repair/responses';
import { BILL_ORDER_OUTCOME, statusAction, type InitialStatus, type RepairOrderStatus } from '@aerosupply/shared/repair/workflow';
import { formatDateTime } from '@aerosupply/shared/format/dates';
import { columnsIn, pagedRows, streamWorkbook, type ColumnDef, type ExportFile } from '../../platform/export/xlsx';
import { mapPage } from '../../platform/db/paging';
import type { Actor, AppDeps } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { scopeOf } from '../../platform/tenancy/scope';
import { assertMayOnBill, assertMayOnOrder, assertOrderStateAllows } from './policy';
import { presentBill, quotedFees } from './presenter';
import { notifyShops } from './notices';
import { changeStatus, lockOrderFacts, orderDetail } from './orders';
import * as repo from './repo';
import { recordEvent } from '../webhooks';

const num = (v: string | null) => (v === null ? null : Number(v));

// ---- bills ----

/** The shop enters (or corrects) its bill once the order is shipped; amounts are checked and compared with the quotation. */
export async function submitBill(deps: AppDeps, actor: Actor, orderId: number, b: BillBody): Promise<RepairOrderDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const { o, facts } = await lockOrderFacts(trx, actor, orderId);
    const existing = await repo.findBillOfOrder(trx, orderId);
    if (existing && existing.status === 'not_approved') {
      await repo.lockBill(trx, scopeOf(actor), existing.id);
      assertMayOnBill(existing, actor, 'resubmit');
    }
    assertMayOnOrder(facts, actor, 'submit_bill');
    const wrong = billMismatches(b);
    const computed = computeBill(b);
    if (wrong.length > 0) {
      // The message names the amount the field should hold (issue 27: it showed its placeholder).
      const expected = (wrong[0] === 'taxAmount' ? computed.taxAmount : computed.total).toFixed(2);
      throw new AppError(400, 'repair.bill.amount_mismatch', { expected }, [{ path: wrong[0]!, errorKey: 'repair.bill.amount_mismatch', params: { expected } }]);
    }
    const { subtotal } = computed;
    // Compared with the tier the shop performed, once it said which (D-452).
    const quote = o.process_code ? await repo.findQuote(trx, o.quote_id) : undefined;
    const performed = quote ? performedQuotedAmount(quotedFees(quote), o.process_code) : num(o.quoted_amount);
    // An exchange's late core is charged at the quotation's fee per day on top of the exchange fee (D-456).
    const lateCore = num(o.core_overdue_charge) ?? 0;
    const quoted = performed === null ? null : Math.round((performed + lateCore) * 100) / 100;
    if (quote) await repo.updateOrder(trx, orderId, { quoted_amount: quoted });
    const cap = num(o.cap_fee);
    await repo.saveBill(trx, {
      order_id: orderId,
      company_id: o.company_id,
      invoice_no: b.invoiceNo,
      invoice_amount: b.invoiceAmount,
      tax_rate: b.taxRate,
      fixed_price: b.fixedPrice,
      equipment_cost: b.equipmentCost,
      man_hour_fee: b.manHourFee,
      tax_amount: b.taxAmount,
      total: b.total,
      currency: b.currency,
      supplier_notes: b.supplierNotes ?? null,
      over_quotation: quoted !== null && subtotal > quoted + 0.005,
      over_cap: cap !== null && subtotal > cap + 0.005,
      submitted_at: now,
    }, existing ? existing.id : null);
    if (o.status !== 'bill_to_be_updated') {
      assertMayOnOrder(facts, actor, statusAction('bill_to_be_updated'));
      await changeStatus(trx, actor, orderId, o.status, 'to_bill_to_be_updated', b.invoiceNo, now);
    }
    return orderDetail(trx, actor, scopeOf(actor), orderId, now);
  });
}

export async function searchBills(deps: AppDeps, actor: Actor, q: BillListQuery): Promise<Page<BillView>> {
  return mapPage(await repo.listBills(deps.db, scopeOf(actor), q), (b) => presentBill(b, actor));
}

const BILL_COLUMNS: ColumnDef[] = [
  ['orderNo', 'repair.bill_col.orderNo', 18], ['shop', 'repair.bill_col.shop', 28], ['invoiceNo', 'repair.bill_col.invoiceNo', 16], ['status', 'repair.bill_col.status', 12],
  ['fixedPrice', 'repair.bill_col.fixedPrice', 12], ['equipmentCost', 'repair.bill_col.equipmentCost', 12], ['manHourFee', 'repair.bill_col.manHourFee', 12],
  ['taxRate', 'repair.bill_col.taxRate', 10], ['taxAmount', 'repair.bill_col.taxAmount', 12], ['total', 'repair.bill_col.total', 14], ['currency', 'repair.bill_col.currency', 8],
  ['quotedAmount', 'repair.bill_col.quotedAmount', 14], ['flags', 'repair.bill_col.flags', 24], ['reason', 'repair.bill_col.reason', 30],
  ['submittedAt', 'repair.bill_col.submittedAt', 18], ['reviewedAt', 'repair.bill_col.reviewedAt', 18],
];

/** The current bill search as Excel (at most COUNT_CAP rows), headers, statuses and flags in the reader's language. */
export function exportBills(deps: AppDeps, actor: Actor, q: BillListQuery, lang: Lang): ExportFile {
  const tz = deps.config.companyTimeZone;
  const next = pagedRows(
    (page, pageSize) => searchBills(deps, actor, { ...q, page, pageSize }),
    (b) => ({
      orderNo: b.orderNo, shop: lang === 'en' && b.companyNameEn ? b.companyNameEn : b.companyName, invoiceNo: b.invoiceNo, status: translate(`repair.bill_status.${b.status}`, lang),
      fixedPrice: b.fixedPrice, equipmentCost: b.equipmentCost, manHourFee: b.manHourFee, taxRate: b.taxRate, taxAmount: b.taxAmount, total: b.total, currency: b.currency,
      quotedAmount: b.quotedAmount, reason: b.reason ?? '',
      flags: [b.overQuotation ? 'over_quotation' : null, b.overCap ? 'over_cap' : null].filter((x) => x !== null).map((x) => translate(`repair.bill_flag.${x}`, lang)).join(', '),
      submittedAt: formatDateTime(b.submittedAt, tz), reviewedAt: b.reviewedAt ? formatDateTime(b.reviewedAt, tz) : '',
    }),
  );
  return { filename: `${translate('repair.bill_export.file', lang)}.xlsx`, stream: streamWorkbook(translate('repair.bill_export.sheet', lang), columnsIn(BILL_COLUMNS, lang), next, COUNT_CAP) };
}

/** Staff review: approved -> payment agreed; not approved (with a reason) -> rejection at first instance. */
/** Finance approves (with an optional comment) or does not approve (with its reason) a bill; either note goes to the order's history. */
export async function reviewBill(deps: AppDeps, actor: Actor, billId: number, decision: 'approve' | 'reject', note: string | null): Promise<BillView> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const scope = scopeOf(actor);
    const bill0 = await repo.findBill(trx, scope, billId);
    if (!bill0) throw notFound();
    const { o, facts } = await lockOrderFacts(trx, actor, bill0.order_id);
    const bill = (await repo.lockBill(trx, scope, billId))!;
    assertMayOnBill(bill, actor, decision);
    const to = BILL_ORDER_OUTCOME[decision];
    // The review is the only way to these statuses (D-380): their rows are open to no person, so only the order's state is checked here.
    const orderAction = statusAction(to as Exclude<RepairOrderStatus, InitialStatus>);
    assertOrderStateAllows(facts, orderAction);
    const reason = decision === 'reject' ? note : null;
    await repo.reviewBill(trx, billId, decision, { reason, reviewed_at: now, reviewer_name: actor.realName });
    await changeStatus(trx, actor, o.id, o.status, orderAction, note, now);
    await notifyShops(deps, trx, [o.company_id], 'repair.bill_reviewed', { orderNo: o.order_no, invoiceNo: bill0.invoice_no, decision: { phrase: decision === 'approve' ? 'repair.bill.approved' : 'repair.bill.not_approved' }, reason: reason ?? '' }, `/sup/repair-orders/${o.id}`);
    const view = presentBill((await repo.findBill(trx, scope, billId))!, actor);
    if (decision === 'approve') await recordEvent(trx, { type: 'repair_bill.approved', subject: { type: 'repair_bill', id: billId }, payload: view });
    return view;
  });
}
