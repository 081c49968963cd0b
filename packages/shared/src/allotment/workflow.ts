/**
 * An inter-base allotment as data (spec 001 §4 'Instruction actions'; §7 admin/allot; the seeds give
 * no statuses, module inventory B.10 #20, decided in D-391). A base asks for parts (draft → submitted
 * by "commit"); logistics instructs it (instructed: a domestic shipment is opened for it, D-392),
 * rejects it with a reason, rolls the instruction back, voids it or restarts a voided one ("restart
 * transport"). The sending base's parts are picked up ("allot item" commit and recall; a pick-up may
 * be refused with a reason), dispatched with waybill, carrier and ETD (the dispatch desk may refuse
 * the picked parts: "dispatch reject"; a dispatch may be recalled while in transit; transit stops are
 * recorded) and received by the receiving base with the received quantities ("delivery" commit and
 * recall).
 */
import type { AllotmentShipmentAction } from '../logistics/workflow';
import { defineWorkflow, type WorkflowActor } from '../workflow/machine';

export const ALLOT_STATUSES = ['draft', 'submitted', 'rejected', 'instructed', 'picked_up', 'in_transit', 'received', 'voided'] as const;
export type AllotStatus = (typeof ALLOT_STATUSES)[number];

export const ALLOT_ACTIONS = [
  'view',
  // demand (the base)
  'edit',
  'delete',
  'commit',
  // instruction (logistics)
  'instruct',
  'reject',
  'rollback',
  'void',
  'restart',
  // allot item (pick-up)
  'pickUp',
  'recallPickUp',
  'rejectPickUp',
  // dispatch
  'dispatch',
  'dispatchReject',
  'recall',
  'transit',
  // delivery
  'receive',
  'recallReceive',
] as const;
export type AllotAction = (typeof ALLOT_ACTIONS)[number];

/** Actions that need a reason (sent as `note`, required). */
export const REASON_ACTIONS = ['reject', 'rollback', 'void', 'rejectPickUp', 'dispatchReject', 'recall', 'recallReceive'] as const satisfies readonly AllotAction[];
/** Actions the web confirms before sending. */
export const CONFIRMED_ACTIONS = ['delete', 'commit', 'instruct', 'restart', 'recallPickUp', ...REASON_ACTIONS] as const satisfies readonly AllotAction[];

/**
 * The five screens of `/pdInternalAllot/*` are views of one list: the statuses each shows.
 * The demand screen shows every status (the base follows its demand to the end).
 */
export const ALLOT_STAGES = {
  demand: ALLOT_STATUSES,
  instruct: ['submitted', 'instructed', 'rejected', 'voided'],
  pickUp: ['instructed', 'picked_up'],
  dispatch: ['picked_up', 'in_transit'],
  deliver: ['in_transit', 'received'],
} as const satisfies Record<string, readonly AllotStatus[]>;
export type AllotStage = keyof typeof ALLOT_STAGES;
export const ALLOT_STAGE_NAMES = Object.keys(ALLOT_STAGES) as AllotStage[];

export interface AllotRecord {
  status: AllotStatus;
}

const BASE = { permission: 'logistics.allot.demand', actorKinds: ['staff'] } as const;
const LOGISTICS = { permission: 'logistics.allot.manage', actorKinds: ['staff'] } as const;
/** The receiving base or logistics staff book the receipt. */
const RECEIVER = { permission: ['logistics.allot.demand', 'logistics.allot.manage'], actorKinds: ['staff'] } as const;

export const ALLOT_WORKFLOW = defineWorkflow<AllotStatus, AllotAction, AllotRecord, WorkflowActor>({
  name: 'allotment',
  states: ALLOT_STATUSES,
  actions: ALLOT_ACTIONS,
  stateOf: (r) => r.status,
  wrongStateKey: 'allotment.wrong_state',
  transitions: [
    { action: 'view', from: ALLOT_STATUSES },
    { action: 'edit', from: ['draft', 'rejected'], ...BASE, wrongStateKey: 'allotment.not_editable' },
    { action: 'delete', from: ['draft', 'rejected'], ...BASE, wrongStateKey: 'allotment.not_editable' },
    { action: 'commit', from: ['draft', 'rejected'], to: 'submitted', ...BASE, wrongStateKey: 'allotment.not_editable' },
    { action: 'instruct', from: 'submitted', to: 'instructed', ...LOGISTICS },
    { action: 'reject', from: 'submitted', to: 'rejected', ...LOGISTICS },
    { action: 'rollback', from: 'instructed', to: 'submitted', ...LOGISTICS },
    { action: 'void', from: ['submitted', 'instructed'], to: 'voided', ...LOGISTICS },
    { action: 'restart', from: 'voided', to: 'submitted', ...LOGISTICS },
    { action: 'pickUp', from: 'instructed', to: 'picked_up', ...LOGISTICS },
    { action: 'recallPickUp', from: 'picked_up', to: 'instructed', ...LOGISTICS },
    { action: 'rejectPickUp', from: 'instructed', to: 'rejected', ...LOGISTICS },
    { action: 'dispatch', from: 'picked_up', to: 'in_transit', ...LOGISTICS },
    { action: 'dispatchReject', from: 'picked_up', to: 'instructed', ...LOGISTICS },
    { action: 'recall', from: 'in_transit', to: 'picked_up', ...LOGISTICS },
    { action: 'transit', from: 'in_transit', ...LOGISTICS },
    { action: 'receive', from: 'in_transit', to: 'received', ...RECEIVER },
    { action: 'recallReceive', from: 'received', to: 'in_transit', ...RECEIVER },
  ],
});

/**
 * The system action of the shipment workflow by which each allotment status keeps its shipment in
 * its status (D-392, D-790): the allotment's steps drive the shipment's milestones (created →
 * picked up → shipped → delivered), so the shipment query, tracking, reports and reminders see
 * allotments. No shipment before instruction; a voided or rolled-back allotment voids it.
 */
export const SHIPMENT_ACTION_OF: Record<AllotStatus, AllotmentShipmentAction | null> = {
  draft: null,
  submitted: 'allotmentVoid',
  rejected: 'allotmentVoid',
  instructed: 'allotmentReopen',
  picked_up: 'allotmentPickUp',
  in_transit: 'allotmentShip',
  received: 'allotmentDeliver',
  voided: 'allotmentVoid',
};
