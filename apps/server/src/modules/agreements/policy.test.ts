/** Agreement policy: actor x agreement state x action (AGREEMENT_WORKFLOW). */
import { decisionTable } from '@aerosupply/shared/workflow/machine';
import { describe, expect, it } from 'vitest';
import { POLICY_ACTORS, refusal } from '../../../test/policy-actors';
import { assertMayOnAgreement, agreementActions, stateAllows, type AgreementFacts } from './policy';

const agreements: Record<string, AgreementFacts> = {
  draft: { status: 'draft', line_count: 2 },
  draft_empty: { status: 'draft', line_count: 0 },
  sent: { status: 'sent', line_count: 2 },
  confirmed: { status: 'confirmed', line_count: 2 },
  refused: { status: 'refused', line_count: 2 },
  active: { status: 'active', line_count: 2 },
  expired: { status: 'expired', line_count: 2 },
  cancelled: { status: 'cancelled', line_count: 2 },
};

describe('agreement policy', () => {
  it('allows exactly these actions (actor | agreement | actions)', () => {
    expect(decisionTable(POLICY_ACTORS, agreements, agreementActions)).toEqual([
      'admin | draft | view edit send cancel',
      'admin | draft_empty | view edit cancel',
      'admin | sent | view edit cancel',
      'admin | confirmed | view edit cancel',
      'admin | refused | view edit cancel',
      'admin | active | view cancel',
      'admin | expired | view',
      'admin | cancelled | view',
      'buyer | draft | view edit send cancel',
      'buyer | draft_empty | view edit cancel',
      'buyer | sent | view edit cancel',
      'buyer | confirmed | view edit cancel',
      'buyer | refused | view edit cancel',
      'buyer | active | view cancel',
      'buyer | expired | view',
      'buyer | cancelled | view',
      'supplier | draft | view',
      'supplier | draft_empty | view',
      'supplier | sent | view confirm refuse',
      'supplier | confirmed | view',
      'supplier | refused | view',
      'supplier | active | view',
      'supplier | expired | view',
      'supplier | cancelled | view',
    ]);
  });

  it('refuses with the action’s own message in another state, and the wrong side with 403', () => {
    const { supplier, buyer, finance } = POLICY_ACTORS;
    expect(refusal(() => assertMayOnAgreement(agreements.confirmed!, supplier, 'confirm'))).toBe('409 agreements.not_open_for_answer');
    expect(refusal(() => assertMayOnAgreement(agreements.refused!, supplier, 'refuse'))).toBe('409 agreements.not_open_for_answer');
    expect(refusal(() => assertMayOnAgreement(agreements.sent!, buyer, 'send'))).toBe('409 agreements.not_sendable');
    expect(refusal(() => assertMayOnAgreement(agreements.draft_empty!, buyer, 'send'))).toBe('409 agreements.lines_required');
    expect(refusal(() => assertMayOnAgreement(agreements.active!, buyer, 'edit'))).toBe('409 agreements.not_editable');
    expect(refusal(() => assertMayOnAgreement(agreements.expired!, buyer, 'cancel'))).toBe('409 agreements.not_cancellable');
    expect(refusal(() => assertMayOnAgreement(agreements.sent!, buyer, 'confirm'))).toBe('403 auth.forbidden');
    expect(refusal(() => assertMayOnAgreement(agreements.draft!, supplier, 'send'))).toBe('403 auth.forbidden');
    expect(refusal(() => assertMayOnAgreement(agreements.draft!, finance, 'edit'))).toBe('403 auth.forbidden');
    expect(refusal(() => assertMayOnAgreement(agreements.confirmed!, buyer, 'activate'))).toBe('403 auth.forbidden');
  });

  it('lets the validity job activate a confirmed agreement and expire a confirmed or active one only', () => {
    expect(stateAllows('confirmed', 'activate')).toBe(true);
    expect(stateAllows('active', 'activate')).toBe(false);
    expect(stateAllows('active', 'expire')).toBe(true);
    expect(stateAllows('confirmed', 'expire')).toBe(true);
    expect(stateAllows('sent', 'expire')).toBe(false);
    expect(stateAllows('cancelled', 'expire')).toBe(false);
  });
});
