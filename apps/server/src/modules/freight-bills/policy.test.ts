/** Electronic bill policy: actor x status x action, from BILL_WORKFLOW (issue 17 item 3, D-360). */
import { BUILTIN_STAFF_ROLES, FORWARDER_PERMISSIONS } from '@aerosupply/shared/permissions';
import { decisionTable } from '@aerosupply/shared/workflow/machine';
import { describe, expect, it } from 'vitest';
import { POLICY_ACTORS, refusal } from '../../../test/policy-actors';
import type { Actor } from '../../platform/context';
import { assertMayOnBill, billActions, rateCardActions } from './policy';

const base = POLICY_ACTORS.admin;
/** The built-in logistics role and a forwarder user (the forwarder role), beside the common personas. */
const ACTORS: Record<string, Actor> = {
  ...POLICY_ACTORS,
  logistics: { ...base, userId: 7, roles: ['logistics'], permissions: new Set(BUILTIN_STAFF_ROLES.logistics!.permissions) },
  forwarder: { ...base, userId: 8, companyId: 300, companyType: 'forwarder', roles: ['forwarder'], permissions: new Set(FORWARDER_PERMISSIONS) },
};

const bills = {
  draft: { status: 'draft' },
  submitted: { status: 'submitted' },
  returned: { status: 'returned' },
  approved: { status: 'approved' },
} as const;

describe('electronic bill policy', () => {
  it('allows exactly these actions (actor | status | actions)', () => {
    expect(decisionTable(ACTORS, bills, billActions)).toEqual([
      'admin | draft | view',
      'admin | submitted | view approve return',
      'admin | returned | view',
      'admin | approved | view',
      'buyer | draft | view',
      'buyer | submitted | view',
      'buyer | returned | view',
      'buyer | approved | view',
      'auditor | draft | view',
      'auditor | submitted | view',
      'auditor | returned | view',
      'auditor | approved | view',
      'finance | draft | view',
      'finance | submitted | view',
      'finance | returned | view',
      'finance | approved | view',
      'masterdata | draft | view',
      'masterdata | submitted | view',
      'masterdata | returned | view',
      'masterdata | approved | view',
      'supplier | draft | view',
      'supplier | submitted | view',
      'supplier | returned | view',
      'supplier | approved | view',
      'logistics | draft | view',
      'logistics | submitted | view approve return',
      'logistics | returned | view',
      'logistics | approved | view',
      'forwarder | draft | view edit renumber submit delete',
      'forwarder | submitted | view',
      'forwarder | returned | view edit renumber submit',
      'forwarder | approved | view',
    ]);
  });

  it('refuses with the action’s own message in another status', () => {
    const { forwarder, logistics } = ACTORS as Record<'forwarder' | 'logistics', Actor>;
    expect(refusal(() => assertMayOnBill(bills.submitted, forwarder, 'edit'))).toBe('409 freightBills.not_editable');
    expect(refusal(() => assertMayOnBill(bills.approved, forwarder, 'submit'))).toBe('409 freightBills.not_submittable');
    expect(refusal(() => assertMayOnBill(bills.returned, forwarder, 'delete'))).toBe('409 freightBills.not_deletable');
    expect(refusal(() => assertMayOnBill(bills.approved, logistics, 'approve'))).toBe('409 freightBills.not_submitted');
    expect(refusal(() => assertMayOnBill(bills.submitted, forwarder, 'approve'))).toBe('403 auth.forbidden');
    expect(refusal(() => assertMayOnBill(bills.draft, logistics, 'edit'))).toBe('403 auth.forbidden');
  });

  it('gives rate card actions to staff holding logistics.bills.rates only', () => {
    expect(rateCardActions(ACTORS.logistics!)).toEqual(['edit', 'delete']);
    expect(rateCardActions(ACTORS.buyer!)).toEqual([]);
    expect(rateCardActions(ACTORS.forwarder!)).toEqual([]);
  });
});
