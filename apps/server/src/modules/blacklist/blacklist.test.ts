import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { body, fakeUpload, ok } from '../supplier-review/test-fixtures';
import { canTransactWith } from '../supplier-control';

interface Entry {
  id: number;
  companyId: number | null;
  supplierCode: string | null;
  name: string;
  taxId: string | null;
  status: string;
  creator: string;
  financeHandler: string | null;
  financeHandledAt: string | null;
  actions: string[];
  history: { action: string; actorName: string; comment: string | null }[];
}

let t: TestApp;
let buyer: string;
let finance: string;
let auditor: string;
let b: number;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('20000001');
  finance = await t.login('20000003');
  auditor = await t.login('20000002');
  b = (await t.deps.db.selectFrom('companies').select('id').where('vendor_code', '=', '10000002').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

describe('spec 001 §3 blacklist: supplier code, name, tax ID, source, attachment, creator, times, finance handler', () => {
  let entryId = 0;

  it('role marker insert: a buyer lists a portal supplier; it can no longer be invited or ordered from', async () => {
    const file = await fakeUpload(t, 'bl-evidence');
    const e = ok<Entry>(await t.call('POST', '/api/blacklist', { token: buyer, body: { companyId: b, source: 'quality', reason: '伪造证书 Forged certificates', attachments: [file] } }));
    entryId = e.id;
    expect(e).toMatchObject({ companyId: b, supplierCode: '10000002', name: 'Pacific Rotables Inc.', taxId: '94-3126789', status: 'active', creator: '王磊 Wang Lei' });
    expect(e.history.map((h) => h.action)).toEqual(['insert']);
    const profile = await t.deps.db.selectFrom('supplier_profiles').select('blacklisted').where('company_id', '=', b).executeTakeFirstOrThrow();
    expect(profile.blacklisted).toBe(true);
    expect(await canTransactWith(t.deps.db, b)).toMatchObject({ ok: false, reason: 'blacklisted' });
    const dup = await t.call('POST', '/api/blacklist', { token: buyer, body: { companyId: b, source: 'quality', reason: 'again' } });
    expect(dup.statusCode).toBe(409);
    expect(body(dup).errorKey).toBe('blacklist.already_listed');
  });

  it('refuses insert without the insert marker and update without the update marker (403)', async () => {
    expect((await t.call('POST', '/api/blacklist', { token: finance, body: { name: 'X', taxId: 'T1', source: 'other', reason: 'x' } })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/blacklist', { token: auditor, body: { name: 'X', taxId: 'T1', source: 'other', reason: 'x' } })).statusCode).toBe(403);
    expect((await t.call('PUT', `/api/blacklist/${entryId}`, { token: auditor, body: { reason: 'x' } })).statusCode).toBe(403);
    // The auditor may still query it.
    expect(ok<{ total: number }>(await t.call('GET', '/api/blacklist?status=active', { token: auditor })).total).toBeGreaterThanOrEqual(2);
  });

  it('role marker update: finance edits the entry and records its handling; history shows every step', async () => {
    const edited = ok<Entry>(await t.call('PUT', `/api/blacklist/${entryId}`, { token: finance, body: { source: 'fraud', comment: '定性为欺诈 Classed as fraud' } }));
    expect(edited.actions).toEqual(['edit', 'remove', 'financeHandle']);
    const handled = ok<Entry>(await t.call('POST', `/api/blacklist/${entryId}/finance`, { token: finance, body: { comment: 'SAP已冻结付款' } }));
    expect(handled.financeHandler).toBe('张敏 Zhang Min');
    expect(handled.financeHandledAt).not.toBeNull();
    expect(handled.actions).toEqual(['edit', 'remove']);
    expect((await t.call('POST', `/api/blacklist/${entryId}/finance`, { token: buyer, body: {} })).statusCode).toBe(403);
    const history = ok<{ rows: { action: string; name: string }[] }>(await t.call('GET', `/api/blacklist/history?entryId=${entryId}`, { token: auditor }));
    expect(history.rows.map((h) => h.action)).toEqual(['finance', 'update', 'insert']);
  });

  it('lifting an entry clears the flag; a lifted entry cannot be changed', async () => {
    const lifted = ok<Entry>(await t.call('PUT', `/api/blacklist/${entryId}`, { token: buyer, body: { status: 'removed', comment: '申诉成功 Appeal upheld' } }));
    expect(lifted.status).toBe('removed');
    expect(lifted.actions).toEqual([]);
    expect(await canTransactWith(t.deps.db, b)).toEqual({ ok: true });
    const res = await t.call('PUT', `/api/blacklist/${entryId}`, { token: buyer, body: { reason: 'x' } });
    expect(res.statusCode).toBe(409);
    expect(body(res).errorKey).toBe('blacklist.removed');
    const timeline = await t.deps.db.selectFrom('timeline_entries').select('action').where('subject_type', '=', 'supplier').where('subject_id', '=', b).where('kind', '=', 'blacklist').execute();
    expect(timeline.map((e) => e.action).sort()).toEqual(['blacklist_removed', 'blacklist_updated', 'blacklisted']);
  });

  it('lists an outside supplier by name and tax ID; needs a way to identify it (400); filters the list', async () => {
    const e = ok<Entry>(await t.call('POST', '/api/blacklist', { token: buyer, body: { name: '某某航材贸易公司', taxId: '91440101TEST00001', source: 'authority', reason: '海关通报 Customs notice' } }));
    expect(e.companyId).toBeNull();
    const bad = await t.call('POST', '/api/blacklist', { token: buyer, body: { source: 'other', reason: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).fields?.[0]?.path).toBe('name');
    const badSource = await t.call('POST', '/api/blacklist', { token: buyer, body: { name: 'Y', taxId: 'Y1', source: 'gossip', reason: 'x' } });
    expect(body(badSource).fields?.[0]?.path).toBe('source');
    const found = ok<{ rows: Entry[] }>(await t.call('GET', '/api/blacklist?taxId=91440101test00001', { token: auditor }));
    expect(found.rows.map((r) => r.id)).toEqual([e.id]);
    expect((await t.call('GET', '/api/blacklist/999999', { token: auditor })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/blacklist', { token: await t.login('supa_admin') })).statusCode).toBe(403);
  });
  it('answers a portal supplier entry with both names, an outside one with its typed name only (issue 28 item 3)', async () => {
    await t.deps.db.updateTable('companies').set({ name_en: 'Pacific Rotables (English name)' }).where('id', '=', b).execute();
    const rows = ok<{ rows: (Entry & { nameEn: string | null })[] }>(await t.call('GET', '/api/blacklist?supplierCode=10000002', { token: auditor })).rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.name === 'Pacific Rotables Inc.' && r.nameEn === 'Pacific Rotables (English name)')).toBe(true);
    const detail = ok<Entry & { nameEn: string | null }>(await t.call('GET', `/api/blacklist/${entryId}`, { token: auditor }));
    expect(detail.nameEn).toBe('Pacific Rotables (English name)');
    const history = ok<{ rows: { nameEn: string | null }[] }>(await t.call('GET', `/api/blacklist/history?entryId=${entryId}`, { token: auditor })).rows;
    expect(history.length).toBeGreaterThan(0);
    expect(history.every((h) => h.nameEn === 'Pacific Rotables (English name)')).toBe(true);
    const outside = ok<{ rows: (Entry & { nameEn: string | null })[] }>(await t.call('GET', '/api/blacklist?taxId=91440101test00001', { token: auditor })).rows;
    expect(outside.map((r) => [r.name, r.nameEn])).toEqual([['某某航材贸易公司', null]]);
  });
});
