/** SAP sync routes: the sync records of master-data staff, one record with its log, a retry (suppliers/sap-sync). */
import { route } from '../http/contract';
import { idParams } from '../supplier-review/schemas';
import { sapSyncDetail, sapSyncPage } from './responses';
import { sapSyncListQuery } from './schemas';

const tags = ['sap-sync'];

export const sapSyncRoutes = {
  list: route({
    method: 'GET', url: '/api/sap-sync', permission: 'supplier.sync.sap', tags,
    summary: 'SAP sync records', query: sapSyncListQuery, response: sapSyncPage,
  }),
  detail: route({
    method: 'GET', url: '/api/sap-sync/:id', permission: 'supplier.sync.sap', tags,
    summary: 'One SAP sync record with its attempt log', params: idParams, response: sapSyncDetail,
  }),
  retry: route({
    method: 'POST', url: '/api/sap-sync/:id/retry', permission: 'supplier.sync.sap', tags,
    summary: 'Retry a failed SAP sync', params: idParams, response: sapSyncDetail,
  }),
};
