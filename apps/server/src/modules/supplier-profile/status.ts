/**
 * The one way a supplier's statuses change (D-153): the review status, the control status and the
 * blacklist flag of `supplier_profiles` are written only here, the two statuses through the status
 * writer with their workflows; other modules call these functions through this module's index.
 */
import type { ControlAction } from '@aerosupply/shared/supplier-control/workflow';
import type { ReviewAction, SubmissionAction } from '@aerosupply/shared/supplier-review/workflow';
import type { ControlStatus, ReviewStatus } from '@aerosupply/shared/suppliers/states';
import type { Database } from '../../db/database';
import { applyTransition, applyTransitionToMany, writeDerivedStatus } from '../../platform/workflow/status-writer';
import * as repo from './repo';

/** Dates an action of the review status records with it. */
export interface ReviewDates {
  /** With a submission or resubmission. */
  submittedAt?: Date;
  /** With the admission. */
  approvedAt?: Date;
}

const reviewSet = (dates: ReviewDates, now: Date) => ({
  ...(dates.submittedAt !== undefined ? { submitted_at: dates.submittedAt } : {}),
  ...(dates.approvedAt !== undefined ? { approved_at: dates.approvedAt } : {}),
  updated_at: now,
});

/** Moves the review status by the supplier's submission or a step of the chain; 409 when the profile left the step's state. */
export async function moveSupplierReview(trx: Database, companyId: number, action: ReviewAction | SubmissionAction, now: Date, dates: ReviewDates = {}): Promise<ReviewStatus> {
  return applyTransition(trx, repo.REVIEW_STATUS, { id: companyId, action, set: reviewSet(dates, now) });
}

/** The same, for an answer that may come late (SAP's): answers whether the profile was still in the step's state and moved. */
export async function moveSupplierReviewIfStill(trx: Database, companyId: number, action: ReviewAction, now: Date, dates: ReviewDates = {}): Promise<boolean> {
  const moved = await applyTransitionToMany(trx, repo.REVIEW_STATUS, { ids: [companyId], action, set: reviewSet(dates, now) });
  return moved.length > 0;
}

/** Moves the control status by suspend, un-suspend, delete or an approved freeze. */
export async function moveSupplierControl(trx: Database, companyId: number, action: Exclude<ControlAction, 'unfreeze'>, now: Date): Promise<ControlStatus> {
  return applyTransition(trx, repo.CONTROL_STATUS, { id: companyId, action, set: { updated_at: now } });
}

/** An approved unfreeze: the control status the supplier had before its freeze (read from the freeze request). */
export async function restoreSupplierControl(trx: Database, companyId: number, to: ControlStatus, now: Date): Promise<void> {
  await writeDerivedStatus(trx, repo.CONTROL_STATUS, { id: companyId, to, set: { updated_at: now } });
}

/** Sets or clears the blacklist flag (blacklist entries added or lifted). */
export async function setSupplierBlacklisted(trx: Database, companyId: number, blacklisted: boolean, now: Date): Promise<void> {
  await repo.updateBlacklisted(trx, companyId, blacklisted, now);
}

/** A registered supplier's profile, in review status 'draft'. */
export async function createSupplierProfile(
  trx: Database,
  values: { companyId: number; supplierType: 'aircraft' | 'general'; invitationId: number | null; invitingUserId: number | null; now: Date },
): Promise<void> {
  await repo.insertProfile(trx, values);
}

/** The supplier type chosen again when a returned registration is resubmitted. */
export async function setSupplierType(trx: Database, companyId: number, supplierType: 'aircraft' | 'general', now: Date): Promise<void> {
  await repo.updateSupplierType(trx, companyId, supplierType, now);
}
