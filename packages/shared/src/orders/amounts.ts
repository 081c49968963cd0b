/**
 * Order amounts (spec 001 §3 'Purchase order', D-222): unit prices exclude Chinese VAT. Per item:
 * net = quantity x unit price, VAT = net x VAT rate, total = net + VAT, each rounded to cents. Per
 * order: VAT-exclusive = sum of nets, VAT = sum of item VAT, VAT-inclusive = VAT-exclusive + VAT +
 * fee. Amounts a sender states must match these within one cent.
 */

/** Rounds to cents, half away from zero, without binary drift (0.285 -> 0.29). */
export function cents(value: number): number {
  const scaled = Math.round(Math.abs(value) * 100 + 1e-7);
  return (Math.sign(value) * scaled) / 100;
}

export interface ItemAmounts {
  net: number;
  vat: number;
  total: number;
}

/** `vatRate` as a fraction (0.13 for 13 %). */
export function itemAmounts(quantity: number, unitPrice: number, vatRate: number): ItemAmounts {
  const net = cents(quantity * unitPrice);
  const vat = cents(net * vatRate);
  return { net, vat, total: cents(net + vat) };
}

export interface OrderAmounts {
  netAmount: number;
  vatAmount: number;
  fee: number;
  totalAmount: number;
}

export function orderAmounts(items: readonly { quantity: number; unitPrice: number; vatRate: number }[], fee = 0): OrderAmounts {
  let net = 0;
  let vat = 0;
  for (const i of items) {
    const a = itemAmounts(i.quantity, i.unitPrice, i.vatRate);
    net += a.net;
    vat += a.vat;
  }
  const netAmount = cents(net);
  const vatAmount = cents(vat);
  return { netAmount, vatAmount, fee: cents(fee), totalAmount: cents(netAmount + vatAmount + fee) };
}

/** Whether a stated amount matches the computed one (one cent of tolerance for the sender's rounding). */
export const sameAmount = (stated: number, computed: number): boolean => Math.abs(stated - computed) <= 0.01 + 1e-9;

/** Sum of the delivery lines' scheduled quantities, compared with the item's quantity at 3 decimals. */
export const sameQuantity = (a: number, b: number): boolean => Math.abs(a - b) < 0.0005;
