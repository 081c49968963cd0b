/** Staff supplier-lifecycle calls: review chain, control, freeze, blacklist, auditors, SAP sync, lists. */
import type { Page } from '@aerosupply/shared';
import type { AuditorRow, EmployeeData } from '@aerosupply/shared/auditors/responses';
import type { BlacklistHistoryRow, BlacklistRow } from '@aerosupply/shared/blacklist/responses';
import type { CapabilityView } from '@aerosupply/shared/capabilities/schemas';
import type { SapSyncRow } from '@aerosupply/shared/sap-sync/responses';
import { sapSyncRoutes } from '@aerosupply/shared/sap-sync/routes';
import type { ControlDetail, ControlRow, FreezeDetail, FreezeRow } from '@aerosupply/shared/supplier-control/responses';
import type { DirectoryRow, FinanceRow, MasterDataView, OfficialPage, SupplierDetail } from '@aerosupply/shared/supplier-directory/responses';
import type { ChangeRequestView, SupplierDataView } from '@aerosupply/shared/supplier-profile/schemas';
import type { InquiryApproverRow, ReviewDetail, ReviewRow, TimelineEntry } from '@aerosupply/shared/supplier-review/responses';
import type { AssessmentForm } from '@aerosupply/shared/supplier-review/schemas';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { blacklistRoutes } from '@aerosupply/shared/blacklist/routes';
import type { BodyOf } from '@aerosupply/shared/http/contract';
import { call } from '../../lib/api/call';
import { api, type QueryParams } from '../../lib/api/client';

/** The answers' types are the server's response contracts (packages/shared/src/<module>/responses.ts). */
export type {
  AssessmentForm,
  AuditorRow,
  BlacklistHistoryRow,
  BlacklistRow,
  ControlRow,
  DirectoryRow,
  FinanceRow,
  FreezeRow,
  InquiryApproverRow,
  MasterDataView,
  ReviewDetail,
  ReviewRow,
  SapSyncRow,
  SupplierDetail,
  TimelineEntry,
};

export const supplierKeys = {
  all: ['suppliers'] as const,
  review: (id: number) => ['suppliers', 'review', id] as const,
  detail: (id: number) => ['suppliers', 'detail', id] as const,
  control: (id: number) => ['suppliers', 'control', id] as const,
  freeze: (id: number) => ['suppliers', 'freeze', id] as const,
  blacklist: (id: number) => ['suppliers', 'blacklist', id] as const,
  sap: (id: number) => ['suppliers', 'sap', id] as const,
};

/** Invalidates every supplier-lifecycle query after a change. */
export function useRefreshSuppliers() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: supplierKeys.all });
}

export const useReview = (id: number) => useQuery({ queryKey: supplierKeys.review(id), queryFn: () => api.get<ReviewDetail>(`/api/supplier-reviews/${id}`) });
export const useSupplierDetail = (id: number) => useQuery({ queryKey: supplierKeys.detail(id), queryFn: () => api.get<SupplierDetail>(`/api/suppliers/${id}`) });
/** The supplier's data tab: its wizard data with file metadata. */
export const useSupplierData = (id: number) => useQuery({ queryKey: [...supplierKeys.detail(id), 'data'] as const, queryFn: () => api.get<SupplierDataView>(`/api/suppliers/${id}/data`) });
export const useControlDetail = (id: number | null) =>
  useQuery({ queryKey: supplierKeys.control(id ?? 0), queryFn: () => api.get<ControlDetail>(`/api/supplier-control/${id}`), enabled: id !== null });
export const useFreezeDetail = (id: number | null) =>
  useQuery({ queryKey: supplierKeys.freeze(id ?? 0), queryFn: () => api.get<FreezeDetail>(`/api/supplier-freeze/${id}`), enabled: id !== null });
export const useBlacklistDetail = (id: number | null) =>
  useQuery({ queryKey: supplierKeys.blacklist(id ?? 0), queryFn: () => call(blacklistRoutes.detail, { params: { id: id! } }), enabled: id !== null });
export const useSapDetail = (id: number | null) => useQuery({ queryKey: supplierKeys.sap(id ?? 0), queryFn: () => call(sapSyncRoutes.detail, { params: { id: id! } }), enabled: id !== null });

/** Official suppliers: keyset pages (the cursor stack lives in the page). */
export function useOfficial(params: QueryParams) {
  return useQuery({ queryKey: [...supplierKeys.all, 'official', params], queryFn: () => api.get<OfficialPage>('/api/suppliers/official', params), placeholderData: keepPreviousData });
}

export const supplierApi = {
  reviewAction: (companyId: number, action: string, body: { comment?: string; attachments: string[]; form?: AssessmentForm }) =>
    api.post<ReviewDetail>(`/api/supplier-reviews/${companyId}/actions/${action}`, body),
  control: (companyId: number, action: string, body: { reason: string; attachments: string[] }) => api.post<ControlDetail>(`/api/supplier-control/${companyId}/${action}`, body),
  requestFreeze: (body: { companyId: number; kind: 'freeze' | 'unfreeze'; reason: string; attachments: string[] }) => api.post<FreezeDetail>('/api/supplier-freeze', body),
  editFreeze: (id: number, body: { reason: string; attachments: string[] }) => api.put<FreezeDetail>(`/api/supplier-freeze/${id}`, body),
  withdrawFreeze: (id: number) => api.post<FreezeDetail>(`/api/supplier-freeze/${id}/withdraw`),
  decideFreeze: (id: number, body: { decision: 'approve' | 'reject'; comment?: string; attachments: string[] }) => api.post<FreezeDetail>(`/api/supplier-freeze/${id}/decision`, body),
  addBlacklist: (body: BodyOf<typeof blacklistRoutes.create>) => call(blacklistRoutes.create, { body }),
  updateBlacklist: (id: number, body: BodyOf<typeof blacklistRoutes.update>) => call(blacklistRoutes.update, { params: { id }, body }),
  financeBlacklist: (id: number, comment?: string) => call(blacklistRoutes.finance, { params: { id }, body: { comment } }),
  saveAuditor: (id: number | null, body: Record<string, unknown>) => (id ? api.put<AuditorRow>(`/api/auditors/${id}`, body) : api.post<AuditorRow>('/api/auditors', body)),
  deleteAuditor: (id: number) => api.delete<null>(`/api/auditors/${id}`),
  copyEmployee: (employeeId: string) => api.get<EmployeeData>(`/api/auditors/employee/${employeeId}`),
  addApprover: (body: Record<string, unknown>) => api.post<InquiryApproverRow>('/api/inquiry-approvers', body),
  deleteApprover: (id: number) => api.delete<null>(`/api/inquiry-approvers/${id}`),
  retrySap: (id: number) => call(sapSyncRoutes.retry, { params: { id } }),
  editOfficial: (companyId: number, section: string, body: Record<string, unknown>) => api.put<SupplierDetail>(`/api/suppliers/official/${companyId}/${section}`, body),
  decideChange: (id: number, body: { decision: 'approve' | 'reject'; comment?: string }) => api.post<ChangeRequestView>(`/api/supplier-changes/${id}/decision`, body),
  reviewCapability: (id: number, body: { decision: 'pass' | 'fail'; comment?: string }) => api.post<CapabilityView>(`/api/supplier-capabilities/${id}/review`, body),
};

export type { Page };
