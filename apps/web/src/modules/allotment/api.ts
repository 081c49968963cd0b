/** Inter-base allotment calls (issue 17 item 1), through the shared route contracts. */
import { allotmentRoutes, type AllotNoteStep } from '@aerosupply/shared/allotment/routes';
import type { BodyOf } from '@aerosupply/shared/http/contract';
import type { AllotStage } from '@aerosupply/shared/allotment/workflow';
import { ALLOT_STAGE_NAMES } from '@aerosupply/shared/allotment/workflow';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/call';

export const allotKeys = {
  all: ['allotments'] as const,
  list: (stage: string) => ['allotments', 'list', stage] as const,
  one: (id: number) => ['allotments', 'one', id] as const,
};

/** The five screens (old `/pdInternalAllot/{demand, instruct, pickUp, dispatch, deliver}`). */
export const ALLOT_BASE = '/logistics/allot';
export const stageOf = (value: string | undefined): AllotStage => (ALLOT_STAGE_NAMES as string[]).includes(value ?? '') ? (value as AllotStage) : 'demand';

export const allotApi = {
  get: (id: number) => call(allotmentRoutes.detail, { params: { id } }),
  create: (body: BodyOf<typeof allotmentRoutes.create>) => call(allotmentRoutes.create, { body }, { silent: true }),
  update: (id: number, body: BodyOf<typeof allotmentRoutes.update>) => call(allotmentRoutes.update, { params: { id }, body }, { silent: true }),
  remove: (id: number) => call(allotmentRoutes.remove, { params: { id } }),
  noteStep: (id: number, action: AllotNoteStep, note?: string, silent = false) => call(allotmentRoutes[action], { params: { id }, body: { note } }, { silent }),
  pickUp: (id: number, body: BodyOf<typeof allotmentRoutes.pickUp>) => call(allotmentRoutes.pickUp, { params: { id }, body }, { silent: true }),
  dispatch: (id: number, body: BodyOf<typeof allotmentRoutes.dispatch>) => call(allotmentRoutes.dispatch, { params: { id }, body }, { silent: true }),
  transit: (id: number, body: BodyOf<typeof allotmentRoutes.transit>) => call(allotmentRoutes.transit, { params: { id }, body }, { silent: true }),
  receive: (id: number, body: BodyOf<typeof allotmentRoutes.receive>) => call(allotmentRoutes.receive, { params: { id }, body }, { silent: true }),
};

export function useAllotment(id: number | null) {
  return useQuery({ queryKey: allotKeys.one(id ?? 0), queryFn: () => allotApi.get(id!), enabled: id !== null });
}

/** How many allotments each screen holds (D-535). */
export function useAllotCounts() {
  return useQuery({ queryKey: [...allotKeys.all, 'counts'], queryFn: () => call(allotmentRoutes.counts) });
}
