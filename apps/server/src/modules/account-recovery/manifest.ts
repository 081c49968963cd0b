/** Manifest of the account-recovery module (listed in modules/index.ts). Forgotten passwords, self-unlock and verification codes. */
import { ACCOUNT_RECOVERY_MESSAGES } from '@aerosupply/shared/account-recovery/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { registerAccountRecoveryRoutes } from './routes';

export const accountRecoveryModule: ModuleManifest = {
  name: 'account-recovery',
  dependsOn: ['notifications'],
  routes: registerAccountRecoveryRoutes,
  messages: [ACCOUNT_RECOVERY_MESSAGES],
};
