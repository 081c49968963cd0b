/**
 * Quotations API (issue 12 items 3-5). Seed sections: sourcing demo (buyer 20000001 holds the
 * opening passwords), supplier-review demo (official suppliers A and B), profile preferences.
 * Sections below: states and defaults, RFx flags (must quote all, revision, budget, alternatives,
 * other fees), deadline (time comparison and the job), sealing (no price anywhere for staff before
 * the opening, ciphertext only in the database), opening password and the log's chain check,
 * 500 items in one transaction, two submits at once, company isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { expectCompanyIsolation } from '../../../test/scoping';
import { body, ok } from '../supplier-review/test-fixtures';
import { closeDueQuoting } from './quotation-opening';
import { openDueRfx } from './service';

interface Line { rfxItemId: number; quantity: number; budgetPrice: number | null; quote: null | { quoteQty: number | null; unitPrice: number | null; currency: string | null; vatRate: number | null } }
interface Quotation { id: number | null; status: string; version: number; validityDays: number | null; currency: string | null; lines: Line[]; versions: { version: number; sealHash: string }[]; actions: string[] }
interface Rfx { id: number; number: string; status: string; items: { id: number }[] }

let t: TestApp;
let buyer: string;
let supA: string;
let supB: string;
let a: number;
let b: number;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('20000001');
  supA = await t.login('supa_admin');
  supB = await t.login('supb_admin');
  const ids = await t.deps.db.selectFrom('companies').select(['id', 'vendor_code']).where('vendor_code', 'in', ['10000001', '10000002']).orderBy('vendor_code').execute();
  a = ids[0]!.id;
  b = ids[1]!.id;
});
afterAll(() => t.close());

const en = { 'accept-language': 'en' };
const zh = { 'accept-language': 'zh-CN' };
const call = (method: string, url: string, payload?: unknown, token = buyer, headers: Record<string, string> = en) => t.call(method, url, { token, body: payload, headers });
const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const item = (n: number, over: Record<string, unknown> = {}) => ({ materialPn: `D${5000 + n}-${n % 7}01`, description: `Bushing 衬套 ${n}`, quantity: 10 + n, budgetPrice: 50 + n, budgetCurrency: 'USD', ...over });

/** A released RFx (buyer holds the password): answers it with its items and the opening password. */
async function released(over: Record<string, unknown> = {}, items = [item(1), item(2)]) {
  const draft = ok<Rfx>(await call('POST', '/api/sourcing/rfx', { type: 'RFQ', description: 'Quote test 报价测试', purchaseOrg: 'P200', deadlineAt: hours(2), openingAt: hours(3), items, bidders: [a, b], texts: [{ kind: 'question', type: 'quality', text: 'Certificate? 证书?' }], ...over }));
  const rel = ok<{ rfx: Rfx; openingPassword: string }>(await call('POST', `/api/sourcing/rfx/${draft.id}/release`));
  return { rfx: rel.rfx, password: rel.openingPassword };
}

const quote = (rfx: Rfx, over: (n: number) => Record<string, unknown> = () => ({})) => ({
  validityDays: 60,
  currency: 'USD',
  answers: [{ textIndex: 0, answer: 'FAA 8130-3' }],
  items: rfx.items.map((i, n) => ({ rfxItemId: i.id, quoteQty: 10, unitPrice: 1234.5 + n, currency: 'USD', vatRate: 13, otherFees: [{ name: 'Freight 运费', amount: 25 }], ...over(n) })),
});

const save = (rfx: Rfx, payload: unknown, token = supA, headers = en) => t.call('PUT', `/api/sup/rfx/${rfx.id}/quotation`, { token, body: payload, headers });
const submit = (rfx: Rfx, payload: unknown, token = supA, headers = en) => t.call('POST', `/api/sup/rfx/${rfx.id}/quotation/submit`, { token, body: payload, headers });
const fields = (res: { json: () => unknown }) => (body(res) as unknown as { fields: { path: string; message: string }[] }).fields.map((f) => [f.path, f.message]);

describe('states and defaults: a new quotation takes the supplier preferences', () => {
  it('answers a new draft with the preferences, saves drafts any time, submits once (draft -> submitted)', async () => {
    ok(await t.call('POST', '/api/profile/preferences', { token: supA, body: { dataJson: JSON.stringify({ bidValidDay: '45', offerCurrency: 'USD', cnAddPrice: '13' }) } }));
    const { rfx } = await released();
    const fresh = ok<Quotation>(await t.call('GET', `/api/sup/rfx/${rfx.id}/quotation`, { token: supA }));
    expect(fresh).toMatchObject({ id: null, status: 'draft', version: 0, validityDays: 45, currency: 'USD', actions: ['save', 'submit'] });
    expect(fresh.lines.map((l) => [l.quote?.quoteQty, l.quote?.currency, l.quote?.vatRate, l.budgetPrice])).toEqual([[11, 'USD', 13, null], [12, 'USD', 13, null]]);

    const draft = ok<Quotation>(await save(rfx, quote(rfx, (n) => (n === 1 ? { unitPrice: undefined } : {}))));
    expect(draft).toMatchObject({ status: 'draft', version: 0 });
    expect(draft.lines[0]!.quote).toMatchObject({ unitPrice: 1234.5 });
    const done = ok<Quotation>(await submit(rfx, quote(rfx)));
    expect(done).toMatchObject({ status: 'submitted', version: 1, actions: [] });
    // The supplier reads its own submission.
    expect(done.lines.map((l) => l.quote?.unitPrice)).toEqual([1234.5, 1235.5]);
    const again = await submit(rfx, quote(rfx));
    expect(again.statusCode).toBe(409);
    expect(body(again).msg).toBe('The quotation is already submitted');
    const list = ok<{ rows: { number: string; rfxNumber: string; status: string; version: number }[] }>(await t.call('GET', `/api/sup/quotations?number=${rfx.number}`, { token: supA }));
    expect(list.rows).toMatchObject([{ rfxNumber: rfx.number, status: 'submitted', version: 1 }]);
    expect((await t.call('GET', '/api/sup/quotations?status=bogus', { token: supA })).statusCode).toBe(400);
  });

  it('refuses bad input with field errors in the user language (400), never 500', async () => {
    const { rfx } = await released();
    const bad = await save(rfx, { validityDays: 0, items: [{ rfxItemId: rfx.items[0]!.id, unitPrice: -1, vatRate: 7, postponed: true }] });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad).map((f) => f[0]).sort()).toEqual(['items.0.postponedDate', 'items.0.unitPrice', 'items.0.vatRate', 'validityDays']);
    // Condition codes nobody sells in (scrap) and unknown certificates (D-280).
    const codes = await save(rfx, { items: [{ rfxItemId: rfx.items[0]!.id, conditionCode: 'SCRAP', certificate: 'FORM_X' }] });
    expect(fields(codes).map((f) => f[0]).sort()).toEqual(['items.0.certificate', 'items.0.conditionCode']);
    const unknown = await save(rfx, { items: [{ rfxItemId: 999999 }] });
    expect(fields(unknown)).toEqual([['items.0.rfxItemId', 'No such RFx item']]);
    const twice = await save(rfx, { items: [{ rfxItemId: rfx.items[0]!.id }, { rfxItemId: rfx.items[0]!.id }] }, supA, zh);
    expect(fields(twice)).toEqual([['items.1.rfxItemId', '同一询价行不能重复报价']]);
    const missing = await submit(rfx, quote(rfx, () => ({ unitPrice: undefined })));
    expect(fields(missing)).toEqual([['items.0.unitPrice', 'Enter quote quantity, unit price and currency']]);
  });
});

describe('RFx flags: must quote all, revision, budget shown, alternatives, other fees', () => {
  it('must quote all refuses a no-bid line; no revision after submission when the RFx forbids it', async () => {
    const { rfx } = await released({ mustQuoteAll: true, allowRevision: false });
    const partial = await submit(rfx, quote(rfx, (n) => (n === 1 ? { noBid: true } : {})));
    expect(fields(partial)).toEqual([['items.1', 'This RFx requires a quote for every item']]);
    ok(await submit(rfx, quote(rfx)));
    const revise = await t.call('POST', `/api/sup/rfx/${rfx.id}/quotation/revise`, { token: supA, headers: en });
    expect(revise.statusCode).toBe(409);
    expect(body(revise).msg).toBe('This RFx does not allow revising a submitted quotation');
  });

  it('revision keeps the earlier versions; the submitted one stands until the next submission', async () => {
    const { rfx } = await released({ allowRevision: true });
    ok(await submit(rfx, quote(rfx)));
    const revised = ok<Quotation>(await t.call('POST', `/api/sup/rfx/${rfx.id}/quotation/revise`, { token: supA }));
    expect(revised).toMatchObject({ status: 'draft', version: 1, actions: ['save', 'submit'] });
    expect(revised.lines[0]!.quote?.unitPrice).toBe(1234.5);
    const v2 = ok<Quotation>(await submit(rfx, quote(rfx, () => ({ unitPrice: 999 }))));
    expect(v2.versions.map((v) => v.version)).toEqual([1, 2]);
    expect(v2.versions[0]!.sealHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('shows the budget only when the RFx shows it; alternatives only where accepted; other fees up to 5', async () => {
    const { rfx } = await released({ showBudgetPrice: true, acceptAlternatives: false });
    const q = ok<Quotation>(await t.call('GET', `/api/sup/rfx/${rfx.id}/quotation`, { token: supA }));
    expect(q.lines.map((l) => l.budgetPrice)).toEqual([51, 52]);
    const alt = await save(rfx, quote(rfx, () => ({ alternativePn: 'D5001-ALT' })));
    expect(fields(alt)).toEqual([['items.0.alternativePn', 'This item does not accept an alternative product']]);
    const fees = Array.from({ length: 6 }, (_, n) => ({ name: `Fee ${n}`, amount: 1 }));
    const many = await save(rfx, quote(rfx, () => ({ otherFees: fees })));
    expect(fields(many)).toEqual([['items.0.otherFees', 'At most 5 other fees per item']]);
  });
});

describe('deadline: a submission after it is refused before any job runs; the job closes quoting', () => {
  it('compares times, then expires unanswered invitations and leaves never-submitted drafts not quoted', async () => {
    const { rfx } = await released({ deadlineAt: hours(1), openingAt: hours(2) });
    ok(await save(rfx, quote(rfx)));
    const real = t.deps.now;
    t.deps.now = () => new Date(Date.now() + 61 * 60_000);
    try {
      const late = await submit(rfx, quote(rfx));
      expect(late.statusCode).toBe(409);
      expect(body(late).msg).toBe('The quotation deadline has passed; the quotation can no longer be saved or submitted');
      expect(body(await submit(rfx, quote(rfx), supA, zh)).msg).toBe('报价截止时间已过，不能再保存或提交报价');
      expect(await closeDueQuoting(t.deps)).toBeGreaterThanOrEqual(1);
      expect(await closeDueQuoting(t.deps)).toBe(0);
    } finally {
      t.deps.now = real;
    }
    expect(ok<Quotation>(await t.call('GET', `/api/sup/rfx/${rfx.id}/quotation`, { token: supA }))).toMatchObject({ status: 'not_quoted', actions: [] });
    expect(ok<{ participation: string }>(await t.call('GET', `/api/sup/rfx/${rfx.id}`, { token: supB }))).toMatchObject({ participation: 'expired' });
    expect(ok<Quotation>(await t.call('GET', `/api/sup/rfx/${rfx.id}/quotation`, { token: supB }))).toMatchObject({ status: 'not_quoted' });
  });

  it('refuses a quotation for a closed (opened) RFx and after a decline', async () => {
    const { rfx, password } = await released();
    ok(await t.call('POST', `/api/sup/rfx/${rfx.id}/decline`, { token: supB, body: { reason: '无库存 No stock' } }));
    const declined = await save(rfx, quote(rfx), supB);
    expect(declined.statusCode).toBe(409);
    expect(body(declined).msg).toBe('Your company chose not to participate; choose to participate first');
    ok(await call('POST', `/api/sourcing/rfx/${rfx.id}/open-early`, { password }));
    const closed = await save(rfx, quote(rfx));
    expect(closed.statusCode).toBe(409);
    expect(body(closed).msg).toBe('The RFx is no longer open for quotations');
  });
});

describe('sealing, opening password and the opening log chain', () => {
  it('no staff read shows a price before the opening; the database holds only ciphertext; after opening staff see prices', async () => {
    const { rfx, password } = await released();
    ok(await submit(rfx, quote(rfx)));
    ok(await save(rfx, quote(rfx, () => ({ unitPrice: 77.25 })), supB));
    const sealed = await call('GET', `/api/sourcing/rfx/${rfx.id}/quotations`);
    expect(sealed.statusCode).toBe(409);
    expect(body(sealed).msg).toBe('Quotations are sealed until the bids are opened');
    const staffReads = [await call('GET', `/api/sourcing/rfx/${rfx.id}`), await call('GET', `/api/sourcing/rfx?number=${rfx.number}`), await call('GET', `/api/suppliers/${a}`)];
    for (const r of staffReads) expect(r.body).not.toMatch(/1234\.5|1235\.5/);
    const rows = await t.deps.db.selectFrom('sourcing_quotation_versions as v').innerJoin('sourcing_quotations as q', 'q.id', 'v.quotation_id').select(['v.sealed']).where('q.rfx_id', '=', rfx.id).execute();
    expect(rows).toHaveLength(1);
    // Sealed: the envelope's base64url parts only, so no JSON quote, price or word of the offer can
    // be in it (a random ciphertext may well hold a short run like "FAA" or "1234").
    expect(rows[0]!.sealed).toMatch(/^v1(\.[A-Za-z0-9_-]+)+$/);
    expect(rows[0]!.sealed).not.toMatch(/"|1234\.5|Freight/);
    const plain = await t.deps.db.selectFrom('sourcing_quotation_items as i').innerJoin('sourcing_quotations as q', 'q.id', 'i.quotation_id').select('i.unit_price').where('q.rfx_id', '=', rfx.id).where('q.company_id', '=', a).execute();
    expect(plain).toEqual([]);

    // Opening password: only the holder, only the right password.
    const auditorToken = await t.login('20000003');
    expect((await call('POST', `/api/sourcing/rfx/${rfx.id}/open-early`, { password }, auditorToken)).statusCode).toBeGreaterThanOrEqual(403);
    const wrong = await call('POST', `/api/sourcing/rfx/${rfx.id}/open-early`, { password: 'Wrong12345' });
    expect(fields(wrong)).toEqual([['password', 'The opening password is wrong']]);
    ok(await call('POST', `/api/sourcing/rfx/${rfx.id}/open-early`, { password }));

    const opened = ok<{ companyId: number; status: string; validityDays: number; answers: unknown[]; items: { unitPrice: number | null; otherFees: unknown[] }[] }[]>(await call('GET', `/api/sourcing/rfx/${rfx.id}/quotations`));
    const mine = opened.find((q) => q.companyId === a)!;
    expect(mine).toMatchObject({ status: 'submitted', validityDays: 60, answers: [{ textIndex: 0, answer: 'FAA 8130-3' }] });
    expect(mine.items.map((i) => i.unitPrice)).toEqual([1234.5, 1235.5]);
    // B's draft was never submitted: not quoted, nothing opened.
    expect(opened.find((q) => q.companyId === b)).toMatchObject({ status: 'not_quoted', items: [] });

    // Everyone on the RFx reads the log: staff and the invited suppliers.
    for (const [url, token] of [[`/api/sourcing/rfx/${rfx.id}/opening-log`, buyer], [`/api/sup/rfx/${rfx.id}/opening-log`, supA], [`/api/sup/rfx/${rfx.id}/opening-log`, supB]] as const) {
      const log = ok<{ how: string; actorName: string; quotationCount: number; prevHash: string; hash: string }[]>(await t.call('GET', url, { token }));
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ how: 'early', quotationCount: 1 });
      expect(log[0]!.hash).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(ok<{ valid: boolean; brokenAt: number | null }>(await call('GET', `/api/sourcing/rfx/${rfx.id}/opening-log/check`))).toMatchObject({ valid: true, brokenAt: null });
    expect(ok<{ valid: boolean }>(await t.call('GET', `/api/sup/rfx/${rfx.id}/opening-log/check`, { token: supA }))).toMatchObject({ valid: true });
  });

  it('chain check: entries link to the previous one; a changed sealed version breaks it; the log refuses updates', async () => {
    const first = await released();
    ok(await submit(first.rfx, quote(first.rfx)));
    ok(await call('POST', `/api/sourcing/rfx/${first.rfx.id}/open-early`, { password: first.password }));
    const second = await released();
    ok(await submit(second.rfx, quote(second.rfx), supB));
    ok(await call('POST', `/api/sourcing/rfx/${second.rfx.id}/open-early`, { password: second.password }));
    const log1 = ok<{ hash: string; seq: number }[]>(await call('GET', `/api/sourcing/rfx/${first.rfx.id}/opening-log`));
    const log2 = ok<{ prevHash: string; seq: number }[]>(await call('GET', `/api/sourcing/rfx/${second.rfx.id}/opening-log`));
    expect(log2[0]!.seq).toBeGreaterThan(log1[0]!.seq);
    const check2 = ok<{ valid: boolean; checked: number }>(await call('GET', `/api/sourcing/rfx/${second.rfx.id}/opening-log/check`));
    expect(check2.valid).toBe(true);
    expect(check2.checked).toBeGreaterThanOrEqual(2);

    await expect(t.deps.db.updateTable('sourcing_opening_log').set({ actor_name: 'x' }).where('seq', '=', log1[0]!.seq).execute()).rejects.toThrow(/append-only/);
    await expect(t.deps.db.deleteFrom('sourcing_opening_log').where('seq', '=', log1[0]!.seq).execute()).rejects.toThrow(/append-only/);

    const qid = (await t.deps.db.selectFrom('sourcing_quotations').select('id').where('rfx_id', '=', first.rfx.id).where('company_id', '=', a).executeTakeFirstOrThrow()).id;
    const v = await t.deps.db.selectFrom('sourcing_quotation_versions').select(['sealed']).where('quotation_id', '=', qid).executeTakeFirstOrThrow();
    await t.deps.db.updateTable('sourcing_quotation_versions').set({ sealed: v.sealed.slice(0, -2) + 'AA' }).where('quotation_id', '=', qid).execute();
    expect(ok<{ valid: boolean; brokenAt: number | null }>(await call('GET', `/api/sourcing/rfx/${first.rfx.id}/opening-log/check`))).toMatchObject({ valid: false, brokenAt: log1[0]!.seq });
  });

  it('opens by itself at the opening time and logs the system as opener', async () => {
    const { rfx } = await released({ deadlineAt: hours(1), openingAt: hours(1.5) });
    ok(await submit(rfx, quote(rfx)));
    const real = t.deps.now;
    t.deps.now = () => new Date(Date.now() + 100 * 60_000);
    try {
      expect(await openDueRfx(t.deps)).toBeGreaterThanOrEqual(1);
    } finally {
      t.deps.now = real;
    }
    const log = ok<{ how: string; actorName: string | null }[]>(await t.call('GET', `/api/sup/rfx/${rfx.id}/opening-log`, { token: supA }));
    expect(log).toMatchObject([{ how: 'scheduled', actorName: null }]);
    expect(ok<unknown[]>(await call('GET', `/api/sourcing/rfx/${rfx.id}/quotations`))).toHaveLength(2);
  });
});

describe('500 items, concurrency, isolation', () => {
  it('saves a 500-item quotation whole, and a refused one changes nothing', async () => {
    const { rfx } = await released({}, Array.from({ length: 500 }, (_, n) => item(n)));
    expect(rfx.items).toHaveLength(500);
    const saved = ok<Quotation>(await save(rfx, quote(rfx)));
    expect(saved.lines.filter((l) => l.quote?.unitPrice !== null)).toHaveLength(500);
    const refused = await submit(rfx, quote(rfx, (n) => (n === 499 ? { quoteQty: undefined } : {})));
    expect(fields(refused)).toEqual([['items.499.quoteQty', 'Enter quote quantity, unit price and currency']]);
    const after = ok<Quotation>(await t.call('GET', `/api/sup/rfx/${rfx.id}/quotation`, { token: supA }));
    expect(after).toMatchObject({ status: 'draft', version: 0 });
    expect(after.lines[499]!.quote?.quoteQty).toBe(10);
    const done = ok<Quotation>(await submit(rfx, quote(rfx)));
    expect(done.version).toBe(1);
  });

  it('two submits at once store one (one 200, one 409)', async () => {
    const { rfx } = await released();
    ok(await save(rfx, quote(rfx)));
    const [x, y] = await Promise.all([submit(rfx, quote(rfx)), submit(rfx, quote(rfx))]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    const versions = await t.deps.db.selectFrom('sourcing_quotation_versions as v').innerJoin('sourcing_quotations as q', 'q.id', 'v.quotation_id').select('v.version').where('q.rfx_id', '=', rfx.id).execute();
    expect(versions).toHaveLength(1);
  });

  it('another company (not invited) gets 404; a supplier without the quotation post 403', async () => {
    const { rfx } = await released({ bidders: [a] });
    await expectCompanyIsolation(t, { request: (token) => t.call('GET', `/api/sup/rfx/${rfx.id}/quotation`, { token }), ownerAccount: 'supa_admin', otherAccount: 'supb_admin' });
    await expectCompanyIsolation(t, { request: (token) => t.call('GET', `/api/sup/rfx/${rfx.id}/opening-log`, { token }), ownerAccount: 'supa_admin', otherAccount: 'supb_admin' });
    expect((await save(rfx, quote(rfx), supB)).statusCode).toBe(404);
    expect((await submit(rfx, quote(rfx), supB)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/sup/rfx/${rfx.id}/quotation`, { token: await t.login('supa_clerk') })).statusCode).toBe(403);
    expect((await t.call('GET', `/api/sup/rfx/${rfx.id}/quotation`, { token: buyer })).statusCode).toBe(403);
  });
});

describe('demo data: RFx in every state with quotations', () => {
  it('has a draft, an open RFx with a sealed quotation and an opened one whose log verifies', async () => {
    const all = ok<{ rows: { id: number; status: string; description: string }[] }>(await call('GET', '/api/sourcing/rfx?pageSize=100'));
    expect(new Set(all.rows.map((r) => r.status))).toEqual(new Set(['not_released', 'open', 'completed']));
    const sealed = all.rows.find((r) => r.description.includes('A320'))!;
    expect((await call('GET', `/api/sourcing/rfx/${sealed.id}/quotations`)).statusCode).toBe(409);
    expect(ok<Quotation>(await t.call('GET', `/api/sup/rfx/${sealed.id}/quotation`, { token: supA }))).toMatchObject({ status: 'submitted', version: 1 });
    expect(ok<Quotation>(await t.call('GET', `/api/sup/rfx/${sealed.id}/quotation`, { token: supB }))).toMatchObject({ status: 'draft', version: 0 });
    const opened = all.rows.find((r) => r.status === 'completed' && r.description.includes('ATR72'))!;
    const quotes = ok<{ companyId: number; status: string; items: { materialPn: string; unitPrice: number | null }[] }[]>(await call('GET', `/api/sourcing/rfx/${opened.id}/quotations`));
    expect(quotes.find((q) => q.companyId === a)?.items.map((i) => i.materialPn)).toEqual(['C20225000', 'MS28775-228']);
    expect(ok<{ valid: boolean }>(await t.call('GET', `/api/sup/rfx/${opened.id}/opening-log/check`, { token: supB }))).toMatchObject({ valid: true });
    expect(ok<{ total: number }>(await t.call('GET', '/api/sup/quotations', { token: supA })).total).toBeGreaterThanOrEqual(2);
  });
});
