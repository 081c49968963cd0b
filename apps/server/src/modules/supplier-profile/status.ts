/**
 * The one way a supplier's statuses change (D-153): the review status, the control status and the
 * blacklist flag of `supplier_profiles` are written only here; other modules call `setSupplierStatus`
 * through this module's index.
 */
import type { ControlStatus, ReviewStatus } from '@aerosupply/shared/suppliers/states';
import type { Database } from '../../db/database';
import * as repo from './repo';

export interface SupplierStatusChange {
  review?: ReviewStatus;
  control?: ControlStatus;
  blacklisted?: boolean;
  /** With a submission or resubmission. */
  submittedAt?: Date;
  /** With the admission. */
  approvedAt?: Date;
}

/**
 * Applies `change` to the supplier's profile; with `onlyIf.review` only while the review status is
 * still that one. Answers whether the profile changed.
 */
export async function setSupplierStatus(trx: Database, companyId: number, change: SupplierStatusChange, now: Date, onlyIf: { review?: ReviewStatus } = {}): Promise<boolean> {
  return repo.updateStatus(
    trx,
    companyId,
    {
      ...(change.review !== undefined ? { review_status: change.review } : {}),
      ...(change.control !== undefined ? { control_status: change.control } : {}),
      ...(change.blacklisted !== undefined ? { blacklisted: change.blacklisted } : {}),
      ...(change.submittedAt !== undefined ? { submitted_at: change.submittedAt } : {}),
      ...(change.approvedAt !== undefined ? { approved_at: change.approvedAt } : {}),
    },
    now,
    onlyIf.review,
  );
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
