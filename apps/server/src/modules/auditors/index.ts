/** What other modules may use of auditor authorisation: routing of audits and inquiry approvers. */
export { auditorEligibleSql, isEligibleAuditor, routedAuditors, supplierCategoriesSql, type RoutedAuditor } from './scope-repo';
export { findInquiryApprovers, findRfxApprovers } from './repo';
