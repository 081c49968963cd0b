/**
 * An invitation as data (spec 001 §2 'Supplier invitation'): saved unsent, sent (and resent, which
 * restarts its validity), expired when its validity ran out, registered once a supplier used its
 * code. Staff holding 'supplier.invite' edit, send, resend or delete it until it is registered.
 */
import { defineWorkflow } from '../workflow/machine';
import { INVITATION_ACTIONS, INVITATION_STATUSES, type InvitationAction, type InvitationStatus } from './schemas';

/** A registration's use of the code (a system action: no user is offered it). */
export const INVITATION_SYSTEM_ACTIONS = ['register'] as const;

export interface InvitationWorkflowRecord {
  /** The status as shown: 'expired' is derived from a sent invitation's expiry. */
  status: InvitationStatus;
}

const INVITERS = { permission: 'supplier.invite', actorKinds: ['staff'] } as const;

export const INVITATION_WORKFLOW = defineWorkflow<InvitationStatus, InvitationAction | (typeof INVITATION_SYSTEM_ACTIONS)[number], InvitationWorkflowRecord>({
  name: 'invitations',
  states: INVITATION_STATUSES,
  actions: [...INVITATION_ACTIONS, ...INVITATION_SYSTEM_ACTIONS],
  stateOf: (r) => r.status,
  wrongStateKey: 'common.wrong_state',
  transitions: [
    { action: 'edit', from: ['unsent', 'sent', 'expired'], ...INVITERS },
    { action: 'send', from: 'unsent', to: 'sent', ...INVITERS },
    { action: 'resend', from: ['sent', 'expired'], to: 'sent', ...INVITERS },
    { action: 'delete', from: ['unsent', 'sent', 'expired'], ...INVITERS },
    { action: 'register', from: 'sent', to: 'registered', actorKinds: [] },
  ],
});
