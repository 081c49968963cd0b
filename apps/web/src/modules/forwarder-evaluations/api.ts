/** Forwarder evaluation calls (issue 17 item 6). Types from the shared schemas. */
import type { AnswerBody, EvaluationDetail, ForwarderOption, TemplateInput, TemplateView } from '@aerosupply/shared/forwarder-evaluations/schemas';
import type { Page } from '@aerosupply/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client';

export const evaluationKeys = {
  all: ['forwarder-evaluations'] as const,
  list: ['forwarder-evaluations', 'list'] as const,
  one: (id: number) => ['forwarder-evaluations', 'one', id] as const,
  templates: ['forwarder-evaluations', 'templates'] as const,
  activeTemplates: ['forwarder-evaluations', 'templates', 'active'] as const,
  scorecards: ['forwarder-evaluations', 'scorecards'] as const,
  forwarders: ['forwarder-evaluations', 'forwarders'] as const,
};

/** Screen bases: the forwarder's list and the staff list. */
export const FWD_EVALUATIONS = '/fwd/evaluations';
export const STAFF_EVALUATIONS = '/logistics/evaluations';
export const SCORECARDS_URL = '/api/forwarder-evaluations/scorecards';

export const evaluationApi = {
  get: (id: number) => api.get<EvaluationDetail>(`/api/forwarder-evaluations/${id}`),
  initiate: (body: { forwarderId: number; templateId: number; periodFrom: string; periodTo: string; dueDate: string; remark?: string }) => api.post<EvaluationDetail>('/api/forwarder-evaluations', body, { silent: true }),
  save: (id: number, body: AnswerBody) => api.put<EvaluationDetail>(`/api/forwarder-evaluations/${id}/answers`, body, { silent: true }),
  submit: (id: number, body: AnswerBody) => api.post<EvaluationDetail>(`/api/forwarder-evaluations/${id}/submit`, body, { silent: true }),
  close: (id: number) => api.post<EvaluationDetail>(`/api/forwarder-evaluations/${id}/close`, {}),
  giveBack: (id: number, reason: string) => api.post<EvaluationDetail>(`/api/forwarder-evaluations/${id}/return`, { reason }, { silent: true }),
  cancel: (id: number) => api.post<EvaluationDetail>(`/api/forwarder-evaluations/${id}/cancel`),
  forwarders: () => api.get<ForwarderOption[]>('/api/forwarder-evaluations/forwarders'),
  activeTemplates: () => api.get<Page<TemplateView>>('/api/evaluation-templates', { active: 'true', pageSize: '100', sort: 'name', order: 'asc' }),
  createTemplate: (body: TemplateInput) => api.post<TemplateView>('/api/evaluation-templates', body, { silent: true }),
  updateTemplate: (id: number, body: TemplateInput) => api.put<TemplateView>(`/api/evaluation-templates/${id}`, body, { silent: true }),
  removeTemplate: (id: number) => api.delete<null>(`/api/evaluation-templates/${id}`),
};

export function useEvaluation(id: number | null) {
  return useQuery({ queryKey: evaluationKeys.one(id ?? 0), queryFn: () => evaluationApi.get(id!), enabled: id !== null });
}

export function useEvaluationForwarders(enabled = true) {
  return useQuery({ queryKey: evaluationKeys.forwarders, queryFn: evaluationApi.forwarders, enabled, staleTime: 60_000 });
}

export function useActiveTemplates(enabled = true) {
  return useQuery({ queryKey: evaluationKeys.activeTemplates, queryFn: evaluationApi.activeTemplates, enabled });
}
