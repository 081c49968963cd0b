/** What other modules may use of capability applications: the staff review. */
export { reviewCapabilityApplication } from './service';
export { presentCapability } from './presenter';
/** Row-level reads for the staff review lists (scoped by the caller's Scope). */
export { findApplication, listApplications } from './repo';
