/** Test helper of the supplier modules: a profile put straight into a state (a fixture, not a status change of the portal). */
import type { ControlStatus, ReviewStatus } from '@aerosupply/shared/suppliers/states';
import type { Database } from '../../db/database';

/** Sets the profile's review or control status (and submission time) without any workflow. */
export async function putSupplierInState(db: Database, companyId: number, state: { review?: ReviewStatus; control?: ControlStatus; submittedAt?: Date }): Promise<void> {
  const set = {
    ...(state.review !== undefined ? { review_status: state.review } : {}),
    ...(state.control !== undefined ? { control_status: state.control } : {}),
    ...(state.submittedAt !== undefined ? { submitted_at: state.submittedAt } : {}),
  };
  // The status columns refuse updates by type (only the status writer moves them); a fixture may.
  await db.updateTable('supplier_profiles').set(set as never).where('company_id', '=', companyId).execute();
}
