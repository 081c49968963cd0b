/** Repair bill amounts (issue 15 item 6): computed here, checked by the server, shown by the web. */

const cents = (v: number) => Math.round(v * 100) / 100;

export interface BillAmounts {
  subtotal: number;
  taxAmount: number;
  total: number;
}

/** Subtotal = fixed price + equipment cost + man-hour fee; tax = subtotal x rate %; total = subtotal + tax (to the cent). */
export function computeBill(b: { fixedPrice: number; equipmentCost: number; manHourFee: number; taxRate: number }): BillAmounts {
  const subtotal = cents(b.fixedPrice + b.equipmentCost + b.manHourFee);
  const taxAmount = cents((subtotal * b.taxRate) / 100);
  return { subtotal, taxAmount, total: cents(subtotal + taxAmount) };
}

/** The fields whose entered amount differs from the computed one by more than a cent. */
export function billMismatches(b: { fixedPrice: number; equipmentCost: number; manHourFee: number; taxRate: number; taxAmount: number; total: number; invoiceAmount: number }): ('taxAmount' | 'total' | 'invoiceAmount')[] {
  const c = computeBill(b);
  const off = (a: number, e: number) => Math.abs(a - e) > 0.005;
  const out: ('taxAmount' | 'total' | 'invoiceAmount')[] = [];
  if (off(b.taxAmount, c.taxAmount)) out.push('taxAmount');
  if (off(b.total, c.total)) out.push('total');
  if (off(b.invoiceAmount, c.total)) out.push('invoiceAmount');
  return out;
}

/** The quoted amount a bill is compared with: the fixed prices when quoted, else the sum of the fees (null without any). */
export function quotedAmount(q: {
  fixedRepairPrice: number | null; fixedRenovationPrice: number | null; testFee: number | null; repairFee: number | null; renovationFee: number | null;
  refitFee: number | null; paintingFee: number | null; exchangeFee: number | null;
}): number | null {
  const fixed = [q.fixedRepairPrice, q.fixedRenovationPrice].filter((v): v is number => v !== null);
  if (fixed.length > 0) return cents(fixed.reduce((a, v) => a + v, 0));
  const fees = [q.testFee, q.repairFee, q.renovationFee, q.refitFee, q.paintingFee, q.exchangeFee].filter((v): v is number => v !== null);
  return fees.length > 0 ? cents(fees.reduce((a, v) => a + v, 0)) : null;
}
