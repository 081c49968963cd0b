/** Manifest of the invitations module (listed in modules/index.ts). Invitations of new suppliers by staff. */
import { INVITATION_MESSAGES } from '@aerosupply/shared/invitations/messages';
import { REGISTRATION_MESSAGES } from '@aerosupply/shared/registration/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { seedInvitationsDemo } from './demo-seed';
import { registerInvitationRoutes } from './routes';

export const invitationsModule: ModuleManifest = {
  name: 'invitations',
  dependsOn: ['notifications'],
  routes: registerInvitationRoutes,
  messages: [INVITATION_MESSAGES, REGISTRATION_MESSAGES],
  demoSeed: seedInvitationsDemo,
};
