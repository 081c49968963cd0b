/**
 * Inter-base allotment use cases (issue 17 item 1; spec 001 §4 'Instruction actions', §7
 * admin/allot): a base saves, commits and deletes its demand; logistics instructs, rejects, rolls
 * back, voids and restarts it, picks the parts up, dispatches and records transit stops; the
 * receiving base books the receipt. Each step runs in one transaction under the allotment's row
 * lock, is decided by ALLOT_WORKFLOW (D-391), moves the allotment's domestic shipment through its
 * milestones (D-392, logistics' index) and lands on the timeline with actor, time and note.
 */
import { translate, type Lang, type Page } from '@aerosupply/shared';
import { ALLOT_BASES } from '@aerosupply/shared/allotment/codes';
import type { AllotBody, AllotCounts, AllotDetail, AllotDispatchBody, AllotListQuery, AllotPickUpBody, AllotReceiveBody, AllotRow, AllotTransitBody } from '@aerosupply/shared/allotment/schemas';
import { ALLOT_STAGES, ALLOT_WORKFLOW, REASON_ACTIONS, SHIPMENT_ACTION_OF, type AllotAction, type AllotStage } from '@aerosupply/shared/allotment/workflow';
import { transitionOf } from '@aerosupply/shared/workflow/machine';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { mapPage } from '../../platform/db/paging';
import { AppError, fieldError } from '../../platform/errors';
import { columnsIn, pagedRows, streamWorkbook, type ColumnDef, type ExportFile } from '../../platform/export/xlsx';
import { mustFind, scopeOf } from '../../platform/tenancy/scope';
import { listTimeline, recordTimeline } from '../../platform/timeline';
import { applyTransition } from '../../platform/workflow/status-writer';
import { allotmentShipment, moveAllotmentShipment, openAllotmentShipment, type AllotmentDispatch } from '../logistics';
import { assertMayOnAllotment } from './policy';
import { presentAllotDetail, presentAllotRow } from './presenter';
import * as repo from './repo';

export const ALLOT_SUBJECT = 'allotment';
const actorRef = (actor: Actor) => ({ userId: actor.userId, realName: actor.realName, companyId: actor.companyId });
const baseOf = (code: string) => ALLOT_BASES.find((b) => b.code === code)!;

// ---- read ----

export async function listAllotments(deps: AppDeps, actor: Actor, q: AllotListQuery): Promise<Page<AllotRow>> {
  return mapPage(await repo.listAllotments(deps.db, scopeOf(actor), q), (r) => presentAllotRow(r, actor));
}

/** Each screen's count: the allotments in the statuses it shows (D-535). */
export async function countAllotments(deps: AppDeps, actor: Actor): Promise<AllotCounts> {
  const byStatus = new Map((await repo.countByStatus(deps.db, scopeOf(actor))).map((r) => [r.status, Number(r.n)]));
  const count = (stage: AllotStage) => ALLOT_STAGES[stage].reduce((sum, s) => sum + (byStatus.get(s) ?? 0), 0);
  return { demand: count('demand'), instruct: count('instruct'), pickUp: count('pickUp'), dispatch: count('dispatch'), deliver: count('deliver') };
}

async function detail(db: Database, actor: Actor, id: number): Promise<AllotDetail> {
  const row = mustFind(await repo.findAllotment(db, scopeOf(actor), id));
  const [lines, history, shipment] = await Promise.all([repo.listLines(db, id), listTimeline(db, { type: ALLOT_SUBJECT, id }), row.shipment_id === null ? null : allotmentShipment(db, row.shipment_id)]);
  return presentAllotDetail(row, actor, { lines, history, shipment });
}

export const getAllotment = (deps: AppDeps, actor: Actor, id: number) => detail(deps.db, actor, id);

const EXPORT_COLUMNS: readonly ColumnDef[] = [
  ['number', 'allotment.export.col.number', 20],
  ['status', 'allotment.export.col.status', 14],
  ['fromBase', 'allotment.export.col.fromBase', 14],
  ['toBase', 'allotment.export.col.toBase', 14],
  ['requiredDate', 'allotment.export.col.requiredDate', 12],
  ['priority', 'allotment.export.col.priority', 10],
  ['partNumbers', 'allotment.export.col.partNumbers', 30],
  ['totalQty', 'allotment.export.col.totalQty', 10],
  ['reason', 'allotment.export.col.reason', 30],
  ['waybill', 'allotment.export.col.waybill', 18],
  ['shipment', 'allotment.export.col.shipment', 20],
  ['createdBy', 'allotment.export.col.createdBy', 16],
  ['updatedAt', 'allotment.export.col.updatedAt', 20],
];

/** The list's rows with its filters, sorting and scope, as a workbook in the user's language. */
export function exportAllotments(deps: AppDeps, actor: Actor, q: AllotListQuery, lang: Lang): ExportFile {
  const baseName = (code: string) => (lang === 'zh' ? baseOf(code).zh : baseOf(code).en);
  const next = pagedRows(
    (page, pageSize) => repo.listAllotments(deps.db, scopeOf(actor), { ...q, page, pageSize }),
    (r) => ({
      number: r.number,
      status: translate(`allotment.status.${r.status}`, lang),
      fromBase: baseName(r.from_base),
      toBase: baseName(r.to_base),
      requiredDate: r.required_date_text,
      priority: translate(`allotment.priority.${r.priority}`, lang),
      partNumbers: r.part_numbers.join(', '),
      totalQty: Number(r.total_qty),
      reason: r.reason,
      waybill: r.waybill ?? '',
      shipment: r.shipment_number ?? '',
      createdBy: r.created_by_name,
      updatedAt: r.updated_at,
    }),
  );
  return { filename: `${translate('allotment.export.sheet', lang)}.xlsx`, stream: streamWorkbook(translate('allotment.export.sheet', lang), columnsIn(EXPORT_COLUMNS, lang), next, 100_000) };
}

// ---- demand (the base) ----

const headerValues = (b: AllotBody) => ({
  from_base: b.fromBase,
  to_base: b.toBase,
  required_date: b.requiredDate,
  priority: b.priority,
  reason: b.reason,
  remark: b.remark ?? null,
});
const lineValues = (b: AllotBody) =>
  b.lines.map((l, i) => ({ line_no: i + 1, part_number: l.partNumber.toUpperCase(), description: l.description ?? null, quantity: l.quantity, unit: l.unit }));

export async function createAllotment(deps: AppDeps, actor: Actor, body: AllotBody): Promise<AllotDetail> {
  const id = await deps.db.transaction().execute(async (trx) => {
    assertMayOnAllotment({ status: 'draft' }, actor, 'edit');
    const now = deps.now();
    const aid = await repo.insertAllotment(trx, { ...headerValues(body), number: await repo.nextNumber(trx, now), status: 'draft', created_by: actor.userId, created_by_name: actor.realName, created_at: now, updated_at: now });
    await repo.replaceLines(trx, aid, lineValues(body));
    await recordTimeline(trx, { subject: { type: ALLOT_SUBJECT, id: aid }, action: 'create', toStatus: 'draft', actor: actorRef(actor), at: now });
    return aid;
  });
  return detail(deps.db, actor, id);
}

export async function updateAllotment(deps: AppDeps, actor: Actor, id: number, body: AllotBody): Promise<AllotDetail> {
  await deps.db.transaction().execute(async (trx) => {
    const row = mustFind(await repo.lockAllotment(trx, scopeOf(actor), id));
    assertMayOnAllotment(row, actor, 'edit');
    const now = deps.now();
    await repo.updateAllotment(trx, id, { ...headerValues(body), updated_at: now });
    await repo.replaceLines(trx, id, lineValues(body));
    await recordTimeline(trx, { subject: { type: ALLOT_SUBJECT, id }, action: 'edit', actor: actorRef(actor), at: now });
  });
  return detail(deps.db, actor, id);
}

export async function deleteAllotment(deps: AppDeps, actor: Actor, id: number): Promise<null> {
  await deps.db.transaction().execute(async (trx) => {
    const row = mustFind(await repo.lockAllotment(trx, scopeOf(actor), id));
    assertMayOnAllotment(row, actor, 'delete');
    await repo.deleteAllotment(trx, id);
    await recordTimeline(trx, { subject: { type: ALLOT_SUBJECT, id }, action: 'delete', fromStatus: row.status, toStatus: 'deleted', actor: actorRef(actor) });
  });
  return null;
}

// ---- the steps ----

type LockedRow = NonNullable<Awaited<ReturnType<typeof repo.lockAllotment>>>;
interface StepContext {
  trx: Database;
  row: LockedRow;
  now: Date;
  /** Moves the shipment to the status the allotment's new status keeps it in (D-392). */
  moveShipment: (extra?: { dispatch?: AllotmentDispatch; transitPort?: string }) => Promise<void>;
}

/**
 * One step of ALLOT_WORKFLOW under the row lock: two staff at once, the second waits and then gets
 * 409 (the status has moved). A reason is required for the actions of REASON_ACTIONS.
 */
async function step(deps: AppDeps, actor: Actor, id: number, action: AllotAction, note: string | null | undefined, work?: (ctx: StepContext) => Promise<Parameters<typeof repo.updateAllotment>[2] | void>): Promise<AllotDetail> {
  const text = note?.trim() ? note.trim() : null;
  if ((REASON_ACTIONS as readonly string[]).includes(action) && !text) throw fieldError('note', 'allotment.reason_required');
  await deps.db.transaction().execute(async (trx) => {
    const row = mustFind(await repo.lockAllotment(trx, scopeOf(actor), id));
    assertMayOnAllotment(row, actor, action);
    const to = transitionOf(ALLOT_WORKFLOW, action).to ?? row.status;
    const now = deps.now();
    const moveShipment = async (extra: { dispatch?: AllotmentDispatch; transitPort?: string } = {}) => {
      const shipmentAction = SHIPMENT_ACTION_OF[to];
      if (row.shipment_id !== null && shipmentAction !== null) await moveAllotmentShipment(trx, actor, row.shipment_id, shipmentAction, { action: `allotment.${action}`, note: text ?? row.number, at: now, ...extra });
    };
    const values = (await work?.({ trx, row, now, moveShipment })) ?? {};
    const set = { ...values, last_note: text ?? (to === row.status ? row.last_note : null), updated_at: now };
    const timeline = { subject: { type: ALLOT_SUBJECT, id }, note: text, actor: actorRef(actor), at: now };
    if (to !== row.status) await applyTransition(trx, repo.ALLOT_STATUS, { id, action, from: row.status, set, timeline });
    else {
      // A step that keeps the status (a transit stop) writes its values and its timeline entry only.
      await repo.updateAllotment(trx, id, set);
      await recordTimeline(trx, { ...timeline, action, fromStatus: row.status, toStatus: to });
    }
  });
  return detail(deps.db, actor, id);
}

export const commitAllotment = (deps: AppDeps, actor: Actor, id: number, note?: string) => step(deps, actor, id, 'commit', note);
export const rejectAllotment = (deps: AppDeps, actor: Actor, id: number, note?: string) => step(deps, actor, id, 'reject', note);
export const restartAllotment = (deps: AppDeps, actor: Actor, id: number, note?: string) => step(deps, actor, id, 'restart', note);

/** Instruction commit: opens (or restarts) the allotment's domestic shipment (D-392). */
export const instructAllotment = (deps: AppDeps, actor: Actor, id: number, note?: string) =>
  step(deps, actor, id, 'instruct', note, async ({ trx, row, now }) => {
    const lines = await repo.listLines(trx, id);
    const from = baseOf(row.from_base);
    const to = baseOf(row.to_base);
    const sid = await openAllotmentShipment(
      trx,
      actor,
      {
        allotmentNumber: row.number,
        from: { code: from.code, city: from.city },
        to: { code: to.code, city: to.city },
        priority: row.priority,
        lines: lines.map((l) => ({ partNumber: l.part_number, description: l.description, quantity: Number(l.quantity), unit: l.unit })),
      },
      row.shipment_id,
      now,
    );
    const shipment = await allotmentShipment(trx, sid);
    return { shipment_id: sid, shipment_number: shipment?.number ?? null };
  });

/** Roll back and void void the shipment (kept with its history; a later instruction restarts it). */
export const rollbackAllotment = (deps: AppDeps, actor: Actor, id: number, note?: string) => step(deps, actor, id, 'rollback', note, ({ moveShipment }) => moveShipment());
export const voidAllotment = (deps: AppDeps, actor: Actor, id: number, note?: string) => step(deps, actor, id, 'void', note, ({ moveShipment }) => moveShipment());

export const pickUpAllotment = (deps: AppDeps, actor: Actor, id: number, body: AllotPickUpBody) =>
  step(deps, actor, id, 'pickUp', body.note, async ({ trx, moveShipment }) => {
    await repo.setPicked(trx, id, true);
    await moveShipment();
    return { picker: body.picker };
  });

/** Pick-up recall, dispatch reject: back to awaiting pick-up, nothing picked. Pick-up reject: the sending base refuses (rejected, shipment voided). */
const unpick = (action: 'recallPickUp' | 'dispatchReject' | 'rejectPickUp') => (deps: AppDeps, actor: Actor, id: number, note?: string) =>
  step(deps, actor, id, action, note, async ({ trx, moveShipment }) => {
    await repo.setPicked(trx, id, false);
    await moveShipment();
    return { picker: null };
  });
export const recallPickUp = unpick('recallPickUp');
export const dispatchReject = unpick('dispatchReject');
export const rejectPickUp = unpick('rejectPickUp');

export const dispatchAllotment = (deps: AppDeps, actor: Actor, id: number, body: AllotDispatchBody) =>
  step(deps, actor, id, 'dispatch', body.note, async ({ moveShipment }) => {
    const waybill = body.waybill.toUpperCase();
    await moveShipment({ dispatch: { waybill, carrier: body.carrier, transportType: body.transportType, etd: body.etd } });
    return { waybill, carrier: body.carrier, transport_type: body.transportType, etd: body.etd };
  });

/** Recall of a dispatch while in transit: back to picked up; waybill, carrier and ETD cleared. */
export const recallDispatch = (deps: AppDeps, actor: Actor, id: number, note?: string) =>
  step(deps, actor, id, 'recall', note, async ({ moveShipment }) => {
    await moveShipment();
    return { waybill: null, carrier: null, transport_type: null, etd: null, transit_base: null };
  });

export const transitAllotment = (deps: AppDeps, actor: Actor, id: number, body: AllotTransitBody) =>
  step(deps, actor, id, 'transit', body.note ?? body.base, async ({ row, moveShipment }) => {
    if (body.base === row.from_base || body.base === row.to_base) throw fieldError('base', 'allotment.same_base');
    await moveShipment({ transitPort: body.base });
    return { transit_base: body.base };
  });

/**
 * Delivery commit: every line's received quantity (at most what was sent); a difference needs a
 * note (D-395).
 */
export const receiveAllotment = (deps: AppDeps, actor: Actor, id: number, body: AllotReceiveBody) =>
  step(deps, actor, id, 'receive', body.note, async ({ trx, moveShipment }) => {
    const lines = await repo.listLines(trx, id);
    const byId = new Map(lines.map((l) => [l.id, l]));
    const given = new Map<number, number>();
    body.lines.forEach((l, i) => {
      const line = byId.get(l.lineId);
      if (!line || given.has(l.lineId)) throw fieldError(`lines.${i}.lineId`, 'allotment.line_unknown');
      const sent = Number(line.quantity);
      if (l.receivedQty > sent + 1e-9) throw new AppError(400, 'allotment.over_received', { quantity: sent }, [{ path: `lines.${i}.receivedQty`, errorKey: 'allotment.over_received', params: { quantity: sent } }]);
      given.set(l.lineId, l.receivedQty);
    });
    if (given.size !== lines.length) throw fieldError('lines', 'allotment.lines_incomplete');
    const differs = lines.some((l) => Math.abs(Number(l.quantity) - given.get(l.id)!) > 1e-9);
    if (differs && !body.note?.trim()) throw fieldError('note', 'allotment.difference_note');
    for (const [lineId, qty] of given) await repo.setReceived(trx, lineId, qty);
    await moveShipment();
  });

export const recallReceive = (deps: AppDeps, actor: Actor, id: number, note?: string) =>
  step(deps, actor, id, 'recallReceive', note, async ({ trx, moveShipment }) => {
    await repo.clearReceived(trx, id);
    await moveShipment();
  });
