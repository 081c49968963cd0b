import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { body, companyByTaxId, ok } from '../supplier-review/test-fixtures';

interface Row {
  companyId: number;
  name: string;
  vendorCode: string | null;
  reviewStatus: string;
  controlStatus: string;
  supplierType: string;
  official: boolean;
  actions: string[];
}

let t: TestApp;
let buyer: string;
let md: string;
let finance: string;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('20000001');
  md = await t.login('20000005');
  finance = await t.login('20000003');
});
afterAll(() => t.close());

describe('staff supplier lists (spec 000 §2 supplier/index, officialSupplier, financeSupManagement)', () => {
  it('supplier information: filters by review status, type and name (Chinese or English)', async () => {
    const all = ok<{ rows: Row[]; total: number }>(await t.call('GET', '/api/suppliers/info?pageSize=100', { token: buyer }));
    expect(all.total).toBeGreaterThanOrEqual(13);
    const pending = ok<{ rows: Row[] }>(await t.call('GET', '/api/suppliers/info?reviewStatus=pending_business_review', { token: buyer }));
    expect(pending.rows.map((r) => r.name)).toEqual(['AeroTech Components GmbH']);
    // By type: each list holds only its type, together they make the whole list.
    const general = ok<{ rows: Row[]; total: number }>(await t.call('GET', '/api/suppliers/info?supplierType=general&pageSize=100', { token: buyer }));
    const aircraft = ok<{ rows: Row[]; total: number }>(await t.call('GET', '/api/suppliers/info?supplierType=aircraft&pageSize=100', { token: buyer }));
    expect(general.rows.length).toBeGreaterThan(0);
    expect(aircraft.rows.length).toBeGreaterThan(0);
    expect(new Set(general.rows.map((r) => r.supplierType))).toEqual(new Set(['general']));
    expect(new Set(aircraft.rows.map((r) => r.supplierType))).toEqual(new Set(['aircraft']));
    expect(general.total + aircraft.total).toBe(all.total);
    const shenhang = await companyByTaxId(t, '91310115MA1K4B7C2X'); // general, approved
    expect(general.rows.map((r) => r.companyId)).toContain(shenhang);
    expect(aircraft.rows.map((r) => r.companyId)).not.toContain(shenhang);
    // With the review status: approved and general is Shenhang alone; approved aircraft suppliers do not include it.
    const approvedGeneral = ok<{ rows: Row[] }>(await t.call('GET', '/api/suppliers/info?reviewStatus=approved&supplierType=general', { token: buyer }));
    expect(approvedGeneral.rows.map((r) => r.companyId)).toEqual([shenhang]);
    const approvedAircraft = ok<{ rows: Row[] }>(await t.call('GET', '/api/suppliers/info?reviewStatus=approved&supplierType=aircraft', { token: buyer }));
    expect(approvedAircraft.rows.map((r) => r.companyId)).not.toContain(shenhang);
    expect((await t.call('GET', '/api/suppliers/info?supplierType=helicopter', { token: buyer })).statusCode).toBe(400);
    const zh = ok<{ rows: Row[] }>(await t.call('GET', `/api/suppliers/info?name=${encodeURIComponent('天翼航空')}`, { token: buyer }));
    expect(zh.rows.map((r) => r.vendorCode)).toEqual(['10000001']);
    const en = ok<{ rows: Row[] }>(await t.call('GET', '/api/suppliers/info?name=skywing', { token: buyer }));
    expect(en.rows.map((r) => r.vendorCode)).toEqual(['10000001']);
    // 1-2 characters: names (Chinese or English) that start with them (D-123), not a 400.
    const short = await t.call('GET', '/api/suppliers/info?name=ab', { token: buyer });
    expect(short.statusCode).toBe(200);
    expect((await t.call('GET', '/api/suppliers/info', { token: await t.login('supa_admin') })).statusCode).toBe(403);
  });

  it('official suppliers: keyset pages by vendor code with a count on the first page', async () => {
    const first = ok<{ rows: Row[]; nextCursor: string | null; total: number; capped: boolean }>(await t.call('GET', '/api/suppliers/official?pageSize=2', { token: buyer }));
    expect(first.total).toBe(4);
    expect(first.capped).toBe(false);
    expect(first.rows).toHaveLength(2);
    expect(first.rows.every((r) => r.official)).toBe(true);
    const second = ok<{ rows: Row[]; nextCursor: string | null; total: number | null }>(
      await t.call('GET', `/api/suppliers/official?pageSize=2&count=false&cursor=${first.nextCursor}`, { token: buyer }),
    );
    expect(second.total).toBeNull();
    expect(second.rows).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    const codes = [...first.rows, ...second.rows].map((r) => r.vendorCode!);
    expect(codes).toEqual(['10000001', '10000002', '10000021', '10000022']);
    const bad = await t.call('GET', '/api/suppliers/official?cursor=garbage', { token: buyer });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).errorKey).toBe('supplier_directory.bad_cursor');
    const xlsx = await t.call('GET', '/api/suppliers/official/export', { token: buyer });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('finance list shows official suppliers with a pending freeze request', async () => {
    const list = ok<{ rows: (Row & { pendingRequest: { kind: string } | null; finance: unknown })[] }>(await t.call('GET', '/api/suppliers/finance?pendingFreeze=true', { token: finance }));
    expect(list.rows.map((r) => r.vendorCode)).toEqual(['10000002']);
    expect(list.rows[0]!.pendingRequest?.kind).toBe('freeze');
    expect((await t.call('GET', '/api/suppliers/finance', { token: buyer })).statusCode).toBe(403);
  });

  it('supplier detail: data, master data, qualifications, audit history and timeline', async () => {
    const id = await companyByTaxId(t, '91310115MA1K4B7C2X'); // approved
    const d = ok<Row & { masterData: { purchaseOrg: string }; auditHistory: { action: string }[]; timeline: unknown[]; inquiryHistory: unknown[]; sections: string[] }>(
      await t.call('GET', `/api/suppliers/${id}`, { token: buyer }),
    );
    // The sections the modules register (supplier 360), in the order the tabs show them.
    expect(d.sections).toEqual(['timeline', 'data', 'qualifications', 'audit', 'inquiry', 'orders', 'repair', 'scorecard', 'capabilities', 'freeze', 'blacklist', 'sap']);
    expect(Object.keys(d)).toEqual(expect.arrayContaining(['timeline', 'qualifications', 'auditHistory', 'inquiryHistory', 'capabilityApplications', 'freezeRequests', 'blacklistEntries', 'sapSync']));
    expect(d.masterData.purchaseOrg).toBe('P400');
    expect(d.auditHistory.map((e) => e.action)).toEqual(expect.arrayContaining(['prequalify_pass', 'assess_pass', 'business_approve']));
    expect(d.actions).toContain('review');
    expect((await t.call('GET', '/api/suppliers/999999', { token: buyer })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/suppliers/2`, { token: buyer })).statusCode).toBe(404);
  });

  it('official supplier edits (edit, editP, editS, editA) by master data; refused for others and non-official suppliers', async () => {
    const a = (await t.deps.db.selectFrom('companies').select('id').where('vendor_code', '=', '10000001').executeTakeFirstOrThrow()).id;
    const scope = ok<{ masterData: { categories: { level1: string }[] }; timeline: { action: string; comment: string | null }[] }>(
      await t.call('PUT', `/api/suppliers/official/${a}/scope`, { token: md, body: { categories: [{ level1: 'A10', level2: 'A1001' }], comment: '新增航电' } }),
    );
    expect(scope.masterData.categories).toEqual([{ level1: 'A10', level2: 'A1001' }]);
    expect(scope.timeline.find((e) => e.action === 'edit_scope')).toMatchObject({ comment: '新增航电' });
    expect(scope.timeline.map((e) => e.action)).toContain('sap_updated');
    const addr = ok<{ masterData: { contacts: { name: string }[] } }>(
      await t.call('PUT', `/api/suppliers/official/${a}/address`, { token: md, body: { city: '成都', contacts: [{ name: '孙丽', email: 'sun.li@skywing-aero.cn' }] } }),
    );
    expect(addr.masterData.contacts[0]!.name).toBe('孙丽');
    const general = await t.call('PUT', `/api/suppliers/official/${a}/general`, { token: md, body: { name: '成都天翼航空器材有限公司', taxId: '94-3126789', supplierType: 'aircraft' } });
    expect(general.statusCode).toBe(409);
    expect(body(general).errorKey).toBe('supplier_directory.tax_id_taken');
    expect((await t.call('PUT', `/api/suppliers/official/${a}/purchasing`, { token: buyer, body: { purchaseOrg: 'P100' } })).statusCode).toBe(403);
    const notOfficial = await companyByTaxId(t, 'DE298765432');
    expect((await t.call('PUT', `/api/suppliers/official/${notOfficial}/purchasing`, { token: md, body: { purchaseOrg: 'P100' } })).statusCode).toBe(409);
    const sync = await t.deps.db.selectFrom('sap_sync_records').select(['kind', 'status']).where('company_id', '=', a).where('kind', '=', 'update').execute();
    expect(sync).toHaveLength(2);
    expect(sync.every((s) => s.status === 'synchronized')).toBe(true);
  });
});

describe('supplier data changes and capability applications reviewed by staff (spec 001 §2, §4 capability page)', () => {
  it('lists and decides change requests; 403 without supplier.change.review', async () => {
    const list = ok<{ rows: { id: number; status: string; actions: string[] }[] }>(await t.call('GET', '/api/supplier-changes?status=pending', { token: buyer }));
    expect(list.rows.length).toBeGreaterThan(0);
    expect(list.rows[0]!.actions).toEqual(expect.arrayContaining(['approve', 'reject']));
    const decided = ok<{ status: string }>(await t.call('POST', `/api/supplier-changes/${list.rows[0]!.id}/decision`, { token: buyer, body: { decision: 'reject', comment: '请提供证明文件' } }));
    expect(decided.status).toBe('rejected');
    expect((await t.call('POST', `/api/supplier-changes/${list.rows[0]!.id}/decision`, { token: buyer, body: { decision: 'approve' } })).statusCode).toBe(409);
    expect((await t.call('GET', '/api/supplier-changes', { token: finance })).statusCode).toBe(403);
  });

  it('lists and reviews capability applications with the capability-list filters', async () => {
    const auditor = await t.login('20000002');
    const list = ok<{ rows: { id: number; status: string; actions: string[] }[] }>(await t.call('GET', '/api/supplier-capabilities?status=under_review', { token: auditor }));
    expect(list.rows.length).toBeGreaterThan(0);
    const done = ok<{ status: string }>(await t.call('POST', `/api/supplier-capabilities/${list.rows[0]!.id}/review`, { token: auditor, body: { decision: 'pass', comment: '能力符合' } }));
    expect(done.status).toBe('audit_completed');
    expect((await t.call('GET', '/api/supplier-capabilities', { token: finance })).statusCode).toBe(403);
    const bad = await t.call('POST', `/api/supplier-capabilities/${list.rows[0]!.id}/review`, { token: auditor, body: { decision: 'maybe' } });
    expect(bad.statusCode).toBe(400);
  });
});
