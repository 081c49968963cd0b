/** Repair calls (staff inquiries, awards, orders, bill review; the shop's quotation, status updates, certificates, bills), typed by the shared schemas. */
import type { BillInput, CertificateBody, InquiryInput, QuoteInput } from '@aerosupply/shared/repair/schemas';
import type { BillView, InquiryDetail, RepairOrderDetail, ShopCandidate, SupplierInquiry } from '@aerosupply/shared/repair/responses';
import type { AnswerInput, RoundDetail, RoundInput, SupplierRound } from '@aerosupply/shared/repair/price-rounds';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client';

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

export const ORDER_BASE: Record<RepairSide, string> = { staff: '/api/repair/orders', supplier: '/api/sup/repair/orders' };
export const BILL_BASE: Record<RepairSide, string> = { staff: '/api/repair/bills', supplier: '/api/sup/repair/bills' };
export const ORDER_PAGES: Record<RepairSide, string> = { staff: '/repair/orders', supplier: '/sup/repair-orders' };
/** Who may read repair orders, per side (any one key; the server's list routes and the menu say the same). */
export const ORDER_READ: Record<RepairSide, readonly string[]> = { staff: ['repair.order.view', 'repair.order.manage', 'repair.bill.review'], supplier: ['sup.purchaseOrder'] };

export const repairApi = {
  createInquiry: (body: InquiryInput) => api.post<InquiryDetail>('/api/repair/inquiries', body, { silent: true }),
  getInquiry: (id: number) => api.get<InquiryDetail>(`/api/repair/inquiries/${id}`),
  closeInquiry: (id: number) => api.post<InquiryDetail>(`/api/repair/inquiries/${id}/close`),
  shopCandidates: (pn: string, ataChapter = '') => api.get<ShopCandidate[]>('/api/repair/shop-candidates', { ...(pn ? { pn } : {}), ...(ataChapter ? { ataChapter } : {}) }, { background: true }),
  createRound: (body: RoundInput) => api.post<RoundDetail>('/api/repair/price-rounds', body, { silent: true }),
  getRound: (id: number) => api.get<RoundDetail>(`/api/repair/price-rounds/${id}`),
  closeRound: (id: number) => api.post<RoundDetail>(`/api/repair/price-rounds/${id}/close`),
  getSupplierRound: (id: number) => api.get<SupplierRound>(`/api/sup/repair/price-rounds/${id}`),
  saveAnswer: (id: number, body: AnswerInput) => api.put<SupplierRound>(`/api/sup/repair/price-rounds/${id}/answer`, body, { silent: true }),
  noOfferRound: (id: number, reason: string) => api.post<SupplierRound>(`/api/sup/repair/price-rounds/${id}/no-offer`, { reason }, { silent: true }),
  award: (quoteId: number) => api.post<RepairOrderDetail>(`/api/repair/quotes/${quoteId}/award`),
  getSupplierInquiry: (id: number) => api.get<SupplierInquiry>(`/api/sup/repair/inquiries/${id}`),
  saveQuote: (id: number, body: QuoteInput) => api.put<SupplierInquiry>(`/api/sup/repair/inquiries/${id}/quote`, body, { silent: true }),
  noOffer: (id: number, reason: string) => api.post<SupplierInquiry>(`/api/sup/repair/inquiries/${id}/no-offer`, { reason }, { silent: true }),
  getOrder: (side: RepairSide, id: number) => api.get<RepairOrderDetail>(`${ORDER_BASE[side]}/${id}`),
  setStatus: (side: RepairSide, id: number, body: Record<string, unknown>) => api.post<RepairOrderDetail>(`${ORDER_BASE[side]}/${id}/status`, body, { silent: true }),
  approveQuotation: (id: number, note?: string) => api.post<RepairOrderDetail>(`/api/repair/orders/${id}/approve-quotation`, note ? { note } : {}, { silent: true }),
  uploadCertificate: (id: number, body: CertificateBody) => api.put<RepairOrderDetail>(`/api/sup/repair/orders/${id}/certificates`, body, { silent: true }),
  submitBill: (id: number, body: BillInput) => api.put<RepairOrderDetail>(`/api/sup/repair/orders/${id}/bill`, body, { silent: true }),
  coreSent: (id: number, waybillNo: string) => api.post<RepairOrderDetail>(`/api/repair/orders/${id}/core-sent`, { waybillNo }, { silent: true }),
  coreReceived: (id: number) => api.post<RepairOrderDetail>(`/api/sup/repair/orders/${id}/core-received`),
  approveBill: (id: number, comment?: string) => api.post<BillView>(`/api/repair/bills/${id}/approve`, comment ? { comment } : {}),
  rejectBill: (id: number, reason: string) => api.post<BillView>(`/api/repair/bills/${id}/reject`, { reason }, { silent: true }),
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
