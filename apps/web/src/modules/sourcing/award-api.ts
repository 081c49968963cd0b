/** Comparison and award calls of an opened RFx (staff), typed by the shared schemas. */
import type { QueryOf } from '@aerosupply/shared/http/contract';
import type { AwardBody, RoundBody } from '@aerosupply/shared/sourcing/award';
import { sourcingRoutes as r } from '@aerosupply/shared/sourcing/routes';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/call';

export const awardKeys = {
  comparison: (rfxId: number, currency: string, sort: string) => ['sourcing', 'rfx', 'comparison', rfxId, currency, sort] as const,
  award: (rfxId: number) => ['sourcing', 'rfx', 'award', rfxId] as const,
  rounds: (rfxId: number) => ['sourcing', 'rfx', 'rounds', rfxId] as const,
};

export const awardApi = {
  comparison: (rfxId: number, currency: string, sort: string) => call(r.comparison, { params: { id: rfxId }, query: { currency, sort } as QueryOf<typeof r.comparison> }),
  state: (rfxId: number) => call(r.award, { params: { id: rfxId } }),
  submit: (rfxId: number, body: AwardBody) => call(r.submitAward, { params: { id: rfxId }, body }, { silent: true }),
  approve: (awardId: number) => call(r.approveAward, { params: { id: awardId }, body: {} }),
  rounds: (rfxId: number) => call(r.rounds, { params: { id: rfxId } }),
  startRound: (rfxId: number, body: RoundBody) => call(r.startRound, { params: { id: rfxId }, body }, { silent: true }),
  reject: (awardId: number, comment: string) => call(r.rejectAward, { params: { id: awardId }, body: { comment } }, { silent: true }),
};

export function useComparison(rfxId: number, currency: string, sort: string) {
  return useQuery({ queryKey: awardKeys.comparison(rfxId, currency, sort), queryFn: () => awardApi.comparison(rfxId, currency, sort) });
}

export function useAwardState(rfxId: number) {
  return useQuery({ queryKey: awardKeys.award(rfxId), queryFn: () => awardApi.state(rfxId) });
}

export function useRounds(rfxId: number) {
  return useQuery({ queryKey: awardKeys.rounds(rfxId), queryFn: () => awardApi.rounds(rfxId) });
}
