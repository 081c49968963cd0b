/**
 * Issue 33 item 2 (D-652): every status change of a repair order records `repair_order.status_changed`
 * and finance's approval of its bill `repair_bill.approved`, in the transaction of the change (read
 * here from the events the feed serves; their delivery is webhooks.test.ts's).
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fakeUpload, ok } from '../supplier-review/test-fixtures';
import { inquiryBody, useRepairTestApp } from './test-fixtures';

const { r, call } = useRepairTestApp();
const eventsOf = (subjectType: string, id: number) =>
  r.t.deps.db.selectFrom('outbound_events').select(['type', 'payload']).where('subject_type', '=', subjectType).where('subject_id', '=', String(id)).orderBy('id').execute();

describe('repair events for the ERP (issue 33 item 2)', () => {
  it('each status change sends repair_order.status_changed in order; the bill approval sends repair_bill.approved; a refused change sends nothing', async () => {
    const inquiry = ok<{ id: number }>(await call('POST', '/api/repair/inquiries', inquiryBody([r.a, r.b], { pn: `EVT-${randomBytes(4).toString('hex').toUpperCase()}`, description: 'Valve 活门', serialNumbers: ['V1'], repairLevel: 'R' })));
    ok(await call('PUT', `/api/sup/repair/inquiries/${inquiry.id}/quote`, { submit: true, fixedRepairPrice: 3500, fixedRenovationPrice: 4600, capFee: 5000, leadTimeDays: 10, currency: 'USD', tiers: [] }, r.supA));
    const quote = ok<{ quotes: { id: number; companyId: number }[] }>(await call('GET', `/api/repair/inquiries/${inquiry.id}`)).quotes.find((q) => q.companyId === r.a)!;
    const order = ok<{ id: number }>(await call('POST', `/api/repair/quotes/${quote.id}/award`));
    const status = (s: string, extra: Record<string, unknown> = {}) => call('POST', `/api/sup/repair/orders/${order.id}/status`, { status: s, ...extra }, r.supA);
    for (const s of ['received', 'entry_test', 'under_repair']) ok(await status(s));
    expect((await status('shipped', { outcome: 'repaired' })).statusCode).toBe(409); // not from under repair: no event
    ok(await status('repair_finished', { processCode: 'R' }));
    ok(await status('factory_test'));
    ok(await call('PUT', `/api/sup/repair/orders/${order.id}/certificates`, { serialNo: 'V1', certificateType: 'EASA_FORM_1', certificateNo: 'V1', fileKey: await fakeUpload(r.t, randomBytes(18).toString('base64url'), r.a) }, r.supA));
    ok(await status('shipped', { outcome: 'repaired' }));
    const detail = ok<{ bill: { id: number } }>(
      await call('PUT', `/api/sup/repair/orders/${order.id}/bill`, { invoiceNo: 'INV-EVT', fixedPrice: 3500, equipmentCost: 0, manHourFee: 0, taxRate: 13, taxAmount: 455, total: 3955, invoiceAmount: 3955, currency: 'USD' }, r.supA),
    );
    ok(await call('POST', `/api/repair/bills/${detail.bill.id}/approve`, { comment: 'OK' }, r.finance));

    const changes = (await eventsOf('repair_order', order.id)).map((e) => (e.payload as { data: { fromStatus: string; status: string; side: string } }).data);
    expect(changes.map((c) => c.status)).toEqual(['received', 'entry_test', 'under_repair', 'repair_finished', 'factory_test', 'shipped', 'bill_to_be_updated', 'payment_agreed']);
    expect(changes[0]).toMatchObject({ orderId: order.id, fromStatus: 'to_be_updated', side: 'supplier' });
    const bills = await eventsOf('repair_bill', detail.bill.id);
    expect(bills.map((e) => e.type)).toEqual(['repair_bill.approved']);
    expect((bills[0]!.payload as { data: { id: number; status: string } }).data).toMatchObject({ id: detail.bill.id, status: 'approved' });
    expect((bills[0]!.payload as { data: object }).data).not.toHaveProperty('actions');
  });
});
