/** Issue 10 item 8: a supplier returned and resubmitted within the same second still moves on (frozen clock). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { act, companyByTaxId, FORM, ok } from './test-fixtures';
import { putSupplierInState } from '../supplier-profile/testing';

interface Review {
  reviewStatus: string;
  stage: string | null;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('review cycles compare submission times exactly', () => {
  it('a return and resubmission within one second of the previous submission starts a new pre-qualification that can pass', async () => {
    const auditor = await t.login('20000002');
    const id = await companyByTaxId(t, '91440101MA5CQ9DT1H'); // returned
    const second = Math.floor(Date.now() / 1000) * 1000 + 1000; // a whole second, near now (tokens stay valid)
    const at = (ms: number) => new Date(second + ms);
    // What the wizard's submit writes (supplier_profiles.submitted_at = deps.now()), on a frozen clock.
    const resubmit = async (ms: number) => {
      t.deps.now = () => at(ms);
      await putSupplierInState(t.deps.db, id, { review: 'to_be_evaluated', submittedAt: at(ms) });
    };
    try {
      await resubmit(100);
      t.deps.now = () => at(200);
      expect(ok<Review>(await act(t, auditor, id, 'prequalify_return', { comment: '请补充营业执照' })).reviewStatus).toBe('returned');
      await resubmit(800); // the same second as the submission the return answered
      t.deps.now = () => at(900);
      const passed = ok<Review>(await act(t, auditor, id, 'prequalify_pass', { comment: '资料齐全', form: { ...FORM, purchaseOrg: 'P400' } }));
      expect(passed).toMatchObject({ reviewStatus: 'to_be_evaluated', stage: 'assessment' });
      const assessed = ok<Review>(await act(t, auditor, id, 'assess_pass', { comment: '评估通过', form: FORM }));
      expect(assessed.reviewStatus).toBe('pending_business_review');
    } finally {
      t.deps.now = () => new Date();
    }
  });
});
