/** Staff supplier lists and views: supplier information, official suppliers, finance list, detail, edits. */
import {
  editAddressBody,
  editGeneralBody,
  editPurchasingBody,
  editScopeBody,
  financeListQuery,
  officialQuery,
  supplierInfoQuery,
} from '@aerosupply/shared/supplier-directory/schemas';
import { directoryPage, financePage, officialPage, supplierDetail } from '@aerosupply/shared/supplier-directory/responses';
import { supplierDataView } from '@aerosupply/shared/supplier-profile/schemas';
import { companyIdParams } from '@aerosupply/shared/supplier-review/schemas';
import type { FastifyInstance } from 'fastify';
import { sendXlsx } from '../../platform/export/xlsx';
import { defineRoute } from '../../platform/http/route';
import { exportFinance, exportOfficial, exportSupplierInfo } from './export';
import { companyToday, editOfficialSupplier, getSupplierDataForStaff, getSupplierDetail, searchFinance, searchOfficial, searchSupplierInfo } from './service';

/** Who may open a supplier's detail: every staff screen that lists suppliers. */
const DETAIL_VIEWERS = [
  'supplier.info.view', 'supplier.official.view', 'supplier.finance.view', 'supplier.control', 'supplier.freeze.request', 'supplier.freeze.approve',
  'supplier.preaudit', 'supplier.audit', 'supplier.review.business', 'supplier.review.inviting', 'supplier.review.oa', 'supplier.review.quality',
  'supplier.sync.sap', 'supplier.blacklist.view',
] as const;

export function registerSupplierDirectoryRoutes(app: FastifyInstance): void {
  const tags = ['supplier-directory'];
  defineRoute(app, {
    method: 'GET', url: '/api/suppliers/info', permission: 'supplier.info.view', tags,
    summary: 'Supplier information list', query: supplierInfoQuery, response: directoryPage,
    handler: ({ deps, actor, query }) => searchSupplierInfo(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/suppliers/info/export', permission: 'supplier.info.view', tags,
    summary: 'Export supplier information to Excel', query: supplierInfoQuery, raw: true, opType: 'query',
    handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportSupplierInfo(deps, actor, query, lang), 'supplier-information.xlsx'),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/suppliers/official', permission: 'supplier.official.view', tags,
    summary: 'Official suppliers (keyset pages, capped count)', query: officialQuery, response: officialPage,
    handler: ({ deps, actor, query }) => searchOfficial(deps.db, actor, query, companyToday(deps)),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/suppliers/official/export', permission: 'supplier.official.view', tags,
    summary: 'Export official suppliers to Excel', query: officialQuery, raw: true, opType: 'query',
    handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportOfficial(deps, actor, query, lang), 'official-suppliers.xlsx'),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/suppliers/finance', permission: 'supplier.finance.view', tags,
    summary: 'Finance supplier list', query: financeListQuery, response: financePage,
    handler: ({ deps, actor, query }) => searchFinance(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/suppliers/finance/export', permission: 'supplier.finance.view', tags,
    summary: 'Export the finance supplier list to Excel', query: financeListQuery, raw: true, opType: 'query',
    handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportFinance(deps, actor, query, lang), 'finance-suppliers.xlsx'),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/suppliers/:companyId', permission: DETAIL_VIEWERS, tags,
    summary: 'Supplier information view with audit and inquiry history', params: companyIdParams, response: supplierDetail,
    handler: ({ deps, actor, params }) => getSupplierDetail(deps, actor, params.companyId),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/suppliers/:companyId/data', permission: DETAIL_VIEWERS, tags,
    summary: "The supplier's data as its wizard holds it, with file names and sizes", params: companyIdParams, response: supplierDataView,
    handler: ({ deps, actor, params }) => getSupplierDataForStaff(deps, actor, params.companyId),
  });
  const edits = [
    ['general', editGeneralBody, 'Edit an official supplier: general data'],
    ['purchasing', editPurchasingBody, 'Edit an official supplier: purchasing data'],
    ['scope', editScopeBody, 'Edit an official supplier: supply scope'],
    ['address', editAddressBody, 'Edit an official supplier: address and contacts'],
  ] as const;
  for (const [section, body, summary] of edits) {
    defineRoute(app, {
      method: 'PUT', url: `/api/suppliers/official/:companyId/${section}`, permission: 'supplier.sync.sap', tags,
      summary, params: companyIdParams, body, response: supplierDetail,
      handler: ({ deps, actor, params, body: b }) => editOfficialSupplier(deps, actor, params.companyId, { section, ...b } as Parameters<typeof editOfficialSupplier>[3]),
    });
  }
}
