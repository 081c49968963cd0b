/** Outside flow calls (issue 17 item 2). Types from the shared schemas. */
import type { CustomsBody, DispatchBody, OutsideCounts, OutsideDetail, OutsideInput, OutsideOptions, PickupBody, ReceiveBody, ShipmentCargo } from '@aerosupply/shared/outside-flows/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client';

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
export const OUTSIDE_API = '/api/outside-flows';

export type StepKind = 'pickup' | 'dispatch' | 'customs' | 'receive' | 'reason';

export const outsideApi = {
  get: (id: number) => api.get<OutsideDetail>(`${OUTSIDE_API}/${id}`),
  counts: (params: Record<string, string | number>) => api.get<OutsideCounts>(`${OUTSIDE_API}/counts`, params),
  options: () => api.get<OutsideOptions>(`${OUTSIDE_API}/options`),
  shipmentCargo: (shipmentNo: string) => api.get<ShipmentCargo>(`${OUTSIDE_API}/shipment-cargo`, { shipmentNo }, { silent: true }),
  create: (body: OutsideInput) => api.post<OutsideDetail>(OUTSIDE_API, body, { silent: true }),
  update: (id: number, body: OutsideInput) => api.put<OutsideDetail>(`${OUTSIDE_API}/${id}`, body, { silent: true }),
  remove: (id: number) => api.delete<null>(`${OUTSIDE_API}/${id}`),
  commit: (id: number) => api.post<OutsideDetail>(`${OUTSIDE_API}/${id}/commit`),
  pickup: (id: number, body: PickupBody) => api.post<OutsideDetail>(`${OUTSIDE_API}/${id}/pickup`, body, { silent: true }),
  dispatch: (id: number, body: DispatchBody) => api.post<OutsideDetail>(`${OUTSIDE_API}/${id}/dispatch`, body, { silent: true }),
  customs: (id: number, body: Omit<CustomsBody, 'dutiesCurrency'> & { dutiesCurrency?: string }) => api.post<OutsideDetail>(`${OUTSIDE_API}/${id}/customs`, body, { silent: true }),
  receive: (id: number, body: ReceiveBody) => api.post<OutsideDetail>(`${OUTSIDE_API}/${id}/receive`, body, { silent: true }),
  /** Recall and roll back: `path` is recall, pickup/rollback, dispatch/rollback, customs/rollback or receive/recall. */
  back: (id: number, path: string, reason?: string) => api.post<OutsideDetail>(`${OUTSIDE_API}/${id}/${path}`, reason ? { reason } : {}, { silent: true }),
};

export function useOutsideFlow(id: number | null) {
  return useQuery({ queryKey: outsideKeys.one(id ?? 0), queryFn: () => outsideApi.get(id!), enabled: id !== null });
}

export function useOutsideOptions() {
  return useQuery({ queryKey: outsideKeys.options, queryFn: outsideApi.options, staleTime: 60_000 });
}
