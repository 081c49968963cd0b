/**
 * Agreement routes (issue 13): the buyer's agreements ('agreements.view' / 'agreements.manage'),
 * the supplier's ('sup.purchaseOrder', D-277), the reports ('agreements.view') and the exchange
 * rates ('sys.exchangeRate.manage'; read also with 'agreements.view').
 */
import { noData } from '../contracts';
import { route } from '../http/contract';
import { idParams } from '../validation/ids';
import { conversion, convertQuery, exchangeRateInput, exchangeRatePage, exchangeRateQuery, exchangeRateRow } from './rates';
import {
  agreementDetail,
  agreementInput,
  agreementListQuery,
  agreementPage,
  agreementReportLinePage,
  agreementReportMainPage,
  agreementReportQuery,
  agreementSpend,
  reasonBody,
  supplierOptions,
  supplierOptionsQuery,
} from './schemas';

const tags = ['agreements'];
const VIEW = 'agreements.view';
const MANAGE = 'agreements.manage';
const SUPPLIER = 'sup.purchaseOrder';
const RATES = 'sys.exchangeRate.manage';

export const agreementRoutes = {
  // ---- Buyer side ----
  list: route({ method: 'GET', url: '/api/agreements', permission: VIEW, summary: 'Agreements (filters: number, title, status, supplier, valid on)', tags, query: agreementListQuery, response: agreementPage }),
  export: route({ method: 'GET', url: '/api/agreements/export', permission: VIEW, tags, summary: 'Export the agreement search to Excel', query: agreementListQuery, raw: true, opType: 'query' }),
  suppliers: route({
    method: 'GET', url: '/api/agreements/suppliers', permission: MANAGE, tags,
    summary: 'Suppliers an agreement may name (search by name or vendor code)', query: supplierOptionsQuery, response: supplierOptions,
  }),
  detail: route({ method: 'GET', url: '/api/agreements/:id', permission: VIEW, summary: 'One agreement with lines, clauses, changes of this version and history', tags, params: idParams, response: agreementDetail }),
  create: route({ method: 'POST', url: '/api/agreements', permission: MANAGE, summary: 'Create an agreement (draft)', tags, body: agreementInput, response: agreementDetail }),
  update: route({ method: 'PUT', url: '/api/agreements/:id', permission: MANAGE, summary: 'Edit an agreement (a new version once sent)', tags, params: idParams, body: agreementInput, response: agreementDetail }),
  send: route({ method: 'POST', url: '/api/agreements/:id/send', permission: MANAGE, summary: 'Send an agreement to the supplier', tags, params: idParams, response: agreementDetail, opType: 'modify' }),
  cancel: route({ method: 'POST', url: '/api/agreements/:id/cancel', permission: MANAGE, summary: 'Cancel an agreement (reason required)', tags, params: idParams, body: reasonBody, response: agreementDetail, opType: 'modify' }),
  pdf: route({ method: 'GET', url: '/api/agreements/:id/pdf', permission: VIEW, summary: 'The bilingual agreement PDF', tags, params: idParams, raw: true }),

  // ---- Supplier side (the contract screens, D-278) ----
  supList: route({ method: 'GET', url: '/api/sup/agreements', permission: SUPPLIER, summary: "The supplier's agreements (contracts)", tags, query: agreementListQuery, response: agreementPage }),
  supExport: route({ method: 'GET', url: '/api/sup/agreements/export', permission: SUPPLIER, tags, summary: "Export the supplier's agreement search to Excel", query: agreementListQuery, raw: true, opType: 'query' }),
  supDetail: route({ method: 'GET', url: '/api/sup/agreements/:id', permission: SUPPLIER, summary: 'One agreement of the supplier with what this version changed', tags, params: idParams, response: agreementDetail }),
  supConfirm: route({ method: 'POST', url: '/api/sup/agreements/:id/confirm', permission: SUPPLIER, summary: 'Confirm an agreement', tags, params: idParams, response: agreementDetail, opType: 'modify' }),
  supRefuse: route({ method: 'POST', url: '/api/sup/agreements/:id/refuse', permission: SUPPLIER, summary: 'Refuse an agreement (reason required)', tags, params: idParams, body: reasonBody, response: agreementDetail, opType: 'modify' }),
  supPdf: route({ method: 'GET', url: '/api/sup/agreements/:id/pdf', permission: SUPPLIER, summary: 'The bilingual agreement PDF (supplier)', tags, params: idParams, raw: true }),

  // ---- Reports ----
  reportMain: route({ method: 'GET', url: '/api/agreement-reports/main', permission: VIEW, summary: 'Agreement report, main: totals per agreement', tags, query: agreementReportQuery, response: agreementReportMainPage }),
  reportLines: route({ method: 'GET', url: '/api/agreement-reports/lines', permission: VIEW, summary: 'Agreement report, minor: one row per line', tags, query: agreementReportQuery, response: agreementReportLinePage }),
  reportSpend: route({ method: 'GET', url: '/api/agreement-reports/spend', permission: VIEW, summary: 'Spend in CNY per supplier and per category', tags, query: agreementReportQuery, response: agreementSpend }),
  reportLinesExport: route({ method: 'GET', url: '/api/agreement-reports/lines/export', permission: VIEW, summary: 'Export the agreement report lines to Excel (streamed)', tags, query: agreementReportQuery, raw: true, opType: 'query' }),

  // ---- Exchange rates (D-274) ----
  rates: route({ method: 'GET', url: '/api/exchange-rates', permission: [RATES, VIEW], summary: 'Exchange rates (filters: currencies, dates)', tags, query: exchangeRateQuery, response: exchangeRatePage }),
  convert: route({ method: 'GET', url: '/api/exchange-rates/convert', permission: [RATES, VIEW], summary: 'Convert an amount at a date (answers the rate used)', tags, query: convertQuery, response: conversion }),
  ratesExport: route({ method: 'GET', url: '/api/exchange-rates/export', permission: RATES, summary: 'Export the exchange rates to Excel', tags, query: exchangeRateQuery, raw: true, opType: 'query' }),
  createRate: route({ method: 'POST', url: '/api/exchange-rates', permission: RATES, summary: 'Add an exchange rate', tags, body: exchangeRateInput, response: exchangeRateRow }),
  updateRate: route({ method: 'PUT', url: '/api/exchange-rates/:id', permission: RATES, summary: 'Change an exchange rate', tags, params: idParams, body: exchangeRateInput, response: exchangeRateRow }),
  deleteRate: route({ method: 'DELETE', url: '/api/exchange-rates/:id', permission: RATES, summary: 'Delete an exchange rate', tags, params: idParams, response: noData }),
};
