/** Forwarder evaluation policy: actor x status x action, from EVALUATION_WORKFLOW (issue 17 item 6, D-411). */
import { BUILTIN_STAFF_ROLES, FORWARDER_PERMISSIONS } from '@aerosupply/shared/permissions';
import { decisionTable } from '@aerosupply/shared/workflow/machine';
import { describe, expect, it } from 'vitest';
import { POLICY_ACTORS, refusal } from '../../../test/policy-actors';
import type { Actor } from '../../platform/context';
import { assertMayOnEvaluation, assertMayOnTemplate, evaluationActions, templateActions } from './policy';

const base = POLICY_ACTORS.admin;
const ACTORS: Record<string, Actor> = {
  buyer: POLICY_ACTORS.buyer,
  logistics: { ...base, userId: 7, roles: ['logistics'], permissions: new Set(BUILTIN_STAFF_ROLES.logistics!.permissions) },
  forwarder: { ...base, userId: 8, companyId: 300, companyType: 'forwarder', roles: ['forwarder'], permissions: new Set(FORWARDER_PERMISSIONS) },
};

const evaluations = {
  open: { status: 'open' },
  submitted: { status: 'submitted' },
  returned: { status: 'returned' },
  closed: { status: 'closed' },
  cancelled: { status: 'cancelled' },
} as const;

describe('forwarder evaluation policy', () => {
  it('allows exactly these actions (actor | status | actions)', () => {
    expect(decisionTable(ACTORS, evaluations, evaluationActions)).toEqual([
      'buyer | open | view',
      'buyer | submitted | view',
      'buyer | returned | view',
      'buyer | closed | view',
      'buyer | cancelled | view',
      'logistics | open | view cancel',
      'logistics | submitted | view close return',
      'logistics | returned | view cancel',
      'logistics | closed | view',
      'logistics | cancelled | view',
      'forwarder | open | view answer submit',
      'forwarder | submitted | view',
      'forwarder | returned | view answer submit',
      'forwarder | closed | view',
      'forwarder | cancelled | view',
    ]);
  });

  it('refuses with the action’s own message in another status, 403 for the wrong side', () => {
    const { forwarder, logistics } = ACTORS as Record<'forwarder' | 'logistics', Actor>;
    expect(refusal(() => assertMayOnEvaluation(evaluations.closed, forwarder, 'answer'))).toBe('409 evaluations.not_answerable');
    expect(refusal(() => assertMayOnEvaluation(evaluations.submitted, forwarder, 'submit'))).toBe('409 evaluations.not_answerable');
    expect(refusal(() => assertMayOnEvaluation(evaluations.open, logistics, 'close'))).toBe('409 evaluations.not_submitted');
    expect(refusal(() => assertMayOnEvaluation(evaluations.closed, logistics, 'cancel'))).toBe('409 evaluations.not_cancellable');
    expect(refusal(() => assertMayOnEvaluation(evaluations.open, logistics, 'answer'))).toBe('403 auth.forbidden');
    expect(refusal(() => assertMayOnEvaluation(evaluations.submitted, forwarder, 'close'))).toBe('403 auth.forbidden');
  });

  it('template actions: staff with the permission; a used template is not deleted', () => {
    expect(templateActions({ evaluations: 0 }, ACTORS.logistics!)).toEqual(['edit', 'delete']);
    expect(templateActions({ evaluations: 2 }, ACTORS.logistics!)).toEqual(['edit']);
    expect(templateActions({ evaluations: 0 }, ACTORS.forwarder!)).toEqual([]);
    expect(refusal(() => assertMayOnTemplate({ evaluations: 2 }, ACTORS.logistics!, 'delete'))).toBe('409 evaluations.template_in_use');
    expect(refusal(() => assertMayOnTemplate({ evaluations: 0 }, ACTORS.buyer!, 'edit'))).toBe('403 auth.forbidden');
  });
});
