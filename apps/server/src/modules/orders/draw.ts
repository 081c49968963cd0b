/**
 * An order's items drawing on agreement lines (issue 25 item 6, D-610..D-613), inside the intake's
 * transaction: the reference is checked (same supplier, agreement confirmed or in force, same part
 * or the part it replaces, same unit and currency), the lines are locked, and an item beyond the
 * line's remaining quantity or on an expired agreement is refused or taken with a warning, as
 * `AGREEMENT_DRAW_EXCESS` says.
 */
import type { OrderIntake } from '@aerosupply/shared/orders/schemas';
import type { Database } from '../../db/database';
import { AppError, type AppFieldError } from '../../platform/errors';
import type { TimelineActor, TimelineEntryInput } from '../../platform/timeline';
import { agreementLinesToDraw, drawKey } from '../agreements';
import { drawnByOtherOrders, drawnOnAgreements } from './draw-repo';

/** Agreement states an order may draw on; an expired one is the expiry rule's (refused or warned). */
const DRAWABLE = ['confirmed', 'active', 'expired'];

export interface ItemDraw {
  agreementId: number;
  agreementNo: string;
  lineNo: number;
}

export interface DrawWarning {
  path: string;
  key: string;
  params: Record<string, string | number>;
  itemNo: number;
}

export interface DrawCheck {
  /** By item number: the line the item draws on. */
  draws: Map<number, ItemDraw>;
  /** What the setting let through (empty when it refuses). */
  warnings: DrawWarning[];
}

const samePn = (a: string, b: string | null) => b !== null && a.trim().toUpperCase() === b.trim().toUpperCase();
/** Quantities have 3 decimals: compared in thousandths. */
const milli = (q: number) => Math.round(q * 1000);
const qty = (m: number) => String(m / 1000);

/** What the check reads of an order: its number, currency and items (an intake body, or an order's items after an accepted change). */
export interface DrawInput {
  orderNo: string;
  currency: string;
  items: readonly (Pick<OrderIntake['items'][number], 'itemNo' | 'partNumber' | 'quantity' | 'agreementNo' | 'agreementLineNo'> & { unit: string })[];
}

/**
 * The check of an order's draw: refusals of wrong references (400), then the lines' remaining
 * quantities and expiry (`expiry: false` for an accepted change: the order was placed before).
 */
export async function checkDraw(db: Database, input: DrawInput, supplierId: number, opts: { policy: 'refuse' | 'warn'; today: string; lock: boolean; expiry?: boolean }): Promise<DrawCheck> {
  const errors: AppFieldError[] = [];
  const named: { n: number; item: DrawInput['items'][number]; agreementNo: string; lineNo: number }[] = [];
  input.items.forEach((item, n) => {
    if (item.agreementNo === undefined && item.agreementLineNo === undefined) return;
    if (item.agreementNo === undefined) errors.push({ path: `items.${n}.agreementNo`, errorKey: 'orders.agreement.no_required' });
    else if (item.agreementLineNo === undefined) errors.push({ path: `items.${n}.agreementLineNo`, errorKey: 'orders.agreement.line_required' });
    else named.push({ n, item, agreementNo: item.agreementNo, lineNo: item.agreementLineNo });
  });
  if (errors.length) throw new AppError(400, errors[0]!.errorKey, errors[0]!.params, errors);
  const draws = new Map<number, ItemDraw>();
  if (named.length === 0) return { draws, warnings: [] };

  const lines = await agreementLinesToDraw(db, named, opts.lock);
  let currencyChecked = false;
  for (const { n, item, agreementNo, lineNo } of named) {
    const d = lines.get(drawKey(agreementNo, lineNo));
    const at = (field: string) => `items.${n}.${field}`;
    if (!d) errors.push({ path: at('agreementNo'), errorKey: 'orders.agreement.unknown', params: { agreementNo } });
    else if (d.companyId !== supplierId) errors.push({ path: at('agreementNo'), errorKey: 'orders.agreement.other_supplier', params: { agreementNo } });
    else if (!DRAWABLE.includes(d.status)) errors.push({ path: at('agreementNo'), errorKey: 'orders.agreement.not_in_force', params: { agreementNo } });
    else if (!d.line) errors.push({ path: at('agreementLineNo'), errorKey: 'orders.agreement.unknown_line', params: { agreementNo, lineNo } });
    else {
      if (!samePn(item.partNumber, d.line.partNumber) && !samePn(item.partNumber, d.line.replacesPn)) {
        errors.push({ path: at('partNumber'), errorKey: 'orders.agreement.other_part', params: { agreementNo, lineNo, partNumber: d.line.partNumber } });
      }
      if (item.unit !== d.line.unit) errors.push({ path: at('unit'), errorKey: 'orders.agreement.other_unit', params: { agreementNo, lineNo, unit: d.line.unit } });
      if (input.currency !== d.currency && !currencyChecked) {
        errors.push({ path: 'currency', errorKey: 'orders.agreement.other_currency', params: { agreementNo, currency: d.currency } });
        currencyChecked = true;
      }
      draws.set(item.itemNo, { agreementId: d.agreementId, agreementNo: d.agreementNo, lineNo });
    }
  }
  if (errors.length) throw new AppError(400, errors[0]!.errorKey, errors[0]!.params, errors);

  // What other orders drew (this order's earlier version is replaced by this one), then this order's items in turn.
  const drawn = await drawnByOtherOrders(db, [...draws.values()].map((d) => ({ agreementId: d.agreementId, lineNo: d.lineNo })), input.orderNo);
  const used = new Map(drawn.map((r) => [`${r.agreement_id}/${r.line_no}`, milli(Number(r.quantity))]));
  const excess: DrawWarning[] = [];
  for (const { n, item, agreementNo, lineNo } of named) {
    const d = lines.get(drawKey(agreementNo, lineNo))!;
    const line = d.line!;
    if (opts.expiry !== false && (d.status === 'expired' || opts.today > d.validTo)) excess.push({ path: `items.${n}.agreementNo`, key: 'orders.agreement.expired', params: { agreementNo, validTo: d.validTo }, itemNo: item.itemNo });
    const key = `${d.agreementId}/${lineNo}`;
    const before = used.get(key) ?? 0;
    const after = before + milli(item.quantity);
    used.set(key, after);
    if (after > milli(line.quantity)) {
      excess.push({ path: `items.${n}.quantity`, key: 'orders.agreement.over_remaining', params: { agreementNo, lineNo, remaining: qty(Math.max(0, milli(line.quantity) - before)), quantity: qty(milli(item.quantity)) }, itemNo: item.itemNo });
    }
  }
  if (excess.length && opts.policy === 'refuse') {
    throw new AppError(409, excess[0]!.key, excess[0]!.params, excess.map((e) => ({ path: e.path, errorKey: e.key, params: e.params })));
  }
  return { draws, warnings: excess };
}

/** The order's history entries of the warnings (D-612): one per item and rule, the note naming item, agreement line and quantities. */
export function drawWarningEntries(orderId: number, warnings: readonly DrawWarning[], actor: TimelineActor | null): TimelineEntryInput[] {
  return warnings.map((w) => ({
    subject: { type: 'purchase_order', id: orderId },
    kind: 'order',
    action: w.key === 'orders.agreement.expired' ? 'agreement_expired' : 'agreement_over_remaining',
    note:
      w.key === 'orders.agreement.expired'
        ? `${w.itemNo} · ${w.params.agreementNo} · ${w.params.validTo}`
        : `${w.itemNo} · ${w.params.agreementNo}/${w.params.lineNo} · ${w.params.quantity} > ${w.params.remaining}`,
    actor,
  }));
}

export interface AgreementLineDrawn {
  agreementId: number;
  lineNo: number;
  quantity: number;
  amount: number;
  itemCount: number;
}

/** What non-cancelled, non-rejected order items drew on each line of these agreements (D-611), for the agreement's detail. */
export async function consumedByAgreementLines(db: Database, agreementIds: readonly number[]): Promise<AgreementLineDrawn[]> {
  const rows = await drawnOnAgreements(db, agreementIds);
  return rows.map((r) => ({ agreementId: r.agreement_id, lineNo: r.line_no, quantity: Number(r.quantity), amount: Number(r.amount), itemCount: r.items }));
}
