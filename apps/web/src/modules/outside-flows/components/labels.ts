/** Colours of the outside flow statuses (labels come from the locale files; codes are never shown raw). */
import type { OutsideBackStep } from '@aerosupply/shared/outside-flows/routes';

export const OUTSIDE_COLORS: Record<string, string> = { draft: 'default', instructed: 'processing', picked_up: 'cyan', dispatched: 'blue', cleared: 'purple', received: 'success' };

/** The route of each roll back / recall action. */
export const BACK_PATHS: Record<string, OutsideBackStep> = {
  recall: 'recall',
  rollback_pickup: 'pickupRollback',
  rollback_dispatch: 'dispatchRollback',
  rollback_customs: 'customsRollback',
  recall_receive: 'receiveRecall',
  recall_receive_domestic: 'receiveRecall',
};
