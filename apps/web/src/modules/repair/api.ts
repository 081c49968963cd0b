/** Repair calls (staff inquiries, awards, orders, bill review; the shop's quotation, status updates, certificates, bills), through the shared route contracts. */
import type { BillInput, CertificateBody, InquiryInput, QuoteInput } from '@aerosupply/shared/repair/schemas';
import type { AnswerInput, RoundInput } from '@aerosupply/shared/repair/price-rounds';
import { repairRoutes } from '@aerosupply/shared/repair/routes';
import type { BodyOf } from '@aerosupply/shared/http/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/call';

export type RepairSide = 'staff' | 'supplier';

export const repairKeys = {
  all: ['repair'] as const,
  inquiries: ['repair', 'inquiries'] as const,
  inquiry: (id: number) => ['repair', 'inquiries', 'one', id] as const,
  supInquiries: ['repair', 'sup-inquiries'] as const,
  supInquiry: (id: number) => ['repair', 'sup-inquiries', 'one', id] as const,
  rounds: ['repair', 'rounds'] as const,
  round: (id: number) => ['repair', 'rounds', 'one', id] as const,
  supRounds: ['repair', 'sup-rounds'] as const,
  supRound: (id: number) => ['repair', 'sup-rounds', 'one', id] as const,
  bills: (side: RepairSide) => ['repair', 'bills', side] as const,
  orders: (side: RepairSide) => ['repair', 'orders', side] as const,
  order: (side: RepairSide, id: number) => ['repair', 'orders', side, 'one', id] as const,
};

/** The routes that differ by side: the order list, export, detail and status; the bill list and export. */
export const ORDER_ROUTES = {
  staff: { list: repairRoutes.orders, export: repairRoutes.ordersExport, detail: repairRoutes.order, status: repairRoutes.orderStatus },
  supplier: { list: repairRoutes.supOrders, export: repairRoutes.supOrdersExport, detail: repairRoutes.supOrder, status: repairRoutes.supOrderStatus },
} as const;
export const BILL_ROUTES = {
  staff: { list: repairRoutes.bills, export: repairRoutes.billsExport },
  supplier: { list: repairRoutes.supBills, export: repairRoutes.supBillsExport },
} as const;
export const ORDER_PAGES: Record<RepairSide, string> = { staff: '/repair/orders', supplier: '/sup/repair-orders' };
/** Who may read repair orders, per side (any one key; the server's list routes and the menu say the same). */
export const ORDER_READ: Record<RepairSide, readonly string[]> = { staff: ['repair.order.view', 'repair.order.manage', 'repair.bill.review'], supplier: ['sup.purchaseOrder'] };

/** A status update as the shop or the buyer sends it. */
export type StatusInput = BodyOf<typeof repairRoutes.orderStatus>;

export const repairApi = {
  createInquiry: (body: InquiryInput) => call(repairRoutes.createInquiry, { body }, { silent: true }),
  getInquiry: (id: number) => call(repairRoutes.inquiry, { params: { id } }),
  closeInquiry: (id: number) => call(repairRoutes.closeInquiry, { params: { id } }),
  shopCandidates: (pn: string, ataChapter = '') => call(repairRoutes.shopCandidates, { query: { ...(pn ? { pn } : {}), ...(ataChapter ? { ataChapter } : {}) } }, { background: true }),
  createRound: (body: RoundInput) => call(repairRoutes.createRound, { body }, { silent: true }),
  getRound: (id: number) => call(repairRoutes.round, { params: { id } }),
  closeRound: (id: number) => call(repairRoutes.closeRound, { params: { id } }),
  getSupplierRound: (id: number) => call(repairRoutes.supRound, { params: { id } }),
  saveAnswer: (id: number, body: AnswerInput) => call(repairRoutes.supRoundAnswer, { params: { id }, body }, { silent: true }),
  noOfferRound: (id: number, reason: string) => call(repairRoutes.supRoundNoOffer, { params: { id }, body: { reason } }, { silent: true }),
  award: (quoteId: number) => call(repairRoutes.award, { params: { id: quoteId } }),
  getSupplierInquiry: (id: number) => call(repairRoutes.supInquiry, { params: { id } }),
  saveQuote: (id: number, body: QuoteInput) => call(repairRoutes.supQuote, { params: { id }, body }, { silent: true }),
  noOffer: (id: number, reason: string) => call(repairRoutes.supNoOffer, { params: { id }, body: { reason } }, { silent: true }),
  getOrder: (side: RepairSide, id: number) => call(ORDER_ROUTES[side].detail, { params: { id } }),
  setStatus: (side: RepairSide, id: number, body: StatusInput) => call(ORDER_ROUTES[side].status, { params: { id }, body }, { silent: true }),
  approveQuotation: (id: number, note?: string) => call(repairRoutes.approveQuotation, { params: { id }, body: note ? { note } : {} }, { silent: true }),
  uploadCertificate: (id: number, body: CertificateBody) => call(repairRoutes.supCertificates, { params: { id }, body }, { silent: true }),
  submitBill: (id: number, body: BillInput) => call(repairRoutes.supBill, { params: { id }, body }, { silent: true }),
  coreSent: (id: number, waybillNo: string) => call(repairRoutes.coreSent, { params: { id }, body: { waybillNo } }, { silent: true }),
  coreReceived: (id: number) => call(repairRoutes.supCoreReceived, { params: { id } }),
  approveBill: (id: number, comment?: string) => call(repairRoutes.approveBill, { params: { id }, body: comment ? { comment } : {} }),
  rejectBill: (id: number, reason: string) => call(repairRoutes.rejectBill, { params: { id }, body: { reason } }, { silent: true }),
};

export function useInquiry(id: number) {
  return useQuery({ queryKey: repairKeys.inquiry(id), queryFn: () => repairApi.getInquiry(id) });
}
export function useSupplierInquiry(id: number) {
  return useQuery({ queryKey: repairKeys.supInquiry(id), queryFn: () => repairApi.getSupplierInquiry(id) });
}
export function useRepairOrder(side: RepairSide, id: number) {
  return useQuery({ queryKey: repairKeys.order(side, id), queryFn: () => repairApi.getOrder(side, id) });
}
export function useRound(id: number) {
  return useQuery({ queryKey: repairKeys.round(id), queryFn: () => repairApi.getRound(id) });
}
export function useSupplierRound(id: number) {
  return useQuery({ queryKey: repairKeys.supRound(id), queryFn: () => repairApi.getSupplierRound(id) });
}
