/**
 * Supplier control (spec 001 §2 'Supplier control', §4, §8): suspend / un-suspend / delete at
 * once with a reason; freeze / unfreeze in three steps — a buyer's request, finance approval, the
 * result — with history. Every step lands on the supplier's timeline.
 */
import type { Page } from '@aerosupply/shared';
import type { ControlListQuery, FreezeListQuery } from '@aerosupply/shared/supplier-control/schemas';
import type { ControlAction, FreezeRequestAction } from '@aerosupply/shared/supplier-control/workflow';
import type { ControlStatus } from '@aerosupply/shared/suppliers/states';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { mapPage } from '../../platform/db/paging';
import { notFound } from '../../platform/errors';
import { notify } from '../notifications';
import { moveSupplierControl, restoreSupplierControl } from '../supplier-profile';
import { addSupplierEvent, assertAttachments, listSupplierEvents } from '../supplier-review';
import { assertMayControl, assertMayOnFreezeRequest, assertStatusAllows } from './policy';
import { presentControl, presentFreeze, type ControlItem, type FreezeItem } from './presenter';
import {
  findControl,
  findFreezeRequest,
  hasPendingFreezeRequest,
  insertFreezeRequest,
  listControl,
  listFreezeRequests,
  lockFreezeRequest,
  lockSupplierProfile,
  nextRequestNo,
  statusBeforeLastFreeze,
  moveFreezeRequest,
  updateFreezeRequest,
} from './repo';

export async function searchControl(deps: AppDeps, actor: Actor, q: ControlListQuery): Promise<Page<ControlItem>> {
  return mapPage(await listControl(deps.db, q), (r) => presentControl(r, actor));
}

async function controlDetail(db: Database, actor: Actor, companyId: number) {
  const row = await findControl(db, companyId);
  if (!row) throw notFound();
  const [timeline, requests] = await Promise.all([
    listSupplierEvents(db, companyId, ['control', 'freeze', 'blacklist']),
    listFreezeRequests(db, { page: 1, pageSize: 100, companyId }),
  ]);
  return { ...presentControl(row, actor), timeline, freezeRequests: requests.rows.map((r) => presentFreeze(r, actor)) };
}

export const getControl = (deps: AppDeps, actor: Actor, companyId: number) => controlDetail(deps.db, actor, companyId);

async function lockProfile(trx: Database, companyId: number) {
  const row = await lockSupplierProfile(trx, companyId);
  if (!row || row.type !== 'supplier') throw notFound();
  return { ...row, pendingRequest: await hasPendingFreezeRequest(trx, companyId) };
}

/** Suspend, un-suspend or delete with a reason and attachments; a wrong selection gets the §8 message. */
export async function applyControlAction(deps: AppDeps, actor: Actor, companyId: number, action: 'suspend' | 'unsuspend' | 'delete', body: { reason: string; attachments: string[] }) {
  return deps.db.transaction().execute(async (trx) => {
    const { control_status: from, pendingRequest } = await lockProfile(trx, companyId);
    assertMayControl({ controlStatus: from, pendingRequest }, actor, action);
    await assertAttachments(trx, body.attachments);
    const to = await moveSupplierControl(trx, companyId, action, deps.now());
    await addSupplierEvent(trx, { companyId, kind: 'control', action, fromStatus: from, toStatus: to, comment: body.reason, attachments: body.attachments, actor });
    return controlDetail(trx, actor, companyId);
  });
}

export async function searchFreezeRequests(deps: AppDeps, actor: Actor, q: FreezeListQuery): Promise<Page<FreezeItem>> {
  return mapPage(await listFreezeRequests(deps.db, q), (r) => presentFreeze(r, actor));
}

async function freezeDetail(db: Database, actor: Actor, id: number) {
  const row = await findFreezeRequest(db, id);
  if (!row) throw notFound();
  const history = await listFreezeRequests(db, { page: 1, pageSize: 100, companyId: row.company_id });
  return { ...presentFreeze(row, actor), history: history.rows.map((r) => presentFreeze(r, actor)) };
}

export const getFreezeRequest = (deps: AppDeps, actor: Actor, id: number) => freezeDetail(deps.db, actor, id);

/** Step 1: a buyer asks finance to freeze (a not-frozen supplier) or unfreeze (a frozen one). */
export async function requestFreeze(deps: AppDeps, actor: Actor, body: { companyId: number; kind: 'freeze' | 'unfreeze'; reason: string; attachments: string[] }) {
  return deps.db.transaction().execute(async (trx) => {
    const { control_status: current, pendingRequest } = await lockProfile(trx, body.companyId);
    assertMayControl({ controlStatus: current, pendingRequest }, actor, body.kind);
    await assertAttachments(trx, body.attachments);
    const now = deps.now();
    const id = await insertFreezeRequest(trx, {
      request_no: await nextRequestNo(trx, now),
      company_id: body.companyId,
      kind: body.kind,
      reason: body.reason,
      attachments: JSON.stringify(body.attachments),
      status_before: current,
      requested_by: actor.userId,
      requested_by_name: actor.realName,
      requested_at: now,
      finance_attachments: '[]',
    });
    await addSupplierEvent(trx, { companyId: body.companyId, kind: 'freeze', action: `${body.kind}_requested`, fromStatus: current, toStatus: current, comment: body.reason, attachments: body.attachments, actor });
    return freezeDetail(trx, actor, id);
  });
}

/** Locks the request and checks the step with the freeze-request policy (409 once decided, 403 for someone else's). */
async function lockRequestFor(trx: Database, id: number, actor: Actor, action: FreezeRequestAction) {
  const req = await lockFreezeRequest(trx, id);
  if (!req) throw notFound();
  assertMayOnFreezeRequest({ status: req.status, requestedBy: req.requested_by }, actor, action);
  return req;
}

/** freezeEdit: the requester changes the reason or attachments while finance has not decided. */
export async function editFreezeRequest(deps: AppDeps, actor: Actor, id: number, body: { reason: string; attachments: string[] }) {
  return deps.db.transaction().execute(async (trx) => {
    const req = await lockRequestFor(trx, id, actor, 'edit');
    await assertAttachments(trx, body.attachments);
    await updateFreezeRequest(trx, id, { reason: body.reason, attachments: JSON.stringify(body.attachments), updated_at: deps.now() });
    await addSupplierEvent(trx, { companyId: req.company_id, kind: 'freeze', action: `${req.kind}_request_edited`, comment: body.reason, attachments: body.attachments, actor });
    return freezeDetail(trx, actor, id);
  });
}

export async function withdrawFreezeRequest(deps: AppDeps, actor: Actor, id: number) {
  return deps.db.transaction().execute(async (trx) => {
    const req = await lockRequestFor(trx, id, actor, 'withdraw');
    await moveFreezeRequest(trx, id, 'withdraw', { decided_at: deps.now(), updated_at: deps.now() });
    await addSupplierEvent(trx, { companyId: req.company_id, kind: 'freeze', action: `${req.kind}_withdrawn`, actor });
    return freezeDetail(trx, actor, id);
  });
}

/** Steps 2 and 3: finance approves (the status changes) or rejects; the requester is told by mail. */
export async function decideFreezeRequest(deps: AppDeps, actor: Actor, id: number, body: { decision: 'approve' | 'reject'; comment?: string; attachments: string[] }) {
  return deps.db.transaction().execute(async (trx) => {
    const req = await lockRequestFor(trx, id, actor, body.decision);
    const { control_status: current } = await lockProfile(trx, req.company_id);
    await assertAttachments(trx, body.attachments);
    const now = deps.now();
    const approve = body.decision === 'approve';
    let to: ControlStatus = current;
    if (approve) {
      assertStatusAllows(req.kind as ControlAction, current);
      if (req.kind === 'freeze') to = await moveSupplierControl(trx, req.company_id, 'freeze', now);
      else {
        const before = await statusBeforeLastFreeze(trx, req.company_id);
        to = before && before !== 'frozen' ? before : 'normal';
        await restoreSupplierControl(trx, req.company_id, to, now);
      }
    }
    await moveFreezeRequest(trx, id, body.decision, {
      finance_user_id: actor.userId,
      finance_user_name: actor.realName,
      finance_comment: body.comment?.trim() || null,
      finance_attachments: JSON.stringify(body.attachments),
      decided_at: now,
      updated_at: now,
    });
    await addSupplierEvent(trx, {
      companyId: req.company_id,
      kind: 'freeze',
      action: approve ? `${req.kind}_approved` : `${req.kind}_rejected`,
      fromStatus: current,
      toStatus: to,
      comment: body.comment?.trim() || null,
      attachments: body.attachments,
      actor,
    });
    await notify(deps, trx, approve ? 'supplier_control.finance_approved' : 'supplier_control.finance_rejected', [req.requested_by], { requestNo: req.request_no, comment: body.comment ?? '' }, { link: '/suppliers/freeze' });
    return freezeDetail(trx, actor, id);
  });
}
