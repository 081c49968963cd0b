/** Staff supplier-lifecycle calls: review chain, control, freeze, blacklist, auditors, SAP sync, lists. */
import type { CursorPage, Page } from '@aerosupply/shared';
import type { SupplierDataView } from '@aerosupply/shared/supplier-profile/schemas';
import type { FileItem } from '@aerosupply/shared/validation/upload';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type QueryParams } from '../../lib/api/client';

export interface TimelineEntry {
  id: number;
  kind: string;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  comment: string | null;
  attachments: string[];
  actorName: string | null;
  actorSide: 'staff' | 'supplier' | 'system';
  createdAt: string;
}

export interface AssessmentForm {
  quality: number;
  technical: number;
  delivery: number;
  price: number;
  service: number;
  conclusion?: string;
  purchaseOrg?: string;
}

export interface ReviewRow {
  companyId: number;
  name: string;
  nameEn: string | null;
  vendorCode: string | null;
  taxId: string | null;
  country: string | null;
  supplierType: 'aircraft' | 'general';
  reviewStatus: string;
  stage: 'prequalification' | 'assessment' | null;
  controlStatus: string;
  blacklisted: boolean;
  applicationNo: string | null;
  preauditNo: string | null;
  auditNo: string | null;
  purchaseOrg: string | null;
  categories: { level1: string; level2: string }[];
  applicant: string | null;
  inviter: string | null;
  prequalifiedBy: string | null;
  prequalifiedAt: string | null;
  assessedBy: string | null;
  assessedAt: string | null;
  submittedAt: string | null;
  updatedAt: string | null;
  sapPending: boolean;
  actions: string[];
}

export interface ReviewDetail extends ReviewRow {
  wizard: Record<string, unknown>;
  prequalificationForm: AssessmentForm | null;
  assessmentForm: AssessmentForm | null;
  approvalTasks: { id: number; system: string; status: string; adapter: string; externalRef: string | null; submittedAt: string; decidedAt: string | null; comment: string | null }[];
  routedAuditors: { prequalification: { name: string; employeeId: string }[]; examination: { name: string; employeeId: string }[] };
  timeline: TimelineEntry[];
}

export interface DirectoryRow {
  companyId: number;
  name: string;
  nameEn: string | null;
  vendorCode: string | null;
  taxId: string | null;
  country: string | null;
  supplierType: 'aircraft' | 'general';
  purchaseOrg: string | null;
  reviewStatus: string;
  controlStatus: string;
  blacklisted: boolean;
  official: boolean;
  expiredQualifications: number;
  submittedAt: string | null;
  approvedAt: string | null;
  updatedAt: string;
  actions: string[];
}

export interface MasterData {
  purchaseOrg: string | null;
  purchaseGroup: string | null;
  paymentTerms: string | null;
  incoterms: string | null;
  currency: string | null;
  website: string | null;
  categories: { level1: string; level2?: string }[];
  address: { street?: string; city?: string; province?: string; postalCode?: string; country?: string };
  contacts: { name: string; position?: string; email?: string; phone?: string }[];
}

export interface SupplierDetail extends DirectoryRow {
  wizard: Record<string, unknown>;
  masterData: MasterData;
  qualifications: { id: number; docType: string | null; authority: string | null; number: string | null; certificateNo: string | null; scope: string | null; startDate: string | null; endDate: string | null; remarks: string | null; cancelled: boolean; expired: boolean; fileKeys: string[]; files: FileItem[] }[];
  timeline: TimelineEntry[];
  auditHistory: TimelineEntry[];
  capabilityApplications: { id: number; number: string; status: string; auditResult: string | null; applicationDate: string | null; reviewer: string | null; reviewedAt: string | null }[];
  inquiryHistory: { id: number; number: string; title: string; status: string; createdAt: string }[];
  freezeRequests: { id: number; requestNo: string; kind: string; status: string; reason: string; requestedBy: string; requestedAt: string; financeUser: string | null; decidedAt: string | null }[];
  blacklistEntries: { id: number; status: string; source: string; reason: string; createdBy: string | null; createdAt: string; removedAt: string | null }[];
  sapSync: { id: number; kind: string; status: string; vendorCode: string | null; attempts: number; lastError: string | null; createdAt: string; syncedAt: string | null }[];
}

export interface ControlRow {
  companyId: number;
  vendorCode: string | null;
  name: string;
  nameEn: string | null;
  taxId: string | null;
  vendorType: string;
  purchaseOrg: string | null;
  reviewStatus: string;
  controlStatus: string;
  suspended: boolean;
  deleted: boolean;
  frozen: boolean;
  blacklisted: boolean;
  pendingRequestId: number | null;
  updatedAt: string;
  actions: string[];
}

export interface FreezeRow {
  id: number;
  requestNo: string;
  companyId: number;
  vendorCode: string | null;
  name: string;
  nameEn: string | null;
  controlStatus: string;
  kind: 'freeze' | 'unfreeze';
  status: string;
  step: number;
  reason: string;
  attachments: string[];
  statusBefore: string | null;
  requestedBy: string;
  requestedAt: string;
  financeUser: string | null;
  financeComment: string | null;
  financeAttachments: string[];
  decidedAt: string | null;
  actions: string[];
}

export interface BlacklistRow {
  id: number;
  companyId: number | null;
  supplierCode: string | null;
  name: string;
  taxId: string | null;
  source: string;
  reason: string;
  attachments: string[];
  status: string;
  creator: string | null;
  createdAt: string;
  updatedBy: string | null;
  updatedAt: string;
  financeHandler: string | null;
  financeHandledAt: string | null;
  removedAt: string | null;
  actions: string[];
}

export interface BlacklistHistoryRow {
  id: number;
  entryId: number;
  name: string;
  supplierCode: string | null;
  taxId: string | null;
  action: string;
  snapshot: Record<string, unknown>;
  comment: string | null;
  actorName: string | null;
  createdAt: string;
}

export interface AuditorRow {
  id: number;
  userId: number;
  auditorType: 'prequalification' | 'examination';
  employeeId: string;
  name: string;
  telephone: string | null;
  purchaseOrg: string | null;
  category1: string | null;
  category2: string | null;
  vendorType: 'aircraft' | 'general' | null;
  updatedAt: string;
  actions: string[];
}

export interface InquiryApproverRow {
  id: number;
  userId: number;
  userName: string;
  account: string;
  purchaseOrg: string;
  category1: string | null;
  category2: string | null;
  supplierType: string | null;
  remarks: string | null;
  actions: string[];
}

export interface SapSyncRow {
  id: number;
  companyId: number;
  companyName: string;
  companyNameEn: string | null;
  kind: string;
  status: string;
  adapter: string;
  vendorCode: string | null;
  attempts: number;
  lastError: string | null;
  requestedBy: string | null;
  createdAt: string;
  updatedAt: string;
  syncedAt: string | null;
  actions: string[];
}

export interface SapSyncDetail extends SapSyncRow {
  payload: Record<string, unknown>;
  logs: { id: number; attempt: number; ok: boolean; httpStatus: number | null; message: string; createdAt: string }[];
}

export type OfficialPage = CursorPage<DirectoryRow> & { total: number | null; capped: boolean };

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
  useQuery({ queryKey: supplierKeys.control(id ?? 0), queryFn: () => api.get<ControlRow & { timeline: TimelineEntry[]; freezeRequests: FreezeRow[] }>(`/api/supplier-control/${id}`), enabled: id !== null });
export const useFreezeDetail = (id: number | null) =>
  useQuery({ queryKey: supplierKeys.freeze(id ?? 0), queryFn: () => api.get<FreezeRow & { history: FreezeRow[] }>(`/api/supplier-freeze/${id}`), enabled: id !== null });
export const useBlacklistDetail = (id: number | null) =>
  useQuery({ queryKey: supplierKeys.blacklist(id ?? 0), queryFn: () => api.get<BlacklistRow & { history: BlacklistHistoryRow[] }>(`/api/blacklist/${id}`), enabled: id !== null });
export const useSapDetail = (id: number | null) => useQuery({ queryKey: supplierKeys.sap(id ?? 0), queryFn: () => api.get<SapSyncDetail>(`/api/sap-sync/${id}`), enabled: id !== null });

/** Official suppliers: keyset pages (the cursor stack lives in the page). */
export function useOfficial(params: QueryParams) {
  return useQuery({ queryKey: [...supplierKeys.all, 'official', params], queryFn: () => api.get<OfficialPage>('/api/suppliers/official', params), placeholderData: keepPreviousData });
}

export const supplierApi = {
  reviewAction: (companyId: number, action: string, body: { comment?: string; attachments: string[]; form?: AssessmentForm }) =>
    api.post<ReviewDetail>(`/api/supplier-reviews/${companyId}/actions/${action}`, body),
  control: (companyId: number, action: string, body: { reason: string; attachments: string[] }) => api.post<ControlRow>(`/api/supplier-control/${companyId}/${action}`, body),
  requestFreeze: (body: { companyId: number; kind: 'freeze' | 'unfreeze'; reason: string; attachments: string[] }) => api.post<FreezeRow>('/api/supplier-freeze', body),
  editFreeze: (id: number, body: { reason: string; attachments: string[] }) => api.put<FreezeRow>(`/api/supplier-freeze/${id}`, body),
  withdrawFreeze: (id: number) => api.post<FreezeRow>(`/api/supplier-freeze/${id}/withdraw`),
  decideFreeze: (id: number, body: { decision: 'approve' | 'reject'; comment?: string; attachments: string[] }) => api.post<FreezeRow>(`/api/supplier-freeze/${id}/decision`, body),
  addBlacklist: (body: Record<string, unknown>) => api.post<BlacklistRow>('/api/blacklist', body),
  updateBlacklist: (id: number, body: Record<string, unknown>) => api.put<BlacklistRow>(`/api/blacklist/${id}`, body),
  financeBlacklist: (id: number, comment?: string) => api.post<BlacklistRow>(`/api/blacklist/${id}/finance`, { comment }),
  saveAuditor: (id: number | null, body: Record<string, unknown>) => (id ? api.put<AuditorRow>(`/api/auditors/${id}`, body) : api.post<AuditorRow>('/api/auditors', body)),
  deleteAuditor: (id: number) => api.delete<null>(`/api/auditors/${id}`),
  copyEmployee: (employeeId: string) => api.get<{ userId: number; employeeId: string; name: string; telephone: string }>(`/api/auditors/employee/${employeeId}`),
  addApprover: (body: Record<string, unknown>) => api.post<InquiryApproverRow>('/api/inquiry-approvers', body),
  deleteApprover: (id: number) => api.delete<null>(`/api/inquiry-approvers/${id}`),
  retrySap: (id: number) => api.post<SapSyncDetail>(`/api/sap-sync/${id}/retry`),
  editOfficial: (companyId: number, section: string, body: Record<string, unknown>) => api.put<SupplierDetail>(`/api/suppliers/official/${companyId}/${section}`, body),
  decideChange: (id: number, body: { decision: 'approve' | 'reject'; comment?: string }) => api.post<unknown>(`/api/supplier-changes/${id}/decision`, body),
  reviewCapability: (id: number, body: { decision: 'pass' | 'fail'; comment?: string }) => api.post<unknown>(`/api/supplier-capabilities/${id}/review`, body),
};

export type { Page };
