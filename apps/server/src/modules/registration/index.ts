/** What other modules may use of registration: the supplier-company duplicate check and the administrator lookup (employee requests). */
export { companyDuplicateProblems, type DuplicateInput } from './duplicates';
export { findCompanyAdmin } from './repo';
