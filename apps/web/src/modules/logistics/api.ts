/** Logistics calls (issue 16): master data; shipment notices, forwarder work, supplier despatch; through the shared route contracts. */
import type { QueryOf } from '@aerosupply/shared/http/contract';
import type { MatchLeg } from '@aerosupply/shared/logistics/matching';
import type { MasterBody, MasterKind } from '@aerosupply/shared/logistics/master';
import { logisticsRoutes as r, type NoticeInstruction } from '@aerosupply/shared/logistics/routes';
import type { ClearanceBody, DeliveryBody, DispatchBody, PickupBody, ShipmentInput } from '@aerosupply/shared/logistics/schemas';
import type { DespatchBody } from '@aerosupply/shared/logistics/despatch-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/call';
import { useListParams } from '../../lib/useListParams';

export const logisticsKeys = {
  all: ['logistics'] as const,
  master: (kind: MasterKind) => ['logistics', 'master', kind] as const,
  forwarderCompanies: ['logistics', 'forwarder-companies'] as const,
  shipments: ['logistics', 'shipments'] as const,
  shipment: (id: number) => ['logistics', 'shipment', id] as const,
  despatch: ['logistics', 'despatch'] as const,
};

export const logisticsApi = {
  createMaster: (kind: MasterKind, body: MasterBody) => call(r.createMaster, { params: { kind }, body }, { silent: true }),
  updateMaster: (kind: MasterKind, id: number, body: MasterBody) => call(r.updateMaster, { params: { kind, id }, body }, { silent: true }),
  deleteMaster: (kind: MasterKind, id: number) => call(r.deleteMaster, { params: { kind, id } }),
  createShipment: (body: ShipmentInput) => call(r.createShipment, { body }, { silent: true }),
  updateShipment: (id: number, body: ShipmentInput) => call(r.updateShipment, { params: { id }, body }, { silent: true }),
  instruct: (id: number, action: NoticeInstruction, reason: string) => call(r[action], { params: { id }, body: { reason } }, { silent: true }),
  deleteShipment: (id: number) => call(r.deleteShipment, { params: { id } }),
  assign: (id: number, forwarderId: number, lastLeg = false) => call(lastLeg ? r.assignLastLeg : r.assign, { params: { id }, body: { forwarderId } }, { silent: true }),
  pickUp: (id: number, body: PickupBody) => call(r.pickup, { params: { id }, body }, { silent: true }),
  pickUpLastLeg: (id: number, body: Omit<PickupBody, 'lines'>) => call(r.pickupLastLeg, { params: { id }, body }, { silent: true }),
  dispatch: (id: number, body: DispatchBody) => call(r.dispatch, { params: { id }, body }, { silent: true }),
  rollbackDispatch: (id: number, reason: string) => call(r.dispatchRollback, { params: { id }, body: { reason } }, { silent: true }),
  clear: (id: number, body: ClearanceBody) => call(r.clearance, { params: { id }, body }, { silent: true }),
  deliver: (id: number, body: DeliveryBody) => call(r.delivery, { params: { id }, body }, { silent: true }),
  createDespatch: (body: DespatchBody) => call(r.supCreateDespatch, { body }, { silent: true }),
  updateDespatch: (id: number, body: DespatchBody) => call(r.supUpdateDespatch, { params: { id }, body }, { silent: true }),
  withdrawDespatch: (id: number) => call(r.supWithdrawDespatch, { params: { id } }),
};

/** The master-data list of one kind, its page and filters in the URL (usePagedList with the kind as path parameter). */
export function useMasterList(kind: MasterKind, filterKeys: readonly string[]) {
  const list = useListParams(filterKeys, 20);
  const query = useQuery({
    queryKey: [...logisticsKeys.master(kind), list.query],
    queryFn: () => call(r.masterList, { params: { kind }, query: list.query }),
    placeholderData: keepPreviousData,
  });
  return { list, query };
}

/** The shipment a supplier's despatch became (its own cargo and the milestones, D-531). */
export function useSupplierShipment(id: number | null) {
  return useQuery({ queryKey: [...logisticsKeys.despatch, 'shipment', id], queryFn: () => call(r.supplierShipment, { params: { id: id! } }), enabled: id !== null });
}

export function useForwarderCompanies(enabled = true) {
  return useQuery({ queryKey: logisticsKeys.forwarderCompanies, queryFn: () => call(r.forwarderCompanies), enabled });
}

export function useShipments(params: QueryOf<typeof r.shipments>) {
  return useQuery({ queryKey: [...logisticsKeys.shipments, params], queryFn: () => call(r.shipments, { query: params }), placeholderData: keepPreviousData });
}

export function useShipment(id: number, enabled = true) {
  return useQuery({ queryKey: logisticsKeys.shipment(id), queryFn: () => call(r.shipment, { params: { id } }), enabled });
}

export function useShipmentTimeline(id: number) {
  return useQuery({ queryKey: [...logisticsKeys.shipment(id), 'timeline'], queryFn: () => call(r.timeline, { params: { id } }) });
}

export function useForwarders(scope?: QueryOf<typeof r.masterList>['scope']) {
  return useQuery({
    queryKey: ['logistics', 'forwarders', scope ?? ''],
    queryFn: () => call(r.masterList, { params: { kind: 'forwarder' }, query: { enabled: 'true', pageSize: 100, scope } }),
  });
}

export function useForwarderMatches(id: number, leg: MatchLeg, enabled: boolean) {
  return useQuery({ queryKey: [...logisticsKeys.shipment(id), 'forwarder-matches', leg], queryFn: () => call(r.forwarderMatches, { params: { id }, query: { leg } }), enabled });
}

export function useAgents() {
  return useQuery({ queryKey: ['logistics', 'agents'], queryFn: () => call(r.masterList, { params: { kind: 'intlOut' }, query: { enabled: 'true', pageSize: 100 } }) });
}

/** The port pickers' server search (D-512): enabled ports by code, name or city, the first page. */
export function usePortSearch(q: string) {
  return useQuery({
    queryKey: ['logistics', 'ports', q],
    queryFn: () => call(r.ports, { query: { ...(q ? { q } : {}), pageSize: 20 } }),
    placeholderData: keepPreviousData,
  });
}

export function useStaffDespatches(enabled: boolean) {
  return useQuery({ queryKey: [...logisticsKeys.despatch, 'staff'], queryFn: () => call(r.despatches), enabled });
}

export function useSupplierDespatches() {
  return useQuery({ queryKey: [...logisticsKeys.despatch, 'supplier'], queryFn: () => call(r.supDespatches) });
}

export function useOpenLines() {
  return useQuery({ queryKey: [...logisticsKeys.despatch, 'open-lines'], queryFn: () => call(r.supDespatchOpenLines) });
}
