/**
 * Repair routes (issue 15): staff inquiries, awards, orders and bill review; the shop's inquiries,
 * quotation, status updates, certificates and bills; the price rounds of both sides.
 */
import { idParams } from '../contracts';
import { route } from '../http/contract';
import { answerBody, listPrices, priceListQuery, roundBody, roundDetail, roundListQuery, roundPage, supplierRound, supplierRoundPage, supplierRoundQuery } from './price-rounds';
import { billPage, billView, inquiryDetail, inquiryPage, orderDetail, orderPage, shopCandidates, supplierInquiry, supplierInquiryPage } from './responses';
import {
  approveQuotationBody,
  billApproveBody,
  billBody,
  billListQuery,
  billRejectBody,
  certificateBody,
  coreSentBody,
  inquiryBody,
  inquiryListQuery,
  noOfferBody,
  orderListQuery,
  quoteBody,
  shopCandidatesQuery,
  statusBody,
  supplierInquiryQuery,
} from './schemas';

const tags = ['repair'];
const inquiry = 'repair.inquiry.manage';
const orderRead = ['repair.order.view', 'repair.order.manage', 'repair.bill.review'] as const;
const orderWrite = ['repair.order.manage', 'repair.bill.review'] as const;
const shopQuote = 'sup.quotation';
const shopOrder = 'sup.purchaseOrder';

export const repairRoutes = {
  inquiries: route({
    method: 'GET', url: '/api/repair/inquiries', permission: inquiry, tags, summary: 'Search repair inquiries', query: inquiryListQuery, response: inquiryPage,
  }),
  inquiry: route({
    method: 'GET', url: '/api/repair/inquiries/:id', permission: inquiry, tags, summary: 'A repair inquiry with each shop’s answer', params: idParams, response: inquiryDetail,
  }),
  createInquiry: route({
    method: 'POST', url: '/api/repair/inquiries', permission: inquiry, tags, summary: 'Send a repair inquiry to repair shops', body: inquiryBody, response: inquiryDetail,
  }),
  closeInquiry: route({
    method: 'POST', url: '/api/repair/inquiries/:id/close', permission: inquiry, tags, summary: 'Close a repair inquiry without an award', params: idParams, response: inquiryDetail, opType: 'modify',
  }),
  shopCandidates: route({
    method: 'GET', url: '/api/repair/shop-candidates', permission: inquiry, tags, summary: 'Repair shops to ask, by repair capability', query: shopCandidatesQuery, response: shopCandidates,
  }),
  award: route({
    method: 'POST', url: '/api/repair/quotes/:id/award', permission: inquiry, tags, summary: 'Award a repair quotation (creates the repair order)', params: idParams, response: orderDetail, opType: 'add',
  }),
  orders: route({
    method: 'GET', url: '/api/repair/orders', permission: orderRead, tags, summary: 'Search repair orders', query: orderListQuery, response: orderPage,
  }),
  ordersExport: route({
    method: 'GET', url: '/api/repair/orders/export', permission: orderRead, tags, summary: 'Export the repair order search to Excel', query: orderListQuery, raw: true, opType: 'query',
  }),
  order: route({
    method: 'GET', url: '/api/repair/orders/:id', permission: orderRead, tags, summary: 'A repair order with its status history, certificates and bill', params: idParams, response: orderDetail,
  }),
  orderStatus: route({
    method: 'POST', url: '/api/repair/orders/:id/status', permission: orderWrite, tags, summary: 'Set a payment-side status of a repair order', params: idParams, body: statusBody, response: orderDetail, opType: 'modify',
  }),
  approveQuotation: route({
    method: 'POST', url: '/api/repair/orders/:id/approve-quotation', permission: 'repair.order.manage', tags, summary: 'Approve the shop’s repair quotation (under repair)', params: idParams, body: approveQuotationBody, response: orderDetail, opType: 'modify',
  }),
  coreSent: route({
    method: 'POST', url: '/api/repair/orders/:id/core-sent', permission: 'repair.order.manage', tags, summary: 'Exchange: the core was sent back to the shop (waybill)', params: idParams, body: coreSentBody, response: orderDetail, opType: 'modify',
  }),
  supCoreReceived: route({
    method: 'POST', url: '/api/sup/repair/orders/:id/core-received', permission: shopOrder, tags, summary: 'Exchange: the shop received the core', params: idParams, response: orderDetail, opType: 'modify',
  }),
  bills: route({
    method: 'GET', url: '/api/repair/bills', permission: orderRead, tags, summary: 'Search repair bills', query: billListQuery, response: billPage,
  }),
  billsExport: route({
    method: 'GET', url: '/api/repair/bills/export', permission: orderRead, tags, summary: 'Export the repair bill search to Excel', query: billListQuery, raw: true, opType: 'query',
  }),
  approveBill: route({
    method: 'POST', url: '/api/repair/bills/:id/approve', permission: 'repair.bill.review', tags, summary: 'Approve a repair bill, with an optional comment', params: idParams, body: billApproveBody, response: billView, opType: 'modify',
  }),
  rejectBill: route({
    method: 'POST', url: '/api/repair/bills/:id/reject', permission: 'repair.bill.review', tags, summary: 'Not approve a repair bill, with a reason', params: idParams, body: billRejectBody, response: billView, opType: 'modify',
  }),
  supInquiries: route({
    method: 'GET', url: '/api/sup/repair/inquiries', permission: shopQuote, tags, summary: 'Repair inquiries to my company, by group', query: supplierInquiryQuery, response: supplierInquiryPage,
  }),
  supInquiry: route({
    method: 'GET', url: '/api/sup/repair/inquiries/:id', permission: shopQuote, tags, summary: 'A repair inquiry to my company with my quotation', params: idParams, response: supplierInquiry,
  }),
  supQuote: route({
    method: 'PUT', url: '/api/sup/repair/inquiries/:id/quote', permission: shopQuote, tags, summary: 'Hold or submit my repair quotation', params: idParams, body: quoteBody, response: supplierInquiry,
  }),
  supNoOffer: route({
    method: 'POST', url: '/api/sup/repair/inquiries/:id/no-offer', permission: shopQuote, tags, summary: 'Make no offer for a repair inquiry, with a reason', params: idParams, body: noOfferBody, response: supplierInquiry, opType: 'modify',
  }),
  supOrders: route({
    method: 'GET', url: '/api/sup/repair/orders', permission: shopOrder, tags, summary: 'My company’s repair orders', query: orderListQuery, response: orderPage,
  }),
  supOrdersExport: route({
    method: 'GET', url: '/api/sup/repair/orders/export', permission: shopOrder, tags, summary: 'Export my company’s repair orders to Excel', query: orderListQuery, raw: true, opType: 'query',
  }),
  supOrder: route({
    method: 'GET', url: '/api/sup/repair/orders/:id', permission: shopOrder, tags, summary: 'One of my company’s repair orders', params: idParams, response: orderDetail,
  }),
  supOrderStatus: route({
    method: 'POST', url: '/api/sup/repair/orders/:id/status', permission: shopOrder, tags, summary: 'Update the maintenance status of a repair order', params: idParams, body: statusBody, response: orderDetail, opType: 'modify',
  }),
  supCertificates: route({
    method: 'PUT', url: '/api/sup/repair/orders/:id/certificates', permission: shopOrder, tags, summary: 'Upload the release certificate of a serial number', params: idParams, body: certificateBody, response: orderDetail, opType: 'modify',
  }),
  supBill: route({
    method: 'PUT', url: '/api/sup/repair/orders/:id/bill', permission: shopOrder, tags, summary: 'Enter or correct the bill of a shipped repair order', params: idParams, body: billBody, response: orderDetail, opType: 'modify',
  }),
  supBills: route({
    method: 'GET', url: '/api/sup/repair/bills', permission: shopOrder, tags, summary: 'My company’s repair bills', query: billListQuery, response: billPage,
  }),
  supBillsExport: route({
    method: 'GET', url: '/api/sup/repair/bills/export', permission: shopOrder, tags, summary: 'Export my company’s repair bills to Excel', query: billListQuery, raw: true, opType: 'query',
  }),
  rounds: route({
    method: 'GET', url: '/api/repair/price-rounds', permission: inquiry, tags, summary: 'Search price rounds (wheel price lists)', query: roundListQuery, response: roundPage,
  }),
  round: route({
    method: 'GET', url: '/api/repair/price-rounds/:id', permission: inquiry, tags, summary: 'A price round with each shop’s prices', params: idParams, response: roundDetail,
  }),
  createRound: route({
    method: 'POST', url: '/api/repair/price-rounds', permission: inquiry, tags, summary: 'Send a price round to repair shops', body: roundBody, response: roundDetail,
  }),
  closeRound: route({
    method: 'POST', url: '/api/repair/price-rounds/:id/close', permission: inquiry, tags, summary: 'Close a price round to answers', params: idParams, response: roundDetail, opType: 'modify',
  }),
  priceList: route({
    method: 'GET', url: '/api/repair/price-list', permission: inquiry, tags, summary: 'Each shop’s current list price of a P/N (submitted prices of rounds valid today)', query: priceListQuery, response: listPrices,
  }),
  supRounds: route({
    method: 'GET', url: '/api/sup/repair/price-rounds', permission: shopQuote, tags, summary: 'Price rounds to my company, by group', query: supplierRoundQuery, response: supplierRoundPage,
  }),
  supRound: route({
    method: 'GET', url: '/api/sup/repair/price-rounds/:id', permission: shopQuote, tags, summary: 'A price round to my company with my prices', params: idParams, response: supplierRound,
  }),
  supRoundAnswer: route({
    method: 'PUT', url: '/api/sup/repair/price-rounds/:id/answer', permission: shopQuote, tags, summary: 'Hold or submit my prices of a price round', params: idParams, body: answerBody, response: supplierRound,
  }),
  supRoundNoOffer: route({
    method: 'POST', url: '/api/sup/repair/price-rounds/:id/no-offer', permission: shopQuote, tags, summary: 'Make no offer in a price round, with a reason', params: idParams, body: noOfferBody, response: supplierRound, opType: 'modify',
  }),
};
