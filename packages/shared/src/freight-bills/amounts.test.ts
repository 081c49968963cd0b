import { describe, expect, it } from 'vitest';
import { differenceOf, expectedAmount, invoiceMatches, totalFreightOf, weightInKg } from './amounts';

describe('freight bill amounts (D-362)', () => {
  it('adds the five fees in cents', () => {
    expect(totalFreightOf({ feeOperation: 0.1, feeLevel: 0.2, feeBilling: 100, feeRoute: 2500.55, feeAdditional: 0 })).toBe(2600.85);
  });
  it('checks the invoice amount to the cent', () => {
    expect(invoiceMatches(2600.85, 2600.85)).toBe(true);
    expect(invoiceMatches(2600.86, 2600.85)).toBe(false);
  });
  it('gives max(minimum, kg x rate) and the difference', () => {
    expect(weightInKg(100, 'lb')).toBe(45.359);
    expect(expectedAmount(120, { ratePerKg: 18.5, minCharge: 500 })).toBe(2220);
    expect(expectedAmount(10, { ratePerKg: 18.5, minCharge: 500 })).toBe(500);
    expect(differenceOf(2300, 2220)).toBe(80);
  });
});
