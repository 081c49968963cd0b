/** Manifest of the expiry-watch module (listed in modules/index.ts). The daily watch of expiring qualifications (a job, no routes). */
import type { ModuleManifest } from '../../platform/modules/manifest';
import { seedExpiryWatchDemo } from './demo-seed';
import { expiryWatchJob } from './jobs';

export const expiryWatchModule: ModuleManifest = {
  name: 'expiry-watch',
  dependsOn: ['home', 'notifications'],
  demoSeed: seedExpiryWatchDemo,
  jobs: [expiryWatchJob],
};
