/**
 * An outside flow as data (spec 001 §4 'Instruction actions', issue 17 item 2; the seeds give no
 * statuses, B.10 #20, decided in D-401/D-402). Logistics staff draft and commit the instruction
 * and receive the cargo; the assigned forwarder picks up, dispatches and clears customs (staff do
 * these steps themselves when no forwarder is assigned). Each step can be rolled back by whoever
 * may take it while the next step has not started; a committed instruction is recalled to draft
 * before pick-up; a receipt is recalled by staff. Customs applies to international flows only.
 */
import { defineWorkflow } from '../workflow/machine';

export const OUTSIDE_STATUSES = ['draft', 'instructed', 'picked_up', 'dispatched', 'cleared', 'received'] as const;
export type OutsideStatus = (typeof OUTSIDE_STATUSES)[number];

export const OUTSIDE_ACTIONS = [
  'view',
  'edit',
  'delete',
  'commit',
  'recall',
  'pickup',
  'rollback_pickup',
  'dispatch',
  'rollback_dispatch',
  'clear',
  'rollback_customs',
  'receive',
  'recall_receive',
  'recall_receive_domestic',
] as const;
export type OutsideAction = (typeof OUTSIDE_ACTIONS)[number];

export const OUTSIDE_SCOPES = ['domestic', 'international'] as const;
export type OutsideScope = (typeof OUTSIDE_SCOPES)[number];

/** The facts the flow reads. */
export interface OutsideRecord {
  status: OutsideStatus;
  scope: OutsideScope;
  /** A forwarder is assigned: its steps (pick-up, dispatch, customs) are the forwarder's. */
  hasForwarder: boolean;
}

/** The catalogue's status tabs (`/pdOutside/instruct/index1`-`index4`, D-403): filters of one list. */
export const OUTSIDE_TABS = ['draft', 'open', 'received', 'all'] as const;
export type OutsideTab = (typeof OUTSIDE_TABS)[number];
export const TAB_STATUSES: Record<OutsideTab, readonly OutsideStatus[]> = {
  draft: ['draft'],
  open: ['instructed', 'picked_up', 'dispatched', 'cleared'],
  received: ['received'],
  all: OUTSIDE_STATUSES,
};

const STAFF = { permission: 'logistics.outside.manage', actorKinds: ['staff'] } as const;
/** Steps of the carrier: the assigned forwarder, or staff when none is assigned (D-404). */
const CARRIER = {
  permission: ['fwd.logistics', 'logistics.outside.manage'],
  actorKinds: ['forwarder', 'staff'],
  guards: [
    {
      name: 'the assigned forwarder takes its steps',
      test: (r: OutsideRecord, actor: { companyType: string }) => actor.companyType === 'forwarder' || !r.hasForwarder,
      refusal: { status: 403, errorKey: 'outsideFlows.forwarder_step' },
    },
  ],
} as const;

const international = { name: 'international flow', test: (r: OutsideRecord) => r.scope === 'international', refusal: { status: 409, errorKey: 'outsideFlows.no_customs' } } as const;
const domestic = { name: 'domestic flow', test: (r: OutsideRecord) => r.scope === 'domestic', refusal: { status: 409, errorKey: 'outsideFlows.wrong_state' } } as const;

export const OUTSIDE_WORKFLOW = defineWorkflow<OutsideStatus, OutsideAction, OutsideRecord>({
  name: 'outside-flows',
  states: OUTSIDE_STATUSES,
  actions: OUTSIDE_ACTIONS,
  stateOf: (r) => r.status,
  wrongStateKey: 'outsideFlows.wrong_state',
  transitions: [
    { action: 'view', from: OUTSIDE_STATUSES },
    { action: 'edit', from: 'draft', ...STAFF, wrongStateKey: 'outsideFlows.not_editable' },
    { action: 'delete', from: 'draft', ...STAFF, wrongStateKey: 'outsideFlows.not_editable' },
    { action: 'commit', from: 'draft', to: 'instructed', ...STAFF },
    { action: 'recall', from: 'instructed', to: 'draft', ...STAFF, wrongStateKey: 'outsideFlows.not_recallable' },
    { action: 'pickup', from: 'instructed', to: 'picked_up', ...CARRIER },
    { action: 'rollback_pickup', from: 'picked_up', to: 'instructed', ...CARRIER },
    { action: 'dispatch', from: 'picked_up', to: 'dispatched', ...CARRIER },
    { action: 'rollback_dispatch', from: 'dispatched', to: 'picked_up', ...CARRIER },
    { action: 'clear', from: 'dispatched', to: 'cleared', ...CARRIER, guards: [...CARRIER.guards, international] },
    { action: 'rollback_customs', from: 'cleared', to: 'dispatched', ...CARRIER },
    {
      action: 'receive',
      from: ['dispatched', 'cleared'],
      to: 'received',
      ...STAFF,
      guards: [{ name: 'customs cleared first when international', test: (r) => (r.scope === 'international') === (r.status === 'cleared'), refusal: { status: 409, errorKey: 'outsideFlows.customs_first' } }],
    },
    { action: 'recall_receive', from: 'received', to: 'cleared', ...STAFF, guards: [international] },
    { action: 'recall_receive_domestic', from: 'received', to: 'dispatched', ...STAFF, guards: [domestic] },
  ],
});

/** The action that recalls a receipt of a flow of this scope (the two rows differ in their target). */
export const recallReceiveAction = (scope: OutsideScope): OutsideAction => (scope === 'international' ? 'recall_receive' : 'recall_receive_domestic');
