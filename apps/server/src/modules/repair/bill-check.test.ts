/**
 * Issue 27 item 3 (D-452): a bill is checked against the quoted amount of the tier the shop performed
 * (a repair quoted 3,500 with an overhaul at 4,600, billed 4,500 after a repair, is 1,000 over), and
 * finance sees by how much; after an overhaul the same bill is within the quotation.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fakeUpload, ok } from '../supplier-review/test-fixtures';
import { inquiryBody, useRepairTestApp } from './test-fixtures';

const { r, call } = useRepairTestApp();

interface Bill { quotedAmount: number | null; overQuotation: boolean; overCap: boolean; quotationExcess: number | null; capExcess: number | null }

/** An order quoted 3,500 (repair) / 4,600 (overhaul) with a cap of 5,000, shipped after `processCode`, billed 4,500 before tax. */
async function billedAfter(processCode: string): Promise<{ quotedAtAward: number | null; bill: Bill }> {
  const inquiry = ok<{ id: number }>(
    await call('POST', '/api/repair/inquiries', inquiryBody([r.a, r.b], { pn: `BILL-${randomBytes(4).toString('hex').toUpperCase()}`, description: 'Valve 活门', serialNumbers: ['V1'], repairLevel: 'R' })),
  );
  ok(await call('PUT', `/api/sup/repair/inquiries/${inquiry.id}/quote`, { submit: true, fixedRepairPrice: 3500, fixedRenovationPrice: 4600, capFee: 5000, leadTimeDays: 10, currency: 'USD', tiers: [] }, r.supA));
  const quote = ok<{ quotes: { id: number; companyId: number }[] }>(await call('GET', `/api/repair/inquiries/${inquiry.id}`)).quotes.find((q) => q.companyId === r.a)!;
  const order = ok<{ id: number; quotedAmount: number | null }>(await call('POST', `/api/repair/quotes/${quote.id}/award`));
  const status = (s: string, extra: Record<string, unknown> = {}) => call('POST', `/api/sup/repair/orders/${order.id}/status`, { status: s, ...extra }, r.supA);
  for (const s of ['received', 'entry_test', 'under_repair']) ok(await status(s));
  ok(await status('repair_finished', { processCode }));
  ok(await status('factory_test'));
  ok(await call('PUT', `/api/sup/repair/orders/${order.id}/certificates`, { serialNo: 'V1', certificateType: 'EASA_FORM_1', certificateNo: 'V1', fileKey: await fakeUpload(r.t, randomBytes(18).toString('base64url'), r.a) }, r.supA));
  ok(await status('shipped', { outcome: 'repaired' }));
  const detail = ok<{ bill: Bill }>(
    await call('PUT', `/api/sup/repair/orders/${order.id}/bill`, { invoiceNo: `INV-${processCode}`, fixedPrice: 4500, equipmentCost: 0, manHourFee: 0, taxRate: 13, taxAmount: 585, total: 5085, invoiceAmount: 5085, currency: 'USD' }, r.supA),
  );
  return { quotedAtAward: order.quotedAmount, bill: detail.bill };
}

describe('the bill against the performed tier (issue 27 item 3)', () => {
  it('a repair quoted 3,500 and billed 4,500 is flagged 1,000 over; the cap of 5,000 holds', async () => {
    const { quotedAtAward, bill } = await billedAfter('R');
    // At the award the inquiry's repair level (R) sets the amount: no longer both fixed prices added (8,100).
    expect(quotedAtAward).toBe(3500);
    expect(bill).toMatchObject({ quotedAmount: 3500, overQuotation: true, quotationExcess: 1000, overCap: false, capExcess: null });
    const reviewList = ok<{ rows: (Bill & { id: number; orderId: number })[] }>(await call('GET', '/api/repair/bills?flagged=true&pageSize=100', undefined, r.finance));
    const flagged = reviewList.rows.find((r) => r.quotationExcess === 1000)!;
    expect(flagged).toBeTruthy();
    // Finance approves with a comment (issue 27 item 7): it goes to the order's history, not to the bill's reason.
    expect((await call('POST', `/api/repair/bills/${flagged.id}/approve`, { comment: 'x'.repeat(201) }, r.finance)).statusCode).toBe(400);
    expect(ok<{ status: string; reason: string | null }>(await call('POST', `/api/repair/bills/${flagged.id}/approve`, { comment: 'Over the quotation: extra seal kit agreed by phone' }, r.finance))).toMatchObject({ status: 'approved', reason: null });
    const order = ok<{ status: string; history: { toStatus: string; note: string | null }[] }>(await call('GET', `/api/repair/orders/${flagged.orderId}`, undefined, r.finance));
    expect(order.history.at(-1)).toMatchObject({ toStatus: 'payment_agreed', note: 'Over the quotation: extra seal kit agreed by phone' });
  });

  it('the same bill after an overhaul (quoted 4,600) is within the quotation', async () => {
    const { bill } = await billedAfter('O');
    expect(bill).toMatchObject({ quotedAmount: 4600, overQuotation: false, quotationExcess: null });
  });
});
