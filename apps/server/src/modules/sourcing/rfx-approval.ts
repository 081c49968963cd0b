/** Approval of an RFx before its release (D-261): submit, withdraw, approve or reject. */
import type { RfxDetail } from '@aerosupply/shared/sourcing/responses';
import type { Actor, AppDeps } from '../../platform/context';
import { recordTimeline } from '../../platform/timeline';
import { notify } from '../notifications';
import * as repo from './repo';
import { lockFor, RFX_SUBJECT, rfxDetail } from './service';

const rfxLink = (id: number) => `/sourcing/rfx/${id}`;

/** Submit for approval: the RFx waits (frozen) for one of its purchasing org's inquiry approvers, who each get a notice. */
export async function submitRfxApproval(deps: AppDeps, actor: Actor, id: number): Promise<RfxDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const row = await lockFor(deps, trx, actor, id, 'submit_approval', now);
    const to = await repo.moveRfxApproval(trx, id, 'submit_approval', {
      approval_submitted_by: actor.userId,
      approval_submitted_by_name: actor.realName,
      approval_submitted_at: now,
      approval_decided_by_name: null,
      approval_decided_at: null,
      approval_comment: null,
      updated_at: now,
    });
    await notify(deps, trx, 'sourcing.rfx_approval_request', row.approval.approverIds, { number: row.number, description: row.description, buyer: actor.realName }, { link: rfxLink(id) });
    await recordTimeline(trx, { subject: { type: RFX_SUBJECT, id }, kind: 'approval', action: 'submit_approval', fromStatus: row.approval_status, toStatus: to, actor, at: now });
    return rfxDetail(deps, trx, actor, id, now);
  });
}

/** The submitter takes the request back (to change the RFx); no notice. */
export async function withdrawRfxApproval(deps: AppDeps, actor: Actor, id: number): Promise<RfxDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    await lockFor(deps, trx, actor, id, 'withdraw_approval', now);
    const to = await repo.moveRfxApproval(trx, id, 'withdraw_approval', { updated_at: now });
    await recordTimeline(trx, { subject: { type: RFX_SUBJECT, id }, kind: 'approval', action: 'withdraw_approval', fromStatus: 'pending', toStatus: to, actor, at: now });
    return rfxDetail(deps, trx, actor, id, now);
  });
}

/** Approve (comment optional) or reject (comment required) by an inquiry approver other than the submitter; the submitter is told. */
export async function decideRfxApproval(deps: AppDeps, actor: Actor, id: number, action: 'approve' | 'reject', comment: string | null): Promise<RfxDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const row = await lockFor(deps, trx, actor, id, action, now);
    const to = await repo.moveRfxApproval(trx, id, action, { approval_decided_by_name: actor.realName, approval_decided_at: now, approval_comment: comment, updated_at: now });
    const buyer = row.approval_submitted_by ?? row.created_by;
    await notify(deps, trx, action === 'approve' ? 'sourcing.rfx_approved' : 'sourcing.rfx_rejected', [buyer], { number: row.number, approver: actor.realName, comment: comment ?? '-' }, { link: rfxLink(id) });
    await recordTimeline(trx, { subject: { type: RFX_SUBJECT, id }, kind: 'approval', action, fromStatus: 'pending', toStatus: to, note: comment, actor, at: now });
    return rfxDetail(deps, trx, actor, id, now);
  });
}

/** Official suppliers for the bidder picker, each with the reason it may not be invited now (D-70). */
