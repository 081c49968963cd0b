import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { body, fakeUpload, ok } from '../supplier-review/test-fixtures';
import { canTransactWith } from './index';

interface Control {
  companyId: number;
  controlStatus: string;
  actions: string[];
  timeline: { action: string; comment: string | null; attachments: string[] }[];
}
interface Freeze {
  id: number;
  status: string;
  step: number;
  kind: string;
  actions: string[];
  controlStatus: string;
  history: { id: number; kind: string; status: string }[];
}

let t: TestApp;
let buyer: string;
let finance: string;
let auditor: string;
let a: number;
let b: number;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('20000001');
  finance = await t.login('20000003');
  auditor = await t.login('20000002');
  const ids = await t.deps.db.selectFrom('companies').select(['id', 'vendor_code']).where('vendor_code', 'in', ['10000001', '10000002']).orderBy('vendor_code').execute();
  a = ids[0]!.id;
  b = ids[1]!.id;
});
afterAll(() => t.close());

const control = (action: string, companyId: number, payload: Record<string, unknown>, token = buyer) =>
  t.call('POST', `/api/supplier-control/${companyId}/${action}`, { token, body: payload });

describe('spec 001 §4 supplier control and §8 wrong-selection messages', () => {
  it('suspends a normal supplier with reason and attachments, then refuses to suspend it again', async () => {
    const file = await fakeUpload(t, 'suspend-evidence');
    const r = ok<Control>(await control('suspend', a, { reason: '交付延误 Late deliveries', attachments: [file] }));
    expect(r.controlStatus).toBe('suspended');
    expect(r.actions).toEqual(['unsuspend', 'delete', 'freeze']);
    expect(r.timeline[0]).toMatchObject({ action: 'suspend', comment: '交付延误 Late deliveries', attachments: [file] });
    const again = await control('suspend', a, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(body(again).msg).toBe('Please select a normal supplier to suspend');
    expect(await canTransactWith(t.deps.db, a)).toMatchObject({ ok: false, reason: 'suspended' });
  });

  it('un-suspends only a suspended supplier', async () => {
    const wrong = await control('unsuspend', b, { reason: 'x' });
    expect(wrong.statusCode).toBe(409);
    expect(body(wrong).msg).toBe('Please select a suspended supplier to un-suspend');
    const zh = await t.call('POST', `/api/supplier-control/${b}/unsuspend`, { token: buyer, body: { reason: 'x' }, headers: { 'accept-language': 'zh-CN' } });
    expect(body(zh).msg).toBe('请选择已暂停的供应商取消暂停');
    expect(ok<Control>(await control('unsuspend', a, { reason: '整改完成 Corrected' })).controlStatus).toBe('normal');
    expect(await canTransactWith(t.deps.db, a)).toEqual({ ok: true });
  });

  it('deletes only an undeleted supplier', async () => {
    const sg = (await t.deps.db.selectFrom('companies').select('id').where('vendor_code', '=', '10000021').executeTakeFirstOrThrow()).id;
    expect(ok<Control>(await control('delete', sg, { reason: '停止合作 No longer used' })).controlStatus).toBe('deleted');
    const again = await control('delete', sg, { reason: 'x' });
    expect(again.statusCode).toBe(409);
    expect(body(again).msg).toBe('Please select an undeleted supplier to delete');
    expect(await canTransactWith(t.deps.db, sg)).toMatchObject({ ok: false, reason: 'deleted', messageKey: 'supplier_control.cannot_transact.deleted' });
  });

  it('D-107: a deleted supplier cannot be frozen, at request or at finance approval, so unfreezing never restores "deleted"', async () => {
    const sg = (await t.deps.db.selectFrom('companies').select('id').where('tax_id', '=', '91120116MA06F3LW8R').executeTakeFirstOrThrow()).id;
    const deleted = ok<Control>(await control('delete', sg, { reason: '停止合作 No longer used' }));
    expect(deleted.controlStatus).toBe('deleted');
    expect(deleted.actions).not.toContain('freeze');
    const refused = await t.call('POST', '/api/supplier-freeze', { token: buyer, body: { companyId: sg, kind: 'freeze', reason: '付款争议' }, headers: { 'accept-language': 'en' } });
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toMatchObject({ errorKey: 'supplier_control.deleted_no_freeze', msg: 'The supplier is deleted and cannot be frozen' });

    // A freeze requested before the deletion is refused when finance decides.
    const c = (await t.deps.db.selectFrom('companies').select('id').where('tax_id', '=', '91510116MA6CK2PJ4N').executeTakeFirstOrThrow()).id;
    const req = ok<Freeze>(await t.call('POST', '/api/supplier-freeze', { token: buyer, body: { companyId: c, kind: 'freeze', reason: '质量问题' } }));
    expect(ok<Control>(await control('delete', c, { reason: '停止合作' })).controlStatus).toBe('deleted');
    const late = await t.call('POST', `/api/supplier-freeze/${req.id}/decision`, { token: finance, body: { decision: 'approve' } });
    expect(late.statusCode).toBe(409);
    expect(body(late).errorKey).toBe('supplier_control.deleted_no_freeze');
    expect(ok<Control>(await t.call('GET', `/api/supplier-control/${c}`, { token: buyer })).controlStatus).toBe('deleted');
  });

  it('needs a reason (400), the permission (403) and an existing supplier (404)', async () => {
    const res = await control('suspend', b, { reason: '' });
    expect(res.statusCode).toBe(400);
    expect(body(res).fields?.[0]?.path).toBe('reason');
    expect((await control('suspend', b, { reason: 'x' }, finance)).statusCode).toBe(403);
    expect((await control('suspend', 987654, { reason: 'x' })).statusCode).toBe(404);
    expect((await control('explode', b, { reason: 'x' })).statusCode).toBe(400);
    expect((await t.call('GET', '/api/supplier-control', { token: auditor })).statusCode).toBe(403);
  });

  it('searches by vendor code, company, purchase org and vendor type', async () => {
    const byCode = ok<{ rows: { companyId: number }[] }>(await t.call('GET', '/api/supplier-control?vendorCode=10000001', { token: buyer }));
    expect(byCode.rows.map((r) => r.companyId)).toEqual([a]);
    const byOrg = ok<{ rows: { purchaseOrg: string }[] }>(await t.call('GET', '/api/supplier-control?purchaseOrg=P200&vendorType=aircraft', { token: buyer }));
    expect(byOrg.rows.length).toBeGreaterThan(0);
    for (const r of byOrg.rows) expect(r.purchaseOrg).toBe('P200');
    const byName = ok<{ rows: { name: string }[] }>(await t.call('GET', `/api/supplier-control?company=${encodeURIComponent('Skywing')}`, { token: buyer }));
    expect(byName.rows.map((r) => r.name)).toEqual(['成都天翼航空器材有限公司']);
  });
});

describe('spec 000 §2 freeze step1-3 / financeApproval: freeze and unfreeze in three steps with history', () => {
  it('buyer requests, finance approves, the supplier is frozen; unfreeze restores it', async () => {
    // Step 1.
    const req = ok<Freeze>(await t.call('POST', '/api/supplier-freeze', { token: buyer, body: { companyId: a, kind: 'freeze', reason: '付款争议 Payment dispute' } }));
    expect(req).toMatchObject({ status: 'pending', step: 2, kind: 'freeze' });
    expect(req.actions).toEqual(['edit', 'withdraw']);
    const dup = await t.call('POST', '/api/supplier-freeze', { token: buyer, body: { companyId: a, kind: 'freeze', reason: 'x' } });
    expect(dup.statusCode).toBe(409);
    expect(body(dup).errorKey).toBe('supplier_control.request_pending');
    // The requester may edit while pending.
    expect(ok<{ reason: string }>(await t.call('PUT', `/api/supplier-freeze/${req.id}`, { token: buyer, body: { reason: '付款争议（补充合同号）' } })).reason).toBe('付款争议（补充合同号）');
    // Finance sees it pending, with its actions; the buyer cannot decide.
    const pending = ok<{ rows: Freeze[] }>(await t.call('GET', '/api/supplier-freeze?status=pending', { token: finance }));
    expect(pending.rows.find((r) => r.id === req.id)?.actions).toEqual(['approve', 'reject']);
    expect((await t.call('POST', `/api/supplier-freeze/${req.id}/decision`, { token: buyer, body: { decision: 'approve' } })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/supplier-freeze', { token: finance, body: { companyId: a, kind: 'freeze', reason: 'x' } })).statusCode).toBe(403);
    // Steps 2-3.
    const done = ok<Freeze>(await t.call('POST', `/api/supplier-freeze/${req.id}/decision`, { token: finance, body: { decision: 'approve', comment: '同意' } }));
    expect(done).toMatchObject({ status: 'approved', step: 3, controlStatus: 'frozen', actions: [] });
    expect(await canTransactWith(t.deps.db, a)).toMatchObject({ ok: false, reason: 'frozen' });
    const twice = await t.call('POST', `/api/supplier-freeze/${req.id}/decision`, { token: finance, body: { decision: 'approve' } });
    expect(twice.statusCode).toBe(409);
    // Freezing a frozen supplier is refused at request time.
    const wrong = await t.call('POST', '/api/supplier-freeze', { token: buyer, body: { companyId: a, kind: 'freeze', reason: 'x' } });
    expect(wrong.statusCode).toBe(409);
    expect(body(wrong).errorKey).toBe('supplier_control.select_unfrozen_to_freeze');

    // Unfreeze: a rejected request leaves it frozen, an approved one restores the status before.
    const u1 = ok<Freeze>(await t.call('POST', '/api/supplier-freeze', { token: buyer, body: { companyId: a, kind: 'unfreeze', reason: '争议解决 Dispute settled' } }));
    expect(ok<Freeze>(await t.call('POST', `/api/supplier-freeze/${u1.id}/decision`, { token: finance, body: { decision: 'reject', comment: '尚未结清' } })).controlStatus).toBe('frozen');
    const u2 = ok<Freeze>(await t.call('POST', '/api/supplier-freeze', { token: buyer, body: { companyId: a, kind: 'unfreeze', reason: '已结清 Settled' } }));
    const final = ok<Freeze>(await t.call('POST', `/api/supplier-freeze/${u2.id}/decision`, { token: finance, body: { decision: 'approve' } }));
    expect(final.controlStatus).toBe('normal');
    expect(final.history.map((h) => `${h.kind}:${h.status}`)).toEqual(['unfreeze:approved', 'unfreeze:rejected', 'freeze:approved']);
    expect(await canTransactWith(t.deps.db, a)).toEqual({ ok: true });
    const wrongUnfreeze = await t.call('POST', '/api/supplier-freeze', { token: buyer, body: { companyId: a, kind: 'unfreeze', reason: 'x' } });
    expect(body(wrongUnfreeze).msg).toBe('Please select a frozen supplier to unfreeze');
    // The control view shows the freeze history on the timeline.
    const view = ok<Control>(await t.call('GET', `/api/supplier-control/${a}`, { token: buyer }));
    expect(view.timeline.map((e) => e.action)).toEqual(expect.arrayContaining(['freeze_requested', 'freeze_approved', 'unfreeze_rejected', 'unfreeze_approved']));
  });

  it('a pending request can be withdrawn by its requester only; decisions on it are then refused', async () => {
    const seeded = ok<{ rows: Freeze[] }>(await t.call('GET', `/api/supplier-freeze?companyId=${b}&status=pending`, { token: buyer }));
    expect(seeded.rows).toHaveLength(1);
    const id = seeded.rows[0]!.id;
    const withdrawn = ok<Freeze>(await t.call('POST', `/api/supplier-freeze/${id}/withdraw`, { token: buyer }));
    expect(withdrawn.status).toBe('withdrawn');
    expect((await t.call('POST', `/api/supplier-freeze/${id}/decision`, { token: finance, body: { decision: 'approve' } })).statusCode).toBe(409);
  });

  it('canTransactWith refuses blacklisted and unknown suppliers', async () => {
    const rejected = (await t.deps.db.selectFrom('companies').select('id').where('tax_id', '=', '91440300MA5FX7RT6K').executeTakeFirstOrThrow()).id;
    expect(await canTransactWith(t.deps.db, rejected)).toMatchObject({ ok: false, reason: 'blacklisted' });
    expect(await canTransactWith(t.deps.db, 123456)).toMatchObject({ ok: false, reason: 'not_found' });
    expect(await canTransactWith(t.deps.db, 2)).toMatchObject({ ok: false, reason: 'not_found' });
  });
});
