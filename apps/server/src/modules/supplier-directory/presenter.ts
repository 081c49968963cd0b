import { controlActionsFor, reviewActionsFor } from '@aerosupply/shared/suppliers/review-flow';
import { DIRECTORY_EDIT_ACTIONS, type DirectoryRow as DirectoryRowView } from '@aerosupply/shared/supplier-directory/responses';
import type { Actor } from '../../platform/context';
import type { DirectoryRow } from './repo';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** Edit sections of an official supplier (zsSupManagement edit / editP / editS / editA). */
export const EDIT_ACTIONS = DIRECTORY_EDIT_ACTIONS;

export function presentDirectoryRow(r: DirectoryRow, actor: Actor): DirectoryRowView {
  const official = r.review_status === 'synchronized_to_sap';
  const actions: DirectoryRowView['actions'] = [...controlActionsFor(r.control_status, actor.permissions)];
  if (official && actor.permissions.has('supplier.sync.sap')) actions.push(...EDIT_ACTIONS);
  if (!r.blacklisted && actor.permissions.has('supplier.blacklist.insert')) actions.push('blacklist');
  if (reviewActionsFor(r.review_status, null, actor.permissions).length > 0 || (r.review_status === 'to_be_evaluated' && (actor.permissions.has('supplier.preaudit') || actor.permissions.has('supplier.audit')))) actions.push('review');
  return {
    companyId: r.id,
    name: r.name,
    nameEn: r.name_en,
    vendorCode: r.vendor_code,
    taxId: r.tax_id,
    country: r.country,
    supplierType: r.supplier_type,
    purchaseOrg: r.purchase_org,
    reviewStatus: r.review_status,
    controlStatus: r.control_status,
    blacklisted: r.blacklisted,
    official,
    expiredQualifications: Number(r.expired_count),
    submittedAt: iso(r.submitted_at),
    approvedAt: iso(r.approved_at),
    updatedAt: iso(r.updated_at)!,
    actions,
  };
}
export type DirectoryItem = DirectoryRowView;
