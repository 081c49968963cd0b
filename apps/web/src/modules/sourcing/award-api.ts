/** Comparison and award calls of an opened RFx (staff), typed by the shared schemas. */
import type { AwardBody, AwardState, Comparison } from '@aerosupply/shared/sourcing/award';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client';

export const awardKeys = {
  comparison: (rfxId: number, currency: string, sort: string) => ['sourcing', 'rfx', 'comparison', rfxId, currency, sort] as const,
  award: (rfxId: number) => ['sourcing', 'rfx', 'award', rfxId] as const,
};

export const awardApi = {
  comparison: (rfxId: number, currency: string, sort: string) => api.get<Comparison>(`/api/sourcing/rfx/${rfxId}/comparison`, { currency, sort }),
  state: (rfxId: number) => api.get<AwardState>(`/api/sourcing/rfx/${rfxId}/award`),
  submit: (rfxId: number, body: AwardBody) => api.post<AwardState>(`/api/sourcing/rfx/${rfxId}/award`, body, { silent: true }),
  approve: (awardId: number) => api.post<AwardState>(`/api/sourcing/awards/${awardId}/approve`, {}),
  reject: (awardId: number, comment: string) => api.post<AwardState>(`/api/sourcing/awards/${awardId}/reject`, { comment }, { silent: true }),
};

export function useComparison(rfxId: number, currency: string, sort: string) {
  return useQuery({ queryKey: awardKeys.comparison(rfxId, currency, sort), queryFn: () => awardApi.comparison(rfxId, currency, sort) });
}

export function useAwardState(rfxId: number) {
  return useQuery({ queryKey: awardKeys.award(rfxId), queryFn: () => awardApi.state(rfxId) });
}
