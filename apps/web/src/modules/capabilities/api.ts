/** Capability list application calls ('sup.vendorData'). */
import { capabilityRoutes as r } from '@aerosupply/shared/capabilities/routes';
import type { CapabilityBody } from '@aerosupply/shared/capabilities/schemas';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/call';

export const capabilityKeys = {
  all: ['capabilities'] as const,
  list: ['capabilities', 'list'] as const,
  one: (id: number) => ['capabilities', 'one', id] as const,
};

export const capabilityApi = {
  get: (id: number) => call(r.detail, { params: { id } }),
  create: (body: CapabilityBody) => call(r.create, { body }, { silent: true }),
  update: (id: number, body: CapabilityBody) => call(r.update, { params: { id }, body }, { silent: true }),
  submit: (id: number) => call(r.submit, { params: { id } }),
};

export function useCapability(id: number | null) {
  return useQuery({ queryKey: capabilityKeys.one(id ?? 0), queryFn: () => capabilityApi.get(id!), enabled: id !== null });
}
