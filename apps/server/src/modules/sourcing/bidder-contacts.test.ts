/**
 * The supplier's bidder contacts of its quotation and the reminders that follow them (D-390).
 * Seed sections: sourcing demo (buyer 20000001), supplier-review demo (official suppliers A and B
 * with bid-receiver contacts). One app: save and validation, company isolation, the staff reminder
 * to the flagged contacts, the deadline reminder job sent once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { body, ok } from '../supplier-review/test-fixtures';
import { sendDeadlineReminders } from './bidder-contacts';

interface Rfx { id: number; number: string; items: { id: number }[] }
interface Contacts { contacts: { name: string; phone: string | null; email: string; emailReminder: boolean }[]; defaulted: boolean; editable: boolean; updatedAt: string | null }
interface StaffContacts { bidders: { companyId: number; named: boolean; contacts: { email: string }[] }[] }

let t: TestApp;
let buyer: string;
let supA: string;
let supB: string;
let a: number;
let b: number;

beforeAll(async () => {
  t = await createTestApp();
  [buyer, supA, supB] = await Promise.all([t.login('20000001'), t.login('supa_admin'), t.login('supb_admin')]);
  const ids = await t.deps.db.selectFrom('companies').select(['id', 'vendor_code']).where('vendor_code', 'in', ['10000001', '10000002']).orderBy('vendor_code').execute();
  a = ids[0]!.id;
  b = ids[1]!.id;
});
afterAll(() => t.close());

const en = { 'accept-language': 'en' };
const zh = { 'accept-language': 'zh-CN' };
const call = (method: string, url: string, payload?: unknown, token = buyer, headers = en) => t.call(method, url, { token, body: payload, headers });
const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
async function released(bidders: number[], deadlineHours = 48): Promise<Rfx> {
  const draft = ok<Rfx>(await call('POST', '/api/sourcing/rfx', {
    type: 'RFQ', description: 'Contacts test 联系人测试', purchaseOrg: 'P200', deadlineAt: hours(deadlineHours), openingAt: hours(deadlineHours + 1),
    items: [{ materialPn: 'MS20995C32', description: 'Lockwire 保险丝', quantity: 20 }], bidders,
  }));
  return ok<{ rfx: Rfx }>(await call('POST', `/api/sourcing/rfx/${draft.id}/release`)).rfx;
}
const mailsTo = async (email: string, since: number) =>
  (await t.deps.db.selectFrom('outbox').select(['recipient', 'subject']).where('id', '>', since).where('recipient', '=', email).execute()).length;
const lastOutbox = async () => Number((await t.deps.db.selectFrom('outbox').select((e) => e.fn.max('id').as('m')).executeTakeFirstOrThrow()).m ?? 0);

describe('bidder contacts of a quotation (D-390)', () => {
  it('defaults to the bid receivers, saves and validates, keeps each company to its own, follows the reminders', async () => {
    const rfx = await released([a, b]);
    const url = `/api/sup/rfx/${rfx.id}/quotation/contacts`;
    const fresh = ok<Contacts>(await call('GET', url, undefined, supA));
    expect(fresh).toMatchObject({ defaulted: true, editable: true, updatedAt: null });
    expect(fresh.contacts.length).toBeGreaterThan(0);
    for (const c of fresh.contacts) expect(c).toMatchObject({ email: expect.stringContaining('@'), emailReminder: true });

    // Validation: field errors in the user's language, nothing stored.
    const bad = await call('PUT', url, { contacts: [{ name: ' ', email: 'nope', phone: '12ab', emailReminder: true }] }, supA, zh);
    expect(bad.statusCode).toBe(400);
    const fields = (body(bad) as unknown as { fields: { path: string; message: string }[] }).fields;
    expect(fields.map((f) => f.path).sort()).toEqual(['contacts.0.email', 'contacts.0.name', 'contacts.0.phone']);
    expect(fields.find((f) => f.path === 'contacts.0.email')!.message).toBe('请输入正确的邮箱');
    const six = Array.from({ length: 6 }, (_, n) => ({ name: `C${n}`, email: `c${n}@example.com` }));
    const tooMany = await call('PUT', url, { contacts: six }, supA);
    expect(tooMany.statusCode).toBe(400);
    expect((body(tooMany) as unknown as { fields: { path: string; message: string }[] }).fields).toEqual([expect.objectContaining({ path: 'contacts', message: 'At most 5 bidder contacts' })]);
    expect((await call('PUT', url, { contacts: [] }, supA)).statusCode).toBe(400);
    expect(ok<Contacts>(await call('GET', url, undefined, supA)).defaulted).toBe(true);

    const saved = ok<Contacts>(await call('PUT', url, { contacts: [
      { name: 'Li Lei 李雷', phone: '13800000001', email: 'lilei@bidder-a.example', emailReminder: true },
      { name: 'Han Meimei', email: 'han@bidder-a.example', emailReminder: false },
    ] }, supA));
    expect(saved).toMatchObject({ defaulted: false, editable: true, contacts: [{ name: 'Li Lei 李雷', phone: '13800000001', emailReminder: true }, { phone: null, emailReminder: false }] });
    expect(saved.updatedAt).toEqual(expect.any(String));
    // Supplier B still sees its own defaults; a supplier not invited gets 404; staff 403.
    expect(ok<Contacts>(await call('GET', url, undefined, supB)).defaulted).toBe(true);
    const onlyA = await released([a]);
    expect((await call('GET', `/api/sup/rfx/${onlyA.id}/quotation/contacts`, undefined, supB)).statusCode).toBe(404);
    expect((await call('PUT', `/api/sup/rfx/${onlyA.id}/quotation/contacts`, { contacts: [{ name: 'X', email: 'x@example.com' }] }, supB)).statusCode).toBe(404);
    expect((await call('GET', url)).statusCode).toBe(403);

    // The staff dialog shows A's flagged contact; the reminder mails it, not the unflagged one nor A's receivers.
    const staff = ok<StaffContacts>(await call('GET', `/api/sourcing/rfx/${rfx.id}/bidder-contacts`));
    expect(staff.bidders.find((x) => x.companyId === a)).toMatchObject({ named: true, contacts: [{ email: 'lilei@bidder-a.example' }] });
    expect(staff.bidders.find((x) => x.companyId === b)!.named).toBe(false);
    const since = await lastOutbox();
    ok(await call('POST', `/api/sourcing/rfx/${rfx.id}/reminders`, { companyIds: [a] }));
    expect(await mailsTo('lilei@bidder-a.example', since)).toBe(1);
    expect(await mailsTo('han@bidder-a.example', since)).toBe(0);
    for (const c of fresh.contacts) expect(await mailsTo(c.email, since)).toBe(0);

    // Still changeable after submitting (contacts are not sealed).
    ok(await t.call('POST', `/api/sup/rfx/${rfx.id}/quotation/submit`, { token: supA, body: { validityDays: 30, currency: 'USD', items: rfx.items.map((i) => ({ rfxItemId: i.id, quoteQty: 20, unitPrice: 3.5, currency: 'USD' })) } }));
    expect(ok<Contacts>(await call('PUT', url, { contacts: [{ name: 'Li Lei', email: 'lilei@bidder-a.example' }] }, supA)).contacts).toHaveLength(1);
  });

  it('reminds bidders that have not submitted once, N hours before the deadline, to their flagged contacts', async () => {
    const soon = await released([a, b], 10);
    const later = await released([a, b], 40);
    ok(await call('PUT', `/api/sup/rfx/${soon.id}/quotation/contacts`, { contacts: [{ name: 'Due 提醒', email: 'due@bidder-b.example', emailReminder: true }] }, supB));
    ok(await t.call('POST', `/api/sup/rfx/${soon.id}/quotation/submit`, { token: supA, body: { validityDays: 30, currency: 'USD', items: soon.items.map((i) => ({ rfxItemId: i.id, quoteQty: 20, unitPrice: 3.5, currency: 'USD' })) } }));
    const since = await lastOutbox();
    const reminded = await t.deps.db.selectFrom('sourcing_deadline_reminders').select(['rfx_id', 'company_id']).where('rfx_id', 'in', [soon.id, later.id]);
    await sendDeadlineReminders(t.deps);
    // Only B on the RFx due within 24 h (A submitted; the other RFx is 40 h away).
    expect(await reminded.execute()).toEqual([{ rfx_id: soon.id, company_id: b }]);
    expect(await mailsTo('due@bidder-b.example', since)).toBe(1);
    await sendDeadlineReminders(t.deps);
    expect(await mailsTo('due@bidder-b.example', since)).toBe(1);
    expect(await reminded.execute()).toHaveLength(1);
    // 0 turns it off.
    const config = t.deps.config as { rfxDeadlineReminderHours: number };
    config.rfxDeadlineReminderHours = 0;
    try {
      expect(await sendDeadlineReminders(t.deps)).toBe(0);
    } finally {
      config.rfxDeadlineReminderHours = 24;
    }
  });
});
