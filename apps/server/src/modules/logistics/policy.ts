/**
 * May this actor take this action on this shipment? One answer for the presenter (`actions`) and
 * the service (guards), from SHIPMENT_WORKFLOW.
 */
import { SHIPMENT_WORKFLOW, type Direction, type ShipmentAction, type ShipmentRecord, type ShipmentStatus } from '@aerosupply/shared/logistics/workflow';
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
