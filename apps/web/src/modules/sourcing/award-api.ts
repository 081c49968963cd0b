/** Comparison and award calls of an opened RFx (staff), typed by the shared schemas. */
import type { AwardBody, AwardState, Comparison, RfxRounds, RoundBody } from '@aerosupply/shared/sourcing/award';
import type { RfxDetail } from '@aerosupply/shared/sourcing/responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client';

export const awardKeys = {
  comparison: (rfxId: number, currency: string, sort: string) => ['sourcing', 'rfx', 'comparison', rfxId, currency, sort] as const,
  award: (rfxId: number) => ['sourcing', 'rfx', 'award', rfxId] as const,
  rounds: (rfxId: number) => ['sourcing', 'rfx', 'rounds', rfxId] as const,
};

export const awardApi = {
  comparison: (rfxId: number, currency: string, sort: string) => api.get<Comparison>(`/api/sourcing/rfx/${rfxId}/comparison`, { currency, sort }),
  state: (rfxId: number) => api.get<AwardState>(`/api/sourcing/rfx/${rfxId}/award`),
  submit: (rfxId: number, body: AwardBody) => api.post<AwardState>(`/api/sourcing/rfx/${rfxId}/award`, body, { silent: true }),
  approve: (awardId: number) => api.post<AwardState>(`/api/sourcing/awards/${awardId}/approve`, {}),
  rounds: (rfxId: number) => api.get<RfxRounds>(`/api/sourcing/rfx/${rfxId}/rounds`),
  startRound: (rfxId: number, body: RoundBody) => api.post<RfxDetail>(`/api/sourcing/rfx/${rfxId}/rounds`, body, { silent: true }),
  reject: (awardId: number, comment: string) => api.post<AwardState>(`/api/sourcing/awards/${awardId}/reject`, { comment }, { silent: true }),
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
