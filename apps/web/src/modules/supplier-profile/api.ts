/** Calls of the supplier's own data ('sup.vendorData'): wizard, categories, information pages, sub-pages, change requests. */
import type { BodyOf } from '@aerosupply/shared/http/contract';
import { childRoutes, sectionRoute, supplierProfileRoutes as r } from '@aerosupply/shared/supplier-profile/routes';
import type { Page } from '@aerosupply/shared';
import type { AnyChildView, ChangeRequestView, ChildResource, ProfileSection, WizardDraft } from '@aerosupply/shared/supplier-profile/schemas';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/call';

export const profileKeys = {
  wizard: ['supplier-profile', 'wizard'] as const,
  info: ['supplier-profile', 'info'] as const,
  categories: ['supplier-profile', 'categories'] as const,
  changes: ['supplier-profile', 'changes'] as const,
  qualifications: ['supplier-profile', 'qualifications'] as const,
  child: (resource: ChildResource) => ['supplier-profile', resource] as const,
};

export type ChildRow = AnyChildView;

/** The forms hold their values as plain records; the server validates them against these bodies. */
type QualificationBody = BodyOf<typeof r.createQualification>;
type ChildBody = BodyOf<ReturnType<typeof childRoutes<ChildResource>>['create']>;

/** A table of the sub-pages: one of the child resources, or the qualification documents (same shape of routes). */
export type TableResource = ChildResource | 'qualifications';

/** The list, create, update and delete routes of a table. */
export function tableRoutes(resource: TableResource) {
  if (resource !== 'qualifications') return childRoutes(resource);
  return { list: r.qualifications, create: r.createQualification, update: r.updateQualification, remove: r.deleteQualification };
}

type SectionBody = BodyOf<ReturnType<typeof sectionRoute<ProfileSection>>>;

export const profileApi = {
  wizard: () => call(r.wizard),
  saveDraft: (body: WizardDraft) => call(r.saveWizard, { body }, { silent: true }),
  submit: (body: WizardDraft) => call(r.submitWizard, { body }, { silent: true }),
  categories: () => call(r.categories, {}, { background: true }),
  info: () => call(r.info),
  saveSection: (section: ProfileSection, body: Record<string, unknown>) => call(sectionRoute(section), { body: body as SectionBody }, { silent: true }),
  change: (id: number) => call(r.change, { params: { id } }),
  createQualification: (body: Record<string, unknown>) => call(r.createQualification, { body: body as QualificationBody }, { silent: true }),
  updateQualification: (id: number, body: Record<string, unknown>) => call(r.updateQualification, { params: { id }, body: body as QualificationBody }, { silent: true }),
  cancelQualification: (id: number, reason: string) => call(r.cancelQualification, { params: { id }, body: { reason } }, { silent: true }),
  deleteQualification: (id: number) => call(r.deleteQualification, { params: { id } }),
  createChild: (resource: TableResource, body: Record<string, unknown>): Promise<unknown> =>
    call(tableRoutes(resource).create, { body: body as ChildBody & QualificationBody }, { silent: true }),
  updateChild: (resource: TableResource, id: number, body: Record<string, unknown>): Promise<unknown> =>
    call(tableRoutes(resource).update, { params: { id }, body: body as ChildBody & QualificationBody }, { silent: true }),
  deleteChild: (resource: TableResource, id: number) => call(tableRoutes(resource).remove, { params: { id } }),
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
