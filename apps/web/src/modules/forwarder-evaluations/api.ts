/** Forwarder evaluation calls (issue 17 item 6), through the shared route contracts. */
import { forwarderEvaluationRoutes as r } from '@aerosupply/shared/forwarder-evaluations/routes';
import type { AnswerBody, TemplateInput } from '@aerosupply/shared/forwarder-evaluations/schemas';
import type { BodyOf } from '@aerosupply/shared/http/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/call';

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

export const evaluationApi = {
  get: (id: number) => call(r.detail, { params: { id } }),
  initiate: (body: BodyOf<typeof r.initiate>) => call(r.initiate, { body }, { silent: true }),
  save: (id: number, body: AnswerBody) => call(r.saveAnswers, { params: { id }, body }, { silent: true }),
  submit: (id: number, body: AnswerBody) => call(r.submit, { params: { id }, body }, { silent: true }),
  close: (id: number) => call(r.close, { params: { id }, body: {} }),
  giveBack: (id: number, reason: string) => call(r.return, { params: { id }, body: { reason } }, { silent: true }),
  cancel: (id: number) => call(r.cancel, { params: { id } }),
  forwarders: () => call(r.forwarders),
  activeTemplates: () => call(r.templates, { query: { active: 'true', pageSize: '100', sort: 'name', order: 'asc' } }),
  createTemplate: (body: TemplateInput) => call(r.createTemplate, { body }, { silent: true }),
  updateTemplate: (id: number, body: TemplateInput) => call(r.updateTemplate, { params: { id }, body }, { silent: true }),
  removeTemplate: (id: number) => call(r.deleteTemplate, { params: { id } }),
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
