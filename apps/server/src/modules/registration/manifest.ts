/** Manifest of the registration module (listed in modules/index.ts). Self-registration of supplier companies. */
import { REGISTRATION_MESSAGES } from '@aerosupply/shared/registration/messages';
import { INVITATION_MESSAGES } from '@aerosupply/shared/invitations/messages';
import { ACCOUNT_RECOVERY_MESSAGES } from '@aerosupply/shared/account-recovery/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { registerRegistrationRoutes } from './routes';

export const registrationModule: ModuleManifest = {
  name: 'registration',
  dependsOn: ['account-recovery', 'invitations', 'supplier-profile'],
  routes: registerRegistrationRoutes,
  messages: [REGISTRATION_MESSAGES, INVITATION_MESSAGES, ACCOUNT_RECOVERY_MESSAGES],
};
