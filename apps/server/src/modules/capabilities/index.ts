/** What other modules may use of capability applications: the staff review. */
export { reviewCapabilityApplication } from './service';
export { presentCapability } from './presenter';
