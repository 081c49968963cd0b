/**
 * Forwarder dispatch by transport mode and its rollback (issue 16; issue 26 item 7, D-514). The
 * shipment's own transport type decides what the dispatch needs: air the air waybill (format and
 * IATA check digit, checked by the body schema) with the carrier and, optionally, the flight;
 * land the carrier, vehicle model, plate and truck number (spec 001 §3 "flight/truck number",
 * kept in `flight_no`) and no AWB. Every missing field is answered at once.
 */
import type { DispatchBody, ShipmentDetail } from '@aerosupply/shared/logistics/schemas';
import type { Actor, AppDeps } from '../../platform/context';
import { AppError, type AppFieldError } from '../../platform/errors';
import { applyTransition } from '../../platform/workflow/status-writer';
import * as repo from './repo';
import { detail, indexNumbers, lockFor, milestone, SHIPMENT_SUBJECT, timelineActor } from './service';

/** The columns a dispatch writes for the shipment's transport type, or the fields it misses. */
function dispatchValues(transportType: string, body: DispatchBody) {
  const errors: AppFieldError[] = [];
  if (transportType === 'land') {
    for (const path of ['vehicleModel', 'vehiclePlate', 'truckNo'] as const) if (!body[path]) errors.push({ path, errorKey: 'logistics.fill_truck_info' });
  } else if (!body.awb) {
    errors.push({ path: 'awb', errorKey: 'logistics.awb_required' });
  }
  if (errors.length > 0) throw new AppError(400, errors[0]!.errorKey, undefined, errors);
  if (transportType === 'land') {
    return { awb: null, carrier: body.carrier, flight_no: body.truckNo!, vehicle_model: body.vehicleModel!, vehicle_plate: body.vehiclePlate! };
  }
  const awb = body.awb!.includes('-') ? body.awb! : `${body.awb!.slice(0, 3)}-${body.awb!.slice(3)}`;
  return { awb, carrier: body.carrier, flight_no: body.flightNo ?? null, vehicle_model: null, vehicle_plate: null };
}

export async function dispatch(deps: AppDeps, actor: Actor, id: number, body: DispatchBody): Promise<ShipmentDetail> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockFor(trx, actor, id, 'dispatch');
    const values = dispatchValues(row.transport_type, body);
    const note = values.awb ?? [values.flight_no, values.vehicle_plate].join(' / ');
    const set = { ...values, atd: body.atd, ...(body.eta ? { eta: body.eta } : {}), updated_at: deps.now() };
    const to = await applyTransition(trx, repo.SHIPMENT_STATUS, { id, action: 'dispatch', from: row.status, set, timeline: { subject: { type: SHIPMENT_SUBJECT, id }, note, actor: timelineActor(actor) } });
    await indexNumbers(trx, id);
    await milestone(trx, id, to, actor, new Date(body.atd));
  });
  return detail(deps.db, actor, id);
}

export async function rollbackDispatch(deps: AppDeps, actor: Actor, id: number, reason: string): Promise<ShipmentDetail> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockFor(trx, actor, id, 'rollbackDispatch');
    const timeline = { subject: { type: SHIPMENT_SUBJECT, id }, note: reason, actor: timelineActor(actor) };
    await applyTransition(trx, repo.SHIPMENT_STATUS, { id, action: 'rollbackDispatch', from: row.status, set: { awb: null, atd: null, updated_at: deps.now() }, timeline });
    await repo.deleteMilestone(trx, id, 'shipped');
    await indexNumbers(trx, id);
  });
  return detail(deps.db, actor, id);
}
