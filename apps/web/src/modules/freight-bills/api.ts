/** Electronic freight bill and rate card calls (issue 17), through the shared route contracts. */
import { freightBillRoutes as r } from '@aerosupply/shared/freight-bills/routes';
import type { BillInput, RateCardInput } from '@aerosupply/shared/freight-bills/schemas';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/call';

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
  get: (id: number) => call(r.detail, { params: { id } }),
  create: (body: BillInput) => call(r.create, { body }, { silent: true }),
  update: (id: number, body: BillInput) => call(r.update, { params: { id }, body }, { silent: true }),
  renumber: (id: number, number: string) => call(r.renumber, { params: { id }, body: { number } }, { silent: true }),
  submit: (id: number) => call(r.submit, { params: { id } }),
  remove: (id: number) => call(r.remove, { params: { id } }),
  approve: (id: number, comment?: string) => call(r.approve, { params: { id }, body: comment ? { comment } : {} }),
  giveBack: (id: number, reason: string) => call(r.return, { params: { id }, body: { reason } }, { silent: true }),
  forwarders: () => call(r.rateCardForwarders),
  createRate: (body: RateCardInput) => call(r.createRateCard, { body }, { silent: true }),
  updateRate: (id: number, body: RateCardInput) => call(r.updateRateCard, { params: { id }, body }, { silent: true }),
  removeRate: (id: number) => call(r.deleteRateCard, { params: { id } }),
};

export function useBill(id: number | null) {
  return useQuery({ queryKey: billKeys.one(id ?? 0), queryFn: () => billApi.get(id!), enabled: id !== null });
}

export function useForwarders(enabled = true) {
  return useQuery({ queryKey: billKeys.forwarders, queryFn: billApi.forwarders, enabled, staleTime: 60_000 });
}
