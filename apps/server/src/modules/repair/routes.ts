/** Repair routes: staff inquiries, awards, orders and bill review; the shop's inquiries, quotation, status updates, certificates and bills. */
import { idParams } from '@aerosupply/shared/contracts';
import {
  approveQuotationBody, billBody, coreSentBody, billListQuery, billApproveBody, billRejectBody, certificateBody, inquiryBody, inquiryListQuery, noOfferBody, orderListQuery, quoteBody,
  shopCandidatesQuery, statusBody, supplierInquiryQuery,
} from '@aerosupply/shared/repair/schemas';
import { billPage, billView, inquiryDetail, inquiryPage, orderDetail, orderPage, shopCandidates, supplierInquiry, supplierInquiryPage } from '@aerosupply/shared/repair/responses';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import { sendXlsx } from '../../platform/export/xlsx';
import { exportRepairOrders } from './order-export';
import { answerBody, listPrices, priceListQuery, roundBody, roundDetail, roundListQuery, roundPage, supplierRound, supplierRoundPage, supplierRoundQuery } from '@aerosupply/shared/repair/price-rounds';
import { registerFileOwner } from '../files';
import { closeRound, createRound, declineRound, getRound, getSupplierRound, priceListOf, saveAnswer, searchRounds, searchSupplierRounds } from './price-rounds';
import { awardQuote, closeInquiry, createInquiry, declineQuote, getInquiry, getSupplierInquiry, listShopCandidates, saveQuote, searchInquiries, searchSupplierInquiries } from './service';
import { getOrder, moveCore, REPAIR_ORDER_FILES, repairOrderFileRule, searchOrders, setOrderStatus, uploadCertificate } from './orders';
import { exportBills, reviewBill, searchBills, submitBill } from './bills';

export function registerRepairRoutes(app: FastifyInstance): void {
  registerFileOwner(REPAIR_ORDER_FILES, repairOrderFileRule);
  const tags = ['repair'];
  const inquiry = 'repair.inquiry.manage';
  const orderRead = ['repair.order.view', 'repair.order.manage', 'repair.bill.review'] as const;
  const orderWrite = ['repair.order.manage', 'repair.bill.review'] as const;
  const shopQuote = 'sup.quotation';
  const shopOrder = 'sup.purchaseOrder';

  defineRoute(app, {
    method: 'GET', url: '/api/repair/inquiries', permission: inquiry, tags,
    summary: 'Search repair inquiries', query: inquiryListQuery, response: inquiryPage,
    handler: ({ deps, actor, query }) => searchInquiries(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/repair/inquiries/:id', permission: inquiry, tags,
    summary: 'A repair inquiry with each shop’s answer', params: idParams, response: inquiryDetail,
    handler: ({ deps, actor, params }) => getInquiry(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/repair/inquiries', permission: inquiry, tags,
    summary: 'Send a repair inquiry to repair shops', body: inquiryBody, response: inquiryDetail,
    handler: ({ deps, actor, body }) => createInquiry(deps, actor, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/repair/inquiries/:id/close', permission: inquiry, tags,
    summary: 'Close a repair inquiry without an award', params: idParams, response: inquiryDetail, opType: 'modify',
    handler: ({ deps, actor, params }) => closeInquiry(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/repair/shop-candidates', permission: inquiry, tags,
    summary: 'Repair shops to ask, by repair capability', query: shopCandidatesQuery, response: shopCandidates,
    handler: ({ deps, query }) => listShopCandidates(deps, query.pn, query.ataChapter),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/repair/quotes/:id/award', permission: inquiry, tags,
    summary: 'Award a repair quotation (creates the repair order)', params: idParams, response: orderDetail, opType: 'add',
    handler: ({ deps, actor, params }) => awardQuote(deps, actor, params.id),
  });

  defineRoute(app, {
    method: 'GET', url: '/api/repair/orders', permission: orderRead, tags,
    summary: 'Search repair orders', query: orderListQuery, response: orderPage,
    handler: ({ deps, actor, query }) => searchOrders(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/repair/orders/export', permission: orderRead, tags,
    summary: 'Export the repair order search to Excel', query: orderListQuery, raw: true, opType: 'query',
    handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportRepairOrders(deps, actor, query, lang), 'repair-orders.xlsx'),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/repair/orders/:id', permission: orderRead, tags,
    summary: 'A repair order with its status history, certificates and bill', params: idParams, response: orderDetail,
    handler: ({ deps, actor, params }) => getOrder(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/repair/orders/:id/status', permission: orderWrite, tags,
    summary: 'Set a payment-side status of a repair order', params: idParams, body: statusBody, response: orderDetail, opType: 'modify',
    handler: ({ deps, actor, params, body }) => setOrderStatus(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/repair/orders/:id/approve-quotation', permission: 'repair.order.manage', tags,
    summary: 'Approve the shop’s repair quotation (under repair)', params: idParams, body: approveQuotationBody, response: orderDetail, opType: 'modify',
    handler: ({ deps, actor, params, body }) => setOrderStatus(deps, actor, params.id, { status: 'under_repair', note: body.note }),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/repair/orders/:id/core-sent', permission: 'repair.order.manage', tags,
    summary: 'Exchange: the core was sent back to the shop (waybill)', params: idParams, body: coreSentBody, response: orderDetail, opType: 'modify',
    handler: ({ deps, actor, params, body }) => moveCore(deps, actor, params.id, 'send_core', body.waybillNo),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/sup/repair/orders/:id/core-received', permission: shopOrder, tags,
    summary: 'Exchange: the shop received the core', params: idParams, response: orderDetail, opType: 'modify',
    handler: ({ deps, actor, params }) => moveCore(deps, actor, params.id, 'receive_core', null),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/repair/bills', permission: orderRead, tags,
    summary: 'Search repair bills', query: billListQuery, response: billPage,
    handler: ({ deps, actor, query }) => searchBills(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/repair/bills/export', permission: orderRead, tags,
    summary: 'Export the repair bill search to Excel', query: billListQuery, raw: true, opType: 'query',
    handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportBills(deps, actor, query, lang), 'repair-bills.xlsx'),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/repair/bills/:id/approve', permission: 'repair.bill.review', tags,
    summary: 'Approve a repair bill, with an optional comment', params: idParams, body: billApproveBody, response: billView, opType: 'modify',
    handler: ({ deps, actor, params, body }) => reviewBill(deps, actor, params.id, 'approve', body.comment ?? null),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/repair/bills/:id/reject', permission: 'repair.bill.review', tags,
    summary: 'Not approve a repair bill, with a reason', params: idParams, body: billRejectBody, response: billView, opType: 'modify',
    handler: ({ deps, actor, params, body }) => reviewBill(deps, actor, params.id, 'reject', body.reason),
  });

  defineRoute(app, {
    method: 'GET', url: '/api/sup/repair/inquiries', permission: shopQuote, tags,
    summary: 'Repair inquiries to my company, by group', query: supplierInquiryQuery, response: supplierInquiryPage,
    handler: ({ deps, actor, query }) => searchSupplierInquiries(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/sup/repair/inquiries/:id', permission: shopQuote, tags,
    summary: 'A repair inquiry to my company with my quotation', params: idParams, response: supplierInquiry,
    handler: ({ deps, actor, params }) => getSupplierInquiry(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/sup/repair/inquiries/:id/quote', permission: shopQuote, tags,
    summary: 'Hold or submit my repair quotation', params: idParams, body: quoteBody, response: supplierInquiry,
    handler: ({ deps, actor, params, body }) => saveQuote(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/sup/repair/inquiries/:id/no-offer', permission: shopQuote, tags,
    summary: 'Make no offer for a repair inquiry, with a reason', params: idParams, body: noOfferBody, response: supplierInquiry, opType: 'modify',
    handler: ({ deps, actor, params, body }) => declineQuote(deps, actor, params.id, body.reason),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/sup/repair/orders', permission: shopOrder, tags,
    summary: 'My company’s repair orders', query: orderListQuery, response: orderPage,
    handler: ({ deps, actor, query }) => searchOrders(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/sup/repair/orders/export', permission: shopOrder, tags,
    summary: 'Export my company’s repair orders to Excel', query: orderListQuery, raw: true, opType: 'query',
    handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportRepairOrders(deps, actor, query, lang), 'repair-orders.xlsx'),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/sup/repair/orders/:id', permission: shopOrder, tags,
    summary: 'One of my company’s repair orders', params: idParams, response: orderDetail,
    handler: ({ deps, actor, params }) => getOrder(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/sup/repair/orders/:id/status', permission: shopOrder, tags,
    summary: 'Update the maintenance status of a repair order', params: idParams, body: statusBody, response: orderDetail, opType: 'modify',
    handler: ({ deps, actor, params, body }) => setOrderStatus(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/sup/repair/orders/:id/certificates', permission: shopOrder, tags,
    summary: 'Upload the release certificate of a serial number', params: idParams, body: certificateBody, response: orderDetail, opType: 'modify',
    handler: ({ deps, actor, params, body }) => uploadCertificate(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/sup/repair/orders/:id/bill', permission: shopOrder, tags,
    summary: 'Enter or correct the bill of a shipped repair order', params: idParams, body: billBody, response: orderDetail, opType: 'modify',
    handler: ({ deps, actor, params, body }) => submitBill(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/sup/repair/bills', permission: shopOrder, tags,
    summary: 'My company’s repair bills', query: billListQuery, response: billPage,
    handler: ({ deps, actor, query }) => searchBills(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/sup/repair/bills/export', permission: shopOrder, tags,
    summary: 'Export my company’s repair bills to Excel', query: billListQuery, raw: true, opType: 'query',
    handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportBills(deps, actor, query, lang), 'repair-bills.xlsx'),
  });

  // wheel price lists: price rounds (D-341, D-342)
  defineRoute(app, {
    method: 'GET', url: '/api/repair/price-rounds', permission: inquiry, tags,
    summary: 'Search price rounds (wheel price lists)', query: roundListQuery, response: roundPage,
    handler: ({ deps, actor, query }) => searchRounds(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/repair/price-rounds/:id', permission: inquiry, tags,
    summary: 'A price round with each shop’s prices', params: idParams, response: roundDetail,
    handler: ({ deps, actor, params }) => getRound(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/repair/price-rounds', permission: inquiry, tags,
    summary: 'Send a price round to repair shops', body: roundBody, response: roundDetail,
    handler: ({ deps, actor, body }) => createRound(deps, actor, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/repair/price-rounds/:id/close', permission: inquiry, tags,
    summary: 'Close a price round to answers', params: idParams, response: roundDetail, opType: 'modify',
    handler: ({ deps, actor, params }) => closeRound(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/repair/price-list', permission: inquiry, tags,
    summary: 'Each shop’s current list price of a P/N (submitted prices of rounds valid today)', query: priceListQuery, response: listPrices,
    handler: ({ deps, query }) => priceListOf(deps, query.pn),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/sup/repair/price-rounds', permission: shopQuote, tags,
    summary: 'Price rounds to my company, by group', query: supplierRoundQuery, response: supplierRoundPage,
    handler: ({ deps, actor, query }) => searchSupplierRounds(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/sup/repair/price-rounds/:id', permission: shopQuote, tags,
    summary: 'A price round to my company with my prices', params: idParams, response: supplierRound,
    handler: ({ deps, actor, params }) => getSupplierRound(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/sup/repair/price-rounds/:id/answer', permission: shopQuote, tags,
    summary: 'Hold or submit my prices of a price round', params: idParams, body: answerBody, response: supplierRound,
    handler: ({ deps, actor, params, body }) => saveAnswer(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/sup/repair/price-rounds/:id/no-offer', permission: shopQuote, tags,
    summary: 'Make no offer in a price round, with a reason', params: idParams, body: noOfferBody, response: supplierRound, opType: 'modify',
    handler: ({ deps, actor, params, body }) => declineRound(deps, actor, params.id, body.reason),
  });
}
