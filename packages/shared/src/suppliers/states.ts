/**
 * Supplier status flows as data (spec 001 §4). The server enforces them; the web only displays
 * them and the actions the server lists for a record.
 */

/** Admittance review chain (spec 001 §4 'Supplier review status'), plus `draft` before submission. */
export const REVIEW_STATUSES = [
  'draft',
  'to_be_evaluated',
  'pending_business_review',
  'rejected',
  'approved',
  'oa_under_review',
  'oa_failed',
  'oa_approved',
  'qaudit_under_review',
  'qaudit_failed',
  'qaudit_passed',
  'synchronized_to_sap',
  'returned',
] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, { zh: string; en: string }> = {
  draft: { zh: '草稿', en: 'Draft' },
  to_be_evaluated: { zh: '待评估', en: 'To be evaluated' },
  pending_business_review: { zh: '待业务审核', en: 'Pending business review' },
  rejected: { zh: '驳回', en: 'Rejected' },
  approved: { zh: '审核通过', en: 'Approved' },
  oa_under_review: { zh: 'OA审批中', en: 'OA under review' },
  oa_failed: { zh: 'OA审批未通过', en: 'OA failed' },
  oa_approved: { zh: 'OA审批通过', en: 'OA approved' },
  qaudit_under_review: { zh: '质量审核中', en: 'Quality audit under review' },
  qaudit_failed: { zh: '质量审核未通过', en: 'Quality audit failed' },
  qaudit_passed: { zh: '质量审核通过', en: 'Quality audit passed' },
  synchronized_to_sap: { zh: '已同步SAP', en: 'Synchronized to SAP' },
  returned: { zh: '已退回', en: 'Returned' },
};

/** Supplier control status (spec 001 §4 'Supplier control'). */
export const CONTROL_STATUSES = ['normal', 'suspended', 'deleted', 'frozen'] as const;
export type ControlStatus = (typeof CONTROL_STATUSES)[number];

export const CONTROL_STATUS_LABELS: Record<ControlStatus, { zh: string; en: string }> = {
  normal: { zh: '正常', en: 'Normal' },
  suspended: { zh: '已暂停', en: 'Suspended' },
  deleted: { zh: '已删除', en: 'Deleted' },
  frozen: { zh: '已冻结', en: 'Frozen' },
};

/** Capability list application (spec 001 §4 'Capability page'). */
export const CAPABILITY_STATUSES = ['to_be_submitted', 'under_review', 'audit_completed', 'no_pass'] as const;
export type CapabilityStatus = (typeof CAPABILITY_STATUSES)[number];

/** Supplier types (spec 001 §9). */
export const SUPPLIER_TYPES = ['aircraft', 'general'] as const;
export type SupplierType = (typeof SUPPLIER_TYPES)[number];

/** Statuses in which a supplier's wizard data may be edited and (re)submitted by the supplier. */
export const EDITABLE_REVIEW_STATUSES: readonly ReviewStatus[] = ['draft', 'returned', 'rejected'];

/** Expiry watch thresholds in days (domain reference: alerts at 30, 7 and 0 days). */
export const EXPIRY_THRESHOLDS = [30, 7, 0] as const;
