/** What other modules may use of registration: the administrator lookup (employee requests). The company duplicate check is the companies owner's (platform/companies). */
export { findCompanyAdmin } from './repo';
