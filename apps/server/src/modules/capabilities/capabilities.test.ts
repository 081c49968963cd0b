import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { findActorByAccessToken } from '../../platform/auth/actor-repo';
import { reviewCapabilityApplication } from './index';

let t: TestApp;
let a: string;
let b: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await t.login('supa_admin');
  b = await t.login('supb_admin');
});
afterAll(async () => {
  await t?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers are read loosely in tests
const data = (res: { json: () => unknown }) => (res.json() as { data: any }).data;
const paths = (res: { json: () => unknown }) => ((res.json() as { fields?: { path: string; errorKey: string }[] }).fields ?? []).map((f) => `${f.path}:${f.errorKey}`);
const body = {
  procurementType: 'aircraft',
  supplyAbility: 'sale',
  qualificationStatus: 'qualified',
  categories: [{ level1: 'A30', level2: 'A3002' }],
  items: [{ partNumber: '2-1587-3', description: 'Brake assembly', manufacturer: 'Safran', ability: 'sale' }],
  remarks: 'A320 刹车组件',
};
const review = async (id: number, decision: 'pass' | 'fail') => {
  const staff = (await findActorByAccessToken(t.deps.db, await t.login('20000002'), t.deps.now()))!;
  return t.deps.db.transaction().execute((trx) => reviewCapabilityApplication(trx, id, decision, decision === 'fail' ? '证书范围不覆盖' : '同意', staff, t.deps.now()));
};

describe('spec 001 §2/§4 capability list applications', () => {
  let id: number;

  it('creates an application with a generated number, to be submitted', async () => {
    const res = await t.call('POST', '/api/sup/capabilities', { token: a, body });
    expect(res.statusCode, res.body).toBe(200);
    const app = data(res);
    id = app.id;
    expect(app.number).toMatch(/^CA\d{8}\d{4}$/);
    expect(app).toMatchObject({ status: 'to_be_submitted', applicantName: '赵强 Zhao Qiang', actions: ['view', 'edit', 'submit'] });
  });

  it('refuses bad input and categories without a buyer', async () => {
    const bad = await t.call('POST', '/api/sup/capabilities', { token: a, body: { ...body, categories: [], supplyAbility: 'steal', items: [{ partNumber: 'A B', ability: 'sale' }] } });
    expect(paths(bad)).toEqual(expect.arrayContaining(['categories:supplierProfile.list_required', 'supplyAbility:validation.invalid_enum', 'items.0.partNumber:validation.no_spaces']));
    const noBuyer = await t.call('POST', '/api/sup/capabilities', { token: a, body: { ...body, categories: [{ level1: 'G10', level2: 'G1002' }] } });
    expect(noBuyer.json().errorKey).toBe('supplierProfile.no_category_buyer');
    expect(paths(noBuyer)).toEqual(['categories.0.level2:supplierProfile.no_category_buyer']);
  });

  it('edits, submits (to be submitted -> under review) and then refuses edit and resubmit', async () => {
    const edited = await t.call('PUT', `/api/sup/capabilities/${id}`, { token: a, body: { ...body, supplyAbility: 'exchange' } });
    expect(data(edited).supplyAbility).toBe('exchange');
    const submitted = await t.call('POST', `/api/sup/capabilities/${id}/submit`, { token: a });
    expect(submitted.statusCode).toBe(200);
    expect(data(submitted)).toMatchObject({ status: 'under_review', actions: ['view'] });
    expect(data(submitted).applicationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await t.call('PUT', `/api/sup/capabilities/${id}`, { token: a, body })).statusCode).toBe(409);
    expect((await t.call('POST', `/api/sup/capabilities/${id}/submit`, { token: a })).statusCode).toBe(409);
  });

  it('staff review: fail -> no pass (editable again, back to be submitted); pass -> audit completed', async () => {
    const failed = await review(id, 'fail');
    expect(failed).toMatchObject({ status: 'no_pass', auditResult: 'fail', reviewComment: '证书范围不覆盖' });
    await expect(review(id, 'pass')).rejects.toMatchObject({ status: 409 });
    const view = data(await t.call('GET', `/api/sup/capabilities/${id}`, { token: a }));
    expect(view.actions).toEqual(['view', 'edit']);
    const reopened = await t.call('PUT', `/api/sup/capabilities/${id}`, { token: a, body });
    expect(data(reopened).status).toBe('to_be_submitted');
    await t.call('POST', `/api/sup/capabilities/${id}/submit`, { token: a });
    expect(await review(id, 'pass')).toMatchObject({ status: 'audit_completed', auditResult: 'pass' });
    const events = await t.deps.db.selectFrom('timeline_entries').select(['kind', 'action', 'to_status']).where('subject_type', '=', 'supplier').where('kind', '=', 'capability').orderBy('id').execute();
    expect(events.map((e) => `${e.action}:${e.to_status}`)).toEqual(['submit:under_review', 'fail:no_pass', 'submit:under_review', 'pass:audit_completed']);
  });

  it('filters by status, number, category, procurement type, audit result and date', async () => {
    const all = data(await t.call('GET', '/api/sup/capabilities', { token: a }));
    expect(all.total).toBe(2);
    const under = data(await t.call('GET', '/api/sup/capabilities?status=under_review', { token: a }));
    expect(under.rows.map((r: { supplyAbility: string }) => r.supplyAbility)).toEqual(['repair']);
    expect(data(await t.call('GET', '/api/sup/capabilities?category=A3002', { token: a })).total).toBe(1);
    expect(data(await t.call('GET', '/api/sup/capabilities?category=A10', { token: a })).total).toBe(1);
    expect(data(await t.call('GET', '/api/sup/capabilities?auditResult=pass', { token: a })).total).toBe(1);
    expect(data(await t.call('GET', '/api/sup/capabilities?procurementType=general', { token: a })).total).toBe(0);
    expect(data(await t.call('GET', '/api/sup/capabilities?applicant=Zhao', { token: a })).total).toBe(2);
    expect(data(await t.call('GET', '/api/sup/capabilities?applicationDateFrom=2000-01-01&applicationDateTo=2000-12-31', { token: a })).total).toBe(0);
    const bad = await t.call('GET', '/api/sup/capabilities?status=done', { token: a });
    expect(bad.statusCode).toBe(400);
  });

  it("supplier B cannot open A's applications (404) and lists none", async () => {
    expect((await t.call('GET', `/api/sup/capabilities/${id}`, { token: b })).statusCode).toBe(404);
    expect((await t.call('PUT', `/api/sup/capabilities/${id}`, { token: b, body })).statusCode).toBe(404);
    expect((await t.call('POST', `/api/sup/capabilities/${id}/submit`, { token: b })).statusCode).toBe(404);
    expect(data(await t.call('GET', '/api/sup/capabilities', { token: b })).total).toBe(0);
  });

  it('403 without sup.vendorData', async () => {
    const clerk = await t.login('supa_clerk');
    expect((await t.call('GET', '/api/sup/capabilities', { token: clerk })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/sup/capabilities', { token: clerk, body })).statusCode).toBe(403);
  });
});
