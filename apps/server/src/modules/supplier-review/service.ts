/** The staff review chain (spec 001 §4 'Supplier review status'): lists, detail and the actions. */
import type { Page } from '@aerosupply/shared';
import type { ReviewActionBody, ReviewListQuery } from '@aerosupply/shared/supplier-review/schemas';
import { findTransition, type ReviewAction } from '@aerosupply/shared/supplier-review/workflow';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { mapPage } from '../../platform/db/paging';
import { fieldError, notFound } from '../../platform/errors';
import { routedAuditors } from '../auditors';
import { notify } from '../notifications';
import { requestSapSync } from '../sap-sync';
import { moveSupplierReview } from '../supplier-profile';
import { decideApproval, submitApproval, type ApprovalSystem } from './approval-adapter';
import { assertFourEyes } from './four-eyes';
import { assertMayReview } from './policy';
import { presentReviewRow, type ReviewListItem } from './presenter';
import {
  findCompanyAdminIds,
  findReview,
  findReviewCycle,
  findReviewForms,
  insertReviewRecord,
  listApprovalTasks,
  listReviews,
  lockSupplierProfile,
  nextNumber,
  restartReviewCycle,
  updateReviewRecord,
  upsertPurchaseOrg,
} from './repo';
import { addSupplierEvent, assertAttachments, listSupplierEvents } from './timeline';

export async function listReviewTasks(deps: AppDeps, actor: Actor, q: ReviewListQuery): Promise<Page<ReviewListItem>> {
  return mapPage(await listReviews(deps.db, actor, q), (r) => presentReviewRow(r, actor));
}

async function detail(db: Database, actor: Actor, companyId: number) {
  const row = await findReview(db, actor, companyId);
  if (!row) throw notFound();
  const [extra, timeline, tasks, prequalAuditors, examAuditors] = await Promise.all([
    findReviewForms(db, companyId),
    listSupplierEvents(db, companyId),
    listApprovalTasks(db, companyId),
    routedAuditors(db, companyId, 'prequalification'),
    routedAuditors(db, companyId, 'examination'),
  ]);
  return {
    ...presentReviewRow(row, actor),
    wizard: extra.wizard ?? {},
    prequalificationForm: extra.prequal_form ?? null,
    assessmentForm: extra.assessment_form ?? null,
    approvalTasks: tasks.map((t) => ({
      id: t.id,
      system: t.system,
      status: t.status,
      adapter: t.adapter,
      externalRef: t.external_ref,
      submittedAt: new Date(t.submitted_at).toISOString(),
      decidedAt: t.decided_at ? new Date(t.decided_at).toISOString() : null,
      comment: t.comment,
    })),
    routedAuditors: { prequalification: prequalAuditors, examination: examAuditors },
    timeline,
  };
}

/** One supplier's review record with its forms, approval tasks, routed auditors and timeline. */
export async function getReview(deps: AppDeps, actor: Actor, companyId: number) {
  return detail(deps.db, actor, companyId);
}

const APPROVAL_STEPS: Partial<Record<ReviewAction, { system: ApprovalSystem; decision?: boolean }>> = {
  submit_oa: { system: 'OA' },
  resubmit_oa: { system: 'OA' },
  oa_approve: { system: 'OA', decision: true },
  oa_fail: { system: 'OA', decision: false },
  submit_qaudit: { system: 'QAUDIT' },
  resubmit_qaudit: { system: 'QAUDIT' },
  qaudit_pass: { system: 'QAUDIT', decision: true },
  qaudit_fail: { system: 'QAUDIT', decision: false },
};

/**
 * Takes one step of the chain: the review policy (403 permission or auditor routing, 409 status,
 * stage or a pending SAP sync), comment / form / attachments (400), then the status change, the
 * approval-system or SAP hand-over and the timeline entry, in one transaction.
 */
export async function actOnReview(deps: AppDeps, actor: Actor, companyId: number, action: ReviewAction, body: ReviewActionBody) {
  const tr = findTransition(action)!;
  return deps.db.transaction().execute(async (trx) => {
    if (!(await lockSupplierProfile(trx, companyId))) throw notFound();
    const row = await findReview(trx, actor, companyId);
    if (!row) throw notFound();
    assertMayReview(row, actor, action);
    const comment = body.comment?.trim() || null;
    if ((tr.kind === 'return' || tr.kind === 'reject') && !comment) throw fieldError('comment', 'supplier_review.comment_required');
    if (tr.form && !body.form) throw fieldError('form', 'supplier_review.form_required');
    await assertAttachments(trx, body.attachments);
    if (deps.config.reviewFourEyes) await assertFourEyes(trx, companyId, tr, actor);
    const now = deps.now();

    // The evaluation record of the current submission. The cycle is compared and copied in SQL, at
    // the column's full precision, exactly as `stageSql` reads it: a resubmission within the same
    // second (or millisecond) as the previous one is still a new cycle.
    const review = await findReviewCycle(trx, companyId);
    if (!review) await insertReviewRecord(trx, companyId, await nextNumber(trx, 'SA', now));
    else if (!review.same_cycle && row.review_status === 'to_be_evaluated') await restartReviewCycle(trx, companyId, now);

    if (body.form?.purchaseOrg) await upsertPurchaseOrg(trx, companyId, body.form.purchaseOrg, actor.userId, now);
    if (action === 'prequalify_pass') {
      await updateReviewRecord(trx, companyId, {
        stage: 'assessment',
        preaudit_no: await nextNumber(trx, 'PQ', now),
        prequal_form: JSON.stringify(body.form),
        prequal_by: actor.realName,
        prequal_at: now,
        updated_at: now,
      });
    } else if (action === 'assess_pass') {
      await updateReviewRecord(trx, companyId, { audit_no: await nextNumber(trx, 'AU', now), assessment_form: JSON.stringify(body.form), assessed_by: actor.realName, assessed_at: now, updated_at: now });
    }

    const approval = APPROVAL_STEPS[action];
    if (approval?.decision === undefined && approval) await submitApproval(trx, companyId, approval.system, comment, actor, now);
    if (approval?.decision !== undefined && approval) await decideApproval(trx, companyId, approval.system, approval.decision, comment, actor, now);

    if (tr.async) {
      const { synchronized } = await requestSapSync(deps, trx, companyId, 'create', actor);
      if (!synchronized) {
        await addSupplierEvent(trx, { companyId, kind: 'review', action: 'sync_sap_requested', fromStatus: tr.from, toStatus: tr.from, comment, attachments: body.attachments, actor });
      }
    } else {
      await moveSupplierReview(trx, companyId, action, now);
      await addSupplierEvent(trx, { companyId, kind: 'review', action, fromStatus: tr.from, toStatus: tr.to, comment, attachments: body.attachments, actor });
    }

    if (tr.kind === 'return' || tr.kind === 'reject') await notifySupplier(deps, trx, companyId, tr.kind, comment ?? '');
    return detail(trx, actor, companyId);
  });
}

async function notifySupplier(deps: AppDeps, trx: Database, companyId: number, kind: 'return' | 'reject', comment: string): Promise<void> {
  const admins = await findCompanyAdminIds(trx, companyId);
  const key = kind === 'return' ? 'supplier_review.returned' : 'supplier_review.rejected';
  await notify(deps, trx, key, admins.map((a) => a.id), { comment }, { link: kind === 'return' ? '/sup/wizard' : '/sup/info' });
}
