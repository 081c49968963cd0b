/**
 * RFx release approval routed by the inquiry approvers' purchasing org, catalogue and supplier type
 * (issue 25 item 4, D-563), and four eyes: a submitter never approves their own RFx. Seed sections:
 * supplier-review demo (suppliers A and B are aircraft suppliers; P100 approvers: the buyer for
 * catalogue A10 and for aircraft suppliers, the administrator for aircraft suppliers), sourcing demo
 * (the draft RFx inviting supplier A).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { body, ok } from '../supplier-review/test-fixtures';

interface Rfx { id: number; number: string; status: string; description: string; actions: string[]; approval: { required: boolean; approvers: { userId: number; name: string }[] } }

let t: TestApp;
let buyer: string;
let admin: string;
let a: number;
const users: Record<string, number> = {};

const en = { 'accept-language': 'en' };
const call = (method: string, url: string, payload?: unknown, token = buyer) => t.call(method, url, { token, body: payload, headers: en });
const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const item = (over: Record<string, unknown> = {}) => ({ materialPn: 'MS20995C32', description: 'Lockwire 保险丝', quantity: 20, ...over });
const rfxBody = (over: Record<string, unknown> = {}) => ({ type: 'RFQ', description: 'Routing 审批路由', purchaseOrg: 'P300', deadlineAt: hours(48), openingAt: hours(49), items: [item()], bidders: [a], ...over });
const approverIds = (r: Rfx) => r.approval.approvers.map((x) => x.userId).sort((x, y) => x - y);

beforeAll(async () => {
  t = await createTestApp();
  [buyer, admin] = await Promise.all([t.login('20000001'), t.login('admin')]);
  a = (await t.deps.db.selectFrom('companies').select('id').where('vendor_code', '=', '10000001').executeTakeFirstOrThrow()).id;
  for (const u of await t.deps.db.selectFrom('users').select(['id', 'account']).where('account', 'in', ['admin', '20000001', '20000002']).execute()) users[u.account] = u.id;
  // P300: the administrator for catalogue A10, Li Na for general suppliers, Wang Lei for aircraft suppliers.
  ok(await call('POST', '/api/inquiry-approvers', { userId: users.admin, purchaseOrg: 'P300', category1: 'A10' }, admin));
  ok(await call('POST', '/api/inquiry-approvers', { userId: users['20000002'], purchaseOrg: 'P300', supplierType: 'general' }, admin));
  ok(await call('POST', '/api/inquiry-approvers', { userId: users['20000001'], purchaseOrg: 'P300', supplierType: 'aircraft' }, admin));
});
afterAll(() => t.close());

describe('approval routing by purchasing org, catalogue and supplier type (D-563)', () => {
  it('an approver limited to a catalogue approves only RFx with an item of that catalogue', async () => {
    const without = ok<Rfx>(await call('POST', '/api/sourcing/rfx', rfxBody({ bidders: [] })));
    expect(without.approval.required).toBe(false);
    const withCat = ok<Rfx>(await call('POST', '/api/sourcing/rfx', rfxBody({ bidders: [], items: [item(), item({ materialPn: 'B2', purchaseCategory: 'A10' })] })));
    expect(withCat.approval.required).toBe(true);
    expect(approverIds(withCat)).toEqual([users.admin]);
  });

  it('an approver limited to a supplier type approves only RFx inviting a supplier of that type', async () => {
    const aircraft = ok<Rfx>(await call('POST', '/api/sourcing/rfx', rfxBody()));
    // Supplier A is an aircraft supplier: Wang Lei, not Li Na (general suppliers).
    expect(approverIds(aircraft)).toEqual([users['20000001']]);
    expect(aircraft.actions).toContain('submit_approval');
    expect((await call('POST', `/api/sourcing/rfx/${aircraft.id}/release`)).statusCode).toBe(409);
    // Another purchasing org's approvers do not count.
    expect(ok<Rfx>(await call('POST', '/api/sourcing/rfx', rfxBody({ purchaseOrg: 'P500' }))).approval.required).toBe(false);
  });

  it('a submitter never approves their own RFx, even as its only approver', async () => {
    const rfx = ok<Rfx>(await call('POST', '/api/sourcing/rfx', rfxBody()));
    ok(await call('POST', `/api/sourcing/rfx/${rfx.id}/submit-approval`));
    const own = await call('POST', `/api/sourcing/rfx/${rfx.id}/approve`, {});
    expect(own.statusCode).toBe(403);
    expect(body(own).msg).toBe('You cannot approve an RFx you submitted');
    // Not an approver of this RFx: 403 too.
    expect((await call('POST', `/api/sourcing/rfx/${rfx.id}/approve`, {}, admin)).statusCode).toBe(403);
  });

  it('with the default setting the demo P100 draft (inviting an aircraft supplier) needs an approval; the administrator gives it, then release', async () => {
    const list = ok<{ rows: Rfx[] }>(await call('GET', '/api/sourcing/rfx?pageSize=50'));
    const demo = list.rows.find((r) => r.status === 'not_released' && r.description.includes('A330'))!;
    const detail = ok<Rfx>(await call('GET', `/api/sourcing/rfx/${demo.id}`));
    expect(detail.approval.required).toBe(true);
    expect(approverIds(detail)).toEqual([users.admin, users['20000001']].sort((x, y) => x - y));
    expect(detail.actions).not.toContain('release');
    ok(await call('PUT', `/api/sourcing/rfx/${demo.id}`, rfxBody({ purchaseOrg: 'P100', description: demo.description })));
    expect((await call('POST', `/api/sourcing/rfx/${demo.id}/release`)).statusCode).toBe(409);
    ok(await call('POST', `/api/sourcing/rfx/${demo.id}/submit-approval`));
    expect((await call('POST', `/api/sourcing/rfx/${demo.id}/approve`, {})).statusCode).toBe(403);
    ok(await call('POST', `/api/sourcing/rfx/${demo.id}/approve`, {}, admin));
    expect(ok<{ rfx: Rfx }>(await call('POST', `/api/sourcing/rfx/${demo.id}/release`)).rfx.status).toBe('open');
  });
});
