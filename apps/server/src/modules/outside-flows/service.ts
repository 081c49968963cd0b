/**
 * Outside flows (issue 17 item 2; spec 001 §4 'Instruction actions', §7 admin/pdOutside): staff
 * draft, commit and recall instructions (cargo typed by hand or copied from a shipment notice),
 * the carrier picks up, dispatches and clears customs, staff receive; each step can be rolled
 * back. One transaction per use case under the row lock; OUTSIDE_WORKFLOW decides every action.
 */
import type { Page } from '@aerosupply/shared';
import { translate, type Lang } from '@aerosupply/shared';
import type {
  CustomsBody,
  DispatchBody,
  OutsideBody,
  OutsideCountQuery,
  OutsideCounts,
  OutsideDetail,
  OutsideListQuery,
  OutsideOptions,
  OutsideRow,
  PickupBody,
  ReceiveBody,
  ShipmentCargo,
} from '@aerosupply/shared/outside-flows/schemas';
import { recallReceiveAction, type OutsideAction, type OutsideScope } from '@aerosupply/shared/outside-flows/workflow';
import type { Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { mapPage } from '../../platform/db/paging';
import { AppError, fieldError, type AppFieldError } from '../../platform/errors';
import { columnsIn, pagedRows, streamWorkbook, type ColumnDef, type ExportFile } from '../../platform/export/xlsx';
import { listTimeline, recordTimeline } from '../../platform/timeline';
import { mustFind, scopeOf } from '../../platform/tenancy/scope';
import { applyTransition } from '../../platform/workflow/status-writer';
import { findOutsideForwarder, findOutsidePort, findShipmentCargo, outsideMasterOptions, shipmentNumberOf } from '../logistics';
import { assertMayOnFlow } from './policy';
import { presentFlowDetail, presentFlowRow } from './presenter';
import * as repo from './repo';
import type { OutsideFlowsTable } from './tables';

export const FLOW_SUBJECT = 'outside_flow';
const actorRef = (actor: Actor) => ({ userId: actor.userId, realName: actor.realName, companyId: actor.companyId });
const round3 = (v: number) => Math.round(v * 1000) / 1000;

export async function listFlows(deps: AppDeps, actor: Actor, q: OutsideListQuery): Promise<Page<OutsideRow>> {
  return mapPage(await repo.listFlows(deps.db, scopeOf(actor), q), (r) => presentFlowRow(r, actor));
}

export const countFlows = (deps: AppDeps, actor: Actor, q: OutsideCountQuery): Promise<OutsideCounts> => repo.countTabs(deps.db, scopeOf(actor), q);

const COLUMNS: readonly ColumnDef[] = [
  ['number', 'outsideFlows.col.number', 22],
  ['status', 'outsideFlows.col.status', 12],
  ['direction', 'outsideFlows.col.direction', 10],
  ['scope', 'outsideFlows.col.scope', 10],
  ['shipper', 'outsideFlows.col.shipper', 28],
  ['consignee', 'outsideFlows.col.consignee', 28],
  ['route', 'outsideFlows.col.route', 14],
  ['forwarder', 'outsideFlows.col.forwarder', 28],
  ['transportMode', 'outsideFlows.col.transportMode', 12],
  ['totalQty', 'outsideFlows.col.totalQty', 10],
  ['waybillNo', 'outsideFlows.col.waybillNo', 18],
  ['updatedAt', 'outsideFlows.col.updatedAt', 20],
];

/** The list's rows with the same filters and tab, streamed (at most 100,000 rows). */
export function exportFlows(deps: AppDeps, actor: Actor, q: OutsideListQuery, lang: Lang): ExportFile {
  const next = pagedRows(
    (page, pageSize) => repo.listFlows(deps.db, scopeOf(actor), { ...q, page, pageSize }),
    (r) => ({
      number: r.number,
      status: translate(`outsideFlows.status.${r.status}`, lang),
      direction: translate(`outsideFlows.direction.${r.direction}`, lang),
      scope: translate(`outsideFlows.scope.${r.scope}`, lang),
      shipper: r.shipper,
      consignee: r.consignee,
      route: `${r.origin_port}-${r.destination_port}`,
      forwarder: (lang === 'en' ? (r.forwarder_name_en ?? r.forwarder_name) : r.forwarder_name) ?? '',
      transportMode: translate(`outsideFlows.mode.${r.transport_mode}`, lang),
      totalQty: Number(r.total_qty),
      waybillNo: r.waybill_no ?? '',
      updatedAt: r.updated_at,
    }),
    100,
  );
  const stream = streamWorkbook(translate('outsideFlows.export.sheet', lang), columnsIn(COLUMNS, lang), next, 100_000);
  return { filename: `${translate('outsideFlows.export.file', lang)}.xlsx`, stream };
}

async function detail(db: Database, actor: Actor, id: number): Promise<OutsideDetail> {
  const row = mustFind(await repo.findFlow(db, id, scopeOf(actor)));
  const [lines, history, sourceShipmentNo] = await Promise.all([
    repo.listLines(db, id),
    listTimeline(db, { type: FLOW_SUBJECT, id }),
    row.source_shipment_id === null ? Promise.resolve(null) : shipmentNumberOf(db, row.source_shipment_id),
  ]);
  return presentFlowDetail(row, actor, { lines, history, sourceShipmentNo });
}

export const getFlow = (deps: AppDeps, actor: Actor, id: number): Promise<OutsideDetail> => detail(deps.db, actor, id);

export const options = (deps: AppDeps): Promise<OutsideOptions> => outsideMasterOptions(deps.db);

/** A shipment notice's cargo to copy into an instruction (`edit`: built from selected cargo). */
export async function shipmentCargo(deps: AppDeps, shipmentNo: string): Promise<ShipmentCargo> {
  const c = await findShipmentCargo(deps.db, shipmentNo);
  if (!c) throw fieldError('shipmentNo', 'outsideFlows.unknown_shipment', 404);
  return {
    shipmentId: c.shipmentId,
    shipmentNo: c.shipmentNo,
    lines: c.lines.map((l) => ({ ...l, weightKg: null, lengthCm: null, widthCm: null, heightCm: null, dangerous: c.dangerous })),
  };
}

/** Checks the body against the master data; answers every wrong field at once. */
async function resolve(db: Database, b: OutsideBody): Promise<{ forwarderCompanyId: number | null; shipmentNo: string | null }> {
  const errors: AppFieldError[] = [];
  const [origin, destination, forwarder, shipment] = await Promise.all([
    findOutsidePort(db, b.originPort),
    findOutsidePort(db, b.destinationPort),
    b.forwarderId === undefined ? Promise.resolve(null) : findOutsideForwarder(db, b.forwarderId),
    b.sourceShipmentId === undefined ? Promise.resolve(null) : shipmentNumberOf(db, b.sourceShipmentId),
  ]);
  if (!origin) errors.push({ path: 'originPort', errorKey: 'outsideFlows.unknown_port' });
  if (!destination) errors.push({ path: 'destinationPort', errorKey: 'outsideFlows.unknown_port' });
  if (origin && destination && origin.code === destination.code) errors.push({ path: 'destinationPort', errorKey: 'outsideFlows.same_port' });
  if (b.forwarderId !== undefined && !forwarder) errors.push({ path: 'forwarderId', errorKey: 'outsideFlows.unknown_forwarder' });
  if (b.sourceShipmentId !== undefined && shipment === null) errors.push({ path: 'sourceShipmentId', errorKey: 'outsideFlows.unknown_shipment' });
  if (errors.length > 0) throw new AppError(400, errors[0]!.errorKey, undefined, errors);
  return { forwarderCompanyId: forwarder?.companyId ?? null, shipmentNo: shipment };
}

const flowValues = (b: OutsideBody, forwarderCompanyId: number | null) => ({
  direction: b.direction,
  scope: b.scope,
  shipper: b.shipper,
  consignee: b.consignee,
  origin_port: b.originPort.toUpperCase(),
  destination_port: b.destinationPort.toUpperCase(),
  transport_mode: b.transportMode,
  forwarder_id: b.forwarderId ?? null,
  forwarder_company_id: forwarderCompanyId,
  source: (b.sourceShipmentId === undefined ? 'manual' : 'cargo') as 'manual' | 'cargo',
  source_shipment_id: b.sourceShipmentId ?? null,
  remark: b.remark ?? null,
  total_qty: round3(b.lines.reduce((s, l) => s + l.quantity, 0)),
});

const lineValues = (b: OutsideBody) =>
  b.lines.map((l, i) => ({
    line_no: i + 1,
    part_number: l.partNumber.toUpperCase(),
    description: l.description ?? null,
    quantity: l.quantity,
    unit: l.unit.toUpperCase(),
    weight_kg: l.weightKg ?? null,
    length_cm: l.lengthCm ?? null,
    width_cm: l.widthCm ?? null,
    height_cm: l.heightCm ?? null,
    dangerous: l.dangerous,
  }));

export async function createFlow(deps: AppDeps, actor: Actor, body: OutsideBody): Promise<OutsideDetail> {
  const { forwarderCompanyId, shipmentNo } = await resolve(deps.db, body);
  const id = await deps.db.transaction().execute(async (trx) => {
    assertMayOnFlow({ status: 'draft', scope: body.scope, forwarder_company_id: forwarderCompanyId }, actor, 'edit');
    const now = deps.now();
    const number = await repo.nextFlowNumber(trx, now);
    const flowId = await repo.insertFlow(trx, { ...flowValues(body, forwarderCompanyId), number, created_by: actor.userId, created_at: now, updated_at: now });
    await repo.replaceLines(trx, flowId, lineValues(body));
    await recordTimeline(trx, { subject: { type: FLOW_SUBJECT, id: flowId }, action: 'create', toStatus: 'draft', note: shipmentNo, actor: actorRef(actor), at: now });
    return flowId;
  });
  return detail(deps.db, actor, id);
}

export async function updateFlow(deps: AppDeps, actor: Actor, id: number, body: OutsideBody): Promise<OutsideDetail> {
  const { forwarderCompanyId } = await resolve(deps.db, body);
  await deps.db.transaction().execute(async (trx) => {
    const row = mustFind(await repo.lockFlow(trx, id, scopeOf(actor)));
    assertMayOnFlow(row, actor, 'edit');
    const now = deps.now();
    await repo.updateFlow(trx, id, { ...flowValues(body, forwarderCompanyId), updated_at: now });
    await repo.replaceLines(trx, id, lineValues(body));
    await recordTimeline(trx, { subject: { type: FLOW_SUBJECT, id }, action: 'edit', actor: actorRef(actor), at: now });
  });
  return detail(deps.db, actor, id);
}

export async function deleteFlow(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const row = mustFind(await repo.lockFlow(trx, id, scopeOf(actor)));
    assertMayOnFlow(row, actor, 'delete');
    await repo.deleteFlow(trx, id);
  });
}

type Locked = NonNullable<Awaited<ReturnType<typeof repo.lockFlow>>>;

/**
 * One status step of OUTSIDE_WORKFLOW under the row lock: two people committing the same step at
 * once, the second waits, then sees the new status and gets 409.
 */
async function step(
  deps: AppDeps,
  actor: Actor,
  id: number,
  pick: OutsideAction | ((row: Locked) => OutsideAction),
  note: string | null,
  values: (row: Locked, now: Date) => Updateable<OutsideFlowsTable> = () => ({}),
): Promise<OutsideDetail> {
  await deps.db.transaction().execute(async (trx) => {
    const row = mustFind(await repo.lockFlow(trx, id, scopeOf(actor)));
    const action = typeof pick === 'function' ? pick(row) : pick;
    assertMayOnFlow(row, actor, action);
    const now = deps.now();
    const timeline = { subject: { type: FLOW_SUBJECT, id }, note, actor: actorRef(actor), at: now };
    await applyTransition(trx, repo.FLOW_STATUS, { id, action, from: row.status, set: { ...values(row, now), updated_at: now }, timeline });
  });
  return detail(deps.db, actor, id);
}

const reason = (r: string | undefined) => r ?? null;

export const commitFlow = (deps: AppDeps, actor: Actor, id: number) => step(deps, actor, id, 'commit', null);
export const recallFlow = (deps: AppDeps, actor: Actor, id: number, r?: string) => step(deps, actor, id, 'recall', reason(r));

export const pickupFlow = (deps: AppDeps, actor: Actor, id: number, b: PickupBody) =>
  step(deps, actor, id, 'pickup', null, (row) => {
    const total = Number(row.total_qty);
    if (b.pickupQty > total) throw new AppError(400, 'outsideFlows.pickup_too_much', { total }, [{ path: 'pickupQty', errorKey: 'outsideFlows.pickup_too_much', params: { total } }]);
    return { pickup_qty: b.pickupQty, picker: b.picker, picked_at: b.pickedAt };
  });
export const rollbackPickup = (deps: AppDeps, actor: Actor, id: number, r?: string) =>
  step(deps, actor, id, 'rollback_pickup', reason(r), () => ({ pickup_qty: null, picker: null, picked_at: null }));

export const dispatchFlow = (deps: AppDeps, actor: Actor, id: number, b: DispatchBody) =>
  step(deps, actor, id, 'dispatch', null, () => ({ waybill_no: b.waybillNo.toUpperCase(), carrier: b.carrier, flight_no: b.flightNo ?? null, etd: b.etd }));
export const rollbackDispatch = (deps: AppDeps, actor: Actor, id: number, r?: string) =>
  step(deps, actor, id, 'rollback_dispatch', reason(r), () => ({ waybill_no: null, carrier: null, flight_no: null, etd: null }));

export const clearFlow = (deps: AppDeps, actor: Actor, id: number, b: CustomsBody) =>
  step(deps, actor, id, 'clear', null, () => ({ declaration_no: b.declarationNo, cleared_at: b.clearedAt, duties: b.duties, duties_currency: b.dutiesCurrency }));
export const rollbackCustoms = (deps: AppDeps, actor: Actor, id: number, r?: string) =>
  step(deps, actor, id, 'rollback_customs', reason(r), () => ({ declaration_no: null, cleared_at: null, duties: null, duties_currency: null }));

/** Receive; with OUTSIDE_DIFFERENCE_NOTE a quantity other than the instructed one needs a note (D-407). */
export const receiveFlow = (deps: AppDeps, actor: Actor, id: number, b: ReceiveBody) =>
  step(deps, actor, id, 'receive', b.note ?? null, (row) => {
    if (deps.config.outsideDifferenceNote && b.receivedQty !== Number(row.total_qty) && !b.note) throw fieldError('note', 'outsideFlows.difference_note');
    return { received_qty: b.receivedQty, receiver: b.receiver, received_at: b.receivedAt };
  });
/** Recall a receipt: back to cleared (international) or dispatched (domestic), D-402. */
export const recallReceive = (deps: AppDeps, actor: Actor, id: number, r?: string) =>
  step(deps, actor, id, (row) => recallReceiveAction(row.scope as OutsideScope), reason(r), () => ({ received_qty: null, receiver: null, received_at: null }));
