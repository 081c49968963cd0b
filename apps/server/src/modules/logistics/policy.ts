/**
 * May this actor take this action on this shipment, or on this despatch? One answer for the
 * presenter (`actions`) and the service (guards), from SHIPMENT_WORKFLOW and DESPATCH_WORKFLOW.
 */
import { SHIPMENT_WORKFLOW, type Direction, type ShipmentAction, type ShipmentRecord, type ShipmentStatus } from '@aerosupply/shared/logistics/workflow';
import { DESPATCH_WORKFLOW, type DespatchAction, type DespatchRecord } from '@aerosupply/shared/logistics/despatch';
import { allowedActions, decide } from '@aerosupply/shared/workflow/machine';
import type { Actor } from '../../platform/context';
import { enforce } from '../../platform/errors';

export interface ShipmentFacts {
  status: string;
  direction: string;
  forwarder_company_id: number | null;
  last_leg_company_id: number | null;
  allotment: boolean;
}

export const shipmentRecord = (r: ShipmentFacts, pickedQty: number): ShipmentRecord => ({
  status: r.status as ShipmentStatus,
  direction: r.direction as Direction,
  pickedQty,
  forwarderCompanyId: r.forwarder_company_id,
  lastLegCompanyId: r.last_leg_company_id,
  allotment: r.allotment,
});

export const shipmentActions = (record: ShipmentRecord, actor: Actor): ShipmentAction[] => allowedActions(SHIPMENT_WORKFLOW, record, actor);

/** Refuses an action not allowed now: 403 for the wrong actor, 409 with the action's message in another status. */
export const assertMayOnShipment = (record: ShipmentRecord, actor: Actor, action: ShipmentAction): void => enforce(decide(SHIPMENT_WORKFLOW, action, record, actor));

/** Where a despatch stands (D-530): on no notice, on one with none of its cargo picked up, or picked up (or its notice past pick-up). */
export function despatchRecord(r: { shipment_id: number | null; shipment_status: string | null; picked: string }): DespatchRecord {
  if (r.shipment_id === null) return { state: 'open' };
  const beforePickUp = ['created', 'notified', 'voided'].includes(r.shipment_status ?? '') && Number(r.picked) === 0;
  return { state: beforePickUp ? 'on_notice' : 'picked_up' };
}
export const despatchActions = (record: DespatchRecord, actor: Actor): DespatchAction[] => allowedActions(DESPATCH_WORKFLOW, record, actor);
export const assertMayOnDespatch = (record: DespatchRecord, actor: Actor, action: DespatchAction): void => enforce(decide(DESPATCH_WORKFLOW, action, record, actor));
