/** Supplier control (suspend / un-suspend / delete), freeze and unfreeze requests, finance approval. */
import {
  controlActionBody,
  controlActionParams,
  controlListQuery,
  freezeDecisionBody,
  freezeEditBody,
  freezeListQuery,
  freezeRequestBody,
} from '@aerosupply/shared/supplier-control/schemas';
import { controlDetail, controlPage, freezeDetail, freezePage } from '@aerosupply/shared/supplier-control/responses';
import { companyIdParams, idParams } from '@aerosupply/shared/supplier-review/schemas';
import type { FastifyInstance } from 'fastify';
import { sendXlsx } from '../../platform/export/xlsx';
import { defineRoute } from '../../platform/http/route';
import { exportFreezeRequests } from './export';
import {
  applyControlAction,
  decideFreezeRequest,
  editFreezeRequest,
  getControl,
  getFreezeRequest,
  requestFreeze,
  searchControl,
  searchFreezeRequests,
  withdrawFreezeRequest,
} from './service';

export function registerSupplierControlRoutes(app: FastifyInstance): void {
  const tags = ['supplier-control'];
  const viewers = ['supplier.control', 'supplier.freeze.request', 'supplier.freeze.approve'] as const;
  defineRoute(app, {
    method: 'GET', url: '/api/supplier-control', permission: viewers, tags,
    summary: 'Search suppliers to control (vendor code, company, purchase org, vendor type)', query: controlListQuery, response: controlPage,
    handler: ({ deps, actor, query }) => searchControl(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/supplier-control/:companyId', permission: viewers, tags,
    summary: 'A supplier control record with its control and freeze history', params: companyIdParams, response: controlDetail,
    handler: ({ deps, actor, params }) => getControl(deps, actor, params.companyId),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/supplier-control/:companyId/:action', permission: 'supplier.control', tags,
    summary: 'Suspend, un-suspend or delete a supplier (reason and attachments)', params: controlActionParams, body: controlActionBody, response: controlDetail,
    opType: 'modify',
    handler: ({ deps, actor, params, body }) => applyControlAction(deps, actor, params.companyId, params.action, body),
  });

  defineRoute(app, {
    method: 'GET', url: '/api/supplier-freeze', permission: ['supplier.freeze.request', 'supplier.freeze.approve'], tags,
    summary: 'Freeze / unfreeze requests', query: freezeListQuery, response: freezePage,
    handler: ({ deps, actor, query }) => searchFreezeRequests(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/supplier-freeze/export', permission: ['supplier.freeze.request', 'supplier.freeze.approve'], tags,
    summary: 'Export freeze / unfreeze requests to Excel', query: freezeListQuery, raw: true, opType: 'query',
    handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportFreezeRequests(deps, actor, query, lang), 'freeze-requests.xlsx'),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/supplier-freeze/:id', permission: ['supplier.freeze.request', 'supplier.freeze.approve'], tags,
    summary: 'One freeze / unfreeze request with the supplier history', params: idParams, response: freezeDetail,
    handler: ({ deps, actor, params }) => getFreezeRequest(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/supplier-freeze', permission: 'supplier.freeze.request', tags,
    summary: 'Step 1: request a freeze or unfreeze', body: freezeRequestBody, response: freezeDetail,
    handler: ({ deps, actor, body }) => requestFreeze(deps, actor, body),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/supplier-freeze/:id', permission: 'supplier.freeze.request', tags,
    summary: 'Edit a pending freeze / unfreeze request', params: idParams, body: freezeEditBody, response: freezeDetail,
    handler: ({ deps, actor, params, body }) => editFreezeRequest(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/supplier-freeze/:id/withdraw', permission: 'supplier.freeze.request', tags,
    summary: 'Withdraw a pending freeze / unfreeze request', params: idParams, response: freezeDetail,
    opType: 'modify',
    handler: ({ deps, actor, params }) => withdrawFreezeRequest(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/supplier-freeze/:id/decision', permission: 'supplier.freeze.approve', tags,
    summary: 'Step 2: finance approves or rejects (step 3: the result)', params: idParams, body: freezeDecisionBody, response: freezeDetail,
    opType: 'modify',
    handler: ({ deps, actor, params, body }) => decideFreezeRequest(deps, actor, params.id, body),
  });
}
