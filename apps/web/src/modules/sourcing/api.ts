/** Sourcing calls: requirements, RFx authoring (staff) and the invited RFx (supplier), typed by the shared schemas. */
import type { QuotationContactsInput, QuotationInput, ReminderInput, RequirementInput, RfxInput } from '@aerosupply/shared/sourcing/schemas';
import type { BidderCandidate, QuotationContacts, RemindersSent, RfxBidderContactList, OpeningLogCheck, OpeningLogEntry, RequirementRow, RfxDetail, RfxReleased, StaffQuotation, SupplierQuotation, SupplierRfxDetail, TeamCandidate } from '@aerosupply/shared/sourcing/responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client';

export const sourcingKeys = {
  all: ['sourcing'] as const,
  requirements: ['sourcing', 'requirements'] as const,
  requirement: (id: number) => ['sourcing', 'requirements', 'one', id] as const,
  rfxList: ['sourcing', 'rfx'] as const,
  rfx: (id: number) => ['sourcing', 'rfx', 'one', id] as const,
  supplierRfx: ['sourcing', 'sup-rfx'] as const,
  supplierRfxOne: (id: number) => ['sourcing', 'sup-rfx', 'one', id] as const,
  quotations: ['sourcing', 'sup-quotations'] as const,
  quotation: (rfxId: number) => ['sourcing', 'sup-quotations', 'one', rfxId] as const,
  quotationContacts: (rfxId: number) => ['sourcing', 'sup-quotations', 'contacts', rfxId] as const,
  retryQuotationSap: (rfxId: number, quotationId: number) => api.post<StaffQuotation[]>(`/api/sourcing/rfx/${rfxId}/quotations/${quotationId}/sap-retry`),
  rfxQuotations: (rfxId: number) => ['sourcing', 'rfx', 'quotations', rfxId] as const,
  openingLog: (side: string, rfxId: number) => ['sourcing', 'opening-log', side, rfxId] as const,
  bidderContacts: (rfxId: number) => ['sourcing', 'rfx', 'bidder-contacts', rfxId] as const,
};

export const sourcingApi = {
  getRequirement: (id: number) => api.get<RequirementRow>(`/api/sourcing/requirements/${id}`),
  createRequirement: (body: RequirementInput) => api.post<RequirementRow>('/api/sourcing/requirements', body, { silent: true }),
  updateRequirement: (id: number, body: RequirementInput) => api.put<RequirementRow>(`/api/sourcing/requirements/${id}`, body, { silent: true }),
  deleteRequirement: (id: number) => api.delete<null>(`/api/sourcing/requirements/${id}`),
  getRfx: (id: number) => api.get<RfxDetail>(`/api/sourcing/rfx/${id}`),
  createRfx: (body: RfxInput) => api.post<RfxDetail>('/api/sourcing/rfx', body, { silent: true }),
  updateRfx: (id: number, body: RfxInput) => api.put<RfxDetail>(`/api/sourcing/rfx/${id}`, body, { silent: true }),
  submitApproval: (id: number) => api.post<RfxDetail>(`/api/sourcing/rfx/${id}/submit-approval`),
  withdrawApproval: (id: number) => api.post<RfxDetail>(`/api/sourcing/rfx/${id}/withdraw-approval`),
  approveRfx: (id: number, comment?: string) => api.post<RfxDetail>(`/api/sourcing/rfx/${id}/approve`, comment ? { comment } : {}, { silent: true }),
  rejectRfx: (id: number, comment: string) => api.post<RfxDetail>(`/api/sourcing/rfx/${id}/reject`, { comment }, { silent: true }),
  bidderContacts: (id: number) => api.get<RfxBidderContactList>(`/api/sourcing/rfx/${id}/bidder-contacts`),
  sendReminders: (id: number, body: ReminderInput) => api.post<RemindersSent>(`/api/sourcing/rfx/${id}/reminders`, body),
  releaseRfx: (id: number) => api.post<RfxReleased>(`/api/sourcing/rfx/${id}/release`),
  openEarly: (id: number, password: string) => api.post<RfxDetail>(`/api/sourcing/rfx/${id}/open-early`, { password }, { silent: true }),
  copyRfx: (id: number) => api.post<RfxDetail>(`/api/sourcing/rfx/${id}/copy`),
  deleteRfx: (id: number) => api.delete<null>(`/api/sourcing/rfx/${id}`),
  bidderCandidates: (q: string) => api.get<BidderCandidate[]>('/api/sourcing/bidder-candidates', q ? { q } : {}, { background: true }),
  teamCandidates: () => api.get<TeamCandidate[]>('/api/sourcing/team-candidates', {}, { background: true }),
  getSupplierRfx: (id: number) => api.get<SupplierRfxDetail>(`/api/sup/rfx/${id}`),
  participate: (id: number) => api.post<SupplierRfxDetail>(`/api/sup/rfx/${id}/participate`),
  decline: (id: number, reason: string) => api.post<SupplierRfxDetail>(`/api/sup/rfx/${id}/decline`, { reason }, { silent: true }),
  getQuotation: (rfxId: number) => api.get<SupplierQuotation>(`/api/sup/rfx/${rfxId}/quotation`),
  saveQuotation: (rfxId: number, body: QuotationInput) => api.put<SupplierQuotation>(`/api/sup/rfx/${rfxId}/quotation`, body, { silent: true }),
  submitQuotation: (rfxId: number, body: QuotationInput) => api.post<SupplierQuotation>(`/api/sup/rfx/${rfxId}/quotation/submit`, body, { silent: true }),
  reviseQuotation: (rfxId: number) => api.post<SupplierQuotation>(`/api/sup/rfx/${rfxId}/quotation/revise`),
  getQuotationContacts: (rfxId: number) => api.get<QuotationContacts>(`/api/sup/rfx/${rfxId}/quotation/contacts`),
  saveQuotationContacts: (rfxId: number, body: QuotationContactsInput) => api.put<QuotationContacts>(`/api/sup/rfx/${rfxId}/quotation/contacts`, body, { silent: true }),
  retryQuotationSap: (rfxId: number, quotationId: number) => api.post<StaffQuotation[]>(`/api/sourcing/rfx/${rfxId}/quotations/${quotationId}/sap-retry`),
  rfxQuotations: (rfxId: number) => api.get<StaffQuotation[]>(`/api/sourcing/rfx/${rfxId}/quotations`),
  openingLog: (side: 'staff' | 'supplier', rfxId: number) => api.get<OpeningLogEntry[]>(side === 'staff' ? `/api/sourcing/rfx/${rfxId}/opening-log` : `/api/sup/rfx/${rfxId}/opening-log`),
  checkOpeningLog: (side: 'staff' | 'supplier', rfxId: number) => api.get<OpeningLogCheck>(side === 'staff' ? `/api/sourcing/rfx/${rfxId}/opening-log/check` : `/api/sup/rfx/${rfxId}/opening-log/check`),
};

export function useRequirement(id: number | null) {
  return useQuery({ queryKey: sourcingKeys.requirement(id ?? 0), queryFn: () => sourcingApi.getRequirement(id!), enabled: id !== null });
}

export function useRfx(id: number | null) {
  return useQuery({ queryKey: sourcingKeys.rfx(id ?? 0), queryFn: () => sourcingApi.getRfx(id!), enabled: id !== null });
}

export function useSupplierRfx(id: number) {
  return useQuery({ queryKey: sourcingKeys.supplierRfxOne(id), queryFn: () => sourcingApi.getSupplierRfx(id) });
}

export function useTeamCandidates() {
  return useQuery({ queryKey: ['sourcing', 'team-candidates'], queryFn: sourcingApi.teamCandidates, staleTime: 60_000 });
}
