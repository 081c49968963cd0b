/**
 * Issue 27 item 4 (D-449): a repair quotation's validity date is enforced. Submitting one whose date
 * has passed is refused on the field; a submitted one whose date passes later shows it and can no
 * longer be awarded (409 with the reason).
 */
import { describe, expect, it } from 'vitest';
import { ok } from '../supplier-review/test-fixtures';
import { inquiryBody, useRepairTestApp } from './test-fixtures';

const { r, call } = useRepairTestApp();
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

interface Quote { id: number; companyId: number; validUntil: string | null; validityPassed: boolean; actions: string[] }

describe('repair quotation validity (issue 27 item 4)', () => {
  it('refuses to submit a quotation already past its validity, and to award one whose validity passed after submitting', async () => {
    const inquiry = ok<{ id: number }>(
      await call('POST', '/api/repair/inquiries', inquiryBody([r.a, r.b], { description: 'Starter 起动机', serialNumbers: ['ST1'], faultContent: 'No start' })),
    );
    const quote = (validUntil: string) => ({ submit: true, repairFee: 2500, leadTimeDays: 10, currency: 'USD', validUntil, tiers: [] });

    const late = await call('PUT', `/api/sup/repair/inquiries/${inquiry.id}/quote`, quote(day(-2)), r.supA);
    expect(late.statusCode).toBe(400);
    expect(late.json().fields).toEqual([expect.objectContaining({ path: 'validUntil', message: 'The quotation’s validity date has passed: it cannot be submitted or awarded' })]);

    ok(await call('PUT', `/api/sup/repair/inquiries/${inquiry.id}/quote`, quote(day(10)), r.supA));
    let mine = ok<{ quotes: Quote[] }>(await call('GET', `/api/repair/inquiries/${inquiry.id}`)).quotes.find((q) => q.companyId === r.a)!;
    expect(mine).toMatchObject({ validityPassed: false, actions: ['award'] });

    // Time passes: the validity date is now behind us.
    await r.t.deps.db.updateTable('repair_quotes').set({ valid_until: day(-2) }).where('id', '=', mine.id).execute();
    mine = ok<{ quotes: Quote[] }>(await call('GET', `/api/repair/inquiries/${inquiry.id}`)).quotes.find((q) => q.companyId === r.a)!;
    expect(mine).toMatchObject({ validUntil: day(-2), validityPassed: true, actions: [] });
    const award = await call('POST', `/api/repair/quotes/${mine.id}/award`);
    expect(award.statusCode).toBe(409);
    expect(award.json().msg).toBe('The quotation’s validity date has passed: it cannot be submitted or awarded');
  });
});
