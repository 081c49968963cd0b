/** Repair routes: staff inquiries, awards, orders and bill review; the shop's inquiries, quotation, status updates, certificates and bills: the contracts of `@aerosupply/shared/repair/routes`. */
import { repairRoutes as r } from '@aerosupply/shared/repair/routes';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import { sendXlsx } from '../../platform/export/xlsx';
import { exportRepairOrders } from './order-export';
import { registerFileOwner } from '../files';
import { closeRound, createRound, declineRound, getRound, getSupplierRound, priceListOf, saveAnswer, searchRounds, searchSupplierRounds } from './price-rounds';
import { awardQuote, closeInquiry, createInquiry, declineQuote, getInquiry, getSupplierInquiry, listShopCandidates, saveQuote, searchInquiries, searchSupplierInquiries } from './service';
import { getOrder, moveCore, REPAIR_ORDER_FILES, repairOrderFileRule, searchOrders, setOrderStatus, uploadCertificate } from './orders';
import { exportBills, reviewBill, searchBills, submitBill } from './bills';

export function registerRepairRoutes(app: FastifyInstance): void {
  registerFileOwner(REPAIR_ORDER_FILES, repairOrderFileRule);

  defineRoute(app, { ...r.inquiries, handler: ({ deps, actor, query }) => searchInquiries(deps, actor, query) });
  defineRoute(app, { ...r.inquiry, handler: ({ deps, actor, params }) => getInquiry(deps, actor, params.id) });
  defineRoute(app, { ...r.createInquiry, handler: ({ deps, actor, body }) => createInquiry(deps, actor, body) });
  defineRoute(app, { ...r.closeInquiry, handler: ({ deps, actor, params }) => closeInquiry(deps, actor, params.id) });
  defineRoute(app, { ...r.shopCandidates, handler: ({ deps, query }) => listShopCandidates(deps, query.pn, query.ataChapter) });
  defineRoute(app, { ...r.award, handler: ({ deps, actor, params }) => awardQuote(deps, actor, params.id) });

  defineRoute(app, { ...r.orders, handler: ({ deps, actor, query }) => searchOrders(deps, actor, query) });
  defineRoute(app, { ...r.ordersExport, handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportRepairOrders(deps, actor, query, lang), 'repair-orders.xlsx') });
  defineRoute(app, { ...r.order, handler: ({ deps, actor, params }) => getOrder(deps, actor, params.id) });
  defineRoute(app, { ...r.orderStatus, handler: ({ deps, actor, params, body }) => setOrderStatus(deps, actor, params.id, body) });
  defineRoute(app, { ...r.approveQuotation, handler: ({ deps, actor, params, body }) => setOrderStatus(deps, actor, params.id, { status: 'under_repair', note: body.note }) });
  defineRoute(app, { ...r.coreSent, handler: ({ deps, actor, params, body }) => moveCore(deps, actor, params.id, 'send_core', body.waybillNo) });
  defineRoute(app, { ...r.supCoreReceived, handler: ({ deps, actor, params }) => moveCore(deps, actor, params.id, 'receive_core', null) });
  defineRoute(app, { ...r.bills, handler: ({ deps, actor, query }) => searchBills(deps, actor, query) });
  defineRoute(app, { ...r.billsExport, handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportBills(deps, actor, query, lang), 'repair-bills.xlsx') });
  defineRoute(app, { ...r.approveBill, handler: ({ deps, actor, params, body }) => reviewBill(deps, actor, params.id, 'approve', body.comment ?? null) });
  defineRoute(app, { ...r.rejectBill, handler: ({ deps, actor, params, body }) => reviewBill(deps, actor, params.id, 'reject', body.reason) });

  defineRoute(app, { ...r.supInquiries, handler: ({ deps, actor, query }) => searchSupplierInquiries(deps, actor, query) });
  defineRoute(app, { ...r.supInquiry, handler: ({ deps, actor, params }) => getSupplierInquiry(deps, actor, params.id) });
  defineRoute(app, { ...r.supQuote, handler: ({ deps, actor, params, body }) => saveQuote(deps, actor, params.id, body) });
  defineRoute(app, { ...r.supNoOffer, handler: ({ deps, actor, params, body }) => declineQuote(deps, actor, params.id, body.reason) });
  defineRoute(app, { ...r.supOrders, handler: ({ deps, actor, query }) => searchOrders(deps, actor, query) });
  defineRoute(app, { ...r.supOrdersExport, handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportRepairOrders(deps, actor, query, lang), 'repair-orders.xlsx') });
  defineRoute(app, { ...r.supOrder, handler: ({ deps, actor, params }) => getOrder(deps, actor, params.id) });
  defineRoute(app, { ...r.supOrderStatus, handler: ({ deps, actor, params, body }) => setOrderStatus(deps, actor, params.id, body) });
  defineRoute(app, { ...r.supCertificates, handler: ({ deps, actor, params, body }) => uploadCertificate(deps, actor, params.id, body) });
  defineRoute(app, { ...r.supBill, handler: ({ deps, actor, params, body }) => submitBill(deps, actor, params.id, body) });
  defineRoute(app, { ...r.supBills, handler: ({ deps, actor, query }) => searchBills(deps, actor, query) });
  defineRoute(app, { ...r.supBillsExport, handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportBills(deps, actor, query, lang), 'repair-bills.xlsx') });

  // wheel price lists: price rounds (D-341, D-342)
  defineRoute(app, { ...r.rounds, handler: ({ deps, actor, query }) => searchRounds(deps, actor, query) });
  defineRoute(app, { ...r.round, handler: ({ deps, actor, params }) => getRound(deps, actor, params.id) });
  defineRoute(app, { ...r.createRound, handler: ({ deps, actor, body }) => createRound(deps, actor, body) });
  defineRoute(app, { ...r.closeRound, handler: ({ deps, actor, params }) => closeRound(deps, actor, params.id) });
  defineRoute(app, { ...r.priceList, handler: ({ deps, query }) => priceListOf(deps, query.pn) });
  defineRoute(app, { ...r.supRounds, handler: ({ deps, actor, query }) => searchSupplierRounds(deps, actor, query) });
  defineRoute(app, { ...r.supRound, handler: ({ deps, actor, params }) => getSupplierRound(deps, actor, params.id) });
  defineRoute(app, { ...r.supRoundAnswer, handler: ({ deps, actor, params, body }) => saveAnswer(deps, actor, params.id, body) });
  defineRoute(app, { ...r.supRoundNoOffer, handler: ({ deps, actor, params, body }) => declineRound(deps, actor, params.id, body.reason) });
}
