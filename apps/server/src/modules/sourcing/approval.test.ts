/**
 * Sourcing: approval of an RFx by the inquiry approvers before release (D-261) and the bidder
 * contact dialog with the quotation reminder (D-262). Seed sections: sourcing demo (buyer
 * 20000001), supplier-review demo (official suppliers A and B, inquiry approvers of P100/P400 limited
 * to a category or supplier type; routing by them is in approval-routing.test.ts); the test adds an
 * approver of P500 without limits (the administrator). Also the SAP sync of opened quotations (D-264).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { body, ok } from '../supplier-review/test-fixtures';
import { runQuotationSap } from './quotation-sap';

interface Rfx {
  id: number;
  number: string;
  status: string;
  approvalStatus: string;
  actions: string[];
  items: { id: number }[];
  approval: { required: boolean; approvers: { userId: number; name: string }[]; submittedBy: string | null; decidedBy: string | null; comment: string | null };
}
interface Contacts {
  intervalMinutes: number;
  bidders: { companyId: number; participation: string; quotationStatus: string | null; quoted: boolean; contacts: { name: string; email: string; phone: string | null }[]; lastRemindedAt: string | null; remindable: boolean }[];
}

let t: TestApp;
let buyer: string;
let admin: string;
let supA: string;
let a: number;
let b: number;

const en = { 'accept-language': 'en' };
const call = (method: string, url: string, payload?: unknown, token = buyer) => t.call(method, url, { token, body: payload, headers: en });
const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const rfxBody = (over: Record<string, unknown> = {}) => ({
  type: 'RFQ', description: 'Approval test 审批测试', purchaseOrg: 'P500', deadlineAt: hours(48), openingAt: hours(49),
  items: [{ materialPn: 'MS20995C32', description: 'Lockwire 保险丝', quantity: 20 }], bidders: [a, b], ...over,
});
const outboxCount = async () => Number((await t.deps.db.selectFrom('outbox').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  t = await createTestApp();
  [buyer, admin, supA] = await Promise.all([t.login('20000001'), t.login('admin'), t.login('supa_admin')]);
  const ids = await t.deps.db.selectFrom('companies').select(['id', 'vendor_code']).where('vendor_code', 'in', ['10000001', '10000002']).orderBy('vendor_code').execute();
  a = ids[0]!.id;
  b = ids[1]!.id;
  const adminId = (await t.deps.db.selectFrom('users').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow()).id;
  ok(await call('POST', '/api/inquiry-approvers', { userId: adminId, purchaseOrg: 'P500' }, admin));
});
afterAll(() => t.close());

describe('approval before release (D-261)', () => {
  it('releases directly where the purchasing org has no inquiry approver (P200)', async () => {
    const rfx = ok<Rfx>(await call('POST', '/api/sourcing/rfx', rfxBody({ purchaseOrg: 'P200' })));
    expect(rfx.approval.required).toBe(false);
    expect(rfx.actions).toContain('release');
    expect(rfx.actions).not.toContain('submit_approval');
    expect((await call('POST', `/api/sourcing/rfx/${rfx.id}/submit-approval`)).statusCode).toBe(409);
  });

  it('submit -> reject with a comment -> edit -> submit -> approve -> release, with notices both ways', async () => {
    const rfx = ok<Rfx>(await call('POST', '/api/sourcing/rfx', rfxBody()));
    expect(rfx).toMatchObject({ approvalStatus: 'none', approval: { required: true, approvers: [{ name: expect.any(String) }] } });
    expect(rfx.actions).toEqual(['edit', 'submit_approval', 'delete', 'copy']);
    const early = await call('POST', `/api/sourcing/rfx/${rfx.id}/release`);
    expect(early.statusCode).toBe(409);
    expect(body(early).msg).toBe('This RFx must be approved by an inquiry approver before it is released');

    const before = await outboxCount();
    const pending = ok<Rfx>(await call('POST', `/api/sourcing/rfx/${rfx.id}/submit-approval`));
    expect(pending).toMatchObject({ status: 'not_released', approvalStatus: 'pending', actions: ['withdraw_approval', 'copy'] });
    expect(await outboxCount()).toBeGreaterThan(before);
    const adminNotices = await t.call('GET', '/api/notifications?pageSize=50', { token: admin, headers: en });
    expect(JSON.stringify(adminNotices.json().data)).toContain(`RFx ${rfx.number} awaits your approval`);
    // Frozen while pending; the submitter cannot approve it; suppliers still see nothing.
    expect(body(await call('PUT', `/api/sourcing/rfx/${rfx.id}`, rfxBody())).msg).toBe('The RFx awaits approval and cannot be edited, released or deleted now');
    expect((await call('DELETE', `/api/sourcing/rfx/${rfx.id}`)).statusCode).toBe(409);
    expect((await call('POST', `/api/sourcing/rfx/${rfx.id}/approve`, {})).statusCode).toBe(403);
    expect((await t.call('GET', `/api/sup/rfx/${rfx.id}`, { token: supA })).statusCode).toBe(404);

    // The approver sees approve/reject; a rejection needs a comment (400 on comment).
    expect(ok<Rfx>(await call('GET', `/api/sourcing/rfx/${rfx.id}`, undefined, admin)).actions).toEqual(['approve', 'reject', 'copy']);
    const noComment = await call('POST', `/api/sourcing/rfx/${rfx.id}/reject`, {}, admin);
    expect(noComment.statusCode).toBe(400);
    expect((body(noComment) as unknown as { fields: { path: string }[] }).fields.map((f) => f.path)).toEqual(['comment']);
    const rejected = ok<Rfx>(await call('POST', `/api/sourcing/rfx/${rfx.id}/reject`, { comment: 'Add a second source 请增加第二货源' }, admin));
    expect(rejected).toMatchObject({ approvalStatus: 'rejected', approval: { comment: 'Add a second source 请增加第二货源' } });
    const buyerNotices = await t.call('GET', '/api/notifications?pageSize=50', { token: buyer, headers: en });
    expect(JSON.stringify(buyerNotices.json().data)).toContain(`RFx ${rfx.number} was rejected`);

    ok(await call('PUT', `/api/sourcing/rfx/${rfx.id}`, rfxBody({ description: 'Approval test, two sources' })));
    ok(await call('POST', `/api/sourcing/rfx/${rfx.id}/submit-approval`));
    const approved = ok<Rfx>(await call('POST', `/api/sourcing/rfx/${rfx.id}/approve`, { comment: 'OK' }, admin));
    expect(approved).toMatchObject({ approvalStatus: 'approved', approval: { decidedBy: expect.any(String), comment: 'OK' } });
    expect((await call('POST', `/api/sourcing/rfx/${rfx.id}/approve`, {}, admin)).statusCode).toBe(409);
    const released = ok<{ rfx: Rfx }>(await call('POST', `/api/sourcing/rfx/${rfx.id}/release`));
    expect(released.rfx.status).toBe('open');
  });

  it('withdraws a request (submitter only) and asks again after an approved draft is saved', async () => {
    const rfx = ok<Rfx>(await call('POST', '/api/sourcing/rfx', rfxBody()));
    ok(await call('POST', `/api/sourcing/rfx/${rfx.id}/submit-approval`));
    expect((await call('POST', `/api/sourcing/rfx/${rfx.id}/withdraw-approval`, undefined, admin)).statusCode).toBe(403);
    expect(ok<Rfx>(await call('POST', `/api/sourcing/rfx/${rfx.id}/withdraw-approval`)).approvalStatus).toBe('none');
    ok(await call('POST', `/api/sourcing/rfx/${rfx.id}/submit-approval`));
    ok(await call('POST', `/api/sourcing/rfx/${rfx.id}/approve`, {}, admin));
    const edited = ok<Rfx>(await call('PUT', `/api/sourcing/rfx/${rfx.id}`, rfxBody({ description: 'changed after approval' })));
    expect(edited.approvalStatus).toBe('none');
    expect((await call('POST', `/api/sourcing/rfx/${rfx.id}/release`)).statusCode).toBe(409);
  });

  it('answers 404 for an unknown RFx, 403 to suppliers and staff without the RFx permission', async () => {
    expect((await call('POST', '/api/sourcing/rfx/999999/submit-approval')).statusCode).toBe(404);
    expect((await call('POST', '/api/sourcing/rfx/999999/approve', {}, admin)).statusCode).toBe(404);
    expect((await call('POST', '/api/sourcing/rfx/1/approve', {}, supA)).statusCode).toBe(403);
    expect((await call('POST', '/api/sourcing/rfx/1/reject', { comment: 'x' }, await t.login('20000002'))).statusCode).toBe(403);
  });
});

describe('bidder contacts and reminders (D-262)', () => {
  it('lists bidders with receiver contacts and quotation status, reminds those who have not quoted, once per interval', async () => {
    const draft = ok<Rfx>(await call('POST', '/api/sourcing/rfx', rfxBody({ purchaseOrg: 'P200' })));
    // Not released: nobody to remind.
    expect(body(await call('POST', `/api/sourcing/rfx/${draft.id}/reminders`, {})).msg).toBe('Reminders can be sent only while the RFx is open for quotations');
    const rel = ok<{ rfx: Rfx; openingPassword: string }>(await call('POST', `/api/sourcing/rfx/${draft.id}/release`));
    const rfx = rel.rfx;
    openedRfx = { id: rfx.id, password: rel.openingPassword };
    // Supplier A submits; supplier B does nothing.
    ok(await t.call('POST', `/api/sup/rfx/${rfx.id}/quotation/submit`, {
      token: supA,
      body: { validityDays: 30, currency: 'USD', items: rfx.items.map((i) => ({ rfxItemId: i.id, quoteQty: 20, unitPrice: 3.5, currency: 'USD' })) },
    }));
    const list = ok<Contacts>(await call('GET', `/api/sourcing/rfx/${rfx.id}/bidder-contacts`));
    expect(list.intervalMinutes).toBe(60);
    const [ra, rb] = [list.bidders.find((x) => x.companyId === a)!, list.bidders.find((x) => x.companyId === b)!];
    expect(ra).toMatchObject({ quotationStatus: 'submitted', quoted: true, remindable: false });
    expect(rb).toMatchObject({ quotationStatus: null, quoted: false, remindable: true, lastRemindedAt: null });
    for (const c of [...ra.contacts, ...rb.contacts]) expect(c.email).toContain('@');

    expect((await call('POST', `/api/sourcing/rfx/${rfx.id}/reminders`, { companyIds: [999999] })).statusCode).toBe(400);
    const before = await outboxCount();
    const sent = ok<{ reminded: number; mailed: number; skipped: number }>(await call('POST', `/api/sourcing/rfx/${rfx.id}/reminders`, {}));
    expect(sent).toMatchObject({ reminded: 1, skipped: 1 });
    expect(sent.mailed).toBeGreaterThan(0);
    expect((await outboxCount()) - before).toBe(sent.mailed);
    const again = await call('POST', `/api/sourcing/rfx/${rfx.id}/reminders`, { companyIds: [b] });
    expect(again.statusCode).toBe(409);
    expect(body(again).msg).toBe('No bidder to remind (all have quoted, declined or were reminded recently)');
    const after = ok<Contacts>(await call('GET', `/api/sourcing/rfx/${rfx.id}/bidder-contacts`));
    expect(after.bidders.find((x) => x.companyId === b)).toMatchObject({ remindable: false, lastRemindedAt: expect.any(String) });

    expect((await call('GET', '/api/sourcing/rfx/999999/bidder-contacts')).statusCode).toBe(404);
    expect((await call('GET', `/api/sourcing/rfx/${rfx.id}/bidder-contacts`, undefined, supA)).statusCode).toBe(403);
    expect((await call('POST', `/api/sourcing/rfx/${rfx.id}/reminders`, {}, supA)).statusCode).toBe(403);
  });
});

interface StaffQuote { id: number; companyId: number; sapSyncStatus: string; sapSyncAttempts: number; sapSyncError: string | null; sapActions: string[] }
let openedRfx: { id: number; password: string };

describe('SAP sync of opened quotations (D-264): built-in adapter, failure after the last attempt, retry', () => {
  it('syncs at the opening, records a failure with its error, and lets a buyer retry it', async () => {
    const { id, password } = openedRfx;
    ok(await call('POST', `/api/sourcing/rfx/${id}/open-early`, { password }));
    const quotes = ok<StaffQuote[]>(await call('GET', `/api/sourcing/rfx/${id}/quotations`));
    const qa = quotes.find((q) => q.companyId === a)!;
    expect(qa).toMatchObject({ sapSyncStatus: 'synced', sapSyncAttempts: 1, sapSyncError: null, sapActions: [] });
    const notFailed = await call('POST', `/api/sourcing/rfx/${id}/quotations/${qa.id}/sap-retry`);
    expect(notFailed.statusCode).toBe(409);
    expect(body(notFailed).msg).toBe('Only a quotation whose SAP sync failed can be retried');

    // An ERP that does not answer: the last attempt leaves it failed with the error.
    const config = t.deps.config as { sapEndpoint: string | null };
    config.sapEndpoint = 'http://127.0.0.1:9/sap';
    try {
      // Set up as queued with an ERP endpoint (the status column is the writer's; the test writes the row directly).
      await sql`update sourcing_quotations set sap_sync_status = 'not_synced' where id = ${qa.id}`.execute(t.deps.db);
      await expect(runQuotationSap(t.deps, qa.id, 5)).rejects.toThrow();
    } finally {
      config.sapEndpoint = null;
    }
    const failed = ok<StaffQuote[]>(await call('GET', `/api/sourcing/rfx/${id}/quotations`)).find((q) => q.id === qa.id)!;
    expect(failed).toMatchObject({ sapSyncStatus: 'sync_failed', sapSyncAttempts: 5, sapActions: ['sap_retry'] });
    expect(failed.sapSyncError).toBeTruthy();
    expect((await call('POST', `/api/sourcing/rfx/${id}/quotations/${qa.id}/sap-retry`, undefined, supA)).statusCode).toBe(403);
    expect((await call('POST', `/api/sourcing/rfx/${id + 100000}/quotations/${qa.id}/sap-retry`)).statusCode).toBe(404);
    const retried = ok<StaffQuote[]>(await call('POST', `/api/sourcing/rfx/${id}/quotations/${qa.id}/sap-retry`)).find((q) => q.id === qa.id)!;
    expect(retried).toMatchObject({ sapSyncStatus: 'synced', sapSyncError: null, sapActions: [] });
  });
});
