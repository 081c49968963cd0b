/** Electronic freight bills (issue 17): a forwarder ('fwd.bill') reads and writes its own company's bills, logistics staff ('logistics.bills.view') read all and review ('logistics.bills.review'); rate cards are staff's ('logistics.bills.rates'). */
import { idParams, noData } from '../contracts';
import { route } from '../http/contract';
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
} from './schemas';

const tags = ['freight-bills'];
const read = ['fwd.bill', 'logistics.bills.view'] as const;
const write = 'fwd.bill';
const reviewer = 'logistics.bills.review';
const rates = 'logistics.bills.rates';

export const freightBillRoutes = {
  list: route({
    method: 'GET', url: '/api/freight-bills', permission: [...read], tags,
    summary: 'Electronic bills (the forwarder its own, staff all) with their rate card difference', query: billListQuery, response: billPage,
  }),
  export: route({
    method: 'GET', url: '/api/freight-bills/export', permission: [...read], tags,
    summary: 'Export the bill search (the forwarder its own, staff all) to Excel', query: billListQuery, raw: true, opType: 'query',
  }),
  differences: route({
    method: 'GET', url: '/api/freight-bills/differences', permission: [...read], tags,
    summary: 'Cross-bill difference list: every weight, route, duplicate, rate difference and unmatched waybill with the amount at stake', query: differenceListQuery, response: differencePage,
  }),
  exportDifferences: route({
    method: 'GET', url: '/api/freight-bills/differences/export', permission: [...read], tags,
    summary: 'Export the cross-bill difference list to Excel (the same filters, streamed)', query: differenceListQuery, raw: true, opType: 'query',
  }),
  detail: route({
    method: 'GET', url: '/api/freight-bills/:id', permission: [...read], tags,
    summary: 'One electronic bill: every field, expected amount, files, history', params: idParams, response: billDetail,
  }),
  create: route({
    method: 'POST', url: '/api/freight-bills', permission: write, tags,
    summary: 'Create an electronic bill (draft)', body: billBody, response: billDetail,
  }),
  update: route({
    method: 'PUT', url: '/api/freight-bills/:id', permission: write, tags,
    summary: 'Edit an electronic bill (draft or returned)', params: idParams, body: billBody, response: billDetail,
  }),
  renumber: route({
    method: 'PUT', url: '/api/freight-bills/:id/number', permission: write, tags,
    summary: 'Edit the bill number', params: idParams, body: billNumberBody, response: billDetail,
  }),
  submit: route({
    method: 'POST', url: '/api/freight-bills/:id/submit', permission: write, tags,
    summary: 'Submit an electronic bill for review', params: idParams, response: billDetail, opType: 'modify',
  }),
  remove: route({
    method: 'DELETE', url: '/api/freight-bills/:id', permission: write, tags,
    summary: 'Delete a draft electronic bill', params: idParams, response: noData,
  }),
  approve: route({
    method: 'POST', url: '/api/freight-bills/:id/approve', permission: reviewer, tags,
    summary: 'Approve a submitted electronic bill', params: idParams, body: billApproveBody, response: billDetail, opType: 'modify',
  }),
  return: route({
    method: 'POST', url: '/api/freight-bills/:id/return', permission: reviewer, tags,
    summary: 'Return a submitted electronic bill with a reason', params: idParams, body: billReturnBody, response: billDetail, opType: 'modify',
  }),
  rateCards: route({
    method: 'GET', url: '/api/freight-rate-cards', permission: rates, tags,
    summary: 'Rate cards per forwarder and route', query: rateCardListQuery, response: rateCardPage,
  }),
  rateCardForwarders: route({
    method: 'GET', url: '/api/freight-rate-cards/forwarders', permission: rates, tags,
    summary: 'Forwarder companies for the rate card picker', response: forwarderOptions,
  }),
  rateCard: route({
    method: 'GET', url: '/api/freight-rate-cards/:id', permission: rates, tags,
    summary: 'One rate card', params: idParams, response: rateCardView,
  }),
  createRateCard: route({
    method: 'POST', url: '/api/freight-rate-cards', permission: rates, tags,
    summary: 'Create a rate card', body: rateCardBody, response: rateCardView,
  }),
  updateRateCard: route({
    method: 'PUT', url: '/api/freight-rate-cards/:id', permission: rates, tags,
    summary: 'Edit a rate card', params: idParams, body: rateCardBody, response: rateCardView,
  }),
  deleteRateCard: route({
    method: 'DELETE', url: '/api/freight-rate-cards/:id', permission: rates, tags,
    summary: 'Delete a rate card', params: idParams, response: noData,
  }),
};
