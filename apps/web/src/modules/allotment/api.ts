/** Inter-base allotment calls (issue 17 item 1). Types from the shared schemas. */
import type { AllotCounts, AllotDetail } from '@aerosupply/shared/allotment/schemas';
import type { AllotStage } from '@aerosupply/shared/allotment/workflow';
import { ALLOT_STAGE_NAMES } from '@aerosupply/shared/allotment/workflow';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client';

export const allotKeys = {
  all: ['allotments'] as const,
  list: (stage: string) => ['allotments', 'list', stage] as const,
  one: (id: number) => ['allotments', 'one', id] as const,
};

/** The five screens (old `/pdInternalAllot/{demand, instruct, pickUp, dispatch, deliver}`). */
export const ALLOT_BASE = '/logistics/allot';
export const stageOf = (value: string | undefined): AllotStage => (ALLOT_STAGE_NAMES as string[]).includes(value ?? '') ? (value as AllotStage) : 'demand';

/** The URL path of each step action (routes.ts of the server). */
export const STEP_PATHS: Record<string, string> = {
  commit: 'commit',
  instruct: 'instruct',
  reject: 'reject',
  rollback: 'rollback',
  void: 'void',
  restart: 'restart',
  pickUp: 'pick-up',
  recallPickUp: 'recall-pick-up',
  rejectPickUp: 'reject-pick-up',
  dispatch: 'dispatch',
  dispatchReject: 'dispatch-reject',
  recall: 'recall',
  transit: 'transit',
  receive: 'receive',
  recallReceive: 'recall-receive',
};

export interface AllotInput {
  fromBase: string;
  toBase: string;
  requiredDate: string;
  priority: string;
  reason: string;
  remark?: string;
  lines: { partNumber: string; description?: string; quantity: number; unit: string }[];
}

export const allotApi = {
  get: (id: number) => api.get<AllotDetail>(`/api/allotments/${id}`),
  create: (body: AllotInput) => api.post<AllotDetail>('/api/allotments', body, { silent: true }),
  update: (id: number, body: AllotInput) => api.put<AllotDetail>(`/api/allotments/${id}`, body, { silent: true }),
  remove: (id: number) => api.delete<null>(`/api/allotments/${id}`),
  step: (id: number, action: string, body: Record<string, unknown> = {}, silent = false) => api.post<AllotDetail>(`/api/allotments/${id}/${STEP_PATHS[action]}`, body, { silent }),
};

export function useAllotment(id: number | null) {
  return useQuery({ queryKey: allotKeys.one(id ?? 0), queryFn: () => allotApi.get(id!), enabled: id !== null });
}

/** How many allotments each screen holds (D-535). */
export function useAllotCounts() {
  return useQuery({ queryKey: [...allotKeys.all, 'counts'], queryFn: () => api.get<AllotCounts>('/api/allotments/counts') });
}
