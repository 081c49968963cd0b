/** Manifest of the logistics reports (listed in modules/index.ts; issue 17 item 5). */
import { LOGISTICS_REPORT_MESSAGES } from '@aerosupply/shared/logistics-reports/messages';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { registerLogisticsReportRoutes } from './routes';

export const logisticsReportsModule: ModuleManifest = {
  name: 'logistics-reports',
  dependsOn: ['freight-bills', 'logistics'],
  routes: registerLogisticsReportRoutes,
  messages: [LOGISTICS_REPORT_MESSAGES],
};
