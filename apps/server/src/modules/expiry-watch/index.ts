/** The expiry watch's scan and scheduler tick (for operations and tests). */
export { runExpiryScan, tickExpiryScheduler, thresholdFor, EXPIRY_QUEUE } from './service';
