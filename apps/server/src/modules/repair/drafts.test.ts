/**
 * Issue 27 item 1: a held repair quotation or price-round answer (spec 001 §4 "hold (temporary
 * storage)") is the shop's unsent draft. Staff see that it exists, and no staff answer holds any of
 * its figures (each staff route searched for a distinctive amount); the shop reads its own draft;
 * once submitted, staff see everything.
 */
import { describe, expect, it } from 'vitest';
import { ok } from '../supplier-review/test-fixtures';
import { inquiryBody, useRepairTestApp } from './test-fixtures';

const { r, call } = useRepairTestApp();
const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

/** Amounts no demo record holds: finding one in an answer means the draft leaked. */
const SECRET = { testFee: 3917.41, repairFee: 4729.63, capFee: 8461.27, tier: 5813.39 };
const secrets = Object.values(SECRET).map(String);
const leaks = (text: string) => secrets.filter((s) => text.includes(s));

/** Every staff GET of the repair module that could show a quotation or an answer. */
const staffReads = (inquiryId: number, roundId: number, pn: string, roundPn: string) => [
  '/api/repair/inquiries',
  `/api/repair/inquiries?pn=${pn}`,
  `/api/repair/inquiries/${inquiryId}`,
  `/api/repair/shop-candidates?pn=${pn}`,
  '/api/repair/orders',
  '/api/repair/bills',
  '/api/repair/price-rounds',
  `/api/repair/price-rounds/${roundId}`,
  `/api/repair/price-list?pn=${roundPn}`,
];

describe('repair drafts stay private until submitted (issue 27 item 1)', () => {
  it('no staff answer holds a figure of a held quotation or price-round answer; the shop reads its own; submitted, staff see it', async () => {
    const pn = `DRAFT-${Date.now().toString(36).toUpperCase()}`;
    const inquiry = ok<{ id: number }>(
      await call('POST', '/api/repair/inquiries', inquiryBody([r.a, r.b], { pn, description: 'Fuel pump 燃油泵', serialNumbers: ['FP1'] })),
    );
    const quote = (submit: boolean) => ({
      submit, testFee: SECRET.testFee, repairFee: SECRET.repairFee, capFee: SECRET.capFee, leadTimeDays: 12, currency: 'USD', certificateType: 'CAAC_AAC_038', warrantyCode: 'DR', warrantyValue: 365,
      liabilityFlightHours: 1000, liabilityFlightCycles: 800, liabilityShelfDays: 365, claimDays: 30, manufacturerBearsFreight: true, remarks: 'draft remark',
      tiers: [{ startQty: 1, price: SECRET.tier, deliveryDays: 12, currency: 'USD' }],
    });
    ok(await call('PUT', `/api/sup/repair/inquiries/${inquiry.id}/quote`, quote(false), r.supA));

    const roundPn = `${pn}-W`;
    const round = ok<{ id: number }>(
      await call('POST', '/api/repair/price-rounds', {
        title: 'Draft check', materialGroup: 'landing_gear', validFrom: new Date().toISOString().slice(0, 10), validTo: '2099-12-31', quotationDeadline: hours(24),
        lines: [{ pn: roundPn, description: 'Main wheel' }], shops: [r.a, r.b],
      }),
    );
    const answer = (submit: boolean) => ({ submit, remarks: 'draft answer', lines: [{ pn: roundPn, tiers: [{ startQty: 1, price: SECRET.tier, deliveryDays: 5, currency: 'USD' }] }] });
    ok(await call('PUT', `/api/sup/repair/price-rounds/${round.id}/answer`, answer(false), r.supA));

    // Staff (buyer and finance) see that the drafts exist, nothing of them.
    for (const token of [r.buyer, r.finance]) {
      for (const url of staffReads(inquiry.id, round.id, pn, roundPn)) {
        const res = await call('GET', url, undefined, token);
        if (res.statusCode === 403) continue;
        expect(res.statusCode, url).toBe(200);
        expect(leaks(res.body), url).toEqual([]);
        expect(res.body, url).not.toContain('draft remark');
        expect(res.body, url).not.toContain('draft answer');
      }
    }
    const detail = ok<{ quotes: { companyId: number; status: string; testFee: number | null; tiers: unknown[]; quotedAmount: number | null; currency: string | null }[] }>(await call('GET', `/api/repair/inquiries/${inquiry.id}`));
    expect(detail.quotes.find((q) => q.companyId === r.a)).toMatchObject({ status: 'hold', testFee: null, tiers: [], quotedAmount: null, currency: null });
    const roundDetail = ok<{ answers: { companyId: number; status: string; lines: { pn: string; tiers: unknown[] }[] }[] }>(await call('GET', `/api/repair/price-rounds/${round.id}`));
    expect(roundDetail.answers.find((x) => x.companyId === r.a)).toMatchObject({ status: 'hold', lines: [{ pn: roundPn, tiers: [] }] });

    // The shop reads its own drafts whole.
    const own = await call('GET', `/api/sup/repair/inquiries/${inquiry.id}`, undefined, r.supA);
    expect(leaks(own.body).sort()).toEqual([...secrets].sort());
    const ownRound = await call('GET', `/api/sup/repair/price-rounds/${round.id}`, undefined, r.supA);
    expect(leaks(ownRound.body)).toEqual([String(SECRET.tier)]);

    // Submitted, the figures reach the staff.
    ok(await call('PUT', `/api/sup/repair/inquiries/${inquiry.id}/quote`, quote(true), r.supA));
    ok(await call('PUT', `/api/sup/repair/price-rounds/${round.id}/answer`, answer(true), r.supA));
    expect(leaks((await call('GET', `/api/repair/inquiries/${inquiry.id}`)).body).sort()).toEqual([...secrets].sort());
    expect(leaks((await call('GET', `/api/repair/price-rounds/${round.id}`)).body)).toEqual([String(SECRET.tier)]);
  });
});
