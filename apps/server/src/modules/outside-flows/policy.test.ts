/**
 * Outside flow policy: actor x record x action, from OUTSIDE_WORKFLOW (issue 17 item 2,
 * D-401/D-402/D-404). Records: every status, international and domestic, with and without a forwarder.
 */
import { BUILTIN_STAFF_ROLES, FORWARDER_PERMISSIONS } from '@aerosupply/shared/permissions';
import { decisionTable } from '@aerosupply/shared/workflow/machine';
import { describe, expect, it } from 'vitest';
import { POLICY_ACTORS, refusal } from '../../../test/policy-actors';
import type { Actor } from '../../platform/context';
import { assertMayOnFlow, flowActions, type FlowFacts } from './policy';

const base = POLICY_ACTORS.admin;
const ACTORS: Record<string, Actor> = {
  admin: POLICY_ACTORS.admin,
  buyer: POLICY_ACTORS.buyer,
  logistics: { ...base, userId: 7, roles: ['logistics'], permissions: new Set(BUILTIN_STAFF_ROLES.logistics!.permissions) },
  forwarder: { ...base, userId: 8, companyId: 300, companyType: 'forwarder', roles: ['forwarder'], permissions: new Set(FORWARDER_PERMISSIONS) },
};

const intl = (status: FlowFacts['status']): FlowFacts => ({ status, scope: 'international', forwarder_company_id: 300 });
const records: Record<string, FlowFacts> = {
  'draft intl fwd': intl('draft'),
  'instructed intl fwd': intl('instructed'),
  'picked_up intl fwd': intl('picked_up'),
  'dispatched intl fwd': intl('dispatched'),
  'cleared intl fwd': intl('cleared'),
  'received intl fwd': intl('received'),
  'instructed dom none': { status: 'instructed', scope: 'domestic', forwarder_company_id: null },
  'dispatched dom none': { status: 'dispatched', scope: 'domestic', forwarder_company_id: null },
  'received dom none': { status: 'received', scope: 'domestic', forwarder_company_id: null },
};

describe('outside flow policy', () => {
  it('allows exactly these actions (actor | record | actions)', () => {
    const manager = (who: string) => [
      `${who} | draft intl fwd | view edit delete commit`,
      `${who} | instructed intl fwd | view recall`,
      `${who} | picked_up intl fwd | view`,
      `${who} | dispatched intl fwd | view`,
      `${who} | cleared intl fwd | view receive`,
      `${who} | received intl fwd | view recall_receive`,
      `${who} | instructed dom none | view recall pickup`,
      `${who} | dispatched dom none | view rollback_dispatch receive`,
      `${who} | received dom none | view recall_receive_domestic`,
    ];
    expect(decisionTable(ACTORS, records, flowActions)).toEqual([
      ...manager('admin'),
      ...Object.keys(records).map((r) => `buyer | ${r} | view`),
      ...manager('logistics'),
      'forwarder | draft intl fwd | view',
      'forwarder | instructed intl fwd | view pickup',
      'forwarder | picked_up intl fwd | view rollback_pickup dispatch',
      'forwarder | dispatched intl fwd | view rollback_dispatch clear',
      'forwarder | cleared intl fwd | view rollback_customs',
      'forwarder | received intl fwd | view',
      'forwarder | instructed dom none | view pickup',
      'forwarder | dispatched dom none | view rollback_dispatch',
      'forwarder | received dom none | view',
    ]);
  });

  it('refuses with the messages of the flow', () => {
    const { forwarder, logistics } = ACTORS as Record<'forwarder' | 'logistics', Actor>;
    expect(refusal(() => assertMayOnFlow(intl('instructed'), logistics, 'pickup'))).toBe('403 outsideFlows.forwarder_step');
    expect(refusal(() => assertMayOnFlow(intl('dispatched'), logistics, 'receive'))).toBe('409 outsideFlows.customs_first');
    expect(refusal(() => assertMayOnFlow({ status: 'dispatched', scope: 'domestic', forwarder_company_id: 300 }, forwarder, 'clear'))).toBe('409 outsideFlows.no_customs');
    expect(refusal(() => assertMayOnFlow(intl('picked_up'), logistics, 'recall'))).toBe('409 outsideFlows.not_recallable');
    expect(refusal(() => assertMayOnFlow(intl('instructed'), logistics, 'edit'))).toBe('409 outsideFlows.not_editable');
    expect(refusal(() => assertMayOnFlow(intl('picked_up'), forwarder, 'pickup'))).toBe('409 outsideFlows.wrong_state');
    expect(refusal(() => assertMayOnFlow(intl('dispatched'), forwarder, 'receive'))).toBe('403 auth.forbidden');
    expect(refusal(() => assertMayOnFlow(intl('draft'), forwarder, 'commit'))).toBe('403 auth.forbidden');
  });
});
