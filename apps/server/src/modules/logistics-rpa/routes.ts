/** RPA (issue 17 item 7, D-420..D-423), the contracts of `@aerosupply/shared/logistics-rpa/routes`: staff only ('logistics.rpa'); the result upload is the import `logistics-rpa-results`. */
import { logisticsRpaRoutes as r } from '@aerosupply/shared/logistics-rpa/routes';
import type { FastifyInstance } from 'fastify';
import { sendXlsx } from '../../platform/export/xlsx';
import { defineRoute } from '../../platform/http/route';
import * as service from './service';

export function registerLogisticsRpaRoutes(app: FastifyInstance): void {
  defineRoute(app, { ...r.download, handler: async ({ deps, query, lang, reply }) => sendXlsx(reply, await service.download(deps, query, lang), 'rpa-shipments.xlsx') });
  defineRoute(app, { ...r.pending, handler: ({ deps }) => service.pending(deps) });
  defineRoute(app, { ...r.results, handler: ({ deps, query }) => service.results(deps, query) });
  defineRoute(app, { ...r.exportResults, handler: async ({ deps, query, lang, reply }) => sendXlsx(reply, service.exportResults(deps, query, lang), 'rpa-results.xlsx') });
}
