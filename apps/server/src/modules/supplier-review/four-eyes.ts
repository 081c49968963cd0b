/**
 * Four-eyes on the review chain (D-191, `REVIEW_FOUR_EYES`): a passing or submitting step may not
 * be taken by the person who took the previous step of the same submission. Returns and
 * rejections stay open to anyone allowed: sending a supplier back never needs a second person.
 */
import type { ReviewTransition } from '@aerosupply/shared/supplier-review/workflow';
import type { Database } from '../../db/database';
import type { Actor } from '../../platform/context';
import { forbidden } from '../../platform/errors';
import { lastReviewActor } from './repo';

/** Refuses (403 `supplier_review.four_eyes`) when the actor took the last review step of the current submission. */
export async function assertFourEyes(trx: Database, companyId: number, tr: ReviewTransition, actor: Pick<Actor, 'userId'>): Promise<void> {
  if (tr.kind !== 'pass' && tr.kind !== 'submit') return;
  const previous = await lastReviewActor(trx, companyId);
  if (previous?.actor_user_id === actor.userId) throw forbidden('supplier_review.four_eyes');
}
