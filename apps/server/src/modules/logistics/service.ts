/**
 * Shipment notice use cases (issue 16): create, edit, delete, list (keyset), detail; forwarder
 * assignment, pick-up, customs clearance, last-leg hand-over, delivery with proof-of-delivery
 * photos; milestones. Each write runs in one transaction, records the milestone it reaches and
 * lands on the shipment's timeline. The notice's values and rules are in `notice-values.ts` and
 * `shipment-rules.ts`, dispatch in `dispatch.ts`, supplier despatch in `despatch.ts`.
 */
import type { CursorPage } from '@aerosupply/shared';
import type { ClearanceBody, DeliveryBody, PickupBody, ShipmentBody, ShipmentDetail, ShipmentListQuery, ShipmentRow } from '@aerosupply/shared/logistics/schemas';
import { MILESTONE_OF, MILESTONES, type Milestone, type ShipmentAction, type ShipmentStatus } from '@aerosupply/shared/logistics/workflow';
import { matchForwarders, type ForwarderMatch, type MatchLeg } from '@aerosupply/shared/logistics/matching';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { AppError, fieldError, notFound } from '../../platform/errors';
import { decodeKeyset, encodeKeyset, keysetPage } from '../../platform/db/paging';
import { scopeOf, type Scope } from '../../platform/tenancy/scope';
import { listTimeline, recordTimeline } from '../../platform/timeline';
import { applyTransition } from '../../platform/workflow/status-writer';
import { attachFiles, listFiles, replaceFiles, type FileOwnerRule } from '../files';
import { findOrderItems } from '../orders';
import { recordEvent } from '../webhooks';
import { receiveOrderLines } from './receipt';
import { assertMayOnShipment, shipmentRecord } from './policy';
import { presentShipment, presentShipmentRow } from './presenter';
import { noticeValues } from './notice-values';
import * as masterRepo from './master-repo';
import * as repo from './repo';

export const SHIPMENT_SUBJECT = 'shipment';
export const MSDS_FILES = 'shipment_msds';
export const POD_FILES = 'shipment_pod';

export const timelineActor = (actor: Actor) => ({ userId: actor.userId, realName: actor.realName, companyId: actor.companyId });

/** A milestone reached: the code and when. */
export interface ReachedMilestone {
  milestone: Milestone;
  at: Date;
}

/** Every company's shipments: the ERP hears of a shipment whoever moved it. */
const ALL_SHIPMENTS = { companyType: 'staff', companyId: 0 } as Scope;

/**
 * The ERP hears of each milestone reached (issue 33 item 2, D-651): `shipment.milestone` with the
 * milestone, its sequence number and time, and the shipment detail after the change (without the
 * acting user's `actions`), in the transaction of the change. Call it after the shipment row was updated.
 */
export async function recordMilestoneEvents(trx: Database, actor: Actor, id: number, reached: readonly ReachedMilestone[]): Promise<void> {
  if (reached.length === 0) return;
  const { actions: _actions, ...shipment } = await detailIn(trx, ALL_SHIPMENTS, actor, id);
  for (const r of reached) {
    const data = { milestone: r.milestone, seq: MILESTONES.indexOf(r.milestone) + 1, at: r.at.toISOString(), shipment };
    await recordEvent(trx, { type: 'shipment.milestone', subject: { type: SHIPMENT_SUBJECT, id }, payload: data });
  }
}

/** Records the milestone a status reaches (the shipment row already updated) and its event; `voided` is none. */
export async function milestone(trx: Database, id: number, status: ShipmentStatus, actor: Actor, at: Date): Promise<void> {
  if (status === 'voided') return;
  const m: Milestone = MILESTONE_OF[status];
  await repo.insertMilestone(trx, {
    shipment_id: id,
    milestone: m,
    seq: MILESTONES.indexOf(m) + 1,
    at,
    actor_user_id: actor.userId,
    actor_name: actor.realName,
    actor_side: actor.companyType,
  });
  await recordMilestoneEvents(trx, actor, id, [{ milestone: m, at }]);
}

export async function lockFor(trx: Database, actor: Actor, id: number, action: ShipmentAction) {
  const row = await repo.lockShipment(trx, scopeOf(actor), id);
  if (!row) throw notFound();
  const picked = await repo.pickedTotal(trx, id);
  assertMayOnShipment(shipmentRecord(row, picked), actor, action);
  return row;
}

// ---- read ----

export async function listShipments(deps: AppDeps, actor: Actor, q: ShipmentListQuery): Promise<CursorPage<ShipmentRow>> {
  let after: { createdAt: string; id: number } | null = null;
  if (q.cursor) {
    const v = decodeKeyset(q.cursor);
    if (!v || v.length !== 2 || typeof v[0] !== 'string' || typeof v[1] !== 'number' || Number.isNaN(Date.parse(v[0]))) throw fieldError('cursor', 'validation.invalid');
    after = { createdAt: v[0], id: v[1] };
  }
  const rows = await repo.listShipments(deps.db, scopeOf(actor), q, after, deps.config.companyTimeZone);
  const page = keysetPage(rows, q.pageSize, (last) => encodeKeyset([new Date(last.created_at).toISOString(), last.id]));
  return { rows: page.rows.map((r) => presentShipmentRow(r, actor)), nextCursor: page.nextCursor };
}

export const detail = (db: Database, actor: Actor, id: number): Promise<ShipmentDetail> => detailIn(db, scopeOf(actor), actor, id);

async function detailIn(db: Database, scope: Scope, actor: Actor, id: number): Promise<ShipmentDetail> {
  const row = await repo.findShipment(db, scope, id);
  if (!row) throw notFound();
  const [cargo, pickups, milestones, msds, pod, agent, lastLeg] = await Promise.all([
    repo.listCargo(db, id),
    repo.listPickups(db, id),
    repo.listMilestones(db, id),
    listFiles(db, MSDS_FILES, id),
    listFiles(db, POD_FILES, id),
    row.export_agent_id ? repo.findMasterRef(db, row.export_agent_id, ['intlOut', 'intlIn', 'inlandAgent']) : undefined,
    row.last_leg_forwarder_id ? repo.findMasterRef(db, row.last_leg_forwarder_id, ['forwarder']) : undefined,
  ]);
  return presentShipment(row, actor, { cargo, pickups, milestones, msds, pod, agent: agent ?? null, lastLeg: lastLeg ?? null });
}

export const getShipment = (deps: AppDeps, actor: Actor, id: number) => detail(deps.db, actor, id);

export async function shipmentTimeline(deps: AppDeps, actor: Actor, id: number) {
  if (!(await repo.findShipment(deps.db, scopeOf(actor), id))) throw notFound();
  const entries = await listTimeline(deps.db, { type: SHIPMENT_SUBJECT, id });
  return entries.map((e) => ({ id: e.id, action: e.action, fromStatus: e.fromStatus, toStatus: e.toStatus, note: e.note, actor: e.actorName ?? 'system', side: e.actorSide, at: e.createdAt }));
}

// ---- notice ----

export async function indexNumbers(trx: Database, id: number): Promise<void> {
  const s = await repo.shipmentNumbers(trx, id);
  const cargo = await repo.listCargo(trx, id);
  await repo.replaceNumbers(trx, id, [
    { value: s.number, kind: 'notice' },
    { value: s.master_waybill ?? '', kind: 'waybill' },
    { value: s.house_waybill ?? '', kind: 'waybill' },
    { value: s.awb ?? '', kind: 'waybill' },
    { value: s.awb?.replace('-', '') ?? '', kind: 'waybill' },
    { value: s.inland_waybill_no ?? '', kind: 'waybill' },
    { value: s.external_contract_no ?? '', kind: 'contract' },
    { value: s.packing_list_no ?? '', kind: 'packingList' },
    ...cargo.flatMap((c) => [
      { value: c.order_no ?? '', kind: 'order' },
      { value: c.part_number, kind: 'partNumber' },
      { value: c.box_no ?? '', kind: 'box' },
    ]),
  ]);
}

export async function createShipment(deps: AppDeps, actor: Actor, body: ShipmentBody, lang: 'zh' | 'en'): Promise<ShipmentDetail> {
  const now = deps.now();
  const id = await deps.db.transaction().execute(async (trx) => {
    const { values, cargo } = await noticeValues(deps, trx, body, lang, null);
    const number = await repo.nextNumber(trx, 'TN', now);
    const supplierIds = [...new Set((await findOrderItems(trx, cargo.flatMap((c) => (c.order_item_id ? [c.order_item_id] : [])))).map((l) => l.companyId))];
    const sid = await repo.insertShipment(trx, {
      ...values,
      number,
      status: 'created',
      supplier_company_id: supplierIds.length === 1 ? supplierIds[0]! : null,
      created_by: actor.userId,
      created_by_name: actor.realName,
      created_at: now,
      updated_at: now,
    });
    await repo.replaceCargo(trx, sid, cargo);
    await repo.linkDespatch(trx, cargo.flatMap((c) => (c.despatch_line_id ? [c.despatch_line_id] : [])), sid);
    await replaceFiles(trx, { fileKeys: body.msdsFiles, ownerType: MSDS_FILES, ownerId: sid, scope: scopeOf(actor) });
    await indexNumbers(trx, sid);
    await milestone(trx, sid, 'created', actor, now);
    await recordTimeline(trx, { subject: { type: SHIPMENT_SUBJECT, id: sid }, action: 'create', toStatus: 'created', actor: timelineActor(actor), at: now });
    return sid;
  });
  return detail(deps.db, actor, id);
}

export async function updateShipment(deps: AppDeps, actor: Actor, id: number, body: ShipmentBody, lang: 'zh' | 'en'): Promise<ShipmentDetail> {
  await deps.db.transaction().execute(async (trx) => {
    await lockFor(trx, actor, id, 'edit');
    const { values, cargo } = await noticeValues(deps, trx, body, lang, id);
    await repo.updateShipment(trx, id, { ...values, updated_at: deps.now() });
    await repo.replaceCargo(trx, id, cargo);
    await repo.unlinkDespatches(trx, id);
    await repo.linkDespatch(trx, cargo.flatMap((c) => (c.despatch_line_id ? [c.despatch_line_id] : [])), id);
    await replaceFiles(trx, { fileKeys: body.msdsFiles, ownerType: MSDS_FILES, ownerId: id, scope: scopeOf(actor) });
    await indexNumbers(trx, id);
    await recordTimeline(trx, { subject: { type: SHIPMENT_SUBJECT, id }, action: 'edit', actor: timelineActor(actor) });
  });
  return detail(deps.db, actor, id);
}

/** D-303: deletable while every box awaits pick-up (nothing picked up). */
export async function deleteShipment(deps: AppDeps, actor: Actor, id: number): Promise<null> {
  await deps.db.transaction().execute(async (trx) => {
    await lockFor(trx, actor, id, 'delete');
    await replaceFiles(trx, { fileKeys: [], ownerType: MSDS_FILES, ownerId: id, scope: scopeOf(actor) });
    await repo.deleteShipment(trx, id);
    await recordTimeline(trx, { subject: { type: SHIPMENT_SUBJECT, id }, action: 'delete', toStatus: 'deleted', actor: timelineActor(actor) });
  });
  return null;
}

/**
 * Instruction actions on a notice before pick-up (D-311): recall takes it back from the first-leg
 * forwarder (created again; the notification milestone is removed), void calls it off (the
 * forwarder loses it, the notice stays with its history), restart opens a voided notice again.
 * Each is recorded on the timeline with its reason.
 */
export async function noticeInstruction(deps: AppDeps, actor: Actor, id: number, action: 'recall' | 'void' | 'restart', reason: string): Promise<ShipmentDetail> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockFor(trx, actor, id, action);
    const unassign = action === 'restart' ? {} : { forwarder_id: null, forwarder_company_id: null };
    const timeline = { subject: { type: SHIPMENT_SUBJECT, id }, note: reason, actor: timelineActor(actor) };
    await applyTransition(trx, repo.SHIPMENT_STATUS, { id, action, from: row.status, set: { ...unassign, updated_at: deps.now() }, timeline });
    if (action !== 'restart') await repo.deleteMilestone(trx, id, MILESTONE_OF.notified);
  });
  return detail(deps.db, actor, id);
}

/** The forwarder entries serving a leg of this shipment, best fit first (D-312). */
export async function forwarderMatches(deps: AppDeps, actor: Actor, id: number, leg: MatchLeg): Promise<ForwarderMatch[]> {
  const row = await repo.findShipment(deps.db, scopeOf(actor), id);
  if (!row) throw notFound();
  const entries = await masterRepo.listEnabledForwarders(deps.db);
  const byId = new Map(entries.map((e) => [e.id, e]));
  const fits = matchForwarders(
    { direction: row.direction, serviceMode: row.service_mode, originPort: row.origin_port, destinationPort: row.destination_port },
    leg,
    entries.map((e) => ({ id: e.id, code: e.code, enabled: e.enabled, scope: e.scope, leg: e.leg, serviceMode: e.service_mode, origin: e.origin, destination: e.destination })),
  );
  return fits.map((f) => {
    const e = byId.get(f.id)!;
    return { id: e.id, code: e.code, name: e.name, nameEn: e.name_en, scope: e.scope, serviceMode: e.service_mode, matched: f.matched, met: f.met };
  });
}

// ---- forwarder work ----

/** An enabled forwarder entry of a forwarder company that is not frozen (D-515). */
async function forwarderEntry(trx: Database, forwarderId: number) {
  const f = await masterRepo.findAssignableForwarder(trx, forwarderId);
  if (!f || f.forwarder_company_id === null) throw fieldError('forwarderId', 'logistics.forwarder_unknown');
  return { ...f, forwarder_company_id: f.forwarder_company_id };
}

export async function assignForwarder(deps: AppDeps, actor: Actor, id: number, forwarderId: number): Promise<ShipmentDetail> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockFor(trx, actor, id, 'assign');
    const f = await forwarderEntry(trx, forwarderId);
    const now = deps.now();
    const timeline = { subject: { type: SHIPMENT_SUBJECT, id }, note: f.code, actor: timelineActor(actor) };
    const to = await applyTransition(trx, repo.SHIPMENT_STATUS, { id, action: 'assign', from: row.status, set: { forwarder_id: f.id, forwarder_company_id: f.forwarder_company_id, updated_at: now }, timeline });
    await milestone(trx, id, to, actor, now);
  });
  return detail(deps.db, actor, id);
}

export async function assignLastLeg(deps: AppDeps, actor: Actor, id: number, forwarderId: number): Promise<ShipmentDetail> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockFor(trx, actor, id, 'assignLastLeg');
    const f = await forwarderEntry(trx, forwarderId);
    const now = deps.now();
    const timeline = { subject: { type: SHIPMENT_SUBJECT, id }, note: f.code, actor: timelineActor(actor) };
    const set = { last_leg_forwarder_id: f.id, last_leg_company_id: f.forwarder_company_id, updated_at: now };
    const to = await applyTransition(trx, repo.SHIPMENT_STATUS, { id, action: 'assignLastLeg', from: row.status, set, timeline });
    await milestone(trx, id, to, actor, now);
  });
  return detail(deps.db, actor, id);
}

/**
 * First-leg pick-up, in parts: each line at most its pending quantity (409 otherwise). The row lock
 * makes two concurrent pick-ups queue; the second sees the first's quantities, so when both ask
 * for everything pending one wins and the other is refused.
 */
export async function pickUp(deps: AppDeps, actor: Actor, id: number, body: PickupBody): Promise<ShipmentDetail> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockFor(trx, actor, id, 'pickUp');
    const cargo = new Map((await repo.listCargo(trx, id)).map((c) => [c.id, c]));
    const asked = new Map<number, number>();
    body.lines.forEach((l, i) => {
      const c = cargo.get(l.cargoId);
      if (!c) throw fieldError(`lines.${i}.cargoId`, 'logistics.order_line_unknown');
      const total = (asked.get(l.cargoId) ?? 0) + l.quantity;
      const pending = Number(c.quantity) - Number(c.picked_qty);
      if (total > pending + 1e-9) throw new AppError(409, 'logistics.over_pending', { pending }, [{ path: `lines.${i}.quantity`, errorKey: 'logistics.over_pending', params: { pending } }]);
      asked.set(l.cargoId, total);
    });
    for (const l of body.lines) {
      await repo.addPicked(trx, l.cargoId, l.quantity);
      await repo.insertPickup(trx, { shipment_id: id, cargo_id: l.cargoId, leg: 'first', quantity: l.quantity, picker: body.picker, contact: body.contact ?? null, picked_at: body.pickedAt, company_id: actor.companyId, created_by: actor.userId });
    }
    const remaining = [...cargo.values()].reduce((sum, c) => sum + Number(c.quantity) - Number(c.picked_qty) - (asked.get(c.id) ?? 0), 0);
    // The last pending box moves the notice on; the timeline entry is the pick-up's either way.
    const reached = remaining <= 1e-9 ? await applyTransition(trx, repo.SHIPMENT_STATUS, { id, action: 'finishPickUp', set: { updated_at: deps.now() } }) : null;
    if (reached) await milestone(trx, id, reached, actor, new Date(body.pickedAt));
    await recordTimeline(trx, { subject: { type: SHIPMENT_SUBJECT, id }, action: 'pickUp', fromStatus: row.status, toStatus: reached ?? row.status, note: body.lines.map((l) => `${cargo.get(l.cargoId)!.part_number} x ${l.quantity}`).join('; '), actor: timelineActor(actor) });
  });
  return detail(deps.db, actor, id);
}

export async function clearCustoms(deps: AppDeps, actor: Actor, id: number, body: ClearanceBody): Promise<ShipmentDetail> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockFor(trx, actor, id, 'clear');
    const now = deps.now();
    const timeline = { subject: { type: SHIPMENT_SUBJECT, id }, note: body.declarationNo, actor: timelineActor(actor) };
    const set = { clearance: JSON.stringify({ ...body, creator: actor.realName }), updated_at: now };
    const to = await applyTransition(trx, repo.SHIPMENT_STATUS, { id, action: 'clear', from: row.status, set, timeline });
    await milestone(trx, id, to, actor, now);
  });
  return detail(deps.db, actor, id);
}

/** Last-leg pick-up: everything pending on the last leg at once. */
export async function pickUpLastLeg(deps: AppDeps, actor: Actor, id: number, body: Omit<PickupBody, 'lines'>): Promise<ShipmentDetail> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockFor(trx, actor, id, 'pickUpLastLeg');
    for (const c of await repo.listCargo(trx, id)) {
      await repo.insertPickup(trx, { shipment_id: id, cargo_id: c.id, leg: 'last', quantity: Number(c.quantity), picker: body.picker, contact: body.contact ?? null, picked_at: body.pickedAt, company_id: actor.companyId, created_by: actor.userId });
    }
    const timeline = { subject: { type: SHIPMENT_SUBJECT, id }, actor: timelineActor(actor) };
    const to = await applyTransition(trx, repo.SHIPMENT_STATUS, { id, action: 'pickUpLastLeg', from: row.status, set: { updated_at: deps.now() }, timeline });
    await milestone(trx, id, to, actor, new Date(body.pickedAt));
  });
  return detail(deps.db, actor, id);
}

/** Delivery hand-over with proof-of-delivery photos (images only, checked by their stored content type). */
export async function deliver(deps: AppDeps, actor: Actor, id: number, body: DeliveryBody): Promise<ShipmentDetail> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockFor(trx, actor, id, 'deliver');
    const photos = await attachFiles(trx, { fileKeys: body.photos, ownerType: POD_FILES, ownerId: id, scope: scopeOf(actor) });
    if (photos.some((p) => !p.fileContentType.startsWith('image/'))) throw fieldError('photos', 'logistics.not_image');
    const { photos: _photos, receipts: _receipts, ...fields } = body;
    const note = body.differenceCode === 'NONE' ? null : `${body.differenceCode}: ${body.differenceReason ?? ''}`;
    const timeline = { subject: { type: SHIPMENT_SUBJECT, id }, note, attachments: body.photos, actor: timelineActor(actor) };
    const set = { delivery: JSON.stringify({ ...fields, deliveredBy: actor.realName }), ata: body.arrivedAt, updated_at: deps.now() };
    const to = await applyTransition(trx, repo.SHIPMENT_STATUS, { id, action: 'deliver', from: row.status, set, timeline });
    await receiveOrderLines(deps, trx, actor, { id, number: row.number }, body);
    await milestone(trx, id, to, actor, new Date(body.arrivedAt));
  });
  return detail(deps.db, actor, id);
}

/** Files of shipments: MSDS attach while editable (staff); POD photos by the delivering forwarder. */
export const msdsFileRule: FileOwnerRule = {
  canAttach: async (db, actor, ownerId) => actor.permissions.has('logistics.shipment.manage') && (await repo.findShipment(db, scopeOf(actor), Number(ownerId))) !== undefined,
  canRead: async (db, actor, ownerId) => (await repo.findShipment(db, scopeOf(actor), Number(ownerId))) !== undefined,
};
export const podFileRule: FileOwnerRule = {
  canAttach: async (db, actor, ownerId) => actor.companyType === 'forwarder' && (await repo.findShipment(db, scopeOf(actor), Number(ownerId))) !== undefined,
  canRead: async (db, actor, ownerId) => (await repo.findShipment(db, scopeOf(actor), Number(ownerId))) !== undefined,
};
