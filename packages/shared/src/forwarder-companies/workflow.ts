/**
 * A forwarder company as data (issue 26 item 2, D-494): active or frozen. Logistics staff holding
 * 'logistics.master.manage' edit it, freeze an active one (its users lose access at once) and
 * restore a frozen one.
 */
import { defineWorkflow } from '../workflow/machine';
import { FORWARDER_COMPANY_ACTIONS, FORWARDER_COMPANY_STATUSES, type ForwarderCompanyAction, type ForwarderCompanyStatus } from './schemas';

export interface ForwarderCompanyRecord {
  status: ForwarderCompanyStatus;
}

const STAFF = { permission: 'logistics.master.manage', actorKinds: ['staff'] } as const;

export const FORWARDER_COMPANY_WORKFLOW = defineWorkflow<ForwarderCompanyStatus, ForwarderCompanyAction, ForwarderCompanyRecord>({
  name: 'forwarder-companies',
  states: FORWARDER_COMPANY_STATUSES,
  actions: FORWARDER_COMPANY_ACTIONS,
  stateOf: (r) => r.status,
  wrongStateKey: 'forwarderCompanies.wrong_state',
  transitions: [
    { action: 'edit', from: FORWARDER_COMPANY_STATUSES, ...STAFF },
    { action: 'freeze', from: 'active', to: 'frozen', ...STAFF },
    { action: 'restore', from: 'frozen', to: 'active', ...STAFF },
  ],
});
