/**
 * Comparison and award API (issue 13 items 1-3): comparison arithmetic with a fixed exchange rate
 * and fees, its Excel export, award rules (over quantity, no-bid, reason, approver), two awards at
 * once, approval creating one agreement per winner with notices, rejection, supplier isolation.
 * Seeds: sourcing demo (buyer 20000001), supplier-review demo (suppliers A, B; buyer is the P400
 * inquiry approver).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AwardState, Comparison } from '@aerosupply/shared/sourcing/award';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { body, ok } from '../supplier-review/test-fixtures';

interface Rfx { id: number; number: string; items: { id: number }[] }

let t: TestApp;
let buyer: string;
let other: string;
let supA: string;
let supB: string;
let a: number;
let b: number;
let buyerId: number;

const today = new Date().toISOString().slice(0, 10);
const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const en = { 'accept-language': 'en' };
const call = (method: string, url: string, payload?: unknown, token = buyer) => t.call(method, url, { token, body: payload, headers: en });

beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('20000001');
  other = await t.login('20000002');
  supA = await t.login('supa_admin');
  supB = await t.login('supb_admin');
  const ids = await t.deps.db.selectFrom('companies').select(['id', 'vendor_code']).where('vendor_code', 'in', ['10000001', '10000002']).orderBy('vendor_code').execute();
  a = ids[0]!.id;
  b = ids[1]!.id;
  buyerId = (await t.deps.db.selectFrom('users').select('id').where('account', '=', '20000001').executeTakeFirstOrThrow()).id;
  // A fixed rate for today: 1 USD = 7 CNY.
  await t.deps.db
    .insertInto('exchange_rates')
    .values({ from_currency: 'USD', to_currency: 'CNY', rate: 7, valid_from: today, updated_by: 'test' })
    .onConflict((oc) => oc.columns(['from_currency', 'to_currency', 'valid_from']).doUpdateSet({ rate: 7 }))
    .execute();
});
afterAll(() => t.close());

/** An opened RFx (P400, items of 11 and 12 EA): A quotes both in USD (item 1 with 22 USD freight), B quotes item 1 in CNY and no-bids item 2. */
async function opened(): Promise<Rfx> {
  const items = [1, 2].map((n) => ({ materialPn: `AW${n}00-${n}`, description: `Seal 密封件 ${n}`, quantity: 10 + n, budgetPrice: 100, budgetCurrency: 'USD' }));
  const draft = ok<Rfx>(await call('POST', '/api/sourcing/rfx', { type: 'RFQ', description: 'Award test 定标测试', purchaseOrg: 'P400', incoterms: 'FCA', paymentTerm: 'N30', deadlineAt: hours(2), openingAt: hours(3), items, bidders: [a, b] }));
  const rel = ok<{ rfx: Rfx; openingPassword: string }>(await call('POST', `/api/sourcing/rfx/${draft.id}/release`));
  const rfx = rel.rfx;
  const [i1, i2] = rfx.items.map((i) => i.id);
  ok(await t.call('POST', `/api/sup/rfx/${rfx.id}/quotation/submit`, { token: supA, body: { currency: 'USD', validityDays: 30, items: [
    { rfxItemId: i1, quoteQty: 11, unitPrice: 100, currency: 'USD', vatRate: 13, otherFees: [{ name: 'Freight', amount: 22 }], leadTimeDays: 30, conditionCode: 'NE', certificate: 'FAA_8130_3' },
    { rfxItemId: i2, quoteQty: 12, unitPrice: 500, priceUnit: 10, currency: 'USD', leadTimeDays: 10 },
  ] } }));
  ok(await t.call('POST', `/api/sup/rfx/${rfx.id}/quotation/submit`, { token: supB, body: { currency: 'CNY', validityDays: 30, items: [
    { rfxItemId: i1, quoteQty: 11, unitPrice: 700, currency: 'CNY', leadTimeDays: 60 },
    { rfxItemId: i2, noBid: true },
  ] } }));
  ok(await call('POST', `/api/sourcing/rfx/${rfx.id}/open-early`, { password: rel.openingPassword }));
  return rfx;
}

let rfx: Rfx;
beforeAll(async () => {
  rfx = await opened();
});

describe('comparison', () => {
  it('puts offers on one basis: price per unit + fees per unit, converted at the opening day rate; flags cheapest and fastest', async () => {
    const c = ok<Comparison>(await call('GET', `/api/sourcing/rfx/${rfx.id}/comparison?currency=CNY`));
    expect(c.rateDate).toBe(today);
    const [one, two] = c.items;
    // A: (100 + 22/11) x 7 = 714; B: 700 CNY -> B cheapest, A fastest.
    expect(one!.offers.map((o) => [o.companyId, o.landedUnit, o.rate, o.feesPerUnit, o.cheapest, o.fastest])).toEqual([
      [b, 700, 1, 0, true, false],
      [a, 714, 7, 2, false, true],
    ]);
    expect(one!.offers[1]!.vatPerUnit).toBe(92.82);
    // Condition and certificate come through the seal and the opening (D-280); B gave none.
    expect(one!.offers.map((o) => [o.conditionCode, o.certificate])).toEqual([[null, null], ['NE', 'FAA_8130_3']]);
    expect(one!.budgetConverted).toBe(700);
    // A: 500 per 10 units = 50 USD = 350 CNY; B's no bid last and unpriced.
    expect(two!.offers.map((o) => [o.companyId, o.noBid, o.landedUnit, o.cheapest])).toEqual([[a, false, 350, true], [b, true, null, false]]);
    expect(c.bidders.find((x) => x.companyId === a)!.total).toBe(714 * 11 + 350 * 12);
    const usd = ok<Comparison>(await call('GET', `/api/sourcing/rfx/${rfx.id}/comparison?currency=USD&sort=lead`));
    expect(usd.items[0]!.offers.map((o) => [o.companyId, o.landedUnit])).toEqual([[a, 102], [b, 100]]);
  });

  it('exports the comparison to Excel; answers 409 while sealed and 400 for an unknown currency', async () => {
    const res = await call('GET', `/api/sourcing/rfx/${rfx.id}/comparison/export?currency=CNY`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sealed = ok<Rfx>(await call('POST', '/api/sourcing/rfx', { type: 'RFQ', description: 'Sealed', purchaseOrg: 'P400', items: [{ materialPn: 'S1', description: 'x', quantity: 1 }], bidders: [a] }));
    expect((await call('GET', `/api/sourcing/rfx/${sealed.id}/comparison`)).statusCode).toBe(409);
    expect((await call('GET', `/api/sourcing/rfx/${rfx.id}/comparison?currency=XXX`)).statusCode).toBe(400);
  });

  it('is staff only: a supplier gets 403', async () => {
    expect((await t.call('GET', `/api/sourcing/rfx/${rfx.id}/comparison`, { token: supA })).statusCode).toBe(403);
  });
});

describe('award', () => {
  const [i1, i2] = [() => rfx.items[0]!.id, () => rfx.items[1]!.id];

  it('refuses over quantity, a no-bid, a missing reason and a wrong approver', async () => {
    const state = ok<AwardState>(await call('GET', `/api/sourcing/rfx/${rfx.id}/award`));
    expect(state).toMatchObject({ awards: [], canAward: true });
    expect(state.approvers.map((x) => x.userId)).toContain(buyerId);
    const tryAward = (lines: unknown[], extra: Record<string, unknown> = {}) => call('POST', `/api/sourcing/rfx/${rfx.id}/award`, { lines, approverId: buyerId, ...extra });
    const over = await tryAward([{ rfxItemId: i1(), companyId: b, quantity: 6 }, { rfxItemId: i1(), companyId: a, quantity: 6 }], { reason: 'split' });
    expect([over.statusCode, body(over).msg]).toEqual([400, 'The awarded quantities add up to more than the RFx quantity']);
    const noBid = await tryAward([{ rfxItemId: i2(), companyId: b, quantity: 1 }]);
    expect([noBid.statusCode, body(noBid).msg]).toEqual([400, 'This supplier did not bid on this item; it cannot be awarded']);
    const reason = await tryAward([{ rfxItemId: i1(), companyId: a, quantity: 11 }]);
    expect([reason.statusCode, body(reason).msg]).toEqual([400, 'Give a reason when the cheapest offer is not chosen']);
    const approver = await tryAward([{ rfxItemId: i1(), companyId: b, quantity: 11 }], { approverId: 999999 });
    expect(approver.statusCode).toBe(400);
  });

  it('splits item 1 across A and B, one of two concurrent awards wins, the approver approves: one agreement per winner, notices', async () => {
    const lines = [{ rfxItemId: i1(), companyId: b, quantity: 6 }, { rfxItemId: i1(), companyId: a, quantity: 5 }, { rfxItemId: i2(), companyId: a, quantity: 12 }];
    const both = await Promise.all([0, 1].map(() => call('POST', `/api/sourcing/rfx/${rfx.id}/award`, { lines, approverId: buyerId, reason: 'Second source 第二货源' })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const pending = ok<AwardState>(both.find((r) => r.statusCode === 200)!);
    expect(pending.canAward).toBe(false);
    const award = pending.awards[0]!;
    expect(award).toMatchObject({ status: 'pending', actions: ['approve', 'reject'] });
    // Someone else than the approver is refused.
    expect((await call('POST', `/api/sourcing/awards/${award.id}/approve`, {}, other)).statusCode).toBe(403);
    const done = ok<AwardState>(await call('POST', `/api/sourcing/awards/${award.id}/approve`, { comment: 'OK' }));
    const approved = done.awards[0]!;
    expect(approved.status).toBe('approved');
    expect(approved.lines.every((l) => l.agreementNo !== null)).toBe(true);
    expect((await call('POST', `/api/sourcing/awards/${award.id}/approve`, {})).statusCode).toBe(409);

    const agreementA = approved.lines.find((l) => l.companyId === a)!.agreementNo!;
    const listA = ok<{ rows: { id: number; agreementNo: string; currency: string; totalAmount: number; status: string }[] }>(await t.call('GET', `/api/sup/agreements?agreementNo=${agreementA}`, { token: supA }));
    // Agreements go to the supplier only once sent; staff see the draft.
    const staff = ok<{ rows: { id: number; agreementNo: string; currency: string; totalAmount: number; status: string }[] }>(await call('GET', `/api/agreements?agreementNo=${agreementA}`));
    // The freight counts pro rata of the awarded quantity (22 USD quoted for 11, 5 awarded; D-471).
    expect(staff.rows[0]).toMatchObject({ currency: 'USD', status: 'draft', totalAmount: 5 * 100 + 12 * 50 + 22 * 5 / 11 });
    expect(listA.rows.length).toBeLessThanOrEqual(1);
    // Supplier B cannot read A's agreement.
    expect((await t.call('GET', `/api/sup/agreements/${staff.rows[0]!.id}`, { token: supB })).statusCode).toBe(404);

    const mails = await t.deps.db.selectFrom('notifications').select(['template_key']).where('template_key', 'like', 'sourcing.award_%').execute();
    expect(mails.map((m) => m.template_key)).toEqual(expect.arrayContaining(['sourcing.award_review', 'sourcing.award_won']));
  });

  it('a rejected award lets the buyer award again; "not awarded" goes to the other bidders', async () => {
    const r2 = await opened();
    const first = ok<AwardState>(await call('POST', `/api/sourcing/rfx/${r2.id}/award`, { lines: [{ rfxItemId: r2.items[0]!.id, companyId: b, quantity: 11 }], approverId: buyerId }));
    const noComment = await call('POST', `/api/sourcing/awards/${first.awards[0]!.id}/reject`, {});
    expect(noComment.statusCode).toBe(400);
    const rejected = ok<AwardState>(await call('POST', `/api/sourcing/awards/${first.awards[0]!.id}/reject`, { comment: 'Check lead time 请核实交期' }));
    expect(rejected).toMatchObject({ canAward: true, awards: [{ status: 'rejected', actions: [] }] });
    const second = ok<AwardState>(await call('POST', `/api/sourcing/rfx/${r2.id}/award`, { lines: [{ rfxItemId: r2.items[0]!.id, companyId: b, quantity: 11 }], approverId: buyerId }));
    const done = ok<AwardState>(await call('POST', `/api/sourcing/awards/${second.awards[0]!.id}/approve`, {}));
    expect(done.awards.map((x) => x.status)).toEqual(['approved', 'rejected']);
    const lost = await t.deps.db.selectFrom('notifications').select('id').where('template_key', '=', 'sourcing.award_lost').execute();
    expect(lost.length).toBeGreaterThan(0);
  });
});

describe('multi-round', () => {
  it('starts a further round for chosen items and suppliers; the earlier round stays readable and can no longer be awarded', async () => {
    const r3 = await opened();
    const round = { itemIds: [r3.items[0]!.id], companyIds: [a], deadlineAt: hours(2), openingAt: hours(3) };
    const unknown = await call('POST', `/api/sourcing/rfx/${r3.id}/rounds`, { ...round, companyIds: [a, 999999] });
    expect([unknown.statusCode, body(unknown).msg]).toEqual([400, 'This supplier is not a bidder of the RFx']);
    const past = await call('POST', `/api/sourcing/rfx/${r3.id}/rounds`, { ...round, deadlineAt: hours(-1), openingAt: hours(1) });
    expect(past.statusCode).toBe(400);
    const next = ok<{ id: number; status: string; items: { materialPn: string }[]; bidders: { companyId: number }[] }>(await call('POST', `/api/sourcing/rfx/${r3.id}/rounds`, round));
    expect(next).toMatchObject({ status: 'not_released', items: [{ materialPn: 'AW100-1' }], bidders: [{ companyId: a }] });
    expect((await call('POST', `/api/sourcing/rfx/${r3.id}/rounds`, round)).statusCode).toBe(409);
    const rounds = ok<{ id: number; round: number; current: boolean }[]>(await call('GET', `/api/sourcing/rfx/${next.id}/rounds`));
    expect(rounds.map((r) => [r.id, r.round, r.current])).toEqual([[r3.id, 1, false], [next.id, 2, true]]);
    // The first round's quotations are kept as they were; its award is closed.
    expect(ok<unknown[]>(await call('GET', `/api/sourcing/rfx/${r3.id}/quotations`)).length).toBe(2);
    const state = ok<AwardState>(await call('GET', `/api/sourcing/rfx/${r3.id}/award`));
    expect(state.canAward).toBe(false);
    const late = await call('POST', `/api/sourcing/rfx/${r3.id}/award`, { lines: [{ rfxItemId: r3.items[0]!.id, companyId: b, quantity: 11 }], approverId: buyerId });
    expect([late.statusCode, body(late).msg]).toEqual([409, 'A later round exists; award on the latest round']);
    // The round is released as any RFx; only the chosen supplier is invited.
    ok(await call('POST', `/api/sourcing/rfx/${next.id}/release`));
    expect((await t.call('GET', `/api/sup/rfx/${next.id}`, { token: supB })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/sup/rfx/${next.id}`, { token: supA })).statusCode).toBe(200);
  });

  it('refuses a further round while an award is under review or approved', async () => {
    const res = await call('POST', `/api/sourcing/rfx/${rfx.id}/rounds`, { itemIds: [rfx.items[0]!.id], companyIds: [a], deadlineAt: hours(2), openingAt: hours(3) });
    expect([res.statusCode, body(res).msg]).toEqual([409, 'This RFx has an award under review or approved; no further round can be started']);
  });
});
