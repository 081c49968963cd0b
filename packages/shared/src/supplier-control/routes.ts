/** Supplier control routes: suspend / un-suspend / delete, freeze and unfreeze requests, finance approval. */
import { route } from '../http/contract';
import { companyIdParams, idParams } from '../validation/ids';
import { controlDetail, controlPage, freezeDetail, freezePage } from './responses';
import { controlActionBody, controlActionParams, controlListQuery, freezeDecisionBody, freezeEditBody, freezeListQuery, freezeRequestBody } from './schemas';

const tags = ['supplier-control'];
const viewers = ['supplier.control', 'supplier.freeze.request', 'supplier.freeze.approve'] as const;
const freezeViewers = ['supplier.freeze.request', 'supplier.freeze.approve'] as const;

export const supplierControlRoutes = {
  list: route({
    method: 'GET', url: '/api/supplier-control', permission: viewers, tags,
    summary: 'Search suppliers to control (vendor code, company, purchase org, vendor type)', query: controlListQuery, response: controlPage,
  }),
  detail: route({
    method: 'GET', url: '/api/supplier-control/:companyId', permission: viewers, tags,
    summary: 'A supplier control record with its control and freeze history', params: companyIdParams, response: controlDetail,
  }),
  action: route({
    method: 'POST', url: '/api/supplier-control/:companyId/:action', permission: 'supplier.control', tags,
    summary: 'Suspend, un-suspend or delete a supplier (reason and attachments)', params: controlActionParams, body: controlActionBody, response: controlDetail,
    opType: 'modify',
  }),
  freezeList: route({
    method: 'GET', url: '/api/supplier-freeze', permission: freezeViewers, tags,
    summary: 'Freeze / unfreeze requests', query: freezeListQuery, response: freezePage,
  }),
  freezeExport: route({
    method: 'GET', url: '/api/supplier-freeze/export', permission: freezeViewers, tags,
    summary: 'Export freeze / unfreeze requests to Excel', query: freezeListQuery, raw: true, opType: 'query',
  }),
  freezeDetail: route({
    method: 'GET', url: '/api/supplier-freeze/:id', permission: freezeViewers, tags,
    summary: 'One freeze / unfreeze request with the supplier history', params: idParams, response: freezeDetail,
  }),
  requestFreeze: route({
    method: 'POST', url: '/api/supplier-freeze', permission: 'supplier.freeze.request', tags,
    summary: 'Step 1: request a freeze or unfreeze', body: freezeRequestBody, response: freezeDetail,
  }),
  editFreeze: route({
    method: 'PUT', url: '/api/supplier-freeze/:id', permission: 'supplier.freeze.request', tags,
    summary: 'Edit a pending freeze / unfreeze request', params: idParams, body: freezeEditBody, response: freezeDetail,
  }),
  withdrawFreeze: route({
    method: 'POST', url: '/api/supplier-freeze/:id/withdraw', permission: 'supplier.freeze.request', tags,
    summary: 'Withdraw a pending freeze / unfreeze request', params: idParams, response: freezeDetail,
    opType: 'modify',
  }),
  decideFreeze: route({
    method: 'POST', url: '/api/supplier-freeze/:id/decision', permission: 'supplier.freeze.approve', tags,
    summary: 'Step 2: finance approves or rejects (step 3: the result)', params: idParams, body: freezeDecisionBody, response: freezeDetail,
    opType: 'modify',
  }),
};
