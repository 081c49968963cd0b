/** Manifest of forwarder evaluations (listed in modules/index.ts; issue 17 item 6). */
import { EVALUATION_MESSAGES } from '@aerosupply/shared/forwarder-evaluations/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { seedEvaluationsDemo } from './demo-seed';
import { registerEvaluationRoutes } from './routes';
import { forwarderEvaluationTasks, staffEvaluationTasks } from './home-tasks';

export const forwarderEvaluationsModule: ModuleManifest = {
  name: 'forwarder-evaluations',
  dependsOn: ['freight-bills', 'logistics', 'notifications'],
  routes: registerEvaluationRoutes,
  homeTasks: { forwarder: [forwarderEvaluationTasks], staff: [staffEvaluationTasks] },
  messages: [EVALUATION_MESSAGES],
  demoSeed: seedEvaluationsDemo,
};
