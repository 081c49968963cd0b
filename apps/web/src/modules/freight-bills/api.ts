/** Electronic freight bill and rate card calls (issue 17). Types from the shared schemas. */
import type { BillDetail, BillInput, ForwarderOption, RateCardInput, RateCardView } from '@aerosupply/shared/freight-bills/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client';

export const billKeys = {
  all: ['freight-bills'] as const,
  list: ['freight-bills', 'list'] as const,
  one: (id: number) => ['freight-bills', 'one', id] as const,
  rates: ['freight-bills', 'rates'] as const,
  forwarders: ['freight-bills', 'forwarders'] as const,
};

/** Screen bases: the forwarder's list and the staff review list. */
export const FWD_BILLS = '/fwd/bills';
export const STAFF_BILLS = '/logistics/bills';

export const billApi = {
  get: (id: number) => api.get<BillDetail>(`/api/freight-bills/${id}`),
  create: (body: BillInput) => api.post<BillDetail>('/api/freight-bills', body, { silent: true }),
  update: (id: number, body: BillInput) => api.put<BillDetail>(`/api/freight-bills/${id}`, body, { silent: true }),
  renumber: (id: number, number: string) => api.put<BillDetail>(`/api/freight-bills/${id}/number`, { number }, { silent: true }),
  submit: (id: number) => api.post<BillDetail>(`/api/freight-bills/${id}/submit`),
  remove: (id: number) => api.delete<null>(`/api/freight-bills/${id}`),
  approve: (id: number, comment?: string) => api.post<BillDetail>(`/api/freight-bills/${id}/approve`, comment ? { comment } : {}),
  giveBack: (id: number, reason: string) => api.post<BillDetail>(`/api/freight-bills/${id}/return`, { reason }, { silent: true }),
  forwarders: () => api.get<ForwarderOption[]>('/api/freight-rate-cards/forwarders'),
  createRate: (body: RateCardInput) => api.post<RateCardView>('/api/freight-rate-cards', body, { silent: true }),
  updateRate: (id: number, body: RateCardInput) => api.put<RateCardView>(`/api/freight-rate-cards/${id}`, body, { silent: true }),
  removeRate: (id: number) => api.delete<null>(`/api/freight-rate-cards/${id}`),
};

export function useBill(id: number | null) {
  return useQuery({ queryKey: billKeys.one(id ?? 0), queryFn: () => billApi.get(id!), enabled: id !== null });
}

export function useForwarders(enabled = true) {
  return useQuery({ queryKey: billKeys.forwarders, queryFn: billApi.forwarders, enabled, staleTime: 60_000 });
}
