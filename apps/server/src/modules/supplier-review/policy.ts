/**
 * May this actor take this step of the review chain on this supplier? One answer for the presenter
 * (the record's `actions`) and the service (the guard), from REVIEW_WORKFLOW.
 */
import { allowedActions, decide } from '@aerosupply/shared/workflow/machine';
import { REVIEW_TRANSITIONS, REVIEW_WORKFLOW, type ReviewAction, type ReviewRecord } from '@aerosupply/shared/supplier-review/workflow';
import type { ReviewStatus } from '@aerosupply/shared/suppliers/states';
import type { Actor } from '../../platform/context';
import { enforce } from '../../platform/errors';
import type { ReviewRow } from './repo';

export type ReviewFacts = Pick<ReviewRow, 'review_status' | 'stage' | 'can_prequal' | 'can_examine' | 'sap_pending'>;

export const reviewRecord = (row: ReviewFacts): ReviewRecord => ({
  reviewStatus: row.review_status,
  stage: row.stage,
  canPrequalify: Boolean(row.can_prequal),
  canExamine: Boolean(row.can_examine),
  sapPending: row.sap_pending,
});

/** The steps the actor may take now. */
export const reviewActions = (row: ReviewFacts, actor: Actor): ReviewAction[] => allowedActions(REVIEW_WORKFLOW, reviewRecord(row), actor);

/** Refuses a step not allowed now: 403 without the permission or auditor routing, 409 in another status or stage. */
export const assertMayReview = (row: ReviewFacts, actor: Actor, action: ReviewAction): void => enforce(decide(REVIEW_WORKFLOW, action, reviewRecord(row), actor));

/** Whether the actor works on the chain of a supplier in `status` at all (any stage, before auditor routing). */
export const worksOnReview = (status: ReviewStatus, actor: Actor): boolean =>
  REVIEW_TRANSITIONS.some((tr) => tr.from === status && actor.permissions.has(tr.permission));
