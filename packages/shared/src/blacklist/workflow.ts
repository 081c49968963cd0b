/**
 * A blacklist entry as data (spec 001 §3 'Blacklist'): active until lifted; buyers edit or lift it,
 * finance records once that it handled it.
 */
import { defineWorkflow, type Guard } from '../workflow/machine';
import { BLACKLIST_STATUSES, type BlacklistStatus } from './schemas';

export const BLACKLIST_ACTIONS = ['edit', 'remove', 'financeHandle'] as const;
export type BlacklistAction = (typeof BLACKLIST_ACTIONS)[number];

export interface BlacklistRecord {
  status: BlacklistStatus;
  /** Finance has recorded its handling (handler and time). */
  financeHandled: boolean;
}

const notHandledYet: Guard<BlacklistRecord> = {
  name: 'finance has not handled it yet',
  test: (r) => !r.financeHandled,
  refusal: { status: 409, errorKey: 'blacklist.finance_handled' },
};

export const BLACKLIST_WORKFLOW = defineWorkflow<BlacklistStatus, BlacklistAction, BlacklistRecord>({
  name: 'blacklist',
  states: BLACKLIST_STATUSES,
  actions: BLACKLIST_ACTIONS,
  stateOf: (r) => r.status,
  wrongStateKey: 'blacklist.removed',
  transitions: [
    { action: 'edit', from: 'active', permission: 'supplier.blacklist.update' },
    { action: 'remove', from: 'active', to: 'removed', permission: 'supplier.blacklist.update' },
    // Finance approves freezes, and handles blacklist entries too (spec 001 §3).
    { action: 'financeHandle', from: 'active', permission: 'supplier.freeze.approve', guards: [notHandledYet] },
  ],
});
