/** Blacklist: list, listIst (insert), listUpd (update), history, form (spec 000 §2 supBlack). */
import { blacklistCreateBody, blacklistFinanceBody, blacklistHistoryQuery, blacklistListQuery, blacklistUpdateBody } from '@aerosupply/shared/blacklist/schemas';
import { blacklistDetail, blacklistHistoryPage, blacklistPage } from '@aerosupply/shared/blacklist/responses';
import { idParams } from '@aerosupply/shared/supplier-review/schemas';
import type { FastifyInstance } from 'fastify';
import { sendXlsx } from '../../platform/export/xlsx';
import { defineRoute } from '../../platform/http/route';
import { exportBlacklist } from './export';
import { addToBlacklist, financeHandleEntry, getEntry, searchBlacklist, searchHistory, updateBlacklistEntry } from './service';

export function registerBlacklistRoutes(app: FastifyInstance): void {
  const tags = ['blacklist'];
  defineRoute(app, {
    method: 'GET', url: '/api/blacklist', permission: 'supplier.blacklist.view', tags,
    summary: 'Query the blacklist', query: blacklistListQuery, response: blacklistPage,
    handler: ({ deps, actor, query }) => searchBlacklist(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/blacklist/export', permission: 'supplier.blacklist.view', tags,
    summary: 'Export the blacklist to Excel', query: blacklistListQuery, raw: true, opType: 'query',
    handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportBlacklist(deps, actor, query, lang), 'blacklist.xlsx'),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/blacklist/history', permission: 'supplier.blacklist.view', tags,
    summary: 'Blacklist history', query: blacklistHistoryQuery, response: blacklistHistoryPage,
    handler: ({ deps, query }) => searchHistory(deps, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/blacklist/:id', permission: 'supplier.blacklist.view', tags,
    summary: 'One blacklist entry with its history', params: idParams, response: blacklistDetail,
    handler: ({ deps, actor, params }) => getEntry(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/blacklist', permission: 'supplier.blacklist.insert', tags,
    summary: 'Add a supplier to the blacklist', body: blacklistCreateBody, response: blacklistDetail,
    handler: ({ deps, actor, body }) => addToBlacklist(deps, actor, body),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/blacklist/:id', permission: 'supplier.blacklist.update', tags,
    summary: 'Edit or lift a blacklist entry', params: idParams, body: blacklistUpdateBody, response: blacklistDetail,
    handler: ({ deps, actor, params, body }) => updateBlacklistEntry(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/blacklist/:id/finance', permission: 'supplier.freeze.approve', tags,
    summary: 'Finance handles a blacklist entry', params: idParams, body: blacklistFinanceBody, response: blacklistDetail,
    opType: 'modify',
    handler: ({ deps, actor, params, body }) => financeHandleEntry(deps, actor, params.id, body),
  });
}
