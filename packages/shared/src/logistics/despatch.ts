/**
 * A supplier's despatch as data (issue 26 item 8, D-530): the supplier edits or withdraws it while
 * no transport notice carries it; once on a notice logistics owns the cargo (taking it off the
 * notice frees the despatch again); once any of its cargo is picked up it is final. The supplier
 * follows the shipment it became (its own cargo and the milestones).
 */
import { z } from 'zod';
import { timestamp } from '../contracts';
import { defineWorkflow, type WorkflowActor } from '../workflow/machine';
import { DIRECTIONS, MILESTONES, SHIPMENT_STATUSES } from './workflow';

/** `open`: on no notice; `on_notice`: on a notice, none of its cargo picked up; `picked_up`: some of it picked up (or the notice is past pick-up). */
export const DESPATCH_STATES = ['open', 'on_notice', 'picked_up'] as const;
export type DespatchState = (typeof DESPATCH_STATES)[number];
export const DESPATCH_ACTIONS = ['edit', 'withdraw', 'viewShipment'] as const;
export type DespatchAction = (typeof DESPATCH_ACTIONS)[number];

export interface DespatchRecord {
  state: DespatchState;
}

const SUPPLIER = { permission: 'sup.purchaseOrder', actorKinds: ['supplier'] } as const;
const refusedKeys = { on_notice: 'logistics.despatch_on_notice', picked_up: 'logistics.despatch_picked_up' } as const;

export const DESPATCH_WORKFLOW = defineWorkflow<DespatchState, DespatchAction, DespatchRecord, WorkflowActor>({
  name: 'despatches',
  states: DESPATCH_STATES,
  actions: DESPATCH_ACTIONS,
  stateOf: (r) => r.state,
  wrongStateKey: 'logistics.despatch_on_notice',
  transitions: [
    { action: 'edit', from: 'open', ...SUPPLIER, refusedKeys },
    { action: 'withdraw', from: 'open', ...SUPPLIER, refusedKeys },
    { action: 'viewShipment', from: ['on_notice', 'picked_up'], ...SUPPLIER, wrongStateKey: 'logistics.despatch_not_shipped' },
  ],
});

/** The shipment a supplier's despatch became, as the supplier sees it: its own cargo only, and the milestones reached. */
export const supplierShipmentView = z.strictObject({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  direction: z.enum(DIRECTIONS),
  transportType: z.enum(['air', 'land']),
  originPort: z.string(),
  destinationPort: z.string(),
  etd: timestamp.nullable(),
  eta: timestamp.nullable(),
  atd: timestamp.nullable(),
  ata: timestamp.nullable(),
  cargo: z.array(
    z.strictObject({
      lineNo: z.number().int(),
      despatchNumber: z.string().nullable(),
      orderNo: z.string().nullable(),
      itemNo: z.number().int().nullable(),
      partNumber: z.string(),
      description: z.string().nullable(),
      quantity: z.number(),
      pickedQty: z.number(),
      unit: z.string(),
      boxNo: z.string().nullable(),
    }),
  ),
  milestones: z.array(z.strictObject({ milestone: z.enum(MILESTONES), seq: z.number().int(), at: timestamp })),
});
export type SupplierShipmentView = z.infer<typeof supplierShipmentView>;
