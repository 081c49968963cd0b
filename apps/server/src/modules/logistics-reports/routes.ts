/** Logistics reports (issue 17 item 5, D-370), the contracts of `@aerosupply/shared/logistics-reports/routes`: staff only ('logistics.report.view'). */
import { logisticsReportRoutes as r } from '@aerosupply/shared/logistics-reports/routes';
import type { FastifyInstance } from 'fastify';
import { sendXlsx } from '../../platform/export/xlsx';
import { defineRoute } from '../../platform/http/route';
import * as service from './service';

export function registerLogisticsReportRoutes(app: FastifyInstance): void {
  defineRoute(app, { ...r.a, handler: ({ deps, query }) => service.reportA(deps, query) });
  defineRoute(app, { ...r.aChart, handler: ({ deps, query }) => service.reportAChart(deps, query) });
  defineRoute(app, { ...r.exportA, handler: async ({ deps, query, lang, reply }) => sendXlsx(reply, service.exportReportA(deps, query, lang), 'report-a.xlsx') });
  defineRoute(app, { ...r.throughput, handler: ({ deps, query }) => service.throughput(deps, query) });
  defineRoute(app, { ...r.exportThroughput, handler: async ({ deps, query, lang, reply }) => sendXlsx(reply, service.exportThroughput(deps, query, lang), 'throughput.xlsx') });
  defineRoute(app, { ...r.d, handler: ({ deps, query }) => service.reportD(deps, query) });
  defineRoute(app, { ...r.exportD, handler: async ({ deps, query, lang, reply }) => sendXlsx(reply, service.exportReportD(deps, query, lang), 'report-d.xlsx') });
  defineRoute(app, { ...r.b, handler: ({ deps, query }) => service.reportB(deps, query) });
  defineRoute(app, { ...r.exportB, handler: async ({ deps, query, lang, reply }) => sendXlsx(reply, service.exportReportB(deps, query, lang), 'report-b.xlsx') });
  defineRoute(app, { ...r.c, handler: ({ deps, query }) => service.reportC(deps, query) });
  defineRoute(app, { ...r.exportC, handler: async ({ deps, query, lang, reply }) => sendXlsx(reply, service.exportReportC(deps, query, lang), 'report-c.xlsx') });
  defineRoute(app, { ...r.e, handler: ({ deps, query }) => service.reportE(deps, query) });
  defineRoute(app, { ...r.exportE, handler: async ({ deps, query, lang, reply }) => sendXlsx(reply, service.exportReportE(deps, query, lang), 'report-e.xlsx') });
}
