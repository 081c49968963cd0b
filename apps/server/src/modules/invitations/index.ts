/** What other modules may use of invitations: validating and claiming a code at registration. */
export { claimInvitation, findUsableInvitation } from './service';
export type { InvitationRecord } from './repo';
