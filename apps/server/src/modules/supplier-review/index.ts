/** What other modules may use of the review chain: the supplier timeline and the approval adapter. */
export { addSupplierEvent, assertAttachments, listSupplierEvents, type SupplierEventInput, type TimelineEntry } from './timeline';
export { setApprovalAdapter, type ApprovalAdapter, type ApprovalSystem } from './approval-adapter';
export { worksOnReview } from './policy';
