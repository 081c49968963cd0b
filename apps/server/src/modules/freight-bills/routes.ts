/**
 * Electronic freight bills (issue 17): one set of routes for both sides — a forwarder ('fwd.bill')
 * reads and writes its own company's bills, logistics staff ('logistics.bills.view') read all and
 * review ('logistics.bills.review'); rate cards are staff's ('logistics.bills.rates').
 */
import { idParams, noData } from '@aerosupply/shared/contracts';
import {
  billApproveBody,
  billBody,
  billDetail,
  billListQuery,
  billNumberBody,
  billPage,
  billReturnBody,
  differenceListQuery,
  differencePage,
  forwarderOptions,
  rateCardBody,
  rateCardListQuery,
  rateCardPage,
  rateCardView,
} from '@aerosupply/shared/freight-bills/schemas';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import { sendXlsx } from '../../platform/export/xlsx';
import { exportBills } from './export';
import * as differences from './differences';
import * as service from './service';

const tags = ['freight-bills'];
const read = ['fwd.bill', 'logistics.bills.view'] as const;
const write = 'fwd.bill';
const reviewer = 'logistics.bills.review';
const rates = 'logistics.bills.rates';

export function registerFreightBillRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: '/api/freight-bills', permission: [...read], tags,
    summary: 'Electronic bills (the forwarder its own, staff all) with their rate card difference', query: billListQuery, response: billPage,
    handler: ({ deps, actor, query }) => service.listBills(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/freight-bills/export', permission: [...read], tags,
    summary: 'Export the bill search (the forwarder its own, staff all) to Excel', query: billListQuery, raw: true, opType: 'query',
    handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportBills(deps, actor, query, lang), 'freight-bills.xlsx'),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/freight-bills/differences', permission: [...read], tags,
    summary: 'Cross-bill difference list: every weight, route, duplicate, rate difference and unmatched waybill with the amount at stake', query: differenceListQuery, response: differencePage,
    handler: ({ deps, actor, query }) => differences.listDifferences(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/freight-bills/differences/export', permission: [...read], tags, raw: true, opType: 'query',
    summary: 'Export the cross-bill difference list to Excel (the same filters, streamed)', query: differenceListQuery,
    handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, differences.exportDifferences(deps, actor, query, lang), 'bill-differences.xlsx'),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/freight-bills/:id', permission: [...read], tags,
    summary: 'One electronic bill: every field, expected amount, files, history', params: idParams, response: billDetail,
    handler: ({ deps, actor, params }) => service.getBill(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/freight-bills', permission: write, tags,
    summary: 'Create an electronic bill (draft)', body: billBody, response: billDetail,
    handler: ({ deps, actor, body }) => service.createBill(deps, actor, body),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/freight-bills/:id', permission: write, tags,
    summary: 'Edit an electronic bill (draft or returned)', params: idParams, body: billBody, response: billDetail,
    handler: ({ deps, actor, params, body }) => service.updateBill(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/freight-bills/:id/number', permission: write, tags,
    summary: 'Edit the bill number', params: idParams, body: billNumberBody, response: billDetail,
    handler: ({ deps, actor, params, body }) => service.renumberBill(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/freight-bills/:id/submit', permission: write, tags, opType: 'modify',
    summary: 'Submit an electronic bill for review', params: idParams, response: billDetail,
    handler: ({ deps, actor, params }) => service.submitBill(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'DELETE', url: '/api/freight-bills/:id', permission: write, tags,
    summary: 'Delete a draft electronic bill', params: idParams, response: noData,
    handler: ({ deps, actor, params }) => service.deleteBill(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/freight-bills/:id/approve', permission: reviewer, tags, opType: 'modify',
    summary: 'Approve a submitted electronic bill', params: idParams, body: billApproveBody, response: billDetail,
    handler: ({ deps, actor, params, body }) => service.approveBill(deps, actor, params.id, body.comment),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/freight-bills/:id/return', permission: reviewer, tags, opType: 'modify',
    summary: 'Return a submitted electronic bill with a reason', params: idParams, body: billReturnBody, response: billDetail,
    handler: ({ deps, actor, params, body }) => service.returnBill(deps, actor, params.id, body.reason),
  });

  defineRoute(app, {
    method: 'GET', url: '/api/freight-rate-cards', permission: rates, tags,
    summary: 'Rate cards per forwarder and route', query: rateCardListQuery, response: rateCardPage,
    handler: ({ deps, actor, query }) => service.listRateCards(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/freight-rate-cards/forwarders', permission: rates, tags,
    summary: 'Forwarder companies for the rate card picker', response: forwarderOptions,
    handler: ({ deps }) => service.listForwarders(deps),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/freight-rate-cards/:id', permission: rates, tags,
    summary: 'One rate card', params: idParams, response: rateCardView,
    handler: ({ deps, actor, params }) => service.getRateCard(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/freight-rate-cards', permission: rates, tags,
    summary: 'Create a rate card', body: rateCardBody, response: rateCardView,
    handler: ({ deps, actor, body }) => service.createRateCard(deps, actor, body),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/freight-rate-cards/:id', permission: rates, tags,
    summary: 'Edit a rate card', params: idParams, body: rateCardBody, response: rateCardView,
    handler: ({ deps, actor, params, body }) => service.updateRateCard(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'DELETE', url: '/api/freight-rate-cards/:id', permission: rates, tags,
    summary: 'Delete a rate card', params: idParams, response: noData,
    handler: ({ deps, actor, params }) => service.deleteRateCard(deps, actor, params.id),
  });
}
