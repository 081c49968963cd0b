/** SAP sync status and log for master-data staff: the routes of `@aerosupply/shared/sap-sync/routes`. */
import { sapSyncRoutes as r } from '@aerosupply/shared/sap-sync/routes';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import { getSyncRecord, retrySync, searchSyncRecords } from './service';

export function registerSapSyncRoutes(app: FastifyInstance): void {
  defineRoute(app, { ...r.list, handler: ({ deps, actor, query }) => searchSyncRecords(deps, actor, query) });
  defineRoute(app, { ...r.detail, handler: ({ deps, actor, params }) => getSyncRecord(deps, actor, params.id) });
  defineRoute(app, { ...r.retry, handler: ({ deps, actor, params }) => retrySync(deps, actor, params.id) });
}
