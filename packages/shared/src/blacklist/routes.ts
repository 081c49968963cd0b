/** Blacklist routes: list, listIst (insert), listUpd (update), history, form (spec 000 §2 supBlack). */
import { route } from '../http/contract';
import { idParams } from '../validation/ids';
import { blacklistDetail, blacklistHistoryPage, blacklistPage } from './responses';
import { blacklistCreateBody, blacklistFinanceBody, blacklistHistoryQuery, blacklistListQuery, blacklistUpdateBody } from './schemas';

const tags = ['blacklist'];

export const blacklistRoutes = {
  list: route({
    method: 'GET', url: '/api/blacklist', permission: 'supplier.blacklist.view', tags,
    summary: 'Query the blacklist', query: blacklistListQuery, response: blacklistPage,
  }),
  export: route({
    method: 'GET', url: '/api/blacklist/export', permission: 'supplier.blacklist.view', tags,
    summary: 'Export the blacklist to Excel', query: blacklistListQuery, raw: true, opType: 'query',
  }),
  history: route({
    method: 'GET', url: '/api/blacklist/history', permission: 'supplier.blacklist.view', tags,
    summary: 'Blacklist history', query: blacklistHistoryQuery, response: blacklistHistoryPage,
  }),
  detail: route({
    method: 'GET', url: '/api/blacklist/:id', permission: 'supplier.blacklist.view', tags,
    summary: 'One blacklist entry with its history', params: idParams, response: blacklistDetail,
  }),
  create: route({
    method: 'POST', url: '/api/blacklist', permission: 'supplier.blacklist.insert', tags,
    summary: 'Add a supplier to the blacklist', body: blacklistCreateBody, response: blacklistDetail,
  }),
  update: route({
    method: 'PUT', url: '/api/blacklist/:id', permission: 'supplier.blacklist.update', tags,
    summary: 'Edit or lift a blacklist entry', params: idParams, body: blacklistUpdateBody, response: blacklistDetail,
  }),
  finance: route({
    method: 'POST', url: '/api/blacklist/:id/finance', permission: 'supplier.freeze.approve', tags,
    summary: 'Finance handles a blacklist entry', params: idParams, body: blacklistFinanceBody, response: blacklistDetail,
    opType: 'modify',
  }),
};
