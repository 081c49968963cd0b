/** Review chain policy: actor x status (and stage, auditor routing, SAP sync) x action, from REVIEW_WORKFLOW. */
import { REVIEW_STATUSES, type ReviewStatus } from '@aerosupply/shared/suppliers/states';
import { decisionTable } from '@aerosupply/shared/workflow/machine';
import { describe, expect, it } from 'vitest';
import { POLICY_ACTORS, refusal } from '../../../test/policy-actors';
import { assertMayReview, reviewActions, worksOnReview, type ReviewFacts } from './policy';

const record = (review_status: ReviewStatus, more: Partial<ReviewFacts> = {}): ReviewFacts => ({
  review_status,
  stage: 'prequalification',
  can_prequal: true,
  can_examine: true,
  sap_pending: false,
  ...more,
});

// Routing is a fact of the row, computed per actor in SQL (an administrator is always routed).
const records: Record<string, ReviewFacts> = {
  ...Object.fromEntries(REVIEW_STATUSES.map((s) => [s, record(s)])),
  'to_be_evaluated, not routed': record('to_be_evaluated', { can_prequal: false }),
  'to_be_evaluated at assessment': record('to_be_evaluated', { stage: 'assessment' }),
  'to_be_evaluated at assessment, not routed': record('to_be_evaluated', { stage: 'assessment', can_examine: false }),
  'qaudit_passed, SAP sync pending': record('qaudit_passed', { sap_pending: true }),
};

describe('review chain policy', () => {
  it('allows exactly these steps (actor | supplier | actions; nobody else anything)', () => {
    expect(decisionTable(POLICY_ACTORS, records, reviewActions)).toEqual([
      'admin | to_be_evaluated | prequalify_pass prequalify_return prequalify_reject',
      'admin | pending_business_review | business_approve business_return business_reject',
      'admin | approved | submit_oa',
      'admin | oa_under_review | oa_approve oa_fail',
      'admin | oa_failed | resubmit_oa oa_return',
      'admin | oa_approved | submit_qaudit',
      'admin | qaudit_under_review | qaudit_pass qaudit_fail',
      'admin | qaudit_failed | resubmit_qaudit qaudit_return',
      'admin | qaudit_passed | sync_sap',
      'admin | to_be_evaluated at assessment | assess_pass assess_return assess_reject',
      'buyer | pending_business_review | business_approve business_return business_reject',
      'buyer | approved | submit_oa',
      'buyer | oa_failed | resubmit_oa oa_return',
      'auditor | to_be_evaluated | prequalify_pass prequalify_return prequalify_reject',
      'auditor | oa_under_review | oa_approve oa_fail',
      'auditor | oa_approved | submit_qaudit',
      'auditor | qaudit_under_review | qaudit_pass qaudit_fail',
      'auditor | qaudit_failed | resubmit_qaudit qaudit_return',
      'auditor | to_be_evaluated at assessment | assess_pass assess_return assess_reject',
      'masterdata | qaudit_passed | sync_sap',
    ]);
  });

  it('refuses: 403 without the permission or routing, 409 in another status or stage or while SAP syncs', () => {
    const { auditor, buyer, masterdata } = POLICY_ACTORS;
    expect(refusal(() => assertMayReview(records['to_be_evaluated, not routed']!, auditor, 'prequalify_pass'))).toBe('403 supplier_review.not_authorised_auditor');
    expect(refusal(() => assertMayReview(records['to_be_evaluated at assessment']!, auditor, 'prequalify_pass'))).toBe('409 supplier_review.wrong_state');
    expect(refusal(() => assertMayReview(records.approved!, auditor, 'oa_approve'))).toBe('409 supplier_review.wrong_state');
    expect(refusal(() => assertMayReview(records.approved!, auditor, 'submit_oa'))).toBe('403 auth.forbidden');
    expect(refusal(() => assertMayReview(records['qaudit_passed, SAP sync pending']!, masterdata, 'sync_sap'))).toBe('409 supplier_review.sync_in_progress');
    expect(refusal(() => assertMayReview(records.approved!, buyer, 'submit_oa'))).toBe('allowed');
  });

  it('tells the supplier directory who works on a supplier’s chain at all', () => {
    expect(worksOnReview('to_be_evaluated', POLICY_ACTORS.auditor)).toBe(true);
    expect(worksOnReview('to_be_evaluated', POLICY_ACTORS.buyer)).toBe(false);
    expect(worksOnReview('qaudit_passed', POLICY_ACTORS.masterdata)).toBe(true);
    expect(worksOnReview('synchronized_to_sap', POLICY_ACTORS.admin)).toBe(false);
  });
});
