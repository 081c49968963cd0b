/** Staff supplier directory routes: supplier information, official suppliers, finance list, detail, official edits. */
import { route } from '../http/contract';
import { supplierDataView } from '../supplier-profile/schemas';
import { companyIdParams } from '../validation/ids';
import { directoryPage, financePage, officialPage, supplierDetail } from './responses';
import { editAddressBody, editGeneralBody, editPurchasingBody, editScopeBody, financeListQuery, officialQuery, supplierInfoQuery } from './schemas';

const tags = ['supplier-directory'];

/** Who may open a supplier's detail: every staff screen that lists suppliers. */
const DETAIL_VIEWERS = [
  'supplier.info.view', 'supplier.official.view', 'supplier.finance.view', 'supplier.control', 'supplier.freeze.request', 'supplier.freeze.approve',
  'supplier.preaudit', 'supplier.audit', 'supplier.review.business', 'supplier.review.inviting', 'supplier.review.oa', 'supplier.review.quality',
  'supplier.sync.sap', 'supplier.blacklist.view',
] as const;

/** The sections of an official supplier that SAP staff edit, each its own PUT. */
export const OFFICIAL_EDIT_SECTIONS = ['general', 'purchasing', 'scope', 'address'] as const;
export type OfficialEditSection = (typeof OFFICIAL_EDIT_SECTIONS)[number];

const edit = { method: 'PUT', permission: 'supplier.sync.sap', tags, params: companyIdParams, response: supplierDetail } as const;

export const supplierDirectoryRoutes = {
  info: route({
    method: 'GET', url: '/api/suppliers/info', permission: 'supplier.info.view', tags,
    summary: 'Supplier information list', query: supplierInfoQuery, response: directoryPage,
  }),
  infoExport: route({
    method: 'GET', url: '/api/suppliers/info/export', permission: 'supplier.info.view', tags,
    summary: 'Export supplier information to Excel', query: supplierInfoQuery, raw: true, opType: 'query',
  }),
  official: route({
    method: 'GET', url: '/api/suppliers/official', permission: 'supplier.official.view', tags,
    summary: 'Official suppliers (keyset pages, capped count)', query: officialQuery, response: officialPage,
  }),
  officialExport: route({
    method: 'GET', url: '/api/suppliers/official/export', permission: 'supplier.official.view', tags,
    summary: 'Export official suppliers to Excel', query: officialQuery, raw: true, opType: 'query',
  }),
  finance: route({
    method: 'GET', url: '/api/suppliers/finance', permission: 'supplier.finance.view', tags,
    summary: 'Finance supplier list', query: financeListQuery, response: financePage,
  }),
  financeExport: route({
    method: 'GET', url: '/api/suppliers/finance/export', permission: 'supplier.finance.view', tags,
    summary: 'Export the finance supplier list to Excel', query: financeListQuery, raw: true, opType: 'query',
  }),
  detail: route({
    method: 'GET', url: '/api/suppliers/:companyId', permission: DETAIL_VIEWERS, tags,
    summary: 'Supplier information view with audit and inquiry history', params: companyIdParams, response: supplierDetail,
  }),
  data: route({
    method: 'GET', url: '/api/suppliers/:companyId/data', permission: DETAIL_VIEWERS, tags,
    summary: "The supplier's data as its wizard holds it, with file names and sizes", params: companyIdParams, response: supplierDataView,
  }),
  editGeneral: route({ ...edit, url: '/api/suppliers/official/:companyId/general', summary: 'Edit an official supplier: general data', body: editGeneralBody }),
  editPurchasing: route({ ...edit, url: '/api/suppliers/official/:companyId/purchasing', summary: 'Edit an official supplier: purchasing data', body: editPurchasingBody }),
  editScope: route({ ...edit, url: '/api/suppliers/official/:companyId/scope', summary: 'Edit an official supplier: supply scope', body: editScopeBody }),
  editAddress: route({ ...edit, url: '/api/suppliers/official/:companyId/address', summary: 'Edit an official supplier: address and contacts', body: editAddressBody }),
};

/** The edit route of each section. */
export const officialEditRoutes = {
  general: supplierDirectoryRoutes.editGeneral,
  purchasing: supplierDirectoryRoutes.editPurchasing,
  scope: supplierDirectoryRoutes.editScope,
  address: supplierDirectoryRoutes.editAddress,
} as const satisfies Record<OfficialEditSection, unknown>;
