/** Issue 27 item 3 (D-452): a bill is compared with the quoted amount of the tier the shop performed. */
import { describe, expect, it } from 'vitest';
import { performedQuotedAmount, quotedAmount } from './amounts';

const fees = { fixedRepairPrice: 3500, fixedRenovationPrice: 4600, testFee: 300, repairFee: 2500, renovationFee: 4000, refitFee: 800, paintingFee: 100, exchangeFee: 6000 };
const none = { fixedRepairPrice: null, fixedRenovationPrice: null, testFee: null, repairFee: null, renovationFee: null, refitFee: null, paintingFee: null, exchangeFee: null };

describe('the quoted amount of the performed tier', () => {
  it('takes the fixed price of the tier performed, not both fixed prices added', () => {
    expect(quotedAmount(fees)).toBe(8100);
    expect(performedQuotedAmount(fees, 'R')).toBe(3500);
    expect(performedQuotedAmount(fees, 'P')).toBe(3500);
    expect(performedQuotedAmount(fees, 'O')).toBe(4600);
  });

  it('without fixed prices adds the test fee, the tier fee and painting', () => {
    const byFees = { ...fees, fixedRepairPrice: null, fixedRenovationPrice: null };
    expect(performedQuotedAmount(byFees, 'R')).toBe(2900);
    expect(performedQuotedAmount(byFees, 'O')).toBe(4400);
    expect(performedQuotedAmount(byFees, 'M')).toBe(1200);
  });

  it('test only, evaluation, beyond economic repair and unrepairable: the test fee; exchange: the exchange fee', () => {
    for (const code of ['T', 'E', 'B', 'U']) expect(performedQuotedAmount(fees, code)).toBe(300);
    expect(performedQuotedAmount(fees, 'X')).toBe(6000);
  });

  it('an unknown tier takes the highest fixed price, else the sum of the fees; nothing quoted gives null', () => {
    expect(performedQuotedAmount(fees, null)).toBe(4600);
    expect(performedQuotedAmount({ ...fees, fixedRepairPrice: null, fixedRenovationPrice: null }, null)).toBe(quotedAmount({ ...fees, fixedRepairPrice: null, fixedRenovationPrice: null }));
    expect(performedQuotedAmount(none, 'R')).toBeNull();
    // A tier without a quoted price reads as unknown: an overhaul when only a repair fee was quoted.
    expect(performedQuotedAmount({ ...none, testFee: 300, repairFee: 2500 }, 'O')).toBe(2800);
    expect(performedQuotedAmount(none, null)).toBeNull();
  });
});
