/** Supplier control: the routes of `@aerosupply/shared/supplier-control/routes` (suspend / un-suspend / delete, freeze requests, finance approval). */
import { supplierControlRoutes as r } from '@aerosupply/shared/supplier-control/routes';
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
  defineRoute(app, { ...r.list, handler: ({ deps, actor, query }) => searchControl(deps, actor, query) });
  defineRoute(app, { ...r.detail, handler: ({ deps, actor, params }) => getControl(deps, actor, params.companyId) });
  defineRoute(app, { ...r.action, handler: ({ deps, actor, params, body }) => applyControlAction(deps, actor, params.companyId, params.action, body) });
  defineRoute(app, { ...r.freezeList, handler: ({ deps, actor, query }) => searchFreezeRequests(deps, actor, query) });
  defineRoute(app, {
    ...r.freezeExport,
    handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportFreezeRequests(deps, actor, query, lang), 'freeze-requests.xlsx'),
  });
  defineRoute(app, { ...r.freezeDetail, handler: ({ deps, actor, params }) => getFreezeRequest(deps, actor, params.id) });
  defineRoute(app, { ...r.requestFreeze, handler: ({ deps, actor, body }) => requestFreeze(deps, actor, body) });
  defineRoute(app, { ...r.editFreeze, handler: ({ deps, actor, params, body }) => editFreezeRequest(deps, actor, params.id, body) });
  defineRoute(app, { ...r.withdrawFreeze, handler: ({ deps, actor, params }) => withdrawFreezeRequest(deps, actor, params.id) });
  defineRoute(app, { ...r.decideFreeze, handler: ({ deps, actor, params, body }) => decideFreezeRequest(deps, actor, params.id, body) });
}
