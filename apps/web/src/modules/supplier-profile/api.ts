/** Calls of the supplier's own data ('sup.vendorData'): wizard, categories, information pages, sub-pages, change requests. */
import type { Page } from '@aerosupply/shared';
import type {
  AnyChildView,
  CategoryNode,
  ChangeRequestView,
  ChildResource,
  InfoSaveResult,
  InfoView,
  ProfileSection,
  QualificationView,
  WizardDraft,
  WizardView,
} from '@aerosupply/shared/supplier-profile/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client';

export const profileKeys = {
  wizard: ['supplier-profile', 'wizard'] as const,
  info: ['supplier-profile', 'info'] as const,
  categories: ['supplier-profile', 'categories'] as const,
  changes: ['supplier-profile', 'changes'] as const,
  qualifications: ['supplier-profile', 'qualifications'] as const,
  child: (resource: ChildResource) => ['supplier-profile', resource] as const,
};

export type ChildRow = AnyChildView;

export const profileApi = {
  wizard: () => api.get<WizardView>('/api/sup/wizard'),
  saveDraft: (body: WizardDraft) => api.put<WizardView>('/api/sup/wizard', body, { silent: true }),
  submit: (body: WizardDraft) => api.post<WizardView>('/api/sup/wizard/submit', body, { silent: true }),
  categories: () => api.get<CategoryNode[]>('/api/sup/categories', undefined, { background: true }),
  info: () => api.get<InfoView>('/api/sup/info'),
  saveSection: (section: ProfileSection, body: Record<string, unknown>) => api.put<InfoSaveResult>(`/api/sup/info/${section}`, body, { silent: true }),
  change: (id: number) => api.get<ChangeRequestView>(`/api/sup/changes/${id}`),
  createQualification: (body: Record<string, unknown>) => api.post<QualificationView>('/api/sup/qualifications', body, { silent: true }),
  updateQualification: (id: number, body: Record<string, unknown>) => api.put<QualificationView>(`/api/sup/qualifications/${id}`, body, { silent: true }),
  cancelQualification: (id: number, reason: string) => api.post<QualificationView>(`/api/sup/qualifications/${id}/cancel`, { reason }, { silent: true }),
  deleteQualification: (id: number) => api.delete<null>(`/api/sup/qualifications/${id}`),
  createChild: (resource: ChildResource, body: Record<string, unknown>) => api.post<ChildRow>(`/api/sup/${resource}`, body, { silent: true }),
  updateChild: (resource: ChildResource, id: number, body: Record<string, unknown>) => api.put<ChildRow>(`/api/sup/${resource}/${id}`, body, { silent: true }),
  deleteChild: (resource: ChildResource, id: number) => api.delete<null>(`/api/sup/${resource}/${id}`),
};

export type ChangePage = Page<ChangeRequestView>;

export function useCategories() {
  return useQuery({ queryKey: profileKeys.categories, queryFn: profileApi.categories, staleTime: 5 * 60_000 });
}
export function useWizard() {
  return useQuery({ queryKey: profileKeys.wizard, queryFn: profileApi.wizard });
}
export function useInfo() {
  return useQuery({ queryKey: profileKeys.info, queryFn: profileApi.info });
}
