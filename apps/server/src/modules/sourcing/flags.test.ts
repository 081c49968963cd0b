/**
 * RFx flags that work or go (issue 25 item 5, D-564..D-567): "must reply" makes the supplier answer
 * participate before it quotes (seen in its quotation's actions); "consignment" marks every item (the
 * supplier sees it per item); "allow offline bid" is gone; the header's SAP state is its opened
 * quotations'. Seed sections: supplier-review demo (official suppliers A and B), sourcing demo.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { body, ok } from '../supplier-review/test-fixtures';

interface Rfx { id: number; consignment: boolean; mustReply: boolean; sapSyncStatus: string; items: { id: number; consignment: boolean }[] }

let t: TestApp;
let buyer: string;
let supA: string;
let a: number;
let b: number;

const en = { 'accept-language': 'en' };
const call = (method: string, url: string, payload?: unknown, token = buyer) => t.call(method, url, { token, body: payload, headers: en });
const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const rfxBody = (over: Record<string, unknown> = {}) => ({
  type: 'RFQ', description: 'Flags 标志', purchaseOrg: 'P200', deadlineAt: hours(48), openingAt: hours(49),
  items: [{ materialPn: 'F1', description: 'x', quantity: 2 }, { materialPn: 'F2', description: 'y', quantity: 3, consignment: true }], bidders: [a, b], ...over,
});
async function released(over: Record<string, unknown> = {}) {
  const draft = ok<Rfx>(await call('POST', '/api/sourcing/rfx', rfxBody(over)));
  return ok<{ rfx: Rfx; openingPassword: string }>(await call('POST', `/api/sourcing/rfx/${draft.id}/release`));
}
const quote = (rfx: Rfx) => ({ validityDays: 30, currency: 'USD', items: rfx.items.map((i) => ({ rfxItemId: i.id, quoteQty: 1, unitPrice: 10, currency: 'USD', vatRate: 13 })) });

beforeAll(async () => {
  t = await createTestApp();
  [buyer, supA] = await Promise.all([t.login('20000001'), t.login('supa_admin')]);
  const ids = await t.deps.db.selectFrom('companies').select(['id', 'vendor_code']).where('vendor_code', 'in', ['10000001', '10000002']).orderBy('vendor_code').execute();
  a = ids[0]!.id;
  b = ids[1]!.id;
});
afterAll(() => t.close());

describe('RFx flags (D-564..D-566)', () => {
  it('must reply: no quotation before "participate"; the supplier sees it in its actions; then it quotes', async () => {
    const { rfx } = await released({ mustReply: true });
    const draft = ok<{ actions: string[] }>(await t.call('GET', `/api/sup/rfx/${rfx.id}/quotation`, { token: supA }));
    expect(draft.actions).toEqual([]);
    const early = await t.call('PUT', `/api/sup/rfx/${rfx.id}/quotation`, { token: supA, body: quote(rfx), headers: en });
    expect(early.statusCode).toBe(409);
    expect(body(early).msg).toBe('This RFx must be replied to: answer "participate" before you quote');
    const zh = await t.call('POST', `/api/sup/rfx/${rfx.id}/quotation/submit`, { token: supA, body: quote(rfx), headers: { 'accept-language': 'zh-CN' } });
    expect(body(zh).msg).toBe('本询价要求先回复：请先确认参与，再填写报价');
    ok(await t.call('POST', `/api/sup/rfx/${rfx.id}/participate`, { token: supA, body: {} }));
    expect(ok<{ actions: string[] }>(await t.call('GET', `/api/sup/rfx/${rfx.id}/quotation`, { token: supA })).actions).toEqual(['save', 'submit']);
    expect(ok<{ status: string }>(await t.call('POST', `/api/sup/rfx/${rfx.id}/quotation/submit`, { token: supA, body: quote(rfx) })).status).toBe('submitted');
  });

  it('without must reply, quoting is the answer (as before)', async () => {
    const { rfx } = await released();
    expect(ok<{ status: string }>(await t.call('PUT', `/api/sup/rfx/${rfx.id}/quotation`, { token: supA, body: quote(rfx) })).status).toBe('draft');
  });

  it('consignment: an RFx marked consignment marks every item, and the supplier sees it per item', async () => {
    const { rfx } = await released({ consignment: true });
    expect(rfx.items.map((i) => i.consignment)).toEqual([true, true]);
    const seen = ok<{ consignment: boolean; items: { consignment: boolean }[] }>(await t.call('GET', `/api/sup/rfx/${rfx.id}`, { token: supA }));
    expect(seen.consignment).toBe(true);
    expect(seen.items.map((i) => i.consignment)).toEqual([true, true]);
    // Not marked: each item keeps its own flag.
    expect(ok<Rfx>(await call('POST', '/api/sourcing/rfx', rfxBody())).items.map((i) => i.consignment)).toEqual([false, true]);
  });

  it('allow offline bid is gone: the field is refused (400 naming it) and no longer answered', async () => {
    const res = await call('POST', '/api/sourcing/rfx', rfxBody({ allowOfflineBid: true }));
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(body(res))).toContain('allowOfflineBid');
    expect(ok<Record<string, unknown>>(await call('POST', '/api/sourcing/rfx', rfxBody()))).not.toHaveProperty('allowOfflineBid');
  });
});

describe('the RFx header shows the SAP state of its opened quotations (D-567)', () => {
  it('not synced before the opening, synced once every opened quotation was taken, failed when one failed', async () => {
    const { rfx, openingPassword } = await released();
    expect(ok<Rfx>(await call('GET', `/api/sourcing/rfx/${rfx.id}`)).sapSyncStatus).toBe('not_synced');
    ok(await t.call('POST', `/api/sup/rfx/${rfx.id}/quotation/submit`, { token: supA, body: quote(rfx) }));
    ok(await call('POST', `/api/sourcing/rfx/${rfx.id}/open-early`, { password: openingPassword }));
    expect(ok<Rfx>(await call('GET', `/api/sourcing/rfx/${rfx.id}`)).sapSyncStatus).toBe('synced');
    await sql`update sourcing_quotations set sap_sync_status = 'sync_failed' where rfx_id = ${rfx.id}`.execute(t.deps.db);
    expect(ok<Rfx>(await call('GET', `/api/sourcing/rfx/${rfx.id}`)).sapSyncStatus).toBe('sync_failed');
  });
});
