/** Colours of the outside flow statuses (labels come from the locale files; codes are never shown raw). */
export const OUTSIDE_COLORS: Record<string, string> = { draft: 'default', instructed: 'processing', picked_up: 'cyan', dispatched: 'blue', cleared: 'purple', received: 'success' };

/** The route segment of each roll back / recall action. */
export const BACK_PATHS: Record<string, string> = {
  recall: 'recall',
  rollback_pickup: 'pickup/rollback',
  rollback_dispatch: 'dispatch/rollback',
  rollback_customs: 'customs/rollback',
  recall_receive: 'receive/recall',
  recall_receive_domestic: 'receive/recall',
};
