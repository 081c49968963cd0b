import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, rescaleLines } from './rescale';

const lines = (...q: number[]) => q.map((quantity, i) => ({ quantity, needByDate: `2026-12-${String(10 + i).padStart(2, '0')}`, code: `L${i + 1}` }));
const qty = (r: ({ quantity: number } | null)[]) => r.map((l) => (l ? l.quantity : null));

describe('rescaling delivery lines on an accepted change (D-292)', () => {
  it('splits a new quantity in proportion, in whole units, adding up exactly', () => {
    expect(qty(rescaleLines(lines(2, 1), { oldQuantity: 3, newQuantity: 6, oldShipDate: '2026-12-10', newShipDate: '2026-12-10' }))).toEqual([4, 2]);
    expect(qty(rescaleLines(lines(5, 3, 2), { oldQuantity: 10, newQuantity: 7, oldShipDate: '2026-12-10', newShipDate: '2026-12-10' }))).toEqual([4, 2, 1]);
    expect(qty(rescaleLines(lines(1, 1, 1), { oldQuantity: 3, newQuantity: 4, oldShipDate: '2026-12-10', newShipDate: '2026-12-10' }))).toEqual([2, 1, 1]);
  });

  it('uses thousandths for fractional quantities and drops a line whose share is nothing', () => {
    const r = rescaleLines(lines(1.5, 0.5), { oldQuantity: 2, newQuantity: 1.001, oldShipDate: '2026-12-10', newShipDate: '2026-12-10' });
    expect(qty(r)).toEqual([0.751, 0.25]);
    expect(qty(rescaleLines(lines(9, 1), { oldQuantity: 10, newQuantity: 1, oldShipDate: '2026-12-10', newShipDate: '2026-12-10' }))).toEqual([1, null]);
  });

  it('moves every need-by date by the item date shift and keeps the other fields', () => {
    const r = rescaleLines(lines(2, 1), { oldQuantity: 3, newQuantity: 3, oldShipDate: '2026-12-10', newShipDate: '2027-01-02' });
    expect(r.map((l) => l && [l.needByDate, l.code, l.quantity])).toEqual([
      ['2027-01-02', 'L1', 2],
      ['2027-01-03', 'L2', 1],
    ]);
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
  });
});
