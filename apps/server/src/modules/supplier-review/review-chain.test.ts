import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { act, addStaffUser, body, companyByTaxId, fakeUpload, FORM, ok } from './test-fixtures';
import { putSupplierInState } from '../supplier-profile/testing';

interface Review {
  companyId: number;
  reviewStatus: string;
  stage: string | null;
  vendorCode: string | null;
  preauditNo: string | null;
  auditNo: string | null;
  actions: string[];
  timeline: { action: string; comment: string | null; attachments: string[]; actorSide: string }[];
  approvalTasks: { system: string; status: string }[];
}

let t: TestApp;
let tokens: Record<string, string>;
let xian: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = {} as Record<string, string>;
  for (const a of ['admin', '20000001', '20000002', '20000003', '20000005', 'supa_admin']) tokens[a] = await t.login(a);
  xian = await companyByTaxId(t, '91610131MA6TX8K21Q'); // to_be_evaluated, pre-qualification
});
afterAll(() => t.close());

describe('spec 001 §4 supplier review status: the chain, step by step, by the right roles', () => {
  it('takes a submitted supplier from pre-qualification to synchronized to SAP with a vendor code', async () => {
    const hash = (await t.deps.db.selectFrom('users').select('password_hash').where('account', '=', 'admin').executeTakeFirstOrThrow()).password_hash;
    await t.deps.db.insertInto('users').values({ company_id: xian, account: 'xian_admin', real_name: '刘伟 Liu Wei', email: 'liu.wei@qinling-aero.cn', mobile: null, password_hash: hash, preferences: '{}', is_company_admin: true }).execute();
    const file = await fakeUpload(t, 'review-evidence-1');
    let r = ok<Review>(await t.call('GET', `/api/supplier-reviews/${xian}`, { token: tokens['20000002'] }));
    expect(r.reviewStatus).toBe('to_be_evaluated');
    expect(r.stage).toBe('prequalification');
    expect(r.actions).toEqual(['prequalify_pass', 'prequalify_return', 'prequalify_reject']);

    r = ok<Review>(await act(t, tokens['20000002']!, xian, 'prequalify_pass', { comment: '资料齐全 Complete', attachments: [file], form: { ...FORM, purchaseOrg: 'P100' } }));
    expect(r.reviewStatus).toBe('to_be_evaluated');
    expect(r.stage).toBe('assessment');
    expect(r.preauditNo).toMatch(/^PQ\d{8}-\d{4}$/);

    // Four-eyes (D-191): each next step by another person than the previous one.
    r = ok<Review>(await act(t, tokens.admin!, xian, 'assess_pass', { comment: '现场审核通过', form: FORM }));
    expect(r.reviewStatus).toBe('pending_business_review');
    expect(r.auditNo).toMatch(/^AU\d{8}-\d{4}$/);

    r = ok<Review>(await act(t, tokens['20000001']!, xian, 'business_approve', { comment: '同意引入' }));
    expect(r.reviewStatus).toBe('approved');
    r = ok<Review>(await act(t, tokens.admin!, xian, 'submit_oa', { comment: '提交OA' }));
    expect(r.reviewStatus).toBe('oa_under_review');
    expect(r.approvalTasks[0]).toMatchObject({ system: 'OA', status: 'pending' });
    r = ok<Review>(await act(t, tokens['20000002']!, xian, 'oa_approve', { comment: 'OA同意' }));
    expect(r.reviewStatus).toBe('oa_approved');
    expect(r.approvalTasks[0]).toMatchObject({ system: 'OA', status: 'approved' });
    r = ok<Review>(await act(t, tokens.admin!, xian, 'submit_qaudit', {}));
    expect(r.reviewStatus).toBe('qaudit_under_review');
    r = ok<Review>(await act(t, tokens['20000002']!, xian, 'qaudit_pass', { comment: '质量审核通过' }));
    expect(r.reviewStatus).toBe('qaudit_passed');
    r = ok<Review>(await act(t, tokens['20000005']!, xian, 'sync_sap', { comment: '同步SAP' }));
    expect(r.reviewStatus).toBe('synchronized_to_sap');
    expect(r.vendorCode).toMatch(/^\d{7,9}$/);
    expect(r.actions).toEqual([]);

    const actions = r.timeline.map((e) => e.action);
    for (const a of ['prequalify_pass', 'assess_pass', 'business_approve', 'submit_oa', 'oa_approve', 'submit_qaudit', 'qaudit_pass', 'sync_sap']) expect(actions).toContain(a);
    const pre = r.timeline.find((e) => e.action === 'prequalify_pass')!;
    expect(pre).toMatchObject({ comment: '资料齐全 Complete', attachments: [file], actorSide: 'staff' });

    // It is now an official supplier, found by name.
    const official = ok<{ rows: { companyId: number; vendorCode: string }[] }>(await t.call('GET', `/api/suppliers/official?name=${encodeURIComponent('秦岭航空')}`, { token: tokens['20000001'] }));
    expect(official.rows.map((x) => x.companyId)).toEqual([xian]);
    expect(official.rows[0]!.vendorCode).toBe(r.vendorCode);
    // The supplier admin was told by mail.
    const mails = await t.deps.db.selectFrom('outbox').select('body').where('company_id', '=', xian).execute();
    expect(mails.some((m) => m.body.includes(r.vendorCode!))).toBe(true);
  });

  it('refuses a step by the wrong role with 403', async () => {
    const id = await companyByTaxId(t, '91350200MA2XN4QF5B'); // assessment stage
    expect((await act(t, tokens['20000001']!, id, 'assess_pass', { form: FORM })).statusCode).toBe(403);
    expect((await act(t, tokens['20000003']!, id, 'assess_pass', { form: FORM })).statusCode).toBe(403);
    const pending = await companyByTaxId(t, 'DE298765432'); // pending business review
    const res = await act(t, tokens['20000002']!, pending, 'business_approve', {});
    expect(res.statusCode).toBe(403);
    expect(body(res).errorKey).toBe('auth.forbidden');
    // Supplier users cannot reach the staff review at all.
    expect((await t.call('GET', '/api/supplier-reviews', { token: tokens.supa_admin })).statusCode).toBe(403);
  });

  it('refuses a step in the wrong status (or stage) with 409 and a clear message', async () => {
    const id = await companyByTaxId(t, '91350200MA2XN4QF5B'); // assessment stage
    const res = await act(t, tokens['20000002']!, id, 'prequalify_pass', { form: FORM });
    expect(res.statusCode).toBe(409);
    expect(body(res)).toMatchObject({ errorKey: 'supplier_review.wrong_state', msg: "This action is not allowed in the supplier's current review status" });
    expect((await act(t, tokens['20000005']!, id, 'sync_sap', {})).statusCode).toBe(409);
    const zh = await t.call('POST', `/api/supplier-reviews/${id}/actions/oa_approve`, { token: tokens['20000002'], body: {}, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.statusCode).toBe(409);
  });

  it('needs the assessment form, a comment to return or reject, and uploaded attachments (400 with field paths)', async () => {
    const id = await companyByTaxId(t, '91350200MA2XN4QF5B');
    let res = await act(t, tokens['20000002']!, id, 'assess_pass', { comment: 'x' });
    expect(res.statusCode).toBe(400);
    expect(body(res).fields?.[0]?.path).toBe('form');
    res = await act(t, tokens['20000002']!, id, 'assess_return', {});
    expect(res.statusCode).toBe(400);
    expect(body(res).fields?.[0]?.path).toBe('comment');
    res = await act(t, tokens['20000002']!, id, 'assess_pass', { form: FORM, attachments: ['no-such-file'] });
    expect(res.statusCode).toBe(400);
    expect(body(res).fields?.[0]).toMatchObject({ path: 'attachments', errorKey: 'supplier_review.attachment_unknown' });
    res = await act(t, tokens['20000002']!, id, 'assess_pass', { form: { ...FORM, quality: 101 } });
    expect(res.statusCode).toBe(400);
    expect(body(res).fields?.[0]?.path).toBe('form.quality');
    res = await act(t, tokens['20000002']!, id, 'assess_pass', { form: FORM, extra: 1 });
    expect(res.statusCode).toBe(400);
    expect(body(res).fields?.[0]?.path).toBe('extra');
    res = await act(t, tokens['20000002']!, id, 'fly_away', {});
    expect(res.statusCode).toBe(400);
    expect((await act(t, tokens['20000002']!, 999999, 'assess_pass', { form: FORM })).statusCode).toBe(404);
  });

  it('a returned supplier that resubmits starts again at pre-qualification; the return is on its timeline', async () => {
    const id = await companyByTaxId(t, '91350200MA2XN4QF5B');
    const r = ok<Review>(await act(t, tokens['20000002']!, id, 'assess_return', { comment: '请补充CCAR-145证书' }));
    expect(r.reviewStatus).toBe('returned');
    expect(r.timeline[0]).toMatchObject({ action: 'assess_return', comment: '请补充CCAR-145证书' });
    // The supplier corrects and submits again (what the wizard's submit does).
    await putSupplierInState(t.deps.db, id, { review: 'to_be_evaluated', submittedAt: new Date() });
    const again = ok<Review>(await t.call('GET', `/api/supplier-reviews/${id}`, { token: tokens['20000002'] }));
    expect(again.stage).toBe('prequalification');
    expect(again.actions).toContain('prequalify_pass');
  });

  it('the OA and QAUDIT failures loop back through resubmission', async () => {
    const id = await companyByTaxId(t, '91-2345678'); // OA under review
    let r = ok<Review>(await act(t, tokens['20000002']!, id, 'oa_fail', { comment: '预算未批' }));
    expect(r.reviewStatus).toBe('oa_failed');
    expect(r.actions).toEqual([]);
    r = ok<Review>(await act(t, tokens['20000001']!, id, 'resubmit_oa', { comment: '补充预算说明' }));
    expect(r.reviewStatus).toBe('oa_under_review');
    const q = await companyByTaxId(t, '91120116MA06F3LW8R'); // QAUDIT under review
    r = ok<Review>(await act(t, tokens['20000002']!, q, 'qaudit_fail', { comment: '体系文件缺失' }));
    expect(r.reviewStatus).toBe('qaudit_failed');
    expect(r.actions).toEqual(['resubmit_qaudit', 'qaudit_return']);
  });

  it('lists the queues with the capability-list filters and only the actionable ones with mine=true', async () => {
    const pre = ok<{ rows: { companyId: number; actions: string[] }[]; total: number }>(
      await t.call('GET', '/api/supplier-reviews?queue=preaudit&mine=true&supplierType=aircraft', { token: tokens['20000002'] }),
    );
    expect(pre.total).toBeGreaterThan(0);
    for (const row of pre.rows) expect(row.actions).toContain('prequalify_pass');
    const buyerView = ok<{ total: number }>(await t.call('GET', '/api/supplier-reviews?queue=preaudit&mine=true', { token: tokens['20000001'] }));
    expect(buyerView.total).toBe(0);
    const byName = ok<{ rows: { name: string }[] }>(await t.call('GET', `/api/supplier-reviews?name=${encodeURIComponent('AeroTech')}`, { token: tokens['20000001'] }));
    expect(byName.rows.map((x) => x.name)).toEqual(['AeroTech Components GmbH']);
    const bad = await t.call('GET', '/api/supplier-reviews?pageSize=500', { token: tokens['20000001'] });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).fields?.[0]?.path).toBe('pageSize');
  });

  it('home page counts pending reviews for the user', async () => {
    const summary = ok<{ tasks: { key: string; count: number }[] }>(await t.call('GET', '/api/home/summary', { token: tokens['20000002'] }));
    expect(summary.tasks.find((x) => x.key === 'reviewPreaudit')?.count).toBeGreaterThan(0);
    const md = ok<{ tasks: { key: string }[] }>(await t.call('GET', '/api/home/summary', { token: tokens['20000005'] }));
    expect(md.tasks.find((x) => x.key === 'reviewPreaudit')).toBeUndefined();
  });
});

describe('spec 001 §2 auditor authorisation: audits go to the auditors authorised for their scope', () => {
  it('refuses an auditor outside the scope and admits one once authorised', async () => {
    await addStaffUser(t, '20000077', 'auditor', '钱进 Qian Jin');
    const qian = await t.login('20000077');
    const id = await companyByTaxId(t, '91350200MA2XN4QF5B'); // back at pre-qualification, P200, aircraft
    const detail = ok<Review & { routedAuditors: { prequalification: { name: string }[] } }>(await t.call('GET', `/api/supplier-reviews/${id}`, { token: qian }));
    expect(detail.routedAuditors.prequalification.map((a) => a.name)).toEqual(['李娜 Li Na']);
    expect(detail.actions).toEqual([]);
    const refused = await act(t, qian, id, 'prequalify_pass', { form: FORM });
    expect(refused.statusCode).toBe(403);
    expect(body(refused).errorKey).toBe('supplier_review.not_authorised_auditor');
    const mine = ok<{ total: number }>(await t.call('GET', '/api/supplier-reviews?queue=preaudit&mine=true', { token: qian }));
    expect(mine.total).toBe(0);

    // Authorised for another purchase org: still refused.
    const admin = tokens.admin!;
    ok(await t.call('POST', '/api/auditors', { token: admin, body: { auditorType: 'prequalification', employeeId: '20000077', name: '钱进', telephone: '13800000077', purchaseOrg: 'P300' } }));
    expect((await act(t, qian, id, 'prequalify_pass', { form: FORM })).statusCode).toBe(403);
    // Authorised for its purchase org and category: admitted.
    ok(await t.call('POST', '/api/auditors', { token: admin, body: { auditorType: 'prequalification', employeeId: '20000077', name: '钱进', telephone: '13800000077', purchaseOrg: 'P200', category1: 'A10', vendorType: 'aircraft' } }));
    const after = ok<Review>(await t.call('GET', `/api/supplier-reviews/${id}`, { token: qian }));
    expect(after.actions).toContain('prequalify_pass');
    expect(ok<{ total: number }>(await t.call('GET', '/api/supplier-reviews?queue=preaudit&mine=true', { token: qian })).total).toBeGreaterThan(0);
    expect(ok<Review>(await act(t, qian, id, 'prequalify_pass', { form: FORM })).stage).toBe('assessment');
  });

  it('with nobody authorised for a scope, any holder of the permission may take it', async () => {
    await t.deps.db.deleteFrom('auditors').where('auditor_type', '=', 'examination').execute();
    const qian = await t.login('20000077');
    const id = await companyByTaxId(t, '91350200MA2XN4QF5B'); // assessment now
    expect(ok<Review>(await t.call('GET', `/api/supplier-reviews/${id}`, { token: qian })).actions).toContain('assess_pass');
  });

  it('manages auditors: search, edit, copy employee data, delete; 403 without the permission; 400 on a bad employee ID', async () => {
    const admin = tokens.admin!;
    const copy = ok<{ name: string; telephone: string }>(await t.call('GET', '/api/auditors/employee/20000002', { token: admin }));
    expect(copy).toMatchObject({ name: '李娜 Li Na', telephone: '13800000002' });
    expect((await t.call('GET', '/api/auditors/employee/20009999', { token: admin })).statusCode).toBe(404);
    const list = ok<{ rows: { id: number; name: string; purchaseOrg: string | null; actions: string[] }[]; total: number }>(
      await t.call('GET', '/api/auditors?auditorType=prequalification&purchaseOrg=P300', { token: admin }),
    );
    expect(list.rows.map((r) => r.name)).toEqual(['钱进']);
    expect(list.rows[0]!.actions).toEqual(['edit', 'delete']);
    const id = list.rows[0]!.id;
    const edited = ok<{ purchaseOrg: string; category1: string }>(
      await t.call('PUT', `/api/auditors/${id}`, { token: admin, body: { auditorType: 'prequalification', employeeId: '20000077', name: '钱进', purchaseOrg: 'P500', category1: 'G10' } }),
    );
    expect(edited).toMatchObject({ purchaseOrg: 'P500', category1: 'G10' });
    const dup = await t.call('PUT', `/api/auditors/${id}`, { token: admin, body: { auditorType: 'prequalification', employeeId: '20000077', name: '钱进', purchaseOrg: 'P200', category1: 'A10', vendorType: 'aircraft' } });
    expect(dup.statusCode).toBe(409);
    const bad = await t.call('POST', '/api/auditors', { token: admin, body: { auditorType: 'prequalification', employeeId: '123', name: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).fields?.[0]).toMatchObject({ path: 'employeeId', errorKey: 'validation.staff_id' });
    expect((await t.call('GET', '/api/auditors', { token: tokens['20000001'] })).statusCode).toBe(403);
    ok(await t.call('DELETE', `/api/auditors/${id}`, { token: admin }));
    expect((await t.call('DELETE', `/api/auditors/${id}`, { token: admin })).statusCode).toBe(404);
  });

  it('manages inquiry approvers by purchasing org, category and supplier type', async () => {
    const md = await t.login('20000005');
    const list = ok<{ rows: { purchaseOrg: string; userName: string }[] }>(await t.call('GET', '/api/inquiry-approvers?purchaseOrg=P100', { token: md }));
    expect(list.rows[0]).toMatchObject({ purchaseOrg: 'P100', userName: '王磊 Wang Lei' });
    const buyerId = (await t.deps.db.selectFrom('users').select('id').where('account', '=', '20000001').executeTakeFirstOrThrow()).id;
    const created = ok<{ id: number }>(await t.call('POST', '/api/inquiry-approvers', { token: md, body: { userId: buyerId, purchaseOrg: 'P300', supplierType: 'aircraft' } }));
    expect((await t.call('POST', '/api/inquiry-approvers', { token: md, body: { userId: buyerId, purchaseOrg: 'P300', supplierType: 'aircraft' } })).statusCode).toBe(409);
    const supa = (await t.deps.db.selectFrom('users').select('id').where('account', '=', 'supa_admin').executeTakeFirstOrThrow()).id;
    expect((await t.call('POST', '/api/inquiry-approvers', { token: md, body: { userId: supa, purchaseOrg: 'P300' } })).statusCode).toBe(400);
    ok(await t.call('DELETE', `/api/inquiry-approvers/${created.id}`, { token: md }));
    expect((await t.call('GET', '/api/inquiry-approvers', { token: tokens['20000002'] })).statusCode).toBe(403);
  });
});
