/** RPA (issue 17 item 7, D-420..D-423): staff only ('logistics.rpa'); the result upload is the import `logistics-rpa-results`. */
import { rpaDownloadQuery, rpaPending, rpaResultPage, rpaResultQuery } from '@aerosupply/shared/logistics-rpa/schemas';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { sendXlsx } from '../../platform/export/xlsx';
import { defineRoute } from '../../platform/http/route';
import * as service from './service';

const tags = ['logistics-rpa'];
const permission = 'logistics.rpa';

export function registerLogisticsRpaRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: '/api/logistics-rpa/download', permission, tags, raw: true, opType: 'query',
    summary: 'Excel of the shipments the robot should process for a task (one row per cargo line)', query: rpaDownloadQuery,
    handler: async ({ deps, query, lang, reply }) => sendXlsx(reply, await service.download(deps, query, lang), 'rpa-shipments.xlsx'),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/logistics-rpa/pending', permission, tags,
    summary: 'Shipments due per robot task: not yet processed, and failed', query: z.strictObject({}), response: rpaPending,
    handler: ({ deps }) => service.pending(deps),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/logistics-rpa/results', permission, tags,
    summary: 'Latest robot result per shipment and task', query: rpaResultQuery, response: rpaResultPage,
    handler: ({ deps, query }) => service.results(deps, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/logistics-rpa/results/export', permission, tags, raw: true, opType: 'query',
    summary: 'Export the robot results to Excel (the same filters)', query: rpaResultQuery,
    handler: async ({ deps, query, lang, reply }) => sendXlsx(reply, service.exportResults(deps, query, lang), 'rpa-results.xlsx'),
  });
}
