/** Manifest of outside flows (listed in modules/index.ts; issue 17 item 2). */
import { OUTSIDE_FLOW_MESSAGES } from '@aerosupply/shared/outside-flows/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { seedOutsideFlowsDemo } from './demo-seed';
import { registerOutsideFlowRoutes } from './routes';
import { forwarderOutsideTasks, staffOutsideTasks } from './home-tasks';

export const outsideFlowsModule: ModuleManifest = {
  name: 'outside-flows',
  dependsOn: ['logistics'],
  routes: registerOutsideFlowRoutes,
  homeTasks: { forwarder: [forwarderOutsideTasks], staff: [staffOutsideTasks] },
  messages: [OUTSIDE_FLOW_MESSAGES],
  demoSeed: seedOutsideFlowsDemo,
};
