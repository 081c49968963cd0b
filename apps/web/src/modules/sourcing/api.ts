/** Sourcing calls: requirements, RFx authoring (staff) and the invited RFx (supplier), typed by the shared schemas. */
import { sourcingRoutes as r } from '@aerosupply/shared/sourcing/routes';
import type { QuotationContactsInput, QuotationInput, ReminderInput, RequirementInput, RfxInput } from '@aerosupply/shared/sourcing/schemas';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/call';

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
  retryQuotationSap: (rfxId: number, quotationId: number) => call(r.retryQuotationSap, { params: { id: rfxId, quotationId } }),
  rfxQuotations: (rfxId: number) => ['sourcing', 'rfx', 'quotations', rfxId] as const,
  openingLog: (side: string, rfxId: number) => ['sourcing', 'opening-log', side, rfxId] as const,
  bidderContacts: (rfxId: number) => ['sourcing', 'rfx', 'bidder-contacts', rfxId] as const,
};

export const sourcingApi = {
  getRequirement: (id: number) => call(r.requirement, { params: { id } }),
  createRequirement: (body: RequirementInput) => call(r.createRequirement, { body }, { silent: true }),
  updateRequirement: (id: number, body: RequirementInput) => call(r.updateRequirement, { params: { id }, body }, { silent: true }),
  deleteRequirement: (id: number) => call(r.deleteRequirement, { params: { id } }),
  getRfx: (id: number) => call(r.rfx, { params: { id } }),
  createRfx: (body: RfxInput) => call(r.createRfx, { body }, { silent: true }),
  updateRfx: (id: number, body: RfxInput) => call(r.updateRfx, { params: { id }, body }, { silent: true }),
  submitApproval: (id: number) => call(r.submitApproval, { params: { id } }),
  withdrawApproval: (id: number) => call(r.withdrawApproval, { params: { id } }),
  approveRfx: (id: number, comment?: string) => call(r.approveRfx, { params: { id }, body: comment ? { comment } : {} }, { silent: true }),
  rejectRfx: (id: number, comment: string) => call(r.rejectRfx, { params: { id }, body: { comment } }, { silent: true }),
  bidderContacts: (id: number) => call(r.bidderContacts, { params: { id } }),
  sendReminders: (id: number, body: ReminderInput) => call(r.sendReminders, { params: { id }, body }),
  releaseRfx: (id: number) => call(r.releaseRfx, { params: { id } }),
  openEarly: (id: number, password: string) => call(r.openEarly, { params: { id }, body: { password } }, { silent: true }),
  copyRfx: (id: number) => call(r.copyRfx, { params: { id } }),
  deleteRfx: (id: number) => call(r.deleteRfx, { params: { id } }),
  bidderCandidates: (q: string) => call(r.bidderCandidates, { query: q ? { q } : {} }, { background: true }),
  teamCandidates: () => call(r.teamCandidates, {}, { background: true }),
  getSupplierRfx: (id: number) => call(r.supRfx, { params: { id } }),
  participate: (id: number) => call(r.participate, { params: { id } }),
  decline: (id: number, reason: string) => call(r.decline, { params: { id }, body: { reason } }, { silent: true }),
  getQuotation: (rfxId: number) => call(r.quotation, { params: { id: rfxId } }),
  saveQuotation: (rfxId: number, body: QuotationInput) => call(r.saveQuotation, { params: { id: rfxId }, body }, { silent: true }),
  submitQuotation: (rfxId: number, body: QuotationInput) => call(r.submitQuotation, { params: { id: rfxId }, body }, { silent: true }),
  reviseQuotation: (rfxId: number) => call(r.reviseQuotation, { params: { id: rfxId } }),
  getQuotationContacts: (rfxId: number) => call(r.quotationContacts, { params: { id: rfxId } }),
  saveQuotationContacts: (rfxId: number, body: QuotationContactsInput) => call(r.saveQuotationContacts, { params: { id: rfxId }, body }, { silent: true }),
  retryQuotationSap: (rfxId: number, quotationId: number) => call(r.retryQuotationSap, { params: { id: rfxId, quotationId } }),
  rfxQuotations: (rfxId: number) => call(r.rfxQuotations, { params: { id: rfxId } }),
  openingLog: (side: 'staff' | 'supplier', rfxId: number) => call(side === 'staff' ? r.openingLog : r.supOpeningLog, { params: { id: rfxId } }),
  checkOpeningLog: (side: 'staff' | 'supplier', rfxId: number) => call(side === 'staff' ? r.openingLogCheck : r.supOpeningLogCheck, { params: { id: rfxId } }),
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
