/** What other modules may use of registration: the supplier-company duplicate check. */
export { companyDuplicateProblems, type DuplicateInput } from './duplicates';
