import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { findActorByAccessToken } from '../../platform/auth/actor-repo';
import { decideChangeRequest } from './index';
import { putSupplierInState } from './testing';

let t: TestApp;
let a: string;
let b: string;
let companyA: number;

beforeAll(async () => {
  t = await createTestApp();
  a = await t.login('supa_admin');
  b = await t.login('supb_admin');
  companyA = (await t.deps.db.selectFrom('users').select('company_id').where('account', '=', 'supa_admin').executeTakeFirstOrThrow()).company_id;
  await t.deps.db
    .insertInto('files')
    .values({ id: 'a-cert-testfile-0001', storage_key: 'test/a-cert-testfile-0001', filename: 'cert.pdf', content_type: 'application/pdf', size: 10, sha256: '0'.repeat(64), company_id: companyA, uploaded_by: null, owner_type: null, owner_id: null })
    .execute();
});
afterAll(async () => {
  await t?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers are read loosely in tests
const data = (res: { json: () => unknown }) => (res.json() as { data: any }).data;
const paths = (res: { json: () => unknown }) => ((res.json() as { fields?: { path: string; errorKey: string }[] }).fields ?? []).map((f) => `${f.path}:${f.errorKey}`);
const staffActor = async (account: string) => (await findActorByAccessToken(t.deps.db, await t.login(account), t.deps.now()))!;

describe('spec 001 §3 qualification documents', () => {
  let id: number;
  it('lists the seeded documents with their validity (valid, expiring within 30 days, expired)', async () => {
    const list = data(await t.call('GET', '/api/sup/qualifications', { token: a }));
    const validities = list.rows.map((r: { validity: string }) => r.validity);
    expect(validities).toEqual(expect.arrayContaining(['valid', 'expiring', 'expired']));
    const expiring = data(await t.call('GET', '/api/sup/qualifications?validity=expiring', { token: a }));
    expect(expiring.rows.map((r: { number: string }) => r.number)).toEqual(['FAA-145-SKWY512K']);
  });

  it('adds, edits, cancels with a reason and deletes a document', async () => {
    const body = { docType: 'repair_station', authority: '6', number: 'CAAC-145-NEW', certificateNo: 'D.9', scope: 'Wheels and brakes', startDate: '2025-01-01', endDate: '2028-01-01', fileKeys: ['a-cert-testfile-0001'] };
    const res = await t.call('POST', '/api/sup/qualifications', { token: a, body });
    expect(res.statusCode, res.body).toBe(200);
    id = data(res).id;
    expect(data(res)).toMatchObject({ authority: '6', validity: 'valid', cancelled: false, actions: ['edit', 'cancel', 'delete'] });
    const bad = await t.call('PUT', `/api/sup/qualifications/${id}`, { token: a, body: { ...body, authority: '7', endDate: '2024-01-01', fileKeys: [] } });
    expect(paths(bad)).toEqual(expect.arrayContaining(['authority:validation.invalid_enum', 'fileKeys:supplierProfile.file_required']));
    const order = await t.call('PUT', `/api/sup/qualifications/${id}`, { token: a, body: { ...body, endDate: '2024-12-31' } });
    expect(paths(order)).toContain('endDate:supplierProfile.end_before_start');
    const noReason = await t.call('POST', `/api/sup/qualifications/${id}/cancel`, { token: a, body: { reason: '' } });
    expect(paths(noReason)).toContain('reason:validation.required');
    const cancelled = await t.call('POST', `/api/sup/qualifications/${id}/cancel`, { token: a, body: { reason: '证书已被局方注销' } });
    expect(data(cancelled)).toMatchObject({ cancelled: true, cancelReason: '证书已被局方注销', validity: 'cancelled', actions: ['delete'] });
    expect((await t.call('PUT', `/api/sup/qualifications/${id}`, { token: a, body })).statusCode).toBe(409);
  });

  it("supplier B cannot read or change A's documents (404)", async () => {
    for (const [method, url, body] of [
      ['GET', `/api/sup/qualifications/${id}`, undefined],
      ['PUT', `/api/sup/qualifications/${id}`, { docType: 'other', number: 'x', certificateNo: 'x', scope: 'x', endDate: '2030-01-01', fileKeys: ['x'] }],
      ['POST', `/api/sup/qualifications/${id}/cancel`, { reason: 'x' }],
      ['DELETE', `/api/sup/qualifications/${id}`, undefined],
    ] as const) {
      expect((await t.call(method, url, { token: b, body })).statusCode, `${method} ${url}`).toBe(404);
    }
    const listB = data(await t.call('GET', '/api/sup/qualifications', { token: b }));
    expect(listB.total).toBe(0);
    expect((await t.call('DELETE', `/api/sup/qualifications/${id}`, { token: a })).statusCode).toBe(200);
  });
});

describe('spec 001 §3 sub-page tables (agents, quotation ladder, shipping addresses, repair capability)', () => {
  it('quotation ladder: stepped quantity at most 11 digits, cut-off not below start', async () => {
    const row = { oemCode: '99167', partNumber: 'PN-1', startQty: 1, cutoffQty: 10, price: 12.5, currency: 'USD', startDate: '2025-01-01', endDate: '2025-12-31', leadTime: 5, leadTimeUnit: 'day' };
    const ok = await t.call('POST', '/api/sup/price-tiers', { token: a, body: row });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(data(ok)).toMatchObject({ partNumber: 'PN-1', startQty: 1, cutoffQty: 10, price: 12.5 });
    const big = await t.call('POST', '/api/sup/price-tiers', { token: a, body: { ...row, startQty: 123456789012, cutoffQty: undefined } });
    expect(paths(big)).toContain('startQty:validation.max_digits');
    const eleven = await t.call('POST', '/api/sup/price-tiers', { token: a, body: { ...row, startQty: 99999999999, cutoffQty: undefined } });
    expect(eleven.statusCode).toBe(200);
    expect(data(eleven).startQty).toBe(99999999999);
    const below = await t.call('POST', '/api/sup/price-tiers', { token: a, body: { ...row, startQty: 20 } });
    expect(paths(below)).toContain('cutoffQty:supplierProfile.cutoff_below_start');
    const spaces = await t.call('POST', '/api/sup/price-tiers', { token: a, body: { ...row, partNumber: 'PN 1' } });
    expect(paths(spaces)).toContain('partNumber:validation.no_spaces');
  });

  it('CRUD on every table, scoped to the company', async () => {
    const bodies: Record<string, Record<string, unknown>> = {
      'agent-vendors': { vendorName: 'Honeywell', validTo: '2027-01-01', fileKeys: ['a-cert-testfile-0001'] },
      'agent-parts': { partNumber: '3214552-3', description: 'Valve' },
      'shipping-addresses': { country: 'CN', address: '成都市双流区1号', contactName: '孙丽', contactPhone: '13900000002', isDefault: true },
      'repair-capabilities': { partNumber: '3214552-3', description: 'Valve', tested: true, certificateValidTo: '2027-01-01' },
    };
    for (const [resource, body] of Object.entries(bodies)) {
      const created = await t.call('POST', `/api/sup/${resource}`, { token: a, body });
      expect(created.statusCode, `${resource} ${created.body}`).toBe(200);
      const id = data(created).id;
      expect(data(created)).toMatchObject(body);
      const edited = await t.call('PUT', `/api/sup/${resource}/${id}`, { token: a, body: { ...body, remarks: '已更新' } });
      expect(data(edited).remarks).toBe('已更新');
      expect((await t.call('GET', `/api/sup/${resource}/${id}`, { token: b })).statusCode).toBe(404);
      expect((await t.call('PUT', `/api/sup/${resource}/${id}`, { token: b, body })).statusCode).toBe(404);
      expect((await t.call('DELETE', `/api/sup/${resource}/${id}`, { token: b })).statusCode).toBe(404);
      const listB = data(await t.call('GET', `/api/sup/${resource}`, { token: b }));
      expect(listB.rows.some((r: { id: number }) => r.id === id)).toBe(false);
      expect((await t.call('DELETE', `/api/sup/${resource}/${id}`, { token: a })).statusCode).toBe(200);
      expect((await t.call('GET', `/api/sup/${resource}/${id}`, { token: a })).statusCode).toBe(404);
    }
    const noFlag = await t.call('POST', '/api/sup/repair-capabilities', { token: a, body: { partNumber: 'X', description: 'Y' } });
    expect(paths(noFlag)).toContain('tested:supplierProfile.one_capability');
    const search = data(await t.call('GET', '/api/sup/agent-parts?keyword=2HY31', { token: a }));
    expect(search.rows.map((r: { partNumber: string }) => r.partNumber)).toEqual(['2HY31-4']);
  });
});

describe('spec 001 §4 own information pages and data change requests', () => {
  it('an approved supplier reads its data; edits become a change request (one pending per section)', async () => {
    const info = data(await t.call('GET', '/api/sup/info', { token: a }));
    expect(info.editMode).toBe('changeRequest');
    expect(info.company.reviewStatus).toBe('synchronized_to_sap');
    expect(info.pendingSections).toEqual(['finance']);
    expect(info.data.general.organizationName).toBe('成都天翼航空器材有限公司');

    const pending = await t.call('PUT', '/api/sup/info/finance', { token: a, body: { ...info.data.finance, bankName: '工商银行' } });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().errorKey).toBe('supplierProfile.change_pending');

    const same = await t.call('PUT', '/api/sup/info/compliance', { token: a, body: info.data.compliance });
    expect(same.json().errorKey).toBe('supplierProfile.no_change');

    const res = await t.call('PUT', '/api/sup/info/compliance', { token: a, body: { ...info.data.compliance, remarks: '2025年度合规自查完成' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(data(res).mode).toBe('changeRequest');
    const after = data(await t.call('GET', '/api/sup/info', { token: a }));
    expect(after.data.compliance.remarks).toBeUndefined();
    expect(after.pendingSections.sort()).toEqual(['compliance', 'finance']);

    const list = data(await t.call('GET', '/api/sup/changes?status=pending', { token: a }));
    expect(list.total).toBe(2);
    const cr = list.rows.find((r: { section: string }) => r.section === 'compliance');
    expect(cr.changedFields).toEqual(['remarks']);
  });

  it("shows the company's vendor code and ignores one the supplier sends (D-180)", async () => {
    const info = data(await t.call('GET', '/api/sup/info', { token: a }));
    expect(info.data.general.vendorCode).toBe('10000001');
    const res = await t.call('PUT', '/api/sup/info/general', { token: a, body: { ...info.data.general, vendorCode: '99999999' } });
    expect(res.json().errorKey).toBe('supplierProfile.no_change');
  });

  it('validates the section with field paths and the category-buyer rule', async () => {
    const info = data(await t.call('GET', '/api/sup/info', { token: a }));
    const bad = await t.call('PUT', '/api/sup/info/general', { token: a, body: { ...info.data.general, website: 'ftp://x', directors: [] } });
    expect(paths(bad)).toEqual(expect.arrayContaining(['website:validation.url', 'directors:supplierProfile.list_required']));
    const supply = info.data.supply;
    const noBuyer = await t.call('PUT', '/api/sup/info/supply', {
      token: a,
      body: { ...supply, categories: [...supply.categories, { level1: 'G10', level2: 'G1001', startDate: '2025-01-01', endDate: '2026-01-01', main: false }] },
    });
    expect(noBuyer.json().errorKey).toBe('supplierProfile.no_category_buyer');
    expect(paths(noBuyer)).toEqual(['categories.2.level2:supplierProfile.no_category_buyer']);
  });

  it('staff approval applies the change; rejection leaves the data; decided requests are closed', async () => {
    const staff = await staffActor('20000001');
    const list = data(await t.call('GET', '/api/sup/changes?status=pending', { token: a }));
    const finance = list.rows.find((r: { section: string }) => r.section === 'finance');
    const compliance = list.rows.find((r: { section: string }) => r.section === 'compliance');
    const approved = await t.deps.db.transaction().execute((trx) => decideChangeRequest(trx, finance.id, 'approve', '银行信息已核实', staff, t.deps.now()));
    expect(approved).toMatchObject({ status: 'approved', reviewerName: staff.realName, comment: '银行信息已核实' });
    const rejected = await t.deps.db.transaction().execute((trx) => decideChangeRequest(trx, compliance.id, 'reject', '请补充说明', staff, t.deps.now()));
    expect(rejected.status).toBe('rejected');
    const info = data(await t.call('GET', '/api/sup/info', { token: a }));
    expect(info.data.finance.bankName).toBe('招商银行成都分行');
    expect(info.data.compliance.remarks).toBeUndefined();
    expect(info.pendingSections).toEqual([]);
    await expect(t.deps.db.transaction().execute((trx) => decideChangeRequest(trx, finance.id, 'reject', null, staff, t.deps.now()))).rejects.toMatchObject({ status: 409 });
    const events = await t.deps.db.selectFrom('timeline_entries').select(['kind', 'action']).where('subject_type', '=', 'supplier').where('subject_id', '=', companyA).where('kind', '=', 'change').execute();
    expect(events.map((e) => e.action).sort()).toEqual(['approve', 'reject', 'request']);
    const detail = data(await t.call('GET', `/api/sup/changes/${finance.id}`, { token: a }));
    expect(detail).toMatchObject({ status: 'approved', section: 'finance' });
    expect(detail.changedFields).toEqual(['accountNumber', 'bankBranch', 'bankName', 'swiftCode']);
  });

  it("supplier B cannot open A's change requests (404) and sees none of them", async () => {
    const list = data(await t.call('GET', '/api/sup/changes', { token: a }));
    const id = list.rows[0].id;
    expect((await t.call('GET', `/api/sup/changes/${id}`, { token: b })).statusCode).toBe(404);
    expect(data(await t.call('GET', '/api/sup/changes', { token: b })).total).toBe(0);
  });

  it('a supplier before approval edits its data directly; under review it is locked', async () => {
    const c = await t.login('supc_admin');
    const info = data(await t.call('GET', '/api/sup/info', { token: c }));
    expect(info.editMode).toBe('direct');
    const finance = { bankName: '中国建设银行西安分行', accountName: '西安航宇精密制造有限公司', accountNumber: '61050100000000001', currency: 'CNY' };
    const res = await t.call('PUT', '/api/sup/info/finance', { token: c, body: finance });
    expect(data(res)).toEqual({ mode: 'direct', changeRequestId: null });
    expect(data(await t.call('GET', '/api/sup/info', { token: c })).data.finance).toEqual(finance);
    await putSupplierInState(t.deps.db, info.company.id, { review: 'pending_business_review' });
    const locked = await t.call('PUT', '/api/sup/info/finance', { token: c, body: { ...finance, bankName: 'x' } });
    expect(locked.statusCode).toBe(409);
    expect(data(await t.call('GET', '/api/sup/info', { token: c })).editMode).toBe('locked');
  });
});
