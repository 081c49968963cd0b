/** Tag colours of agreement statuses. */
export const AGREEMENT_STATUS_COLORS: Record<string, string> = {
  draft: 'default',
  sent: 'processing',
  confirmed: 'success',
  refused: 'error',
  active: 'green',
  expired: 'default',
  cancelled: 'default',
};
