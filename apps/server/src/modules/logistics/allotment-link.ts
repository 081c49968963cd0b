/**
 * Inter-base allotment through the execution steps (issue 17 item 1, D-392): an instructed
 * allotment is a domestic shipment (direction dom_out, cargo business type "sharing", no forwarder:
 * logistics staff carry it between the company's own bases), and the allotment's pick-up, dispatch
 * and receipt are the shipment's milestones (created → picked up → shipped → delivered). So the
 * shipment query (by allotment number, waybill or part number), tracking, the reports and the
 * reminders see allotments. Additive: written with this module's repo, recorded on the shipment's
 * timeline like its own steps. The allotment module calls these through logistics/index.ts.
 */
import { MILESTONE_OF, MILESTONES, type AllotmentShipmentAction, type MilestoneStatus, type ShipmentStatus } from '@aerosupply/shared/logistics/workflow';
import type { Database } from '../../db/database';
import type { Actor } from '../../platform/context';
import type { Scope } from '../../platform/tenancy/scope';
import { recordTimeline } from '../../platform/timeline';
import { applyTransition, targetOf } from '../../platform/workflow/status-writer';
import * as repo from './repo';
import { recordMilestoneEvents, SHIPMENT_SUBJECT, type ReachedMilestone } from './service';

/** The steps an allotment moves its shipment through, in order (and `voided`, outside the order). */
const ORDER: readonly ShipmentStatus[] = ['created', 'picked_up', 'shipped', 'delivered'];

export interface AllotmentPlace {
  /** The base's airport code: the shipment's port. */
  code: string;
  city: string;
}

export interface AllotmentShipmentInput {
  allotmentNumber: string;
  from: AllotmentPlace;
  to: AllotmentPlace;
  /** Company-internal priority (aog, urgent, routine), kept as the shipment's service priority. */
  priority: string;
  lines: readonly { partNumber: string; description: string | null; quantity: number; unit: string }[];
}

/** Dispatch details written onto the shipment when it is shipped. */
export interface AllotmentDispatch {
  waybill: string;
  carrier: string;
  transportType: 'air' | 'land';
  etd: string;
}

const STAFF_SCOPE: Scope = { companyType: 'staff', companyId: 0 } as Scope;
const timelineActor = (actor: Actor) => ({ userId: actor.userId, realName: actor.realName, companyId: actor.companyId });
/** Cargo of an allotment: business type 3 (sharing between the company's bases, D-392). */
const ALLOT_BUSINESS_TYPE = '3';

async function indexNumbers(trx: Database, id: number): Promise<void> {
  const s = await repo.shipmentNumbers(trx, id);
  const cargo = await repo.listCargo(trx, id);
  await repo.replaceNumbers(trx, id, [
    { value: s.number, kind: 'notice' },
    { value: s.inland_waybill_no ?? '', kind: 'waybill' },
    { value: s.external_contract_no ?? '', kind: 'contract' },
    ...cargo.map((c) => ({ value: c.part_number, kind: 'partNumber' })),
  ]);
}

const cargoOf = (input: AllotmentShipmentInput) =>
  input.lines.map((l, i) => ({ line_no: i + 1, part_number: l.partNumber, description: l.description, quantity: l.quantity, unit: l.unit, business_type: ALLOT_BUSINESS_TYPE, receiving_place: input.to.code }));

/** Records the milestone a status reaches; answers it for its event (recorded once the shipment row is updated). */
async function milestone(trx: Database, id: number, status: MilestoneStatus, actor: Actor, at: Date): Promise<ReachedMilestone> {
  const m = MILESTONE_OF[status];
  await repo.insertMilestone(trx, { shipment_id: id, milestone: m, seq: MILESTONES.indexOf(m) + 1, at, actor_user_id: actor.userId, actor_name: actor.realName, actor_side: actor.companyType });
  return { milestone: m, at };
}

/**
 * Opens the allotment's shipment when logistics instructs it: restarts its voided shipment (the
 * instruction was rolled back or voided before, "restart transport") with the current lines, or
 * creates one. Returns the shipment id.
 */
export async function openAllotmentShipment(trx: Database, actor: Actor, input: AllotmentShipmentInput, existingId: number | null, at: Date): Promise<number> {
  const existing = existingId === null ? undefined : await repo.lockShipment(trx, STAFF_SCOPE, existingId);
  let id: number;
  if (existing && existing.status === 'voided') {
    id = existing.id;
    const to = await applyTransition(trx, repo.SHIPMENT_STATUS, { id, action: 'allotmentReopen', set: { service_priority: input.priority, pieces: input.lines.length, updated_at: at } });
    // The shipment's timeline names the step as a restart of the notice, as the shipment screens do.
    await recordTimeline(trx, { subject: { type: SHIPMENT_SUBJECT, id }, action: 'restart', fromStatus: existing.status, toStatus: to, note: input.allotmentNumber, actor: timelineActor(actor), at });
  } else {
    id = await repo.insertShipment(trx, {
      number: await repo.nextNumber(trx, 'TN', at),
      direction: 'dom_out',
      status: 'created',
      transport_type: 'land',
      service_priority: input.priority,
      dangerous: false,
      dry_ice: false,
      pieces: input.lines.length,
      shipper_country: 'CN',
      shipper_city: input.from.city,
      consignee_country: 'CN',
      consignee_city: input.to.city,
      origin_port: input.from.code,
      destination_port: input.to.code,
      external_contract_no: input.allotmentNumber,
      allotment: true,
      clearance: null,
      delivery: null,
      remark: input.allotmentNumber,
      created_by: actor.userId,
      created_by_name: actor.realName,
      created_at: at,
      updated_at: at,
    });
    await recordTimeline(trx, { subject: { type: SHIPMENT_SUBJECT, id }, action: 'create', toStatus: 'created', note: input.allotmentNumber, actor: timelineActor(actor), at });
  }
  await repo.replaceCargo(trx, id, cargoOf(input));
  const reached = await milestone(trx, id, 'created', actor, at);
  await indexNumbers(trx, id);
  await recordMilestoneEvents(trx, actor, id, [reached]);
  return id;
}

/**
 * Moves the allotment's shipment by `action` to the status the workflow gives it (D-392, D-790):
 * forward records the milestone reached; back (a recall or rejection) removes the milestones after
 * it. Pick-up marks every cargo line picked; dispatch writes waybill, carrier, transport type, ETD
 * and departure; delivery the arrival. A shipment already there only takes the step's other values
 * (a transit stop); one no longer there (deleted from the shipment screens) is skipped.
 */
export async function moveAllotmentShipment(
  trx: Database,
  actor: Actor,
  shipmentId: number,
  action: AllotmentShipmentAction,
  step: { action: string; note: string | null; at: Date; dispatch?: AllotmentDispatch; transitPort?: string },
): Promise<void> {
  const row = await repo.lockShipment(trx, STAFF_SCOPE, shipmentId);
  if (!row) return;
  const from = row.status;
  const to = targetOf(repo.SHIPMENT_STATUS, action);
  if (from === to && !step.transitPort) return;
  const at = step.at;
  const reached: ReachedMilestone[] = [];
  if (to !== 'voided') {
    const fromIdx = ORDER.indexOf(from);
    const toIdx = ORDER.indexOf(to);
    if (toIdx > fromIdx) for (const s of ORDER.slice(Math.max(fromIdx, 0) + 1, toIdx + 1)) reached.push(await milestone(trx, shipmentId, s as MilestoneStatus, actor, at));
    if (toIdx < fromIdx) for (const s of ORDER.slice(toIdx + 1, fromIdx + 1)) await repo.deleteMilestone(trx, shipmentId, MILESTONE_OF[s as MilestoneStatus]);
    const picked = toIdx >= ORDER.indexOf('picked_up');
    for (const c of await repo.listCargo(trx, shipmentId)) {
      const delta = (picked ? Number(c.quantity) : 0) - Number(c.picked_qty);
      if (delta !== 0) await repo.addPicked(trx, c.id, delta);
    }
  }
  const shipped = to === 'shipped' || to === 'delivered';
  const set = {
    updated_at: at,
    ...(step.dispatch
      ? { inland_waybill_no: step.dispatch.waybill, carrier: step.dispatch.carrier, transport_type: step.dispatch.transportType, etd: new Date(`${step.dispatch.etd}T00:00:00Z`), atd: at }
      : shipped
        ? {}
        : { atd: null }),
    ...(to === 'delivered' ? { ata: at } : { ata: null }),
    ...(step.transitPort ? { transit_port: step.transitPort } : {}),
  };
  if (from === to) await repo.updateShipment(trx, shipmentId, set);
  else await applyTransition(trx, repo.SHIPMENT_STATUS, { id: shipmentId, action, set });
  if (step.dispatch) await indexNumbers(trx, shipmentId);
  // The shipment's timeline names the allotment's step (`allotment.<action>`), not the system action.
  await recordTimeline(trx, { subject: { type: SHIPMENT_SUBJECT, id: shipmentId }, action: step.action, fromStatus: from, toStatus: to, note: step.note, actor: timelineActor(actor), at });
  await recordMilestoneEvents(trx, actor, shipmentId, reached);
}

/** The shipment of an allotment as the allotment shows it: number and milestones in order. */
export async function allotmentShipment(db: Database, shipmentId: number) {
  const row = await repo.findShipment(db, STAFF_SCOPE, shipmentId);
  if (!row) return null;
  const milestones = await repo.listMilestones(db, shipmentId);
  return { id: row.id, number: row.number, status: row.status, milestones: milestones.map((m) => ({ milestone: m.milestone, at: new Date(m.at), actorName: m.actor_name })) };
}
