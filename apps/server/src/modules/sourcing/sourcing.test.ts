/**
 * Sourcing I API (issue 12): requirements (validation, list filters and sort, delete only while
 * free, Excel import with row errors in zh and en), RFx authoring (bidders must be official and
 * able to transact, requirements pulled in show their RFx), release (409 guards, invitations
 * through the outbox and the notification centre), delete/release races, open early with the
 * password, and the supplier's view (only invited companies, 404 otherwise).
 * Seed sections: sourcing demo (demo RFx inviting supplier A), supplier-review demo (official
 * suppliers A and B), supplier control (suspension).
 */
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { expectCompanyIsolation } from '../../../test/scoping';
import { multipart } from '../files/test-fixtures';
import { body, fakeUpload, ok } from '../supplier-review/test-fixtures';
import { DEMO_OPENING_PASSWORD } from './demo-seed';
import { openDueRfx } from './service';

interface Req { id: number; number: string; status: string; rfx: { id: number; number: string } | null; actions: string[]; unit: string; quantity: number }
interface Rfx { id: number; number: string; status: string; actions: string[]; items: { requirementId: number | null; unit: string; clauses: unknown[] }[]; bidders: { companyId: number }[]; team: { userId: number; passwordHolder: boolean }[] }

let t: TestApp;
let buyer: string;
let auditor: string;
let supA: string;
let supB: string;
let a: number;
let b: number;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('20000001');
  auditor = await t.login('20000002');
  supA = await t.login('supa_admin');
  supB = await t.login('supb_admin');
  const ids = await t.deps.db.selectFrom('companies').select(['id', 'vendor_code']).where('vendor_code', 'in', ['10000001', '10000002']).orderBy('vendor_code').execute();
  a = ids[0]!.id;
  b = ids[1]!.id;
});
afterAll(() => t.close());

const en = { 'accept-language': 'en' };
const call = (method: string, url: string, payload?: unknown, token = buyer, headers: Record<string, string> = en) => t.call(method, url, { token, body: payload, headers });
const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const requirement = (over: Record<string, unknown> = {}) => ({ materialPn: 'S9413-112', description: 'Seal, fuel nozzle 燃油喷嘴密封件', quantity: 12.5, plant: '1300', purchaseOrg: 'P200', ...over });
const rfxBody = (over: Record<string, unknown> = {}) => ({
  type: 'RFQ', description: 'Test RFx 测试询价', purchaseOrg: 'P200', deadlineAt: hours(48), openingAt: hours(49), bidValidityDays: 60,
  items: [{ materialPn: 'S9413-112', description: 'Seal', quantity: 4, clauses: [{ contractType: 'framework', clauseText: 'Warranty 12 months' }] }],
  texts: [{ kind: 'question', type: 'quality', text: 'Certificate?' }],
  bidders: [a], ...over,
});

describe('requirements: create, validate, list, delete while free', () => {
  it('creates with the default unit EA and refuses bad input with field paths (400)', async () => {
    const r = ok<Req>(await call('POST', '/api/sourcing/requirements', requirement()));
    expect(r).toMatchObject({ status: 'open', unit: 'EA', quantity: 12.5, rfx: null, actions: ['edit', 'delete', 'add_to_rfx'] });
    expect(r.number).toMatch(/^REQ\d{8}-\d{4}$/);
    const bad = await call('POST', '/api/sourcing/requirements', { materialPn: 'has space', description: '', quantity: -1, requiredDate: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    const paths = (body(bad) as unknown as { fields: { path: string }[] }).fields.map((e) => e.path).sort();
    expect(paths).toEqual(['description', 'materialPn', 'quantity', 'requiredDate']);
    const unknown = await call('POST', '/api/sourcing/requirements', { ...requirement(), extra: 1 });
    expect(unknown.statusCode).toBe(400);
  });

  it('lists with filters, sort and paging', async () => {
    const page = ok<{ rows: Req[]; total: number }>(await call('GET', '/api/sourcing/requirements?materialPn=ms29513&pageSize=5'));
    expect(page.rows.map((r) => r.status)).toEqual(['in_rfx']);
    expect(page.rows[0]!.rfx?.number).toMatch(/^RFX/);
    const sorted = ok<{ rows: Req[] }>(await call('GET', '/api/sourcing/requirements?sort=number&order=asc&pageSize=100'));
    const numbers = sorted.rows.map((r) => r.number);
    expect(numbers).toEqual([...numbers].sort());
    expect((await call('GET', '/api/sourcing/requirements?sort=bogus')).statusCode).toBe(400);
    expect((await call('GET', '/api/sourcing/requirements?status=in_rfx', undefined, auditor)).statusCode).toBe(403);
  });

  it('deletes a free requirement and refuses one in an RFx with 409', async () => {
    const r = ok<Req>(await call('POST', '/api/sourcing/requirements', requirement()));
    expect((await call('DELETE', `/api/sourcing/requirements/${r.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/sourcing/requirements/${r.id}`)).statusCode).toBe(404);
    const taken = ok<{ rows: Req[] }>(await call('GET', '/api/sourcing/requirements?status=in_rfx')).rows[0]!;
    expect(taken.actions).toEqual([]);
    const refused = await call('DELETE', `/api/sourcing/requirements/${taken.id}`);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).msg).toBe('This requirement is in an RFx and can no longer be changed or deleted');
  });
});

describe('requirements import (Excel, row-level errors in the user language)', () => {
  async function workbook(rows: unknown[][]): Promise<Buffer> {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Sheet1').addRows(rows);
    return Buffer.from(await wb.xlsx.writeBuffer());
  }
  const upload = (content: Buffer, lang: string) => {
    const m = multipart([{ name: 'file', filename: 'req.xlsx', content, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }]);
    return t.app.inject({ method: 'POST', url: '/api/imports/sourcing-requirements', headers: { authorization: `Bearer ${buyer}`, 'content-type': m.contentType, 'accept-language': lang }, payload: m.payload });
  };

  it('serves a template in both languages', async () => {
    for (const lang of ['zh', 'en']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/imports/sourcing-requirements/template?lang=${lang}`, headers: { authorization: `Bearer ${buyer}` } });
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const header = (wb.worksheets[0]!.getRow(1).values as unknown[]).slice(1, 4);
      expect(header).toEqual(lang === 'zh' ? ['物料件号 *', '物料描述 *', '物料类型'] : ['Material P/N *', 'Description *', 'Material type']);
    }
  });

  it('previews row errors (headers in either language) and commits only a clean file', async () => {
    const file = await workbook([
      ['物料件号', 'Description', 'Quantity', 'Unit', 'Plant', 'Required date'],
      ['NAS1611-016', 'O-ring', 100, '', '1300', '2026-12-01'],
      ['', 'No P/N', 0, 'EA', 'XXXX', 'tomorrow'],
    ]);
    const res = await upload(file, 'en');
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json().data;
    expect(preview.status).toBe('invalid');
    const errors = preview.errors.map((e: { row: number; column: string; message: string }) => [e.row, e.column, e.message]);
    expect(errors).toEqual([
      [3, 'Material P/N', 'Required'],
      [3, 'Quantity', 'Enter a number (more than 0, at most 3 decimals)'],
      [3, 'Required date', 'Enter a date as YYYY-MM-DD'],
    ]);
    const zh = (await upload(file, 'zh-CN')).json().data;
    expect(zh.errors.map((e: { message: string }) => e.message)).toContain('请输入日期 YYYY-MM-DD');

    const unknownCode = (await upload(await workbook([['Material P/N', 'Description', 'Quantity', 'Plant'], ['NAS1611-016', 'O-ring', 100, 'XXXX']]), 'en')).json().data;
    expect(unknownCode.errors.map((e: { column: string; message: string }) => [e.column, e.message])).toEqual([['Plant', 'Code XXXX is not in dictionary TC_FACTORY_TYPE']]);

    const good = (await upload(await workbook([['Material P/N', 'Description', 'Quantity', 'Unit', 'Plant'], ['NAS1611-016', 'O-ring 密封圈', 100, '', '1300'], ['MS20995C32', 'Lockwire', 2.5, 'KG', '']]), 'en')).json().data;
    expect(good.status).toBe('ready');
    const done = await call('POST', `/api/imports/sourcing-requirements/${good.id}/commit`);
    expect(done.statusCode, done.body).toBe(200);
    const rows = ok<{ rows: Req[] }>(await call('GET', '/api/sourcing/requirements?materialPn=NAS1611-016')).rows;
    expect(rows.map((r) => [r.unit, r.quantity])).toEqual([['EA', 100]]);
  });
});

describe('RFx authoring, release, delete, open early', () => {
  it('pulls requirements into a draft, which then show the RFx; bidders must be official and may transact', async () => {
    const r1 = ok<Req>(await call('POST', '/api/sourcing/requirements', requirement({ materialPn: 'D5326-61' })));
    const draft = ok<Rfx>(await call('POST', '/api/sourcing/rfx', rfxBody({ items: [{ requirementId: r1.id, materialPn: 'D5326-61', description: 'Valve', quantity: 1 }] })));
    expect(draft).toMatchObject({ status: 'not_released', actions: ['edit', 'release', 'delete', 'copy'] });
    expect(draft.items[0]).toMatchObject({ requirementId: r1.id, unit: 'EA' });
    expect(draft.team).toEqual([expect.objectContaining({ passwordHolder: true })]);
    const pulled = ok<Req>(await call('GET', `/api/sourcing/requirements/${r1.id}`));
    expect(pulled).toMatchObject({ status: 'in_rfx', rfx: { id: draft.id, number: draft.number } });
    // The RFx list's P/N search (starts with, any case; D-713) finds the draft by its item, once.
    const byPn = ok<{ rows: Rfx[]; total: number }>(await call('GET', '/api/sourcing/rfx?materialPn=d5326-6'));
    expect(byPn.rows.filter((x) => x.id === draft.id)).toHaveLength(1);
    expect(ok<{ rows: Rfx[]; total: number }>(await call('GET', '/api/sourcing/rfx?materialPn=NO-SUCH-PN-9'))).toMatchObject({ rows: [], total: 0 });

    // The same requirement cannot go into a second RFx.
    const twice = await call('POST', '/api/sourcing/rfx', rfxBody({ items: [{ requirementId: r1.id, materialPn: 'D5326-61', description: 'Valve', quantity: 1 }] }));
    expect(twice.statusCode).toBe(409);
    // Removing the item frees the requirement.
    ok<Rfx>(await call('PUT', `/api/sourcing/rfx/${draft.id}`, rfxBody()));
    expect(ok<Req>(await call('GET', `/api/sourcing/requirements/${r1.id}`)).status).toBe('open');

    const notOfficial = (await t.deps.db.selectFrom('companies').select('id').where('type', '=', 'supplier').where('vendor_code', 'is', null).executeTakeFirstOrThrow()).id;
    const refused = await call('POST', '/api/sourcing/rfx', rfxBody({ bidders: [a, notOfficial] }));
    expect(refused.statusCode).toBe(400);
    expect(body(refused) as unknown).toMatchObject({ fields: [{ path: 'bidders.1', message: 'Only official suppliers can be invited' }] });
  });

  it('validates the header with field paths (400)', async () => {
    const bad = await call('POST', '/api/sourcing/rfx', { type: '', description: 'x', purchaseOrg: 'P200', deadlineAt: hours(48), openingAt: hours(24), items: [{ materialPn: 'X', description: 'y', quantity: 0 }], texts: [{ kind: 'note', text: '' }], bidders: [a, a] });
    expect(bad.statusCode).toBe(400);
    const paths = (body(bad) as unknown as { fields: { path: string }[] }).fields.map((e) => e.path).sort();
    expect(paths).toEqual(['items.0.quantity', 'texts.0.text', 'texts.0.type', 'type']);
    // Cross-field rules once the fields themselves are right.
    const order = await call('POST', '/api/sourcing/rfx', rfxBody({ deadlineAt: hours(48), openingAt: hours(24), bidders: [a, a] }));
    expect(order.statusCode).toBe(400);
    expect((body(order) as unknown as { fields: { path: string; message: string }[] }).fields.map((f) => [f.path, f.message])).toEqual([
      ['openingAt', 'The opening time cannot be before the deadline'],
      ['bidders.1', 'This bidder is invited twice'],
    ]);
  });

  it('releases only a complete RFx (409 otherwise), invites the bidders by mail and in the portal, then refuses edit and delete', async () => {
    const empty = ok<Rfx>(await call('POST', '/api/sourcing/rfx', rfxBody({ items: [] })));
    const noItems = await call('POST', `/api/sourcing/rfx/${empty.id}/release`);
    expect(noItems.statusCode).toBe(409);
    expect(body(noItems).msg).toBe('Add at least one item before releasing');

    const rfx = ok<Rfx>(await call('POST', '/api/sourcing/rfx', rfxBody({ bidders: [a, b] })));
    const outboxBefore = (await t.deps.db.selectFrom('outbox').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const released = ok<{ rfx: Rfx; invited: number; mailed: number; openingPassword: string | null }>(await call('POST', `/api/sourcing/rfx/${rfx.id}/release`));
    expect(released.rfx.status).toBe('open');
    expect(released.invited).toBe(2);
    expect(released.openingPassword).toMatch(/^[A-HJKMNP-Za-hjkmnp-z2-9]{10}$/);
    const outboxAfter = (await t.deps.db.selectFrom('outbox').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    expect(Number(outboxAfter) - Number(outboxBefore)).toBeGreaterThanOrEqual(released.mailed + 1);
    const notices = await t.call('GET', '/api/notifications?pageSize=50', { token: supA, headers: en });
    expect(JSON.stringify(notices.json().data)).toContain(rfx.number);

    expect((await call('POST', `/api/sourcing/rfx/${rfx.id}/release`)).statusCode).toBe(409);
    const del = await call('DELETE', `/api/sourcing/rfx/${rfx.id}`);
    expect(del.statusCode).toBe(409);
    expect(body(del).msg).toBe('Only an unreleased RFx can be deleted');
    expect((await call('PUT', `/api/sourcing/rfx/${rfx.id}`, rfxBody())).statusCode).toBe(409);

    // Open early: wrong password 400, right one completes it, then 409.
    expect((await call('POST', `/api/sourcing/rfx/${rfx.id}/open-early`, { password: 'wrong' })).statusCode).toBe(400);
    expect(ok<Rfx>(await call('POST', `/api/sourcing/rfx/${rfx.id}/open-early`, { password: released.openingPassword })).status).toBe('completed');
    expect((await call('POST', `/api/sourcing/rfx/${rfx.id}/open-early`, { password: released.openingPassword })).statusCode).toBe(409);
  });

  it('refuses to release when a bidder was suspended meanwhile, and releasing and deleting at once: one wins, the other 409', async () => {
    const rfx = ok<Rfx>(await call('POST', '/api/sourcing/rfx', rfxBody({ bidders: [b] })));
    ok(await call('POST', `/api/supplier-control/${b}/suspend`, { reason: 'late deliveries' }));
    const refused = await call('POST', `/api/sourcing/rfx/${rfx.id}/release`);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).msg).toBe('The supplier is suspended: it cannot be invited to an RFx or receive a new order');
    ok(await call('POST', `/api/supplier-control/${b}/unsuspend`, { reason: 'fixed' }));

    const [rel, del] = await Promise.all([call('POST', `/api/sourcing/rfx/${rfx.id}/release`), call('DELETE', `/api/sourcing/rfx/${rfx.id}`)]);
    expect([rel.statusCode, del.statusCode].sort()).toEqual([200, 409]);
    const loser = rel.statusCode === 409 ? rel : del;
    expect(['This RFx has been deleted', 'Only an unreleased RFx can be deleted']).toContain(body(loser).msg);
    // Whichever order: a deleted draft answers 409 to every later action, and 404 to reads.
    const other = ok<Rfx>(await call('POST', '/api/sourcing/rfx', rfxBody({ bidders: [b] })));
    ok(await call('DELETE', `/api/sourcing/rfx/${other.id}`));
    const late = await call('POST', `/api/sourcing/rfx/${other.id}/release`);
    expect(late.statusCode).toBe(409);
    expect(body(late).msg).toBe('This RFx has been deleted');
    expect((await call('GET', `/api/sourcing/rfx/${other.id}`)).statusCode).toBe(404);
  });

  it('copies an RFx into a new draft and deletes a draft, freeing its requirements', async () => {
    const demo = ok<{ rows: Rfx[] }>(await call('GET', '/api/sourcing/rfx?status=open&sort=number&order=asc')).rows[0]!;
    const copy = ok<Rfx>(await call('POST', `/api/sourcing/rfx/${demo.id}/copy`));
    expect(copy.status).toBe('not_released');
    expect(copy.items.every((i) => i.requirementId === null)).toBe(true);
    const r = ok<Req>(await call('POST', '/api/sourcing/requirements', requirement({ materialPn: 'RQ-DEL-1' })));
    ok(await call('PUT', `/api/sourcing/rfx/${copy.id}`, rfxBody({ items: [{ requirementId: r.id, materialPn: 'RQ-DEL-1', description: 'x', quantity: 1 }] })));
    expect((await call('DELETE', `/api/sourcing/rfx/${copy.id}`)).statusCode).toBe(200);
    expect(ok<Req>(await call('GET', `/api/sourcing/requirements/${r.id}`)).status).toBe('open');
    expect((await call('GET', `/api/sourcing/rfx/${copy.id}`)).statusCode).toBe(404);
  });

  it('lets only the password holder open the demo RFx early', async () => {
    const demo = ok<{ rows: Rfx[] }>(await call('GET', '/api/sourcing/rfx?status=open&number=RFX&sort=number&order=asc')).rows[0]!;
    const admin = await t.login('admin');
    const notHolder = await call('POST', `/api/sourcing/rfx/${demo.id}/open-early`, { password: DEMO_OPENING_PASSWORD }, admin);
    expect(notHolder.statusCode).toBe(403);
    expect(body(notHolder).msg).toBe('Only the project-team member holding the opening password can open early');
  });
});

describe('pickers', () => {
  it('offers official suppliers with the reason one may not be invited, and staff for the project team', async () => {
    const found = ok<{ companyId: number; vendorCode: string; refusal: string | null }[]>(await call('GET', '/api/sourcing/bidder-candidates?q=1000000'));
    expect(found.find((c) => c.companyId === a)).toMatchObject({ vendorCode: '10000001', refusal: null });
    const team = ok<{ account: string }[]>(await call('GET', '/api/sourcing/team-candidates'));
    expect(team.map((u) => u.account)).toContain('20000001');
    expect(team.map((u) => u.account)).not.toContain('20000002');
  });
});

describe('supplier side: only invited companies see a released RFx', () => {
  it('lists the demo RFx for supplier A, hides drafts, and answers 404 to another company', async () => {
    const list = ok<{ rows: { id: number; number: string }[] }>(await t.call('GET', '/api/sup/rfx', { token: supA }));
    expect(list.rows.length).toBeGreaterThan(0);
    // The first demo RFx invites supplier A only (the quotation demo RFx invite both).
    const demo = list.rows.find((r) => r.number.endsWith('-0001'))!;
    await expectCompanyIsolation(t, { request: (token) => t.call('GET', `/api/sup/rfx/${demo.id}`, { token }), ownerAccount: 'supa_admin', otherAccount: 'supb_admin' });
    const detail = ok<{ items: { budgetPrice: number | null }[] }>(await t.call('GET', `/api/sup/rfx/${demo.id}`, { token: supA }));
    expect(detail.items.every((i) => i.budgetPrice === null)).toBe(true);

    const file = await fakeUpload(t, randomBytes(24).toString('base64url'));
    const draft = ok<Rfx>(await call('POST', '/api/sourcing/rfx', rfxBody({ bidders: [a], attachments: [file] })));
    expect((await t.call('GET', `/api/sup/rfx/${draft.id}`, { token: supA })).statusCode).toBe(404);
    const token = (who: string) => t.call('POST', `/api/files/${file}/download-token`, { token: who });
    expect((await token(supA)).statusCode).toBe(404);
    ok(await call('POST', `/api/sourcing/rfx/${draft.id}/release`));
    // Released: the invited supplier reads the RFx documents, another supplier does not.
    expect((await token(supA)).statusCode).toBe(200);
    expect((await token(supB)).statusCode).toBe(404);
    expect(ok<{ attachments: { fileKey: string }[] }>(await t.call('GET', `/api/sup/rfx/${draft.id}`, { token: supA })).attachments.map((f) => f.fileKey)).toEqual([file]);
    expect((await t.call('GET', `/api/sourcing/rfx/${draft.id}`, { token: supB })).statusCode).toBe(403);
  });
});

describe('supplier side: participate or decline with a reason, until the deadline', () => {
  it('records the answer for the buyer, refuses a decline without reason (400), and any answer after the deadline (409)', async () => {
    const rfx = ok<Rfx>(await call('POST', '/api/sourcing/rfx', rfxBody({ bidders: [a, b], deadlineAt: hours(1), openingAt: hours(2) })));
    ok(await call('POST', `/api/sourcing/rfx/${rfx.id}/release`));
    const sup = (token: string, action: string, payload?: unknown) => t.call('POST', `/api/sup/rfx/${rfx.id}/${action}`, { token, body: payload, headers: en });

    const listed = ok<{ rows: { id: number; participation: string; actions: string[] }[] }>(await t.call('GET', `/api/sup/rfx?number=${rfx.number}`, { token: supA }));
    expect(listed.rows[0]).toMatchObject({ participation: 'pending', actions: ['participate', 'decline', 'quote'] });
    expect(ok<{ participation: string; actions: string[] }>(await sup(supA, 'participate'))).toMatchObject({ participation: 'participating', actions: ['decline', 'quote'] });
    expect((await sup(supA, 'participate')).statusCode).toBe(409);

    const noReason = await sup(supB, 'decline', { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect((body(noReason) as unknown as { fields: { path: string }[] }).fields.map((f) => f.path)).toEqual(['reason']);
    expect(ok<{ participation: string; declineReason: string }>(await sup(supB, 'decline', { reason: '无库存 No stock' }))).toMatchObject({ participation: 'declined', declineReason: '无库存 No stock' });

    // Supplier 360: the inquiry history lists the RFx with the supplier's answer.
    const detail = ok<{ inquiryHistory: { number: string; status: string; answer: string }[] }>(await call('GET', `/api/suppliers/${b}`));
    expect(detail.inquiryHistory.find((h) => h.number === rfx.number)).toMatchObject({ status: 'open', answer: 'declined' });

    const staffView = ok<{ bidders: { companyId: number; participation: string; declineReason: string | null }[] }>(await call('GET', `/api/sourcing/rfx/${rfx.id}`));
    expect(staffView.bidders.map((x) => [x.companyId, x.participation, x.declineReason]).sort()).toEqual([[a, 'participating', null], [b, 'declined', '无库存 No stock']].sort());

    // Another company, or a draft: 404.
    const draft = ok<Rfx>(await call('POST', '/api/sourcing/rfx', rfxBody({ bidders: [a] })));
    expect((await t.call('POST', `/api/sup/rfx/${draft.id}/participate`, { token: supA })).statusCode).toBe(404);

    // After the deadline the server refuses, whether or not a job has closed the RFx.
    const real = t.deps.now;
    t.deps.now = () => new Date(Date.now() + 90 * 60_000);
    try {
      const late = await sup(supB, 'participate');
      expect(late.statusCode).toBe(409);
      expect(body(late).msg).toBe('The RFx is closed for answers (deadline passed or not open)');
      // Before the opening time nothing opens; at it, the RFx opens by itself.
      expect(await openDueRfx(t.deps)).toBe(0);
      t.deps.now = () => new Date(Date.now() + 121 * 60_000);
      expect(await openDueRfx(t.deps)).toBeGreaterThanOrEqual(1);
    } finally {
      t.deps.now = real;
    }
    expect(ok<Rfx>(await call('GET', `/api/sourcing/rfx/${rfx.id}`))).toMatchObject({ status: 'completed', actions: ['copy'] });
  });
});
