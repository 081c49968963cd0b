/** Staff supplier lists and views: the routes of `@aerosupply/shared/supplier-directory/routes` (information, official, finance, detail, edits). */
import { supplierDirectoryRoutes as r } from '@aerosupply/shared/supplier-directory/routes';
import type { FastifyInstance } from 'fastify';
import { sendXlsx } from '../../platform/export/xlsx';
import { defineRoute } from '../../platform/http/route';
import { exportFinance, exportOfficial, exportSupplierInfo } from './export';
import { companyToday, editOfficialSupplier, getSupplierDataForStaff, getSupplierDetail, searchFinance, searchOfficial, searchSupplierInfo } from './service';

export function registerSupplierDirectoryRoutes(app: FastifyInstance): void {
  defineRoute(app, { ...r.info, handler: ({ deps, actor, query }) => searchSupplierInfo(deps, actor, query) });
  defineRoute(app, {
    ...r.infoExport,
    handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportSupplierInfo(deps, actor, query, lang), 'supplier-information.xlsx'),
  });
  defineRoute(app, { ...r.official, handler: ({ deps, actor, query }) => searchOfficial(deps.db, actor, query, companyToday(deps)) });
  defineRoute(app, {
    ...r.officialExport,
    handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportOfficial(deps, actor, query, lang), 'official-suppliers.xlsx'),
  });
  defineRoute(app, { ...r.finance, handler: ({ deps, actor, query }) => searchFinance(deps, actor, query) });
  defineRoute(app, {
    ...r.financeExport,
    handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportFinance(deps, actor, query, lang), 'finance-suppliers.xlsx'),
  });
  defineRoute(app, { ...r.detail, handler: ({ deps, actor, params }) => getSupplierDetail(deps, actor, params.companyId) });
  defineRoute(app, { ...r.data, handler: ({ deps, actor, params }) => getSupplierDataForStaff(deps, actor, params.companyId) });
  defineRoute(app, { ...r.editGeneral, handler: ({ deps, actor, params, body }) => editOfficialSupplier(deps, actor, params.companyId, { section: 'general', ...body }) });
  defineRoute(app, { ...r.editPurchasing, handler: ({ deps, actor, params, body }) => editOfficialSupplier(deps, actor, params.companyId, { section: 'purchasing', ...body }) });
  defineRoute(app, { ...r.editScope, handler: ({ deps, actor, params, body }) => editOfficialSupplier(deps, actor, params.companyId, { section: 'scope', ...body }) });
  defineRoute(app, { ...r.editAddress, handler: ({ deps, actor, params, body }) => editOfficialSupplier(deps, actor, params.companyId, { section: 'address', ...body }) });
}
