import { describe, expect, it } from 'vitest';
import { cents, itemAmounts, orderAmounts, sameAmount } from './amounts';

describe('order amounts (D-222: unit prices exclude VAT)', () => {
  it('rounds to cents half away from zero without binary drift', () => {
    expect(cents(0.285)).toBe(0.29);
    expect(cents(1.005)).toBe(1.01);
    expect(cents(-1.005)).toBe(-1.01);
    expect(cents(2.675)).toBe(2.68);
  });

  it('computes an item: net = qty x price, VAT on the net, total = net + VAT', () => {
    expect(itemAmounts(3, 1250.5, 0.13)).toEqual({ net: 3751.5, vat: 487.7, total: 4239.2 });
    expect(itemAmounts(2.5, 10.333, 0)).toEqual({ net: 25.83, vat: 0, total: 25.83 });
  });

  it('sums the order: VAT-exclusive, VAT, fee and VAT-inclusive', () => {
    const a = orderAmounts([{ quantity: 3, unitPrice: 1250.5, vatRate: 0.13 }, { quantity: 10, unitPrice: 8.88, vatRate: 0.06 }], 100);
    expect(a).toEqual({ netAmount: 3840.3, vatAmount: 493.03, fee: 100, totalAmount: 4433.33 });
  });

  it('accepts a stated amount within one cent and refuses a VAT-inclusive price stated as net', () => {
    expect(sameAmount(3751.51, 3751.5)).toBe(true);
    expect(sameAmount(3751.52, 3751.5)).toBe(false);
    const inclusive = itemAmounts(3, 1250.5 * 1.13, 0.13);
    expect(sameAmount(inclusive.net, itemAmounts(3, 1250.5, 0.13).net)).toBe(false);
  });
});
