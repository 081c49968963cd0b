/** Invitation policy: actor x status (as shown) x action, from INVITATION_WORKFLOW. */
import { decisionTable } from '@aerosupply/shared/workflow/machine';
import type { InvitationStatus } from '@aerosupply/shared/invitations/schemas';
import { describe, expect, it } from 'vitest';
import { POLICY_ACTORS, refusal } from '../../../test/policy-actors';
import { assertMayOnInvitation, assertMaySendOrResend, invitationActions } from './policy';

const invitations: Record<InvitationStatus, InvitationStatus> = { unsent: 'unsent', sent: 'sent', expired: 'expired', registered: 'registered' };

describe('invitation policy', () => {
  it('allows exactly these actions (actor | status | actions)', () => {
    expect(decisionTable(POLICY_ACTORS, invitations, invitationActions)).toEqual([
      'admin | unsent | edit send delete',
      'admin | sent | edit resend delete',
      'admin | expired | edit resend delete',
      'buyer | unsent | edit send delete',
      'buyer | sent | edit resend delete',
      'buyer | expired | edit resend delete',
    ]);
  });

  it('refuses a registered invitation with 409 and a role without the permission with 403', () => {
    expect(refusal(() => assertMayOnInvitation('registered', POLICY_ACTORS.buyer, 'edit'))).toBe('409 common.wrong_state');
    expect(refusal(() => assertMayOnInvitation('unsent', POLICY_ACTORS.auditor, 'delete'))).toBe('403 auth.forbidden');
    expect(refusal(() => assertMayOnInvitation('unsent', POLICY_ACTORS.supplier, 'edit'))).toBe('403 auth.forbidden');
  });

  it('lets the send route send an unsent invitation and resend a sent or expired one, never a registered one', () => {
    expect(refusal(() => assertMaySendOrResend('unsent', POLICY_ACTORS.buyer))).toBe('allowed');
    expect(refusal(() => assertMaySendOrResend('sent', POLICY_ACTORS.buyer))).toBe('allowed');
    expect(refusal(() => assertMaySendOrResend('expired', POLICY_ACTORS.buyer))).toBe('allowed');
    expect(refusal(() => assertMaySendOrResend('registered', POLICY_ACTORS.buyer))).toBe('409 common.wrong_state');
  });
});
