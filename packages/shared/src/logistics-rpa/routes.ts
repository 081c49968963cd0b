/** RPA routes (issue 17 item 7, D-420..D-423): staff only ('logistics.rpa'); the result upload is the import `logistics-rpa-results`. */
import { z } from 'zod';
import { route } from '../http/contract';
import { rpaDownloadQuery, rpaPending, rpaResultPage, rpaResultQuery } from './schemas';

const tags = ['logistics-rpa'];
const permission = 'logistics.rpa';

export const logisticsRpaRoutes = {
  download: route({
    method: 'GET', url: '/api/logistics-rpa/download', permission, tags,
    summary: 'Excel of the shipments the robot should process for a task (one row per cargo line)', query: rpaDownloadQuery, raw: true, opType: 'query',
  }),
  pending: route({
    method: 'GET', url: '/api/logistics-rpa/pending', permission, tags,
    summary: 'Shipments due per robot task: not yet processed, and failed', query: z.strictObject({}), response: rpaPending,
  }),
  results: route({
    method: 'GET', url: '/api/logistics-rpa/results', permission, tags,
    summary: 'Latest robot result per shipment and task', query: rpaResultQuery, response: rpaResultPage,
  }),
  exportResults: route({
    method: 'GET', url: '/api/logistics-rpa/results/export', permission, tags,
    summary: 'Export the robot results to Excel (the same filters)', query: rpaResultQuery, raw: true, opType: 'query',
  }),
};
