/** Capability application policy: actor x status x action, from CAPABILITY_WORKFLOW. */
import { decisionTable } from '@aerosupply/shared/workflow/machine';
import { describe, expect, it } from 'vitest';
import { POLICY_ACTORS, refusal } from '../../../test/policy-actors';
import { assertMayOnCapability, capabilityActions } from './policy';

const applications = {
  to_be_submitted: { status: 'to_be_submitted' },
  under_review: { status: 'under_review' },
  audit_completed: { status: 'audit_completed' },
  no_pass: { status: 'no_pass' },
} as const;

describe('capability application policy', () => {
  it('allows exactly these actions (actor | status | actions)', () => {
    expect(decisionTable(POLICY_ACTORS, applications, capabilityActions)).toEqual([
      'admin | to_be_submitted | view',
      'admin | under_review | view pass fail',
      'admin | audit_completed | view',
      'admin | no_pass | view',
      'buyer | to_be_submitted | view',
      'buyer | under_review | view pass fail',
      'buyer | audit_completed | view',
      'buyer | no_pass | view',
      'auditor | to_be_submitted | view',
      'auditor | under_review | view pass fail',
      'auditor | audit_completed | view',
      'auditor | no_pass | view',
      'finance | to_be_submitted | view',
      'finance | under_review | view',
      'finance | audit_completed | view',
      'finance | no_pass | view',
      'masterdata | to_be_submitted | view',
      'masterdata | under_review | view',
      'masterdata | audit_completed | view',
      'masterdata | no_pass | view',
      'supplier | to_be_submitted | view edit submit',
      'supplier | under_review | view',
      'supplier | audit_completed | view',
      'supplier | no_pass | view edit',
    ]);
  });

  it('refuses with the action’s own message in another status', () => {
    const { supplier, auditor } = POLICY_ACTORS;
    expect(refusal(() => assertMayOnCapability(applications.under_review, supplier, 'edit'))).toBe('409 capabilities.not_editable');
    expect(refusal(() => assertMayOnCapability(applications.no_pass, supplier, 'submit'))).toBe('409 capabilities.not_submittable');
    expect(refusal(() => assertMayOnCapability(applications.audit_completed, auditor, 'pass'))).toBe('409 capabilities.not_under_review');
    expect(refusal(() => assertMayOnCapability(applications.under_review, supplier, 'pass'))).toBe('403 auth.forbidden');
  });
});
