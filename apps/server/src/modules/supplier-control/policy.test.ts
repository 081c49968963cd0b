/** Supplier control policy: actor x supplier state x action, and freeze requests, from the workflow definitions. */
import { decisionTable } from '@aerosupply/shared/workflow/machine';
import { describe, expect, it } from 'vitest';
import { POLICY_ACTORS, refusal } from '../../../test/policy-actors';
import { assertMayControl, assertMayOnFreezeRequest, controlActions, freezeRequestActions } from './policy';

const suppliers = {
  normal: { controlStatus: 'normal', pendingRequest: false },
  suspended: { controlStatus: 'suspended', pendingRequest: false },
  deleted: { controlStatus: 'deleted', pendingRequest: false },
  frozen: { controlStatus: 'frozen', pendingRequest: false },
  'normal, request pending': { controlStatus: 'normal', pendingRequest: true },
  'frozen, request pending': { controlStatus: 'frozen', pendingRequest: true },
} as const;

describe('supplier control policy', () => {
  it('allows exactly these control actions (actor | supplier | actions; nobody else anything)', () => {
    expect(decisionTable(POLICY_ACTORS, suppliers, controlActions)).toEqual([
      'admin | normal | suspend delete freeze',
      'admin | suspended | unsuspend delete freeze',
      'admin | frozen | delete unfreeze',
      'admin | normal, request pending | suspend delete',
      'admin | frozen, request pending | delete',
      'buyer | normal | suspend delete freeze',
      'buyer | suspended | unsuspend delete freeze',
      'buyer | frozen | delete unfreeze',
      'buyer | normal, request pending | suspend delete',
      'buyer | frozen, request pending | delete',
    ]);
  });

  it('refuses with the §8 message of the wrong selection, the pending request, or 403', () => {
    const { buyer, auditor } = POLICY_ACTORS;
    expect(refusal(() => assertMayControl(suppliers.deleted, buyer, 'freeze'))).toBe('409 supplier_control.deleted_no_freeze');
    expect(refusal(() => assertMayControl(suppliers.frozen, buyer, 'freeze'))).toBe('409 supplier_control.select_unfrozen_to_freeze');
    expect(refusal(() => assertMayControl(suppliers.normal, buyer, 'unfreeze'))).toBe('409 supplier_control.select_frozen_to_unfreeze');
    expect(refusal(() => assertMayControl(suppliers.normal, buyer, 'unsuspend'))).toBe('409 supplier_control.select_suspended_to_unsuspend');
    expect(refusal(() => assertMayControl(suppliers.deleted, buyer, 'delete'))).toBe('409 supplier_control.select_undeleted_to_delete');
    expect(refusal(() => assertMayControl(suppliers['normal, request pending'], buyer, 'freeze'))).toBe('409 supplier_control.request_pending');
    expect(refusal(() => assertMayControl(suppliers.normal, auditor, 'suspend'))).toBe('403 auth.forbidden');
  });
});

describe('freeze request policy', () => {
  const actors = { ...POLICY_ACTORS, otherBuyer: { ...POLICY_ACTORS.buyer, userId: 7 } };
  // Requested by the buyer (user 2).
  const requests = {
    pending: { status: 'pending', requestedBy: 2 },
    approved: { status: 'approved', requestedBy: 2 },
    rejected: { status: 'rejected', requestedBy: 2 },
    withdrawn: { status: 'withdrawn', requestedBy: 2 },
  } as const;

  it('allows exactly these steps (finance decides; the requester or an administrator edits or withdraws)', () => {
    expect(decisionTable(actors, requests, freezeRequestActions)).toEqual([
      'admin | pending | approve reject edit withdraw',
      'buyer | pending | edit withdraw',
      'finance | pending | approve reject',
    ]);
  });

  it('refuses a decided request with 409 and someone else’s with 403', () => {
    expect(refusal(() => assertMayOnFreezeRequest(requests.approved, POLICY_ACTORS.buyer, 'withdraw'))).toBe('409 supplier_control.request_not_pending');
    expect(refusal(() => assertMayOnFreezeRequest(requests.pending, actors.otherBuyer, 'edit'))).toBe('403 auth.forbidden');
    expect(refusal(() => assertMayOnFreezeRequest(requests.pending, POLICY_ACTORS.buyer, 'approve'))).toBe('403 auth.forbidden');
  });
});
