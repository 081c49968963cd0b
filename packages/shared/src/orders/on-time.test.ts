import { describe, expect, it } from 'vitest';
import { lineOnTime, lineOnTimeBoth, summarizeOnTime } from './on-time';

const whole = (receivedOn: string) => ({ quantity: 10, receivedQty: 10, receivedOn });

describe('on-time delivery (D-481)', () => {
  it('a whole line is on time when it arrived on or before the due day', () => {
    expect(lineOnTime(whole('2025-03-09'), '2025-03-10', '2025-04-01')).toBe('on_time');
    expect(lineOnTime(whole('2025-03-10'), '2025-03-10', '2025-04-01')).toBe('on_time');
    expect(lineOnTime(whole('2025-03-11'), '2025-03-10', '2025-03-11')).toBe('late');
  });

  it('a line not yet whole is open until the due day has passed, then late', () => {
    const partial = { quantity: 10, receivedQty: 4, receivedOn: null };
    expect(lineOnTime(partial, '2025-03-10', '2025-03-10')).toBe('open');
    expect(lineOnTime(partial, '2025-03-10', '2025-03-11')).toBe('late');
    expect(lineOnTime({ quantity: 10, receivedQty: 0, receivedOn: null }, '2025-03-10', '2025-03-01')).toBe('open');
  });

  it('a quantity within rounding of the ordered one is whole', () => {
    expect(lineOnTime({ quantity: 0.3, receivedQty: 0.1 + 0.2, receivedOn: '2025-03-01' }, '2025-03-01', '2025-03-01')).toBe('on_time');
  });

  it('no due date: unknown', () => {
    expect(lineOnTime(whole('2025-03-09'), null, '2025-04-01')).toBe('unknown');
  });

  it('measures against the confirmed and the original ship date separately', () => {
    expect(lineOnTimeBoth({ ...whole('2025-03-12'), confirmedShipDate: '2025-03-15', originalShipDate: '2025-03-10' }, '2025-04-01')).toEqual({ confirmed: 'on_time', original: 'late' });
  });

  it('summarizes lines: late wins, then open, then unknown; the rate over decided lines', () => {
    expect(summarizeOnTime(['on_time', 'on_time', 'late', 'open'])).toEqual({ onTime: 2, late: 1, open: 1, unknown: 0, rate: 2 / 3, outcome: 'late' });
    expect(summarizeOnTime(['on_time', 'open'])).toMatchObject({ rate: 1, outcome: 'open' });
    expect(summarizeOnTime(['on_time', 'unknown'])).toMatchObject({ rate: 1, outcome: 'unknown' });
    expect(summarizeOnTime(['on_time', 'on_time'])).toMatchObject({ rate: 1, outcome: 'on_time' });
    expect(summarizeOnTime(['open'])).toMatchObject({ rate: null, outcome: 'open' });
    expect(summarizeOnTime([])).toMatchObject({ rate: null, outcome: 'unknown' });
  });
});
