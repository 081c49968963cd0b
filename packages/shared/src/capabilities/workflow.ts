/**
 * A capability list application as data (spec 001 §4 'Capability page'): the supplier edits and
 * submits it; staff pass or fail it; a failed one may be corrected (the edit returns it to "to be
 * submitted").
 */
import { CAPABILITY_STATUSES, type CapabilityStatus } from '../suppliers/states';
import { defineWorkflow } from '../workflow/machine';

export const CAPABILITY_ACTIONS = ['view', 'edit', 'submit', 'pass', 'fail'] as const;
export type CapabilityAction = (typeof CAPABILITY_ACTIONS)[number];

export interface CapabilityRecord {
  status: CapabilityStatus;
}

const SUPPLIER_EDITS = { permission: 'sup.vendorData', actorKinds: ['supplier'] } as const;
const STAFF_REVIEW = { permission: 'supplier.capability.review', actorKinds: ['staff'], wrongStateKey: 'capabilities.not_under_review' } as const;

export const CAPABILITY_WORKFLOW = defineWorkflow<CapabilityStatus, CapabilityAction, CapabilityRecord>({
  name: 'capabilities',
  states: CAPABILITY_STATUSES,
  actions: CAPABILITY_ACTIONS,
  stateOf: (r) => r.status,
  wrongStateKey: 'common.wrong_state',
  transitions: [
    // Whoever sees the record (the owner's scope, or staff) may view it.
    { action: 'view', from: CAPABILITY_STATUSES },
    { action: 'edit', from: ['to_be_submitted', 'no_pass'], to: 'to_be_submitted', ...SUPPLIER_EDITS, wrongStateKey: 'capabilities.not_editable' },
    { action: 'submit', from: 'to_be_submitted', to: 'under_review', ...SUPPLIER_EDITS, wrongStateKey: 'capabilities.not_submittable' },
    { action: 'pass', from: 'under_review', to: 'audit_completed', ...STAFF_REVIEW },
    { action: 'fail', from: 'under_review', to: 'no_pass', ...STAFF_REVIEW },
  ],
});
