/**
 * May this actor take this action on this invitation? One answer for the presenter (`actions`)
 * and the service (guards), from INVITATION_WORKFLOW, on the status as shown (expiry derived).
 */
import { allowedActions, decide } from '@aerosupply/shared/workflow/machine';
import { INVITATION_WORKFLOW } from '@aerosupply/shared/invitations/workflow';
import { INVITATION_ACTIONS, type InvitationAction, type InvitationStatus } from '@aerosupply/shared/invitations/schemas';
import type { Actor } from '../../platform/context';
import { enforce } from '../../platform/errors';

const isUserAction = (a: string): a is InvitationAction => (INVITATION_ACTIONS as readonly string[]).includes(a);

/** The registration's own action is allowed to nobody; the filter only narrows the type to the users' actions. */
export const invitationActions = (status: InvitationStatus, actor: Actor): InvitationAction[] => allowedActions(INVITATION_WORKFLOW, { status }, actor).filter(isUserAction);

/** Refuses an action the invitation's status does not allow (409) or an actor without the permission (403). */
export const assertMayOnInvitation = (status: InvitationStatus, actor: Actor, action: InvitationAction): void =>
  enforce(decide(INVITATION_WORKFLOW, action, { status }, actor));

/** The send route sends an unsent invitation and resends a sent or expired one: either allowance will do. */
export function assertMaySendOrResend(status: InvitationStatus, actor: Actor): void {
  const send = decide(INVITATION_WORKFLOW, 'send', { status }, actor);
  enforce(send === null ? null : decide(INVITATION_WORKFLOW, 'resend', { status }, actor));
}
