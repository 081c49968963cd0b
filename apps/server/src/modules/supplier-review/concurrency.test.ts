/**
 * Two staff acting on the same record at the same time (issue 10 item 2): each use case locks the
 * record (`select ... for update`) before the policy reads its state, so exactly one wins, the
 * other gets 409 for the state the winner left, and nothing of the loser is written. Runs on PGlite
 * (one connection: the transactions queue) and on PostgreSQL (TEST_DB=pg: two connections race).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { act, addStaffUser, body, companyByTaxId, FORM } from './test-fixtures';

let t: TestApp;
let tokens: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  // A second examiner, authorised for every scope (the demo's examiner took the pre-qualification, so four-eyes keeps her out).
  const sunLi = await addStaffUser(t, '20000078', 'auditor', '孙立 Sun Li');
  await t.deps.db.insertInto('auditors').values({ user_id: sunLi, auditor_type: 'examination', employee_id: '20000078', name: '孙立 Sun Li', telephone: null, purchase_org: null, category1: null, category2: null, vendor_type: null }).execute();
  tokens = {} as Record<string, string>;
  for (const a of ['admin', '20000001', '20000002', '20000003', '20000078']) tokens[a] = await t.login(a);
});
afterAll(() => t.close());

/** The two answers' status codes, the winner's index and the loser's envelope. */
function race(results: { statusCode: number; body: string; json: () => unknown }[]) {
  const codes = results.map((r) => r.statusCode);
  expect([...codes].sort(), results.map((r) => r.body).join('\n')).toEqual([200, 409]);
  const winner = codes.indexOf(200);
  return { winner, loser: body(results[1 - winner]!) };
}

const reviewEvents = (companyId: number, actions: string[]) =>
  t.deps.db
    .selectFrom('timeline_entries')
    .select(['action', 'actor_user_id'])
    .where('subject_type', '=', 'supplier')
    .where('subject_id', '=', companyId)
    .where('action', 'in', actions)
    .execute();

describe('supplier review: two staff take the same step at once', () => {
  it('the same step twice: one passes pre-qualification, the other gets 409, one entry and one number', async () => {
    const xian = await companyByTaxId(t, '91610131MA6TX8K21Q'); // to_be_evaluated, pre-qualification
    const results = await Promise.all([
      act(t, tokens.admin!, xian, 'prequalify_pass', { comment: 'A', form: { ...FORM, purchaseOrg: 'P100' } }),
      act(t, tokens['20000002']!, xian, 'prequalify_pass', { comment: 'B', form: { ...FORM, purchaseOrg: 'P300' } }),
    ]);
    const { winner, loser } = race(results);
    expect(loser.errorKey).toMatch(/wrong_state|stage/);
    const events = await reviewEvents(xian, ['prequalify_pass']);
    expect(events).toHaveLength(1);
    const winnerUser = await t.deps.db.selectFrom('users').select(['id', 'real_name']).where('account', '=', winner === 0 ? 'admin' : '20000002').executeTakeFirstOrThrow();
    expect(events[0]!.actor_user_id).toBe(winnerUser.id);
    const review = await t.deps.db.selectFrom('supplier_reviews').selectAll().where('company_id', '=', xian).execute();
    expect(review).toHaveLength(1);
    expect(review[0]).toMatchObject({ stage: 'assessment', prequal_by: winnerUser.real_name });
    expect(review[0]!.preaudit_no).toMatch(/^PQ\d{8}-\d{4}$/);
    // The loser's form (its purchasing organisation) was not written.
    const md = await t.deps.db.selectFrom('supplier_master_data').select('purchase_org').where('company_id', '=', xian).executeTakeFirstOrThrow();
    expect(md.purchase_org).toBe(winner === 0 ? 'P100' : 'P300');
  });

  it('different steps: pass and return at once, exactly one lands, the other is refused whole', async () => {
    const xiamen = await companyByTaxId(t, '91350200MA2XN4QF5B'); // to_be_evaluated, assessment
    const before = await t.deps.db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const results = await Promise.all([
      act(t, tokens.admin!, xiamen, 'assess_pass', { comment: '通过 Passed', form: FORM }),
      act(t, tokens['20000078']!, xiamen, 'assess_return', { comment: '补充资料 Add documents' }),
    ]);
    const { winner, loser } = race(results);
    expect(loser.errorKey).toMatch(/wrong_state|stage/);
    const events = await reviewEvents(xiamen, ['assess_pass', 'assess_return']);
    expect(events.map((e) => e.action)).toEqual([winner === 0 ? 'assess_pass' : 'assess_return']);
    const profile = await t.deps.db.selectFrom('supplier_profiles').select('review_status').where('company_id', '=', xiamen).executeTakeFirstOrThrow();
    const review = await t.deps.db.selectFrom('supplier_reviews').select(['audit_no', 'assessment_form']).where('company_id', '=', xiamen).executeTakeFirstOrThrow();
    const after = await t.deps.db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (winner === 0) {
      expect(profile.review_status).toBe('pending_business_review');
      expect(review.audit_no).toMatch(/^AU\d{8}-\d{4}$/);
      expect(Number(after.n)).toBe(Number(before.n)); // no "returned" notice for the refused return
    } else {
      expect(profile.review_status).toBe('returned');
      expect(review.audit_no).toBeNull();
      expect(review.assessment_form).toBeNull();
    }
  });
});

describe('supplier control: two staff on the same supplier or request at once', () => {
  let c: number;

  it('two freeze requests at once: one is filed, the other gets 409 request_pending', async () => {
    // A normal official supplier without a request awaiting finance.
    c = (
      await t.deps.db
        .selectFrom('supplier_profiles as p')
        .select('p.company_id')
        .where('p.control_status', '=', 'normal')
        .where('p.review_status', '=', 'synchronized_to_sap')
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('supplier_freeze_requests as f').select('f.id').whereRef('f.company_id', '=', 'p.company_id').where('f.status', '=', 'pending'))))
        .orderBy('p.company_id')
        .executeTakeFirstOrThrow()
    ).company_id;
    const results = await Promise.all(
      [tokens['20000001']!, tokens.admin!].map((token, i) => t.call('POST', '/api/supplier-freeze', { token, body: { companyId: c, kind: 'freeze', reason: `付款争议 ${i}` } })),
    );
    const { loser } = race(results);
    expect(loser.errorKey).toBe('supplier_control.request_pending');
    const pending = await t.deps.db.selectFrom('supplier_freeze_requests').select('id').where('company_id', '=', c).where('status', '=', 'pending').execute();
    expect(pending).toHaveLength(1);
  });

  it('finance approves and rejects one request at once: one decision stands, the status matches it', async () => {
    const req = await t.deps.db.selectFrom('supplier_freeze_requests').select('id').where('company_id', '=', c).where('status', '=', 'pending').executeTakeFirstOrThrow();
    const results = await Promise.all([
      t.call('POST', `/api/supplier-freeze/${req.id}/decision`, { token: tokens['20000003']!, body: { decision: 'approve' } }),
      t.call('POST', `/api/supplier-freeze/${req.id}/decision`, { token: tokens.admin!, body: { decision: 'reject', comment: '证据不足' } }),
    ]);
    const { winner, loser } = race(results);
    expect(loser.errorKey).toMatch(/supplier_control\./);
    const row = await t.deps.db.selectFrom('supplier_freeze_requests').select(['status', 'finance_comment']).where('id', '=', req.id).executeTakeFirstOrThrow();
    const profile = await t.deps.db.selectFrom('supplier_profiles').select('control_status').where('company_id', '=', c).executeTakeFirstOrThrow();
    const decided = await reviewEvents(c, ['freeze_approved', 'freeze_rejected']);
    if (winner === 0) {
      expect(row).toEqual({ status: 'approved', finance_comment: null });
      expect(profile.control_status).toBe('frozen');
      expect(decided.map((e) => e.action)).toEqual(['freeze_approved']);
    } else {
      expect(row).toEqual({ status: 'rejected', finance_comment: '证据不足' });
      expect(profile.control_status).toBe('normal');
      expect(decided.map((e) => e.action)).toEqual(['freeze_rejected']);
    }
  });
});
