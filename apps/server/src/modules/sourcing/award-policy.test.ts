/** Award policy (D-282): only the chosen approver (with the RFx permission) decides a pending award, once. */
import { decisionTable } from '@aerosupply/shared/workflow/machine';
import { describe, expect, it } from 'vitest';
import { POLICY_ACTORS, refusal } from '../../../test/policy-actors';
import { assertMayOnAward, awardActions } from './award-policy';

// The buyer (user 2) is the approver; the admin (user 1) is not.
const awards = {
  'pending, buyer approves': { status: 'pending', approverId: 2 },
  'pending, admin approves': { status: 'pending', approverId: 1 },
  approved: { status: 'approved', approverId: 2 },
  rejected: { status: 'rejected', approverId: 2 },
} as const;

describe('award policy', () => {
  it('allows exactly these actions (actor | award | actions; nobody else anything)', () => {
    expect(decisionTable(POLICY_ACTORS, awards, awardActions)).toEqual(['admin | pending, admin approves | approve reject', 'buyer | pending, buyer approves | approve reject']);
  });
  it('refuses another user with 403, a decided award with 409, a supplier with 403', () => {
    expect(refusal(() => assertMayOnAward(awards['pending, buyer approves'], POLICY_ACTORS.buyer, 'approve'))).toBe('allowed');
    expect(refusal(() => assertMayOnAward(awards['pending, admin approves'], POLICY_ACTORS.buyer, 'approve'))).toBe('403 sourcing.award.not_approver');
    expect(refusal(() => assertMayOnAward(awards.approved, POLICY_ACTORS.buyer, 'reject'))).toBe('409 sourcing.award.decided');
    expect(refusal(() => assertMayOnAward(awards['pending, buyer approves'], POLICY_ACTORS.supplier, 'approve'))).toBe('403 auth.forbidden');
  });
});
