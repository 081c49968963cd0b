/** Outside flow calls (issue 17 item 2). Types from the shared schemas. */
import type { BodyOf, QueryOf } from '@aerosupply/shared/http/contract';
import { outsideBackRoutes, outsideFlowRoutes as r, type OutsideBackStep } from '@aerosupply/shared/outside-flows/routes';
import type { DispatchBody, OutsideInput, PickupBody, ReceiveBody } from '@aerosupply/shared/outside-flows/schemas';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/call';

export const outsideKeys = {
  all: ['outside-flows'] as const,
  list: ['outside-flows', 'list'] as const,
  counts: ['outside-flows', 'counts'] as const,
  one: (id: number) => ['outside-flows', 'one', id] as const,
  options: ['outside-flows', 'options'] as const,
};

/** Screen bases: staff (instruct, receive) and the forwarder (pick-up, dispatch, customs). */
export const STAFF_OUTSIDE = '/logistics/outside';
export const FWD_OUTSIDE = '/fwd/outside';

export type StepKind = 'pickup' | 'dispatch' | 'customs' | 'receive' | 'reason';

export const outsideApi = {
  list: (query: Partial<QueryOf<typeof r.list>>) => call(r.list, { query }),
  get: (id: number) => call(r.detail, { params: { id } }),
  counts: (query: Partial<QueryOf<typeof r.counts>>) => call(r.counts, { query }),
  options: () => call(r.options),
  shipmentCargo: (shipmentNo: string) => call(r.shipmentCargo, { query: { shipmentNo } }, { silent: true }),
  create: (body: OutsideInput) => call(r.create, { body }, { silent: true }),
  update: (id: number, body: OutsideInput) => call(r.update, { params: { id }, body }, { silent: true }),
  remove: (id: number) => call(r.remove, { params: { id } }),
  commit: (id: number) => call(r.commit, { params: { id } }),
  pickup: (id: number, body: PickupBody) => call(r.pickup, { params: { id }, body }, { silent: true }),
  dispatch: (id: number, body: DispatchBody) => call(r.dispatch, { params: { id }, body }, { silent: true }),
  customs: (id: number, body: BodyOf<typeof r.customs>) => call(r.customs, { params: { id }, body }, { silent: true }),
  receive: (id: number, body: ReceiveBody) => call(r.receive, { params: { id }, body }, { silent: true }),
  /** Recall and roll back: `step` names the route (recall, or the roll back of pick-up, dispatch, customs or receipt). */
  back: (id: number, step: OutsideBackStep, reason?: string) => call(outsideBackRoutes[step], { params: { id }, body: reason ? { reason } : {} }, { silent: true }),
};

export function useOutsideFlow(id: number | null) {
  return useQuery({ queryKey: outsideKeys.one(id ?? 0), queryFn: () => outsideApi.get(id!), enabled: id !== null });
}

export function useOutsideOptions() {
  return useQuery({ queryKey: outsideKeys.options, queryFn: outsideApi.options, staleTime: 60_000 });
}
