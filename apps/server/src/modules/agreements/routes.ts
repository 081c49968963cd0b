/**
 * Agreement routes (issue 13): the buyer's agreements ('agreements.view' / 'agreements.manage'),
 * the supplier's ('sup.purchaseOrder', D-277), the reports ('agreements.view') and the exchange
 * rates ('sys.exchangeRate.manage'; read also with 'agreements.view').
 */
import { agreementDetail, agreementInput, agreementListQuery, agreementPage, agreementReportLinePage, agreementReportMainPage, agreementReportQuery, agreementSpend, reasonBody, supplierOptions } from '@aerosupply/shared/agreements/schemas';
import { conversion, convertQuery, exchangeRateInput, exchangeRatePage, exchangeRateQuery, exchangeRateRow } from '@aerosupply/shared/agreements/rates';
import { noData } from '@aerosupply/shared/contracts';
import { idParams } from '@aerosupply/shared/validation/ids';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { sendXlsx } from '../../platform/export/xlsx';
import { exportAgreements } from './export';
import { defineRoute } from '../../platform/http/route';
import { contentDisposition } from '../files';
import * as rates from './rates';
import * as reports from './reports';
import * as service from './service';
import { withDrawDown } from './draw-down';

const tags = ['agreements'];
const VIEW = 'agreements.view';
const MANAGE = 'agreements.manage';
const SUPPLIER = 'sup.purchaseOrder';
const RATES = 'sys.exchangeRate.manage';

const sendPdf = (reply: FastifyReply, doc: { pdf: Buffer; filename: string }) =>
  reply.header('Content-Type', 'application/pdf').header('Content-Disposition', contentDisposition('attachment', doc.filename)).header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'no-store').send(doc.pdf);

export function registerAgreementRoutes(app: FastifyInstance): void {
  // ---- Buyer side ----
  defineRoute(app, { method: 'GET', url: '/api/agreements', permission: VIEW, summary: 'Agreements (filters: number, title, status, supplier, valid on)', tags, query: agreementListQuery, response: agreementPage, handler: ({ deps, actor, query }) => service.listAgreements(deps, actor, query) });
  defineRoute(app, {
    method: 'GET', url: '/api/agreements/export', permission: VIEW, tags, summary: 'Export the agreement search to Excel', query: agreementListQuery, raw: true, opType: 'query',
    handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportAgreements(deps, actor, query, lang), 'agreements.xlsx'),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/agreements/suppliers',
    permission: MANAGE,
    summary: 'Suppliers an agreement may name (search by name or vendor code)',
    tags,
    query: z.strictObject({ q: z.string().trim().max(60).optional() }),
    response: supplierOptions,
    handler: ({ deps, query }) => service.listSupplierOptions(deps, query.q || undefined),
  });
  defineRoute(app, { method: 'GET', url: '/api/agreements/:id', permission: VIEW, summary: 'One agreement with lines, clauses, changes of this version and history', tags, params: idParams, response: agreementDetail, handler: ({ deps, actor, params }) => withDrawDown(deps, service.getAgreement(deps, actor, params.id)) });
  defineRoute(app, { method: 'POST', url: '/api/agreements', permission: MANAGE, summary: 'Create an agreement (draft)', tags, body: agreementInput, response: agreementDetail, handler: ({ deps, actor, body }) => withDrawDown(deps, service.createAgreement(deps, actor, body)) });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/agreements/:id',
    permission: MANAGE,
    summary: 'Edit an agreement (a new version once sent)',
    tags,
    params: idParams,
    body: agreementInput,
    response: agreementDetail,
    handler: ({ deps, actor, params, body }) => withDrawDown(deps, service.updateAgreement(deps, actor, params.id, body)),
  });
  defineRoute(app, { method: 'POST', url: '/api/agreements/:id/send', permission: MANAGE, summary: 'Send an agreement to the supplier', tags, params: idParams, response: agreementDetail, opType: 'modify', handler: ({ deps, actor, params }) => withDrawDown(deps, service.sendAgreement(deps, actor, params.id)) });
  defineRoute(app, {
    method: 'POST',
    url: '/api/agreements/:id/cancel',
    permission: MANAGE,
    summary: 'Cancel an agreement (reason required)',
    tags,
    params: idParams,
    body: reasonBody,
    response: agreementDetail,
    opType: 'modify',
    handler: ({ deps, actor, params, body }) => withDrawDown(deps, service.cancelAgreement(deps, actor, params.id, body)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/agreements/:id/pdf',
    permission: VIEW,
    summary: 'The bilingual agreement PDF',
    tags,
    params: idParams,
    raw: true,
    handler: async ({ deps, actor, params, reply }) => sendPdf(reply, await service.agreementDocument(deps, actor, params.id)),
  });

  // ---- Supplier side (the contract screens, D-278) ----
  defineRoute(app, { method: 'GET', url: '/api/sup/agreements', permission: SUPPLIER, summary: "The supplier's agreements (contracts)", tags, query: agreementListQuery, response: agreementPage, handler: ({ deps, actor, query }) => service.listAgreements(deps, actor, query) });
  defineRoute(app, {
    method: 'GET', url: '/api/sup/agreements/export', permission: SUPPLIER, tags, summary: "Export the supplier's agreement search to Excel", query: agreementListQuery, raw: true, opType: 'query',
    handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportAgreements(deps, actor, query, lang), 'agreements.xlsx'),
  });
  defineRoute(app, { method: 'GET', url: '/api/sup/agreements/:id', permission: SUPPLIER, summary: 'One agreement of the supplier with what this version changed', tags, params: idParams, response: agreementDetail, handler: ({ deps, actor, params }) => withDrawDown(deps, service.getAgreement(deps, actor, params.id)) });
  defineRoute(app, { method: 'POST', url: '/api/sup/agreements/:id/confirm', permission: SUPPLIER, summary: 'Confirm an agreement', tags, params: idParams, response: agreementDetail, opType: 'modify', handler: ({ deps, actor, params }) => withDrawDown(deps, service.confirmAgreement(deps, actor, params.id)) });
  defineRoute(app, {
    method: 'POST',
    url: '/api/sup/agreements/:id/refuse',
    permission: SUPPLIER,
    summary: 'Refuse an agreement (reason required)',
    tags,
    params: idParams,
    body: reasonBody,
    response: agreementDetail,
    opType: 'modify',
    handler: ({ deps, actor, params, body }) => withDrawDown(deps, service.refuseAgreement(deps, actor, params.id, body)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/sup/agreements/:id/pdf',
    permission: SUPPLIER,
    summary: 'The bilingual agreement PDF (supplier)',
    tags,
    params: idParams,
    raw: true,
    handler: async ({ deps, actor, params, reply }) => sendPdf(reply, await service.agreementDocument(deps, actor, params.id)),
  });

  // ---- Reports ----
  defineRoute(app, { method: 'GET', url: '/api/agreement-reports/main', permission: VIEW, summary: 'Agreement report, main: totals per agreement', tags, query: agreementReportQuery, response: agreementReportMainPage, handler: ({ deps, actor, query }) => reports.reportMain(deps, actor, query) });
  defineRoute(app, { method: 'GET', url: '/api/agreement-reports/lines', permission: VIEW, summary: 'Agreement report, minor: one row per line', tags, query: agreementReportQuery, response: agreementReportLinePage, handler: ({ deps, actor, query }) => reports.reportLines(deps, actor, query) });
  defineRoute(app, { method: 'GET', url: '/api/agreement-reports/spend', permission: VIEW, summary: 'Spend in CNY per supplier and per category', tags, query: agreementReportQuery, response: agreementSpend, handler: ({ deps, actor, query }) => reports.reportSpend(deps, actor, query) });
  defineRoute(app, {
    method: 'GET',
    url: '/api/agreement-reports/lines/export',
    permission: VIEW,
    summary: 'Export the agreement report lines to Excel (streamed)',
    tags,
    query: agreementReportQuery,
    raw: true,
    opType: 'query',
    handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, reports.exportReportLines(deps, actor, query, lang), 'agreement-report.xlsx'),
  });

  // ---- Exchange rates (D-274) ----
  defineRoute(app, { method: 'GET', url: '/api/exchange-rates', permission: [RATES, VIEW], summary: 'Exchange rates (filters: currencies, dates)', tags, query: exchangeRateQuery, response: exchangeRatePage, handler: ({ deps, query }) => rates.listRates(deps, query) });
  defineRoute(app, {
    method: 'GET',
    url: '/api/exchange-rates/convert',
    permission: [RATES, VIEW],
    summary: 'Convert an amount at a date (answers the rate used)',
    tags,
    query: convertQuery,
    response: conversion,
    handler: async ({ deps, query }) => rates.mustConvert(deps.db, query.amount, query.from, query.to, query.date),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/exchange-rates/export',
    permission: RATES,
    summary: 'Export the exchange rates to Excel',
    tags,
    query: exchangeRateQuery,
    raw: true,
    opType: 'query',
    handler: async ({ deps, query, lang, reply }) => sendXlsx(reply, rates.exportRates(deps, query, lang), 'exchange-rates.xlsx'),
  });
  defineRoute(app, { method: 'POST', url: '/api/exchange-rates', permission: RATES, summary: 'Add an exchange rate', tags, body: exchangeRateInput, response: exchangeRateRow, handler: ({ deps, actor, body }) => rates.createRate(deps, actor, body) });
  defineRoute(app, { method: 'PUT', url: '/api/exchange-rates/:id', permission: RATES, summary: 'Change an exchange rate', tags, params: idParams, body: exchangeRateInput, response: exchangeRateRow, handler: ({ deps, actor, params, body }) => rates.updateRate(deps, actor, params.id, body) });
  defineRoute(app, { method: 'DELETE', url: '/api/exchange-rates/:id', permission: RATES, summary: 'Delete an exchange rate', tags, params: idParams, response: noData, handler: async ({ deps, params }) => rates.deleteRate(deps, params.id) });
}

