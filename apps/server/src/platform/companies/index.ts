/**
 * The owner of `companies` (D-731): a supplier, forwarder or staff company is one row, shared by
 * registration, invitations, the directory and the forwarder list; they reach it through here,
 * and write it only through here (D-840).
 */
export { companyDuplicateProblems, type DuplicateInput } from './duplicates';
export { COMPANY_STATUS, insertCompany, moveCompanyStatus, setVendorCodeIfNone, updateCompany, type CompanyChanges, type NewCompany } from './repo';
