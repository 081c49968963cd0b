/** Blacklist: the routes of `@aerosupply/shared/blacklist/routes` (spec 000 §2 supBlack). */
import { blacklistRoutes as r } from '@aerosupply/shared/blacklist/routes';
import type { FastifyInstance } from 'fastify';
import { sendXlsx } from '../../platform/export/xlsx';
import { defineRoute } from '../../platform/http/route';
import { exportBlacklist } from './export';
import { addToBlacklist, financeHandleEntry, getEntry, searchBlacklist, searchHistory, updateBlacklistEntry } from './service';

export function registerBlacklistRoutes(app: FastifyInstance): void {
  defineRoute(app, { ...r.list, handler: ({ deps, actor, query }) => searchBlacklist(deps, actor, query) });
  defineRoute(app, {
    ...r.export,
    handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportBlacklist(deps, actor, query, lang), 'blacklist.xlsx'),
  });
  defineRoute(app, { ...r.history, handler: ({ deps, query }) => searchHistory(deps, query) });
  defineRoute(app, { ...r.detail, handler: ({ deps, actor, params }) => getEntry(deps, actor, params.id) });
  defineRoute(app, { ...r.create, handler: ({ deps, actor, body }) => addToBlacklist(deps, actor, body) });
  defineRoute(app, { ...r.update, handler: ({ deps, actor, params, body }) => updateBlacklistEntry(deps, actor, params.id, body) });
  defineRoute(app, { ...r.finance, handler: ({ deps, actor, params, body }) => financeHandleEntry(deps, actor, params.id, body) });
}
