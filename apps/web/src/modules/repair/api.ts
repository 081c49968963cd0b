/** Repair calls (staff inquiries, awards, orders, bill review; the shop's quotation, status updates, certificates, bills), typed by the shared schemas. */
import type { BillInput, CertificateBody, InquiryInput, QuoteInput } from '@aerosupply/shared/repair/schemas';
import type { BillView, InquiryDetail, RepairOrderDetail, ShopCandidate, SupplierInquiry } from '@aerosupply/shared/repair/responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client';

export type RepairSide = 'staff' | 'supplier';

export const repairKeys = {
  all: ['repair'] as const,
  inquiries: ['repair', 'inquiries'] as const,
  inquiry: (id: number) => ['repair', 'inquiries', 'one', id] as const,
  supInquiries: ['repair', 'sup-inquiries'] as const,
  supInquiry: (id: number) => ['repair', 'sup-inquiries', 'one', id] as const,
  orders: (side: RepairSide) => ['repair', 'orders', side] as const,
  order: (side: RepairSide, id: number) => ['repair', 'orders', side, 'one', id] as const,
};

export const ORDER_BASE: Record<RepairSide, string> = { staff: '/api/repair/orders', supplier: '/api/sup/repair/orders' };
export const ORDER_PAGES: Record<RepairSide, string> = { staff: '/repair/orders', supplier: '/sup/repair-orders' };

export const repairApi = {
  createInquiry: (body: InquiryInput) => api.post<InquiryDetail>('/api/repair/inquiries', body, { silent: true }),
  getInquiry: (id: number) => api.get<InquiryDetail>(`/api/repair/inquiries/${id}`),
  closeInquiry: (id: number) => api.post<InquiryDetail>(`/api/repair/inquiries/${id}/close`),
  shopCandidates: (pn: string) => api.get<ShopCandidate[]>('/api/repair/shop-candidates', pn ? { pn } : {}, { background: true }),
  award: (quoteId: number) => api.post<RepairOrderDetail>(`/api/repair/quotes/${quoteId}/award`),
  getSupplierInquiry: (id: number) => api.get<SupplierInquiry>(`/api/sup/repair/inquiries/${id}`),
  saveQuote: (id: number, body: QuoteInput) => api.put<SupplierInquiry>(`/api/sup/repair/inquiries/${id}/quote`, body, { silent: true }),
  noOffer: (id: number, reason: string) => api.post<SupplierInquiry>(`/api/sup/repair/inquiries/${id}/no-offer`, { reason }, { silent: true }),
  getOrder: (side: RepairSide, id: number) => api.get<RepairOrderDetail>(`${ORDER_BASE[side]}/${id}`),
  setStatus: (side: RepairSide, id: number, body: Record<string, unknown>) => api.post<RepairOrderDetail>(`${ORDER_BASE[side]}/${id}/status`, body, { silent: true }),
  approveQuotation: (id: number, note?: string) => api.post<RepairOrderDetail>(`/api/repair/orders/${id}/approve-quotation`, note ? { note } : {}, { silent: true }),
  uploadCertificate: (id: number, body: CertificateBody) => api.put<RepairOrderDetail>(`/api/sup/repair/orders/${id}/certificates`, body, { silent: true }),
  submitBill: (id: number, body: BillInput) => api.put<RepairOrderDetail>(`/api/sup/repair/orders/${id}/bill`, body, { silent: true }),
  approveBill: (id: number) => api.post<BillView>(`/api/repair/bills/${id}/approve`),
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
