/** Tag colours of the sourcing statuses (StatusTag). */
export const REQUIREMENT_COLORS = { open: 'processing', in_rfx: 'success' };
export const RFX_COLORS = { not_released: 'default', open: 'processing', completed: 'success' };
export const PARTICIPATION_COLORS = { pending: 'default', participating: 'success', declined: 'warning', expired: 'default' };
export const QUOTATION_COLORS = { draft: 'default', submitted: 'success', not_quoted: 'warning' };
export const APPROVAL_COLORS = { none: 'default', pending: 'processing', approved: 'success', rejected: 'error' };
