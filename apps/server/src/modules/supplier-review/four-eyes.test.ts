/** D-191: REVIEW_FOUR_EYES, on by default, keeps one person from taking two consecutive advancing steps. */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { act, body, companyByTaxId, FORM, ok } from './test-fixtures';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const PREQUALIFICATION = '91610131MA6TX8K21Q';

describe('four-eyes on the review chain (REVIEW_FOUR_EYES)', () => {
  it('on (the default): the auditor who passed pre-qualification may not pass the assessment, in either language; a colleague may, and returning stays open', async () => {
    t = await createTestApp();
    expect(t.deps.config.reviewFourEyes).toBe(true);
    const auditor = await t.login('20000002');
    const id = await companyByTaxId(t, PREQUALIFICATION);
    ok(await act(t, auditor, id, 'prequalify_pass', { form: { ...FORM, purchaseOrg: 'P100' } }));

    const refused = await act(t, auditor, id, 'assess_pass', { form: FORM });
    expect(refused.statusCode).toBe(403);
    expect(body(refused)).toMatchObject({ errorKey: 'supplier_review.four_eyes', msg: expect.stringContaining('two different people') });
    const zh = await t.call('POST', `/api/supplier-reviews/${id}/actions/assess_pass`, { token: auditor, body: { form: FORM }, headers: { 'accept-language': 'zh-CN' } });
    expect(body(zh).msg).toContain('不同的人');
    const stage = await t.deps.db.selectFrom('supplier_profiles').select('review_status').where('company_id', '=', id).executeTakeFirstOrThrow();
    expect(stage.review_status).toBe('to_be_evaluated');

    // Sending the supplier back never needs a second person.
    const returned = await act(t, auditor, id, 'assess_return', { comment: '请补充证书' });
    expect(returned.statusCode).toBe(200);
  });

  it('on: another person takes the next step', async () => {
    t = await createTestApp();
    const id = await companyByTaxId(t, PREQUALIFICATION);
    ok(await act(t, await t.login('20000002'), id, 'prequalify_pass', { form: { ...FORM, purchaseOrg: 'P100' } }));
    const next = await act(t, await t.login('admin'), id, 'assess_pass', { form: FORM });
    expect(next.statusCode, next.body).toBe(200);
  });

  it('off: the same person may take consecutive steps', async () => {
    t = await createTestApp({ reviewFourEyes: false });
    const auditor = await t.login('20000002');
    const id = await companyByTaxId(t, PREQUALIFICATION);
    ok(await act(t, auditor, id, 'prequalify_pass', { form: { ...FORM, purchaseOrg: 'P100' } }));
    const next = await act(t, auditor, id, 'assess_pass', { form: FORM });
    expect(next.statusCode, next.body).toBe(200);
  });
});
