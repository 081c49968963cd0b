/**
 * Four-eyes on the review chain (D-191, `REVIEW_FOUR_EYES`): a passing or submitting step may not
 * be taken by the person who took the previous step of the same submission. Returns and
 * rejections stay open to anyone allowed: sending a supplier back never needs a second person.
 */
import type { ReviewTransition } from '@aerosupply/shared/suppliers/review-flow';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Actor } from '../../platform/context';
import { forbidden } from '../../platform/errors';
import { SUPPLIER_SUBJECT } from '../supplier-profile';

/** Refuses (403 `supplier_review.four_eyes`) when the actor took the last review step of the current submission. */
export async function assertFourEyes(trx: Database, companyId: number, tr: ReviewTransition, actor: Pick<Actor, 'userId'>): Promise<void> {
  if (tr.kind !== 'pass' && tr.kind !== 'submit') return;
  const previous = await trx
    .selectFrom('timeline_entries as e')
    .select('e.actor_user_id')
    .where('e.subject_type', '=', SUPPLIER_SUBJECT)
    .where('e.subject_id', '=', companyId)
    .where('e.kind', '=', 'review')
    .where(sql<boolean>`e.created_at >= coalesce((select submitted_at from supplier_profiles where company_id = ${companyId}), '-infinity'::timestamptz)`)
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (previous?.actor_user_id === actor.userId) throw forbidden('supplier_review.four_eyes');
}
