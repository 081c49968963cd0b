/**
 * The owner of `companies` (D-731): a supplier, forwarder or staff company is one row, shared by
 * registration, invitations, the directory and the forwarder list; they reach it through here.
 */
export { companyDuplicateProblems, type DuplicateInput } from './duplicates';
