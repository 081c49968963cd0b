/** SAP sync status and log for master-data staff (suppliers/sap-sync). */
import { sapSyncDetail, sapSyncPage } from '@aerosupply/shared/sap-sync/responses';
import { sapSyncListQuery } from '@aerosupply/shared/sap-sync/schemas';
import { idParams } from '@aerosupply/shared/supplier-review/schemas';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import { getSyncRecord, retrySync, searchSyncRecords } from './service';

export function registerSapSyncRoutes(app: FastifyInstance): void {
  const tags = ['sap-sync'];
  defineRoute(app, {
    method: 'GET', url: '/api/sap-sync', permission: 'supplier.sync.sap', tags,
    summary: 'SAP sync records', query: sapSyncListQuery, response: sapSyncPage,
    handler: ({ deps, actor, query }) => searchSyncRecords(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/sap-sync/:id', permission: 'supplier.sync.sap', tags,
    summary: 'One SAP sync record with its attempt log', params: idParams, response: sapSyncDetail,
    handler: ({ deps, actor, params }) => getSyncRecord(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/sap-sync/:id/retry', permission: 'supplier.sync.sap', tags,
    summary: 'Retry a failed SAP sync', params: idParams, response: sapSyncDetail,
    handler: ({ deps, actor, params }) => retrySync(deps, actor, params.id),
  });
}
