/** Staff supplier-lifecycle calls: review chain, control, freeze, blacklist, auditors, SAP sync, lists. */
import type { Page } from '@aerosupply/shared';
import type { AuditorRow } from '@aerosupply/shared/auditors/responses';
import type { BlacklistHistoryRow, BlacklistRow } from '@aerosupply/shared/blacklist/responses';
import type { SapSyncRow } from '@aerosupply/shared/sap-sync/responses';
import { sapSyncRoutes } from '@aerosupply/shared/sap-sync/routes';
import type { ControlRow, FreezeRow } from '@aerosupply/shared/supplier-control/responses';
import type { DirectoryRow, FinanceRow, MasterDataView, SupplierDetail } from '@aerosupply/shared/supplier-directory/responses';
import type { InquiryApproverRow, ReviewDetail, ReviewRow, TimelineEntry } from '@aerosupply/shared/supplier-review/responses';
import type { AssessmentForm } from '@aerosupply/shared/supplier-review/schemas';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { auditorRoutes } from '@aerosupply/shared/auditors/routes';
import { blacklistRoutes } from '@aerosupply/shared/blacklist/routes';
import { supplierControlRoutes } from '@aerosupply/shared/supplier-control/routes';
import { officialEditRoutes, supplierDirectoryRoutes, type OfficialEditSection } from '@aerosupply/shared/supplier-directory/routes';
import { supplierReviewRoutes } from '@aerosupply/shared/supplier-review/routes';
import type { BodyOf, QueryOf, RouteContract } from '@aerosupply/shared/http/contract';
import { call } from '../../lib/api/call';

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

export const useReview = (id: number) => useQuery({ queryKey: supplierKeys.review(id), queryFn: () => call(supplierReviewRoutes.detail, { params: { companyId: id } }) });
export const useSupplierDetail = (id: number) => useQuery({ queryKey: supplierKeys.detail(id), queryFn: () => call(supplierDirectoryRoutes.detail, { params: { companyId: id } }) });
/** The supplier's data tab: its wizard data with file metadata. */
export const useSupplierData = (id: number) => useQuery({ queryKey: [...supplierKeys.detail(id), 'data'] as const, queryFn: () => call(supplierDirectoryRoutes.data, { params: { companyId: id } }) });
export const useControlDetail = (id: number | null) =>
  useQuery({ queryKey: supplierKeys.control(id ?? 0), queryFn: () => call(supplierControlRoutes.detail, { params: { companyId: id! } }), enabled: id !== null });
export const useFreezeDetail = (id: number | null) =>
  useQuery({ queryKey: supplierKeys.freeze(id ?? 0), queryFn: () => call(supplierControlRoutes.freezeDetail, { params: { id: id! } }), enabled: id !== null });
export const useBlacklistDetail = (id: number | null) =>
  useQuery({ queryKey: supplierKeys.blacklist(id ?? 0), queryFn: () => call(blacklistRoutes.detail, { params: { id: id! } }), enabled: id !== null });
export const useSapDetail = (id: number | null) => useQuery({ queryKey: supplierKeys.sap(id ?? 0), queryFn: () => call(sapSyncRoutes.detail, { params: { id: id! } }), enabled: id !== null });

/** Official suppliers: keyset pages (the cursor stack lives in the page). */
export function useOfficial(params: QueryOf<typeof supplierDirectoryRoutes.official>) {
  return useQuery({ queryKey: [...supplierKeys.all, 'official', params], queryFn: () => call(supplierDirectoryRoutes.official, { query: params }), placeholderData: keepPreviousData });
}

export const supplierApi = {
  reviewAction: (companyId: number, action: string, body: BodyOf<typeof supplierReviewRoutes.action>) => call(supplierReviewRoutes.action, { params: { companyId, action }, body }),
  control: (companyId: number, action: string, body: BodyOf<typeof supplierControlRoutes.action>) => call(supplierControlRoutes.action, { params: { companyId, action }, body }),
  requestFreeze: (body: BodyOf<typeof supplierControlRoutes.requestFreeze>) => call(supplierControlRoutes.requestFreeze, { body }),
  editFreeze: (id: number, body: BodyOf<typeof supplierControlRoutes.editFreeze>) => call(supplierControlRoutes.editFreeze, { params: { id }, body }),
  withdrawFreeze: (id: number) => call(supplierControlRoutes.withdrawFreeze, { params: { id } }),
  decideFreeze: (id: number, body: BodyOf<typeof supplierControlRoutes.decideFreeze>) => call(supplierControlRoutes.decideFreeze, { params: { id }, body }),
  addBlacklist: (body: BodyOf<typeof blacklistRoutes.create>) => call(blacklistRoutes.create, { body }),
  updateBlacklist: (id: number, body: BodyOf<typeof blacklistRoutes.update>) => call(blacklistRoutes.update, { params: { id }, body }),
  financeBlacklist: (id: number, comment?: string) => call(blacklistRoutes.finance, { params: { id }, body: { comment } }),
  saveAuditor: (id: number | null, body: BodyOf<typeof auditorRoutes.create>) => (id ? call(auditorRoutes.update, { params: { id }, body }) : call(auditorRoutes.create, { body })),
  deleteAuditor: (id: number) => call(auditorRoutes.remove, { params: { id } }),
  copyEmployee: (employeeId: string) => call(auditorRoutes.employee, { params: { employeeId } }),
  addApprover: (body: BodyOf<typeof auditorRoutes.addApprover>) => call(auditorRoutes.addApprover, { body }),
  deleteApprover: (id: number) => call(auditorRoutes.removeApprover, { params: { id } }),
  retrySap: (id: number) => call(sapSyncRoutes.retry, { params: { id } }),
  /** An official supplier edit: the section's own route, its body typed by that section. */
  editOfficial: <S extends OfficialEditSection>(companyId: number, section: S, body: BodyOf<(typeof officialEditRoutes)[S]>) =>
    (call as (c: RouteContract, a: object) => Promise<SupplierDetail>)(officialEditRoutes[section], { params: { companyId }, body }),
  decideChange: (id: number, body: BodyOf<typeof supplierReviewRoutes.decideChange>) => call(supplierReviewRoutes.decideChange, { params: { id }, body }),
  reviewCapability: (id: number, body: BodyOf<typeof supplierReviewRoutes.reviewCapability>) => call(supplierReviewRoutes.reviewCapability, { params: { id }, body }),
};

export type { Page };
