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

type QuotedFees = Parameters<typeof quotedAmount>[0];

/**
 * The quoted amount for the tier a shop performed (issue 27 item 3, D-452): repair or partial
 * repair its fixed repair price, overhaul its fixed overhaul price, else the test fee with that
 * tier's fee (and painting); test, evaluation, beyond economic repair and unrepairable the test fee;
 * modification the test and refit fees; exchange the exchange fee. Without a known tier (or a price
 * quoted for it), the highest fixed price (a bill is flagged only above every tier) or the sum of the
 * fees.
 */
export function performedQuotedAmount(q: QuotedFees, processCode: string | null): number | null {
  const sum = (...values: (number | null)[]) => {
    const known = values.filter((v): v is number => v !== null);
    return known.length > 0 ? cents(known.reduce((a, v) => a + v, 0)) : null;
  };
  const unknownTier = () => {
    const fixed = [q.fixedRepairPrice, q.fixedRenovationPrice].filter((v): v is number => v !== null);
    return fixed.length > 0 ? Math.max(...fixed) : quotedAmount(q);
  };
  // A tier the shop quoted no price for is read as an unknown tier.
  const tier = (fixed: number | null, fee: number | null) => fixed ?? (fee === null ? unknownTier() : sum(q.testFee, fee, q.paintingFee));
  switch (processCode) {
    case 'R':
    case 'P':
      return tier(q.fixedRepairPrice, q.repairFee);
    case 'O':
      return tier(q.fixedRenovationPrice, q.renovationFee);
    case 'M':
      return tier(null, q.refitFee);
    case 'T':
    case 'E':
    case 'B':
    case 'U':
      return q.testFee ?? unknownTier();
    case 'X':
      return q.exchangeFee ?? unknownTier();
    default:
      return unknownTier();
  }
}

