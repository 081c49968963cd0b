/** Award rules (D-281): split sums, no-bid, quoted quantity, one line per supplier, the reason when the cheapest is not chosen; landed unit cost. */
import { describe, expect, it } from 'vitest';
import { cheapestChosen, checkAwardSplit, landedUnitOf, type SplitOffer } from './award';

const items = [{ rfxItemId: 1, quantity: 10 }, { rfxItemId: 2, quantity: 5 }];
const offers: SplitOffer[] = [
  { rfxItemId: 1, companyId: 7, noBid: false, quoteQty: null, landedUnit: 100 },
  { rfxItemId: 1, companyId: 8, noBid: false, quoteQty: 4, landedUnit: 120 },
  { rfxItemId: 2, companyId: 7, noBid: true, quoteQty: null, landedUnit: null },
  { rfxItemId: 2, companyId: 8, noBid: false, quoteQty: 5, landedUnit: 80 },
];
const keys = (lines: Parameters<typeof checkAwardSplit>[2], reason?: string) => checkAwardSplit(items, offers, lines, reason).map((e) => `${e.path} ${e.errorKey}`);

describe('award split', () => {
  it('accepts the whole RFx to the cheapest and a split up to the RFx quantity', () => {
    expect(keys([{ rfxItemId: 1, companyId: 7, quantity: 10 }, { rfxItemId: 2, companyId: 8, quantity: 5 }])).toEqual([]);
    expect(keys([{ rfxItemId: 1, companyId: 7, quantity: 6 }, { rfxItemId: 1, companyId: 8, quantity: 4 }], 'second source')).toEqual([]);
    // Less than the RFx quantity is allowed (the rest is not bought now).
    expect(keys([{ rfxItemId: 1, companyId: 7, quantity: 3 }])).toEqual([]);
  });
  it('refuses more than the RFx quantity (once per item), more than quoted, a no-bid, an unknown item, a supplier twice', () => {
    expect(keys([{ rfxItemId: 1, companyId: 7, quantity: 7 }, { rfxItemId: 1, companyId: 8, quantity: 4 }], 'x')).toEqual(['lines.0.quantity sourcing.award.over_quantity']);
    expect(keys([{ rfxItemId: 1, companyId: 8, quantity: 4.001 }], 'x')).toEqual(['lines.0.quantity sourcing.award.over_offer']);
    expect(keys([{ rfxItemId: 2, companyId: 7, quantity: 1 }])).toEqual(['lines.0.companyId sourcing.award.no_bid']);
    expect(keys([{ rfxItemId: 3, companyId: 7, quantity: 1 }])).toEqual(['lines.0.rfxItemId sourcing.award.unknown_item']);
    expect(keys([{ rfxItemId: 1, companyId: 9, quantity: 1 }])).toEqual(['lines.0.companyId sourcing.award.no_offer']);
    expect(keys([{ rfxItemId: 1, companyId: 7, quantity: 1 }, { rfxItemId: 1, companyId: 7, quantity: 1 }])).toEqual(['lines.1.companyId sourcing.award.duplicate']);
  });
  it('asks a reason when any quantity leaves the cheapest offer (ties count as cheapest)', () => {
    expect(keys([{ rfxItemId: 1, companyId: 8, quantity: 4 }])).toEqual(['reason sourcing.award.reason_required']);
    expect(keys([{ rfxItemId: 1, companyId: 8, quantity: 4 }], '   ')).toEqual(['reason sourcing.award.reason_required']);
    const tie: SplitOffer[] = [offers[0]!, { ...offers[1]!, landedUnit: 100 }];
    expect(cheapestChosen(tie, [{ rfxItemId: 1, companyId: 8, quantity: 4 }])).toBe(true);
  });
});

describe('landed unit cost', () => {
  it('is price per unit plus the other fees spread over the quoted (else the RFx) quantity', () => {
    expect(landedUnitOf({ unitPrice: 500, priceUnit: 10, otherFees: [{ amount: 20 }, { amount: 10 }], quoteQty: 6 }, 12)).toEqual({ perUnit: 55, feesPerUnit: 5 });
    expect(landedUnitOf({ unitPrice: 100, priceUnit: 1, otherFees: [{ amount: 24 }], quoteQty: null }, 12)).toEqual({ perUnit: 102, feesPerUnit: 2 });
    expect(landedUnitOf({ unitPrice: null, priceUnit: 1, otherFees: [], quoteQty: 1 }, 1)).toEqual({ perUnit: null, feesPerUnit: 0 });
  });
});
