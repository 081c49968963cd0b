/** Data-change request policy: actor x request state x action, from CHANGE_WORKFLOW. */
import { decisionTable } from '@aerosupply/shared/workflow/machine';
import { describe, expect, it } from 'vitest';
import { POLICY_ACTORS, refusal } from '../../../test/policy-actors';
import { assertMayDecideChange, changeRequestActions } from './policy';

const requests = {
  pending: { status: 'pending' },
  approved: { status: 'approved' },
  rejected: { status: 'rejected' },
} as const;

describe('change request policy', () => {
  it('allows exactly these actions (actor | request | actions)', () => {
    expect(decisionTable(POLICY_ACTORS, requests, changeRequestActions)).toEqual([
      'admin | pending | view approve reject',
      'admin | approved | view',
      'admin | rejected | view',
      'buyer | pending | view approve reject',
      'buyer | approved | view',
      'buyer | rejected | view',
      'auditor | pending | view',
      'auditor | approved | view',
      'auditor | rejected | view',
      'finance | pending | view',
      'finance | approved | view',
      'finance | rejected | view',
      'masterdata | pending | view',
      'masterdata | approved | view',
      'masterdata | rejected | view',
      'supplier | pending | view',
      'supplier | approved | view',
      'supplier | rejected | view',
    ]);
  });

  it('refuses a decided request with 409 and a reviewer without the permission with 403', () => {
    expect(refusal(() => assertMayDecideChange(requests.pending, POLICY_ACTORS.buyer, 'approve'))).toBe('allowed');
    expect(refusal(() => assertMayDecideChange(requests.approved, POLICY_ACTORS.buyer, 'reject'))).toBe('409 common.wrong_state');
    expect(refusal(() => assertMayDecideChange(requests.pending, POLICY_ACTORS.supplier, 'approve'))).toBe('403 auth.forbidden');
  });
});
