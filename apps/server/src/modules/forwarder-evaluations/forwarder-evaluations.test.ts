/**
 * Forwarder evaluations (issue 17 item 6; old `/logistics/npd/evaluateInitiate`, `evaluateAnswer`;
 * spec 001 L7, L159 "NPD questionnaire"): templates, starting an evaluation (the forwarder is told),
 * answering (draft, submit), return with a reason, closing with the scorecard (D-413), forwarder
 * isolation, bad input with field paths, and two answers at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCORE_WEIGHTS, questionnaireScore, totalScore } from '@aerosupply/shared/forwarder-evaluations/score';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { expectCompanyIsolation } from '../../../test/scoping';
import { addSecondForwarder, demoForwarderId } from '../freight-bills/test-fixtures';
import { DEMO_QUESTIONS } from './demo-seed';

let t: TestApp;
let fwd: string;
let fwd2: string;
let logistics: string;
let buyer: string;
let fwdCompany: number;
let fwd2Company: number;
let templateId: number;

beforeAll(async () => {
  t = await createTestApp();
  fwd2Company = await addSecondForwarder(t);
  fwdCompany = await demoForwarderId(t);
  [fwd, fwd2, logistics, buyer] = await Promise.all([t.login('fwd_admin'), t.login('fwd2_admin'), t.login('20000004'), t.login('20000001')]);
});
afterAll(async () => {
  await t?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const data = (res: { json: () => unknown }) => (res.json() as { data: any }).data;
const fields = (res: { json: () => unknown }) => ((res.json() as { fields?: { path: string; errorKey: string }[] }).fields ?? []).map((f) => `${f.path}:${f.errorKey}`);
const answersOf = (values: (number | null)[]) => ({ answers: values.map((value) => ({ value })) });

const questions = [
  { text: '提货是否准时', textEn: 'Pick-up on time?', kind: 'score', weight: 2 },
  { text: '单证是否完整', textEn: 'Documents complete?', kind: 'yesno', weight: 1 },
];

async function initiate(body: Record<string, unknown>) {
  return t.call('POST', '/api/forwarder-evaluations', { token: logistics, body: { forwarderId: fwdCompany, templateId, periodFrom: '2025-01-01', periodTo: '2025-03-31', dueDate: '2025-04-15', ...body } });
}

describe('demo seed "forwarder evaluations": a template, one closed, one submitted, one open evaluation', () => {
  it('staff see the three evaluations of the demo forwarder and the closed one’s scorecard', async () => {
    const res = await t.call('GET', `/api/forwarder-evaluations?forwarderId=${fwdCompany}&sort=periodTo&order=asc`, { token: logistics });
    expect(res.statusCode, res.body).toBe(200);
    const rows = data(res).rows as { status: string; totalScore: number | null; actions: string[] }[];
    expect(rows.map((r) => r.status)).toEqual(['submitted', 'closed', 'open']);
    expect(rows[0]!.actions).toEqual(['view', 'close', 'return']);
    expect(rows[1]!.totalScore).toEqual(expect.any(Number));
    const cards = data(await t.call('GET', `/api/forwarder-evaluations/scorecards?forwarderId=${fwdCompany}`, { token: logistics }));
    expect(cards.rows).toHaveLength(1);
    // the questionnaire part of the frozen card follows the formula of D-413
    expect(cards.rows[0].questionnaire).toBe(questionnaireScore(DEMO_QUESTIONS, [5, 4, 4, 1, 5]));
  });

  it('the demo template was used, so it can be edited but not deleted', async () => {
    const res = await t.call('GET', '/api/evaluation-templates?name=Quarterly', { token: logistics });
    const [tpl] = data(res).rows;
    expect(tpl).toMatchObject({ nameEn: 'Quarterly forwarder evaluation', version: 1, evaluations: 3, actions: ['edit'] });
    const del = await t.call('DELETE', `/api/evaluation-templates/${tpl.id}`, { token: logistics });
    expect(del.statusCode).toBe(409);
    expect(del.json().errorKey).toBe('evaluations.template_in_use');
  });

  it('the forwarder sees its three evaluations without the measured scorecard', async () => {
    const rows = data(await t.call('GET', '/api/forwarder-evaluations', { token: fwd })).rows as { id: number; status: string; actions: string[] }[];
    expect(rows).toHaveLength(3);
    const open = rows.find((r) => r.status === 'open')!;
    expect(open.actions).toEqual(['view', 'answer', 'submit']);
    const d = data(await t.call('GET', `/api/forwarder-evaluations/${open.id}`, { token: fwd }));
    expect(d.scorecard).toBeNull();
    expect(d.questions).toHaveLength(5);
  });
});

describe('questionnaire templates (staff)', () => {
  it('refuses bad input with field paths (never 500)', async () => {
    const res = await t.call('POST', '/api/evaluation-templates', {
      token: logistics,
      body: { name: '', nameEn: 'X', questions: [{ text: 'a', textEn: 'a', kind: 'stars', weight: 0 }], extra: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual(expect.arrayContaining(['name:validation.required', 'questions.0.kind:validation.invalid_enum', 'questions.0.weight:validation.too_small']));
    const none = await t.call('POST', '/api/evaluation-templates', { token: logistics, body: { name: 'a', nameEn: 'a', questions: [] } });
    expect(fields(none)).toEqual(['questions:evaluations.no_questions']);
  });

  it('creates, edits (a new version) and deletes an unused template; forwarders and buyers may not', async () => {
    const created = await t.call('POST', '/api/evaluation-templates', { token: logistics, body: { name: '测试问卷', nameEn: 'Test questionnaire', questions } });
    expect(created.statusCode, created.body).toBe(200);
    expect(data(created)).toMatchObject({ version: 1, active: true, evaluations: 0, actions: ['edit', 'delete'] });
    templateId = data(created).id;
    const edited = await t.call('PUT', `/api/evaluation-templates/${templateId}`, { token: logistics, body: { name: '测试问卷', nameEn: 'Test questionnaire', questions } });
    expect(data(edited).version).toBe(2);
    const spare = data(await t.call('POST', '/api/evaluation-templates', { token: logistics, body: { name: '临时', nameEn: 'Spare', questions } }));
    expect((await t.call('DELETE', `/api/evaluation-templates/${spare.id}`, { token: logistics })).statusCode).toBe(200);
    expect((await t.call('GET', `/api/evaluation-templates/${spare.id}`, { token: logistics })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/evaluation-templates', { token: fwd })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/evaluation-templates', { token: buyer, body: { name: 'a', nameEn: 'a', questions } })).statusCode).toBe(403);
  });
});

describe('evaluateInitiate: staff start an evaluation for a forwarder and period', () => {
  let evalId: number;

  it('refuses bad input with field paths', async () => {
    const res = await initiate({ periodFrom: '2025-04-01', periodTo: '2025-03-31', dueDate: 'soon' });
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual(expect.arrayContaining(['periodTo:evaluations.period_order', 'dueDate:validation.date']));
    const supplier = await initiate({ forwarderId: 3 });
    expect(fields(supplier)).toEqual(['forwarderId:evaluations.not_forwarder']);
    const noTemplate = await initiate({ templateId: 999999 });
    expect(fields(noTemplate)).toEqual(['templateId:evaluations.template_inactive']);
    const wrongType = await initiate({ forwarderId: 'x' });
    expect(wrongType.statusCode).toBe(400);
    expect(fields(wrongType)[0]).toMatch(/^forwarderId:/);
  });

  it('starts it from the template’s current questions and tells the forwarder by mail and notice', async () => {
    const res = await initiate({ remark: '一季度 Q1' });
    expect(res.statusCode, res.body).toBe(200);
    const d = data(res);
    evalId = d.id;
    expect(d).toMatchObject({ status: 'open', templateVersion: 2, forwarderId: fwdCompany, periodFrom: '2025-01-01', periodTo: '2025-03-31', dueDate: '2025-04-15', overdue: true, remark: '一季度 Q1', actions: ['view', 'cancel'] });
    expect(d.number).toBe(`EV${String(evalId).padStart(6, '0')}`);
    expect(d.questions).toEqual(questions);
    expect(d.scorecard).toMatchObject({ frozen: false, questionnaire: null, weights: DEFAULT_SCORE_WEIGHTS });
    const fwdUser = await t.deps.db.selectFrom('users').select('id').where('account', '=', 'fwd_admin').executeTakeFirstOrThrow();
    const notice = await t.deps.db.selectFrom('notifications').select(['template_key', 'link']).where('user_id', '=', fwdUser.id).where('template_key', '=', 'evaluations.requested').execute();
    expect(notice).toContainEqual({ template_key: 'evaluations.requested', link: `/fwd/evaluations/${evalId}` });
    const mails = await t.deps.db.selectFrom('outbox').select('body').where('user_id', '=', fwdUser.id).execute();
    expect(mails.some((m) => m.body.includes(d.number) && m.body.includes('2025-04-15'))).toBe(true);
  });

  it('one evaluation per forwarder and period: the same period again is 409; two at once, one wins', async () => {
    const again = await initiate({});
    expect(again.statusCode).toBe(409);
    expect(again.json().errorKey).toBe('evaluations.duplicate_period');
    const both = await Promise.all([initiate({ periodFrom: '2025-04-01', periodTo: '2025-06-30', dueDate: '2025-07-15' }), initiate({ periodFrom: '2025-04-01', periodTo: '2025-06-30', dueDate: '2025-07-20' })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('a forwarder cannot start one (403)', async () => {
    expect((await t.call('POST', '/api/forwarder-evaluations', { token: fwd, body: { forwarderId: fwdCompany, templateId, periodFrom: '2024-01-01', periodTo: '2024-03-31', dueDate: '2024-04-15' } })).statusCode).toBe(403);
  });

  describe('evaluateAnswer: the forwarder answers (draft, submit); staff return, close', () => {
    it('isolation: forwarder B gets 404 for A’s evaluation (read and answer) and does not list it', async () => {
      await expectCompanyIsolation(t, { request: (token) => t.call('GET', `/api/forwarder-evaluations/${evalId}`, { token }), ownerAccount: 'fwd_admin', otherAccount: 'fwd2_admin', staffAccount: '20000004' });
      const put = await t.call('PUT', `/api/forwarder-evaluations/${evalId}/answers`, { token: fwd2, body: answersOf([3, 1]) });
      expect(put.statusCode).toBe(404);
      const list = data(await t.call('GET', '/api/forwarder-evaluations', { token: fwd2 }));
      expect(list.rows).toEqual([]);
      const filtered = data(await t.call('GET', `/api/forwarder-evaluations?forwarderId=${fwdCompany}`, { token: fwd2 }));
      expect(filtered.total).toBe(0);
      expect(fwd2Company).not.toBe(fwdCompany);
    });

    it('refuses bad answers with field paths', async () => {
      const range = await t.call('PUT', `/api/forwarder-evaluations/${evalId}/answers`, { token: fwd, body: answersOf([0, 3]) });
      expect(range.statusCode).toBe(400);
      expect(fields(range)).toEqual(['answers.0.value:evaluations.score_range', 'answers.1.value:evaluations.yesno_range']);
      const big = await t.call('PUT', `/api/forwarder-evaluations/${evalId}/answers`, { token: fwd, body: answersOf([6, 1.5]) });
      expect(fields(big)).toEqual(expect.arrayContaining(['answers.0.value:validation.too_big', 'answers.1.value:validation.invalid']));
      const count = await t.call('PUT', `/api/forwarder-evaluations/${evalId}/answers`, { token: fwd, body: answersOf([3]), headers: { 'accept-language': 'en' } });
      expect(fields(count)).toEqual(['answers:evaluations.answers_count']);
      expect(count.json().msg).toBe('Give one answer per question (2)');
      const shape = await t.call('PUT', `/api/forwarder-evaluations/${evalId}/answers`, { token: fwd, body: { answers: 'all good' } });
      expect(shape.statusCode).toBe(400);
      expect(fields(shape)).toEqual(['answers:validation.invalid_type']);
    });

    it('saves a draft with unanswered questions; submitting needs every answer', async () => {
      const draft = await t.call('PUT', `/api/forwarder-evaluations/${evalId}/answers`, { token: fwd, body: { answers: [{ value: 4, comment: '基本准时' }, { value: null }], comment: '草稿' } });
      expect(draft.statusCode, draft.body).toBe(200);
      expect(data(draft)).toMatchObject({ status: 'open', answers: [{ value: 4, comment: '基本准时' }, { value: null, comment: null }], comment: '草稿' });
      const incomplete = await t.call('POST', `/api/forwarder-evaluations/${evalId}/submit`, { token: fwd, body: answersOf([4, null]) });
      expect(incomplete.statusCode).toBe(400);
      expect(fields(incomplete)).toEqual(['answers.1.value:evaluations.answer_required']);
    });

    it('two submits at once: one wins, the other is 409', async () => {
      const both = await Promise.all([
        t.call('POST', `/api/forwarder-evaluations/${evalId}/submit`, { token: fwd, body: answersOf([4, 1]) }),
        t.call('POST', `/api/forwarder-evaluations/${evalId}/submit`, { token: fwd, body: answersOf([2, 0]) }),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const loser = both.find((r) => r.statusCode === 409)!;
      expect(loser.json().errorKey).toBe('evaluations.not_answerable');
      const winner = data(both.find((r) => r.statusCode === 200)!);
      const d = data(await t.call('GET', `/api/forwarder-evaluations/${evalId}`, { token: fwd }));
      expect(d.answers.map((a: { value: number }) => a.value)).toEqual(winner.answers.map((a: { value: number }) => a.value));
      expect(d.status).toBe('submitted');
      expect(d.actions).toEqual(['view']);
    });

    it('staff return it with a reason (required); the forwarder is told and answers again', async () => {
      const noReason = await t.call('POST', `/api/forwarder-evaluations/${evalId}/return`, { token: logistics, body: { reason: ' ' } });
      expect(noReason.statusCode).toBe(400);
      expect(fields(noReason)).toEqual(['reason:evaluations.reason_required']);
      const byFwd = await t.call('POST', `/api/forwarder-evaluations/${evalId}/return`, { token: fwd, body: { reason: 'x' } });
      expect(byFwd.statusCode).toBe(403);
      const ret = await t.call('POST', `/api/forwarder-evaluations/${evalId}/return`, { token: logistics, body: { reason: '请补充说明 Please explain' } });
      expect(ret.statusCode, ret.body).toBe(200);
      expect(data(ret)).toMatchObject({ status: 'returned', returnReason: '请补充说明 Please explain' });
      const notices = await t.deps.db.selectFrom('notifications').select('template_key').where('template_key', '=', 'evaluations.returned').execute();
      expect(notices.length).toBeGreaterThan(0);
      const again = await t.call('POST', `/api/forwarder-evaluations/${evalId}/submit`, { token: fwd, body: answersOf([5, 1]) });
      expect(data(again).status).toBe('submitted');
    });

    it('staff close it: the scorecard is measured with report C and the bills, combined with the weights, and frozen', async () => {
      const closed = await t.call('POST', `/api/forwarder-evaluations/${evalId}/close`, { token: logistics, body: { comment: '良好' } });
      expect(closed.statusCode, closed.body).toBe(200);
      const d = data(closed);
      expect(d).toMatchObject({ status: 'closed', closeComment: '良好', actions: ['view'] });
      const card = d.scorecard;
      expect(card.frozen).toBe(true);
      expect(card.questionnaire).toBe(100);
      // The on-time part is report C's counts for the forwarder and period.
      const c = data(await t.call('GET', `/api/logistics-reports/c?forwarderId=${fwdCompany}&from=2025-01-01&to=2025-03-31`, { token: logistics }));
      const withEta = c.rows.reduce((n: number, r: { withEta: number }) => n + r.withEta, 0);
      expect(card.deliveredWithEta).toBe(withEta);
      expect(card.total).toBe(totalScore({ questionnaire: card.questionnaire, onTime: card.onTime, billAccuracy: card.billAccuracy }, DEFAULT_SCORE_WEIGHTS));
      expect(d.totalScore).toBe(card.total);
      const again = await t.call('POST', `/api/forwarder-evaluations/${evalId}/close`, { token: logistics, body: {} });
      expect(again.statusCode).toBe(409);
      expect(again.json().errorKey).toBe('evaluations.not_submitted');
    });

    it('answering a closed evaluation is 409', async () => {
      const res = await t.call('PUT', `/api/forwarder-evaluations/${evalId}/answers`, { token: fwd, body: answersOf([1, 0]) });
      expect(res.statusCode).toBe(409);
      expect(res.json().errorKey).toBe('evaluations.not_answerable');
    });

    it('the scorecard list (the forwarder’s history) shows it, sorts by total and exports to Excel; staff only', async () => {
      const list = data(await t.call('GET', `/api/forwarder-evaluations/scorecards?forwarderId=${fwdCompany}&sort=total&order=desc`, { token: logistics }));
      expect(list.rows.map((r: { evaluationId: number }) => r.evaluationId)).toContain(evalId);
      const totals = list.rows.map((r: { total: number }) => r.total);
      expect(totals).toEqual([...totals].sort((a, b) => b - a));
      const period = data(await t.call('GET', '/api/forwarder-evaluations/scorecards?from=2025-01-01&to=2025-03-31', { token: logistics }));
      expect(period.rows.map((r: { evaluationId: number }) => r.evaluationId)).toEqual([evalId]);
      const bad = await t.call('GET', '/api/forwarder-evaluations/scorecards?from=2025-04-01&to=2025-01-01', { token: logistics });
      expect(bad.statusCode).toBe(400);
      expect(fields(bad)).toEqual(['to:evaluations.period_order']);
      const sort = await t.call('GET', '/api/forwarder-evaluations/scorecards?sort=nope', { token: logistics });
      expect(fields(sort)).toEqual(['sort:validation.invalid_enum']);
      const xlsx = await t.call('GET', `/api/forwarder-evaluations/scorecards/export?forwarderId=${fwdCompany}`, { token: logistics });
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-type']).toContain('spreadsheetml');
      expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
      expect((await t.call('GET', '/api/forwarder-evaluations/scorecards', { token: fwd })).statusCode).toBe(403);
    });
  });

  it('staff cancel an open evaluation; then the period is free again', async () => {
    const d = data(await initiate({ periodFrom: '2024-10-01', periodTo: '2024-12-31', dueDate: '2025-01-15' }));
    const cancelled = await t.call('POST', `/api/forwarder-evaluations/${d.id}/cancel`, { token: logistics });
    expect(data(cancelled)).toMatchObject({ status: 'cancelled', scorecard: null, actions: ['view'] });
    const answer = await t.call('PUT', `/api/forwarder-evaluations/${d.id}/answers`, { token: fwd, body: answersOf([3, 1]) });
    expect(answer.statusCode).toBe(409);
    expect((await initiate({ periodFrom: '2024-10-01', periodTo: '2024-12-31', dueDate: '2025-01-15' })).statusCode).toBe(200);
  });
});
