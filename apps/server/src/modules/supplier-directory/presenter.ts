import { DIRECTORY_EDIT_ACTIONS, type DirectoryRow as DirectoryRowView } from '@aerosupply/shared/supplier-directory/responses';
import type { Actor } from '../../platform/context';
import { mayBlacklist } from '../blacklist';
import { controlActions } from '../supplier-control';
import { supplierListFieldsOf } from '../supplier-profile';
import { worksOnReview } from '../supplier-review';
import type { DirectoryRow } from './repo';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** Edit sections of an official supplier (zsSupManagement edit / editP / editS / editA). */
export const EDIT_ACTIONS = DIRECTORY_EDIT_ACTIONS;

export function presentDirectoryRow(r: DirectoryRow, actor: Actor): DirectoryRowView {
  const official = r.review_status === 'synchronized_to_sap';
  const actions: DirectoryRowView['actions'] = [...controlActions({ controlStatus: r.control_status, pendingRequest: r.pending_freeze }, actor)];
  if (official && actor.permissions.has('supplier.sync.sap')) actions.push(...EDIT_ACTIONS);
  if (mayBlacklist({ blacklisted: r.blacklisted }, actor)) actions.push('blacklist');
  if (worksOnReview(r.review_status, actor)) actions.push('review');
  return {
    ...supplierListFieldsOf(r.id, r),
    official,
    expiredQualifications: Number(r.expired_count),
    submittedAt: iso(r.submitted_at),
    approvedAt: iso(r.approved_at),
    updatedAt: iso(r.updated_at)!,
    actions,
  };
}
export type DirectoryItem = DirectoryRowView;
