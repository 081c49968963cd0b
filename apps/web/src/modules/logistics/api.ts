/** Logistics calls (issue 16): master data; shipment notices, forwarder work, supplier despatch. Types from the shared schemas. */
import type { CursorPage } from '@aerosupply/shared';
import type { ForwarderMatch, MatchLeg } from '@aerosupply/shared/logistics/matching';
import type { ForwarderCompany, MasterBody, MasterKind, MasterRecord } from '@aerosupply/shared/logistics/master';
import type { SupplierShipmentView } from '@aerosupply/shared/logistics/despatch';
import type { ClearanceBody, DeliveryBody, DespatchBody, DespatchView, DispatchBody, OpenOrderLine, PickupBody, PortOption, ShipmentDetail, ShipmentInput, ShipmentRow } from '@aerosupply/shared/logistics/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client';

export const logisticsKeys = {
  all: ['logistics'] as const,
  master: (kind: MasterKind) => ['logistics', 'master', kind] as const,
  forwarderCompanies: ['logistics', 'forwarder-companies'] as const,
  shipments: ['logistics', 'shipments'] as const,
  shipment: (id: number) => ['logistics', 'shipment', id] as const,
  despatch: ['logistics', 'despatch'] as const,
};

export interface TimelineEvent {
  id: number;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  note: string | null;
  actor: string;
  side: string;
  at: string;
}

export const logisticsApi = {
  createMaster: (kind: MasterKind, body: MasterBody) => api.post<MasterRecord>(`/api/logistics/master/${kind}`, body, { silent: true }),
  updateMaster: (kind: MasterKind, id: number, body: MasterBody) => api.put<MasterRecord>(`/api/logistics/master/${kind}/${id}`, body, { silent: true }),
  deleteMaster: (kind: MasterKind, id: number) => api.delete<null>(`/api/logistics/master/${kind}/${id}`),
  createShipment: (body: ShipmentInput) => api.post<ShipmentDetail>('/api/logistics/shipments', body, { silent: true }),
  updateShipment: (id: number, body: ShipmentInput) => api.put<ShipmentDetail>(`/api/logistics/shipments/${id}`, body, { silent: true }),
  instruct: (id: number, action: 'recall' | 'void' | 'restart', reason: string) => api.post<ShipmentDetail>(`/api/logistics/shipments/${id}/${action}`, { reason }, { silent: true }),
  deleteShipment: (id: number) => api.delete<null>(`/api/logistics/shipments/${id}`),
  assign: (id: number, forwarderId: number, lastLeg = false) => api.post<ShipmentDetail>(`/api/logistics/shipments/${id}/${lastLeg ? 'assign-last-leg' : 'assign'}`, { forwarderId }, { silent: true }),
  pickUp: (id: number, body: PickupBody) => api.post<ShipmentDetail>(`/api/logistics/shipments/${id}/pickup`, body, { silent: true }),
  pickUpLastLeg: (id: number, body: Omit<PickupBody, 'lines'>) => api.post<ShipmentDetail>(`/api/logistics/shipments/${id}/pickup-last-leg`, body, { silent: true }),
  dispatch: (id: number, body: DispatchBody) => api.post<ShipmentDetail>(`/api/logistics/shipments/${id}/dispatch`, body, { silent: true }),
  rollbackDispatch: (id: number, reason: string) => api.post<ShipmentDetail>(`/api/logistics/shipments/${id}/dispatch-rollback`, { reason }, { silent: true }),
  clear: (id: number, body: ClearanceBody) => api.post<ShipmentDetail>(`/api/logistics/shipments/${id}/clearance`, body, { silent: true }),
  deliver: (id: number, body: DeliveryBody) => api.post<ShipmentDetail>(`/api/logistics/shipments/${id}/delivery`, body, { silent: true }),
  createDespatch: (body: DespatchBody) => api.post<DespatchView>('/api/sup/despatch', body, { silent: true }),
  updateDespatch: (id: number, body: DespatchBody) => api.put<DespatchView>(`/api/sup/despatch/${id}`, body, { silent: true }),
  withdrawDespatch: (id: number) => api.delete<null>(`/api/sup/despatch/${id}`),
};

/** The shipment a supplier's despatch became (its own cargo and the milestones, D-531). */
export function useSupplierShipment(id: number | null) {
  return useQuery({ queryKey: [...logisticsKeys.despatch, 'shipment', id], queryFn: () => api.get<SupplierShipmentView>(`/api/sup/shipments/${id}`), enabled: id !== null });
}

export function useForwarderCompanies(enabled = true) {
  return useQuery({ queryKey: logisticsKeys.forwarderCompanies, queryFn: () => api.get<ForwarderCompany[]>('/api/logistics/forwarder-companies'), enabled });
}

export function useShipments(params: Record<string, string | number | undefined>) {
  return useQuery({ queryKey: [...logisticsKeys.shipments, params], queryFn: () => api.get<CursorPage<ShipmentRow>>('/api/logistics/shipments', params), placeholderData: keepPreviousData });
}

export function useShipment(id: number, enabled = true) {
  return useQuery({ queryKey: logisticsKeys.shipment(id), queryFn: () => api.get<ShipmentDetail>(`/api/logistics/shipments/${id}`), enabled });
}

export function useShipmentTimeline(id: number) {
  return useQuery({ queryKey: [...logisticsKeys.shipment(id), 'timeline'], queryFn: () => api.get<TimelineEvent[]>(`/api/logistics/shipments/${id}/timeline`) });
}

export function useForwarders(scope?: string) {
  return useQuery({
    queryKey: ['logistics', 'forwarders', scope ?? ''],
    queryFn: () => api.get<{ rows: MasterRecord[] }>('/api/logistics/master/forwarder', { enabled: 'true', pageSize: 100, scope }),
  });
}

export function useForwarderMatches(id: number, leg: MatchLeg, enabled: boolean) {
  return useQuery({ queryKey: [...logisticsKeys.shipment(id), 'forwarder-matches', leg], queryFn: () => api.get<ForwarderMatch[]>(`/api/logistics/shipments/${id}/forwarder-matches`, { leg }), enabled });
}

export function useAgents() {
  return useQuery({ queryKey: ['logistics', 'agents'], queryFn: () => api.get<{ rows: MasterRecord[] }>('/api/logistics/master/intlOut', { enabled: 'true', pageSize: 100 }) });
}

/** The port pickers' server search (D-512): enabled ports by code, name or city, the first page. */
export function usePortSearch(q: string) {
  return useQuery({
    queryKey: ['logistics', 'ports', q],
    queryFn: () => api.get<{ rows: PortOption[]; total: number }>('/api/logistics/ports', { ...(q ? { q } : {}), pageSize: 20 }),
    placeholderData: keepPreviousData,
  });
}

export function useStaffDespatches(enabled: boolean) {
  return useQuery({ queryKey: [...logisticsKeys.despatch, 'staff'], queryFn: () => api.get<DespatchView[]>('/api/logistics/despatches'), enabled });
}

export function useSupplierDespatches() {
  return useQuery({ queryKey: [...logisticsKeys.despatch, 'supplier'], queryFn: () => api.get<DespatchView[]>('/api/sup/despatch') });
}

export function useOpenLines() {
  return useQuery({ queryKey: [...logisticsKeys.despatch, 'open-lines'], queryFn: () => api.get<OpenOrderLine[]>('/api/sup/despatch/open-lines') });
}
