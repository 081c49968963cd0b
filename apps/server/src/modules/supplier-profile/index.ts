/**
 * What other modules may use of the supplier's own data: the staff decision on a data change
 * request (and its list/detail, which answer every company for a staff actor), the category-buyer
 * rule, and the receivers among a supplier's contacts.
 */
export { checkCategoryBuyers, decideChangeRequest, getChangeRequest, getSupplierData, listChangeRequests, fileItemsOf, presentChangeRequests } from './service';
export { findReceiverContacts } from './contacts';
export { presentChangeRequest, supplierListFieldsOf, type SupplierListColumns } from './presenter';
/** Row-level reads for the staff review lists (scoped by the caller's Scope). */
export { findChangeRequest as findChangeRequestRow, listChangeRequests as listChangeRequestRows } from './change-repo';
/** The supplier's timeline (platform timeline, subject 'supplier'). */
export { addSupplierEvent, listSupplierEvents, SUPPLIER_SUBJECT, type SupplierEventInput, type SupplierTimelineEntry } from './timeline';
/** The one way a supplier's review status, control status or blacklist flag changes (D-153). */
export {
  createSupplierProfile,
  moveSupplierControl,
  moveSupplierReview,
  moveSupplierReviewIfStill,
  restoreSupplierControl,
  setSupplierBlacklisted,
  setSupplierType,
  type ReviewDates,
} from './status';
/** Qualifications that ran out in a period (the supplier scorecard, issue 31). */
export { lapsedQualifications, type LapsedQualification } from './scorecard-repo';
/** The supplier's master data, written only here (D-840). */
export { ensureMasterData, updateMasterData, upsertPurchaseOrg } from './master-data-repo';
