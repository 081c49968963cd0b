/** Capability list application calls ('sup.vendorData'). */
import type { CapabilityBody, CapabilityView } from '@aerosupply/shared/capabilities/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client';

export const capabilityKeys = {
  all: ['capabilities'] as const,
  list: ['capabilities', 'list'] as const,
  one: (id: number) => ['capabilities', 'one', id] as const,
};

export const capabilityApi = {
  get: (id: number) => api.get<CapabilityView>(`/api/sup/capabilities/${id}`),
  create: (body: CapabilityBody) => api.post<CapabilityView>('/api/sup/capabilities', body, { silent: true }),
  update: (id: number, body: CapabilityBody) => api.put<CapabilityView>(`/api/sup/capabilities/${id}`, body, { silent: true }),
  submit: (id: number) => api.post<CapabilityView>(`/api/sup/capabilities/${id}/submit`),
};

export function useCapability(id: number | null) {
  return useQuery({ queryKey: capabilityKeys.one(id ?? 0), queryFn: () => capabilityApi.get(id!), enabled: id !== null });
}
