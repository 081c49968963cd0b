/**
 * An electronic freight bill as data (spec 001 §2 'Electronic bill': review by staff; the seeds
 * give no statuses, B.10 #21, decided in D-360): the forwarder drafts, edits and submits; a
 * logistics reviewer approves or returns it with a reason; a returned bill is corrected and
 * submitted again. Approved bills are final.
 */
import { defineWorkflow } from '../workflow/machine';

export const BILL_STATUSES = ['draft', 'submitted', 'returned', 'approved'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

export const BILL_ACTIONS = ['view', 'edit', 'renumber', 'submit', 'delete', 'approve', 'return'] as const;
export type BillAction = (typeof BILL_ACTIONS)[number];

export interface BillRecord {
  status: BillStatus;
}

const FORWARDER = { permission: 'fwd.bill', actorKinds: ['forwarder'] } as const;
const REVIEWER = { permission: 'logistics.bills.review', actorKinds: ['staff'], wrongStateKey: 'freightBills.not_submitted' } as const;

export const BILL_WORKFLOW = defineWorkflow<BillStatus, BillAction, BillRecord>({
  name: 'freight-bills',
  states: BILL_STATUSES,
  actions: BILL_ACTIONS,
  stateOf: (r) => r.status,
  wrongStateKey: 'common.wrong_state',
  transitions: [
    { action: 'view', from: BILL_STATUSES },
    { action: 'edit', from: ['draft', 'returned'], ...FORWARDER, wrongStateKey: 'freightBills.not_editable' },
    { action: 'renumber', from: ['draft', 'returned'], ...FORWARDER, wrongStateKey: 'freightBills.not_editable' },
    { action: 'submit', from: ['draft', 'returned'], to: 'submitted', ...FORWARDER, wrongStateKey: 'freightBills.not_submittable' },
    { action: 'delete', from: 'draft', ...FORWARDER, wrongStateKey: 'freightBills.not_deletable' },
    { action: 'approve', from: 'submitted', to: 'approved', ...REVIEWER },
    { action: 'return', from: 'submitted', to: 'returned', ...REVIEWER },
  ],
});
