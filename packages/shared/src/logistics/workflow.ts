/**
 * A shipment (transport) notice as data (spec 001 §4 'Logistics milestones in order'; D-302):
 * each status is the last milestone reached. Domestic shipments go from shipped to delivered;
 * international ones clear customs first and may hand over to a last-leg forwarder. The first-leg
 * forwarder picks up (in parts: the status moves on when nothing is pending), dispatches with the
 * air waybill (rolled back by it while not cleared) and clears customs; delivery takes the
 * proof-of-delivery photos. Before pick-up staff may recall the notice from the forwarder, void it
 * and restart a voided one (D-311).
 */
import { defineWorkflow, type Guard, type WorkflowActor } from '../workflow/machine';

/** The eight milestones in order (spec 001 §4). */
export const MILESTONES = [
  'notice_created',
  'domestic_notified',
  'domestic_picked_up',
  'shipped',
  'customs_cleared',
  'intl_notified',
  'intl_picked_up',
  'delivered',
] as const;
export type Milestone = (typeof MILESTONES)[number];

/** The statuses that are milestones, in order. */
export const MILESTONE_STATUSES = ['created', 'notified', 'picked_up', 'shipped', 'cleared', 'intl_notified', 'intl_picked_up', 'delivered'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];
/** The milestone statuses and `voided` (a notice called off before pick-up; restartable, D-311). */
export const SHIPMENT_STATUSES = [...MILESTONE_STATUSES, 'voided'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** The milestone each status records when it is reached. */
export const MILESTONE_OF: Record<MilestoneStatus, Milestone> = {
  created: 'notice_created',
  notified: 'domestic_notified',
  picked_up: 'domestic_picked_up',
  shipped: 'shipped',
  cleared: 'customs_cleared',
  intl_notified: 'intl_notified',
  intl_picked_up: 'intl_picked_up',
  delivered: 'delivered',
};

/** International/domestic x outbound/inbound (module inventory §B.6). */
export const DIRECTIONS = ['intl_out', 'intl_in', 'dom_out', 'dom_in'] as const;
export type Direction = (typeof DIRECTIONS)[number];
export const isInternational = (d: string) => d === 'intl_out' || d === 'intl_in';

/** The flow lists of spec 001 §4 and the statuses each shows. */
export const FLOW_LISTS = {
  toShip: ['created', 'notified', 'picked_up'],
  shipped: ['shipped', 'cleared', 'intl_notified', 'intl_picked_up'],
  pickup: ['notified', 'intl_notified'],
  customs: ['shipped'],
  delivery: ['shipped', 'cleared', 'intl_picked_up'],
} as const satisfies Record<string, readonly ShipmentStatus[]>;
export type FlowList = keyof typeof FLOW_LISTS;
export const FLOW_LIST_NAMES = Object.keys(FLOW_LISTS) as FlowList[];

export const INTERNATIONAL_DIRECTIONS = ['intl_out', 'intl_in'] as const satisfies readonly Direction[];
export const DOMESTIC_DIRECTIONS = ['dom_out', 'dom_in'] as const satisfies readonly Direction[];

/**
 * What a flow list holds of one status (issue 26 item 7, D-513): the directions a shipment there
 * may have, and the forwarder leg that acts on it next (`null`: either leg sees it). So a
 * forwarder's delivery list holds what it can deliver now (a domestic shipment once shipped, an
 * international one once cleared, or picked up on the last leg), its customs list only
 * international shipments, and a pick-up list only the leg it picks up.
 */
export interface FlowEntry {
  status: ShipmentStatus;
  directions: readonly Direction[];
  leg: 'first' | 'last' | null;
}
const entry = (status: ShipmentStatus, directions: readonly Direction[] = DIRECTIONS, leg: FlowEntry['leg'] = null): FlowEntry => ({ status, directions, leg });

export const FLOW_ENTRIES: Record<FlowList, readonly FlowEntry[]> = {
  toShip: FLOW_LISTS.toShip.map((s) => entry(s)),
  shipped: FLOW_LISTS.shipped.map((s) => entry(s)),
  pickup: [entry('notified', DIRECTIONS, 'first'), entry('intl_notified', INTERNATIONAL_DIRECTIONS, 'last')],
  customs: [entry('shipped', INTERNATIONAL_DIRECTIONS, 'first')],
  delivery: [entry('shipped', DOMESTIC_DIRECTIONS, 'first'), entry('cleared', INTERNATIONAL_DIRECTIONS, 'first'), entry('intl_picked_up', INTERNATIONAL_DIRECTIONS, 'last')],
};

/**
 * System actions, taken by no person (`actorKinds: []`, so no one is offered them): the last pending
 * box picked up moves the notice on (`finishPickUp`), and an inter-base allotment keeps its shipment
 * in the status its own step calls for, from whatever status it was in (D-392, D-790).
 */
export const SYSTEM_SHIPMENT_ACTIONS = ['finishPickUp', 'allotmentReopen', 'allotmentPickUp', 'allotmentShip', 'allotmentDeliver', 'allotmentVoid'] as const;
export type AllotmentShipmentAction = Exclude<(typeof SYSTEM_SHIPMENT_ACTIONS)[number], 'finishPickUp'>;

export const SHIPMENT_ACTIONS = ['view', 'edit', 'delete', 'recall', 'void', 'restart', 'assign', 'pickUp', 'dispatch', 'rollbackDispatch', 'clear', 'assignLastLeg', 'pickUpLastLeg', 'deliver', ...SYSTEM_SHIPMENT_ACTIONS] as const;
export type ShipmentAction = (typeof SHIPMENT_ACTIONS)[number];

/** What the workflow reads of a shipment and of the actor. */
export interface ShipmentRecord {
  status: ShipmentStatus;
  direction: Direction;
  /** Quantity already picked up on the first leg (a notice with picked cargo is not deleted or edited). */
  pickedQty: number;
  forwarderCompanyId: number | null;
  lastLegCompanyId: number | null;
  /** An inter-base allotment's shipment (D-392, D-433): the allotment drives it, not the shipment screens. */
  allotment: boolean;
}
export interface ShipmentActor extends WorkflowActor {
  companyId: number;
}

const STAFF = { permission: 'logistics.shipment.manage', actorKinds: ['staff'] } as const;
const SYSTEM = { actorKinds: [] } as const;
/** Every status but `to`: an allotment's step sets its shipment's status whatever it was (D-392). */
const allBut = (to: ShipmentStatus) => SHIPMENT_STATUSES.filter((s) => s !== to);
const FORWARDER = { permission: 'fwd.logistics', actorKinds: ['forwarder'] } as const;

type G = Guard<ShipmentRecord, ShipmentActor>;
const nothingPicked: G = { name: 'all boxes await pick-up', test: (r) => r.pickedQty === 0, refusal: { status: 409, errorKey: 'logistics.not_deletable' } };
const notAllotment: G = { name: 'not an allotment\'s shipment', test: (r) => !r.allotment, refusal: { status: 409, errorKey: 'logistics.allotment_shipment' } };
const firstLeg: G = { name: 'first-leg forwarder', test: (r, a) => r.forwarderCompanyId === a.companyId, refusal: { status: 403, errorKey: 'auth.forbidden' } };
const lastLeg: G = { name: 'last-leg forwarder', test: (r, a) => r.lastLegCompanyId === a.companyId, refusal: { status: 403, errorKey: 'auth.forbidden' } };
/** The delivering forwarder: the last-leg one when there is one, else the first-leg one. */
const deliverer: G = { name: 'delivering forwarder', test: (r, a) => (r.lastLegCompanyId ?? r.forwarderCompanyId) === a.companyId, refusal: { status: 403, errorKey: 'auth.forbidden' } };
const international: G = { name: 'international', test: (r) => isInternational(r.direction), refusal: { status: 409, errorKey: 'logistics.wrong_state' } };
/** A domestic shipment is delivered after dispatch; an international one after customs. */
const deliverable: G = { name: 'cleared when international', test: (r) => r.status !== 'shipped' || !isInternational(r.direction), refusal: { status: 409, errorKey: 'logistics.wrong_state' } };

export const SHIPMENT_WORKFLOW = defineWorkflow<ShipmentStatus, ShipmentAction, ShipmentRecord, ShipmentActor>({
  name: 'shipments',
  states: SHIPMENT_STATUSES,
  actions: SHIPMENT_ACTIONS,
  stateOf: (r) => r.status,
  wrongStateKey: 'logistics.wrong_state',
  transitions: [
    { action: 'view', from: SHIPMENT_STATUSES },
    // D-433: an allotment's shipment is changed only through its allotment (instruct, roll back, void, restart).
    { action: 'edit', from: ['created', 'notified'], ...STAFF, guards: [notAllotment, nothingPicked] },
    { action: 'delete', from: ['created', 'notified', 'voided'], ...STAFF, guards: [notAllotment, nothingPicked], wrongStateKey: 'logistics.not_deletable' },
    // D-311: instruction actions of spec 001 §4 on a notice. Recall takes the notice back from the
    // first-leg forwarder before it picks anything up; void calls the notice off (kept, with its
    // history); restart ("restart transport") opens a voided notice again.
    { action: 'recall', from: 'notified', to: 'created', ...STAFF, guards: [notAllotment, nothingPicked] },
    { action: 'void', from: ['created', 'notified'], to: 'voided', ...STAFF, guards: [notAllotment, nothingPicked] },
    { action: 'restart', from: 'voided', to: 'created', ...STAFF, guards: [notAllotment] },
    { action: 'assign', from: ['created', 'notified'], to: 'notified', ...STAFF, guards: [notAllotment, nothingPicked] },
    { action: 'pickUp', from: 'notified', ...FORWARDER, guards: [firstLeg] },
    { action: 'dispatch', from: 'picked_up', to: 'shipped', ...FORWARDER, guards: [firstLeg] },
    { action: 'rollbackDispatch', from: 'shipped', to: 'picked_up', ...FORWARDER, guards: [firstLeg] },
    { action: 'clear', from: 'shipped', to: 'cleared', ...FORWARDER, guards: [international, firstLeg] },
    { action: 'assignLastLeg', from: 'cleared', to: 'intl_notified', ...STAFF },
    { action: 'pickUpLastLeg', from: 'intl_notified', to: 'intl_picked_up', ...FORWARDER, guards: [lastLeg] },
    { action: 'deliver', from: ['shipped', 'cleared', 'intl_picked_up'], to: 'delivered', ...FORWARDER, guards: [deliverable, deliverer] },
    { action: 'finishPickUp', from: 'notified', to: 'picked_up', ...SYSTEM },
    { action: 'allotmentReopen', from: allBut('created'), to: 'created', ...SYSTEM },
    { action: 'allotmentPickUp', from: allBut('picked_up'), to: 'picked_up', ...SYSTEM },
    { action: 'allotmentShip', from: allBut('shipped'), to: 'shipped', ...SYSTEM },
    { action: 'allotmentDeliver', from: allBut('delivered'), to: 'delivered', ...SYSTEM },
    { action: 'allotmentVoid', from: allBut('voided'), to: 'voided', ...SYSTEM },
  ],
});
