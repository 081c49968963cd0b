/**
 * Logistics routes (issue 16): master data for logistics staff ('logistics.master.manage'; read
 * also with 'logistics.shipment.view'/'manage' for the notice forms); shipment notices: staff
 * notices ('logistics.shipment.view' / 'manage'), forwarder work ('fwd.logistics'; only shipments
 * assigned to its company, 404 otherwise), the shipment query by any number, milestones and
 * timeline; and supplier despatch ('sup.purchaseOrder').
 */
import { noData } from '../contracts';
import { route } from '../http/contract';
import { idParams } from '../validation/ids';
import { supplierShipmentView } from './despatch';
import { forwarderCompanyList, masterBody, masterItemParams, masterKindParams, masterListQuery, masterPage, masterRecord } from './master';
import { forwarderMatches, forwarderMatchQuery } from './matching';
import { assignBody, clearanceFields, deliveryFields, dispatchBody, lastLegPickupBody, pickupBody, portPage, portSearchQuery, reasonBody, shipmentBody, shipmentDetail, shipmentEvents, shipmentListQuery, shipmentPage } from './schemas';
import { despatchBody, despatchList, despatchQuery, despatchView, openOrderLines } from './despatch-schemas';

const tags = ['logistics'];
const MASTER = 'logistics.master.manage';
const MASTER_READ = ['logistics.master.manage', 'logistics.shipment.view', 'logistics.shipment.manage'] as const;
const VIEW = ['logistics.shipment.view', 'logistics.shipment.manage', 'fwd.logistics'] as const;
const MANAGE = 'logistics.shipment.manage';
const FWD = 'fwd.logistics';
const SUPPLIER = 'sup.purchaseOrder';

/** The instructions staff give a notice before pick-up, each its own route. */
export const NOTICE_INSTRUCTIONS = ['recall', 'void', 'restart'] as const;
export type NoticeInstruction = (typeof NOTICE_INSTRUCTIONS)[number];

const noticeInstruction = <A extends NoticeInstruction>(action: A, summary: string) =>
  route({
    method: 'POST', url: `/api/logistics/shipments/:id/${action}`, permission: MANAGE, tags,
    summary, params: idParams, body: reasonBody, response: shipmentDetail, opType: 'modify',
  });

export const logisticsRoutes = {
  masterList: route({
    method: 'GET', url: '/api/logistics/master/:kind', permission: MASTER_READ, tags,
    summary: 'Logistics master data of one kind (air zones, ports, agents, forwarders) with search', params: masterKindParams, query: masterListQuery, response: masterPage,
  }),
  masterItem: route({
    method: 'GET', url: '/api/logistics/master/:kind/:id', permission: MASTER_READ, tags,
    summary: 'One logistics master-data entry', params: masterItemParams, response: masterRecord,
  }),
  createMaster: route({
    method: 'POST', url: '/api/logistics/master/:kind', permission: MASTER, tags,
    summary: 'Create a logistics master-data entry', params: masterKindParams, body: masterBody, response: masterRecord,
  }),
  updateMaster: route({
    method: 'PUT', url: '/api/logistics/master/:kind/:id', permission: MASTER, tags,
    summary: 'Edit a logistics master-data entry', params: masterItemParams, body: masterBody, response: masterRecord,
  }),
  deleteMaster: route({
    method: 'DELETE', url: '/api/logistics/master/:kind/:id', permission: MASTER, tags,
    summary: 'Delete a logistics master-data entry not used by a shipment', params: masterItemParams, response: noData,
  }),
  forwarderCompanies: route({
    method: 'GET', url: '/api/logistics/forwarder-companies', permission: MASTER_READ, tags,
    summary: 'Forwarder companies a forwarder entry may name', response: forwarderCompanyList,
  }),
  ports: route({
    method: 'GET', url: '/api/logistics/ports', permission: MASTER_READ, tags,
    summary: 'Port picker search: enabled ports by code, name or city, the exact code first; paged', query: portSearchQuery, response: portPage,
  }),
  shipments: route({
    method: 'GET', url: '/api/logistics/shipments', permission: VIEW, tags,
    summary: 'Shipment notices (filters, flow lists, any number; keyset pages); forwarders see their own', query: shipmentListQuery, response: shipmentPage,
  }),
  exportShipments: route({
    method: 'GET', url: '/api/logistics/shipments/export', permission: VIEW, tags,
    summary: 'Export the shipment notice search to Excel (forwarders their own)', query: shipmentListQuery, raw: true, opType: 'query',
  }),
  shipment: route({
    method: 'GET', url: '/api/logistics/shipments/:id', permission: VIEW, tags,
    summary: 'One shipment notice with cargo, pick-ups and milestones', params: idParams, response: shipmentDetail,
  }),
  timeline: route({
    method: 'GET', url: '/api/logistics/shipments/:id/timeline', permission: VIEW, tags,
    summary: 'Timeline of a shipment notice', params: idParams, response: shipmentEvents,
  }),
  createShipment: route({
    method: 'POST', url: '/api/logistics/shipments', permission: MANAGE, tags,
    summary: 'Create a shipment notice', body: shipmentBody, response: shipmentDetail,
  }),
  updateShipment: route({
    method: 'PUT', url: '/api/logistics/shipments/:id', permission: MANAGE, tags,
    summary: 'Edit a shipment notice while nothing is picked up', params: idParams, body: shipmentBody, response: shipmentDetail,
  }),
  deleteShipment: route({
    method: 'DELETE', url: '/api/logistics/shipments/:id', permission: MANAGE, tags,
    summary: 'Delete a shipment notice while all its boxes await pick-up', params: idParams, response: noData,
  }),
  forwarderMatches: route({
    method: 'GET', url: '/api/logistics/shipments/:id/forwarder-matches', permission: MANAGE, tags,
    summary: 'Forwarder entries serving a leg of the shipment, best fit first (route, service mode, scope)', params: idParams, query: forwarderMatchQuery, response: forwarderMatches,
  }),
  // Instructions to a notice's forwarder before pick-up: one route each, the same body and answer.
  recall: noticeInstruction('recall', 'Recall a notice from its forwarder before pick-up (with a reason)'),
  void: noticeInstruction('void', 'Void a notice before pick-up (with a reason; kept with its history)'),
  restart: noticeInstruction('restart', 'Restart a voided notice (with a reason)'),
  assign: route({
    method: 'POST', url: '/api/logistics/shipments/:id/assign', permission: MANAGE, tags,
    summary: 'Assign the first-leg forwarder (notifies it)', params: idParams, body: assignBody, response: shipmentDetail, opType: 'modify',
  }),
  assignLastLeg: route({
    method: 'POST', url: '/api/logistics/shipments/:id/assign-last-leg', permission: MANAGE, tags,
    summary: 'Assign the last-leg (international) forwarder after customs', params: idParams, body: assignBody, response: shipmentDetail, opType: 'modify',
  }),
  pickup: route({
    method: 'POST', url: '/api/logistics/shipments/:id/pickup', permission: FWD, tags,
    summary: 'Forwarder pick-up (quantities up to the pending quantity)', params: idParams, body: pickupBody, response: shipmentDetail, opType: 'modify',
  }),
  dispatch: route({
    method: 'POST', url: '/api/logistics/shipments/:id/dispatch', permission: FWD, tags,
    summary: 'Forwarder dispatch: air with the air waybill, land with the truck (carrier, vehicle model, plate, truck number)', params: idParams, body: dispatchBody, response: shipmentDetail, opType: 'modify',
  }),
  dispatchRollback: route({
    method: 'POST', url: '/api/logistics/shipments/:id/dispatch-rollback', permission: FWD, tags,
    summary: 'Roll a dispatch back (with a reason)', params: idParams, body: reasonBody, response: shipmentDetail, opType: 'modify',
  }),
  clearance: route({
    method: 'POST', url: '/api/logistics/shipments/:id/clearance', permission: FWD, tags,
    summary: 'Customs clearance of an international shipment', params: idParams, body: clearanceFields, response: shipmentDetail, opType: 'modify',
  }),
  pickupLastLeg: route({
    method: 'POST', url: '/api/logistics/shipments/:id/pickup-last-leg', permission: FWD, tags,
    summary: 'Last-leg forwarder pick-up', params: idParams, body: lastLegPickupBody, response: shipmentDetail, opType: 'modify',
  }),
  delivery: route({
    method: 'POST', url: '/api/logistics/shipments/:id/delivery', permission: FWD, tags,
    summary: 'Delivery hand-over with proof-of-delivery photos', params: idParams, body: deliveryFields, response: shipmentDetail, opType: 'modify',
  }),
  // ---- supplier despatch ----
  supDespatchOpenLines: route({
    method: 'GET', url: '/api/sup/despatch/open-lines', permission: SUPPLIER, tags,
    summary: 'Acknowledged order lines of the supplier with their open quantity', query: despatchQuery, response: openOrderLines,
  }),
  supDespatches: route({
    method: 'GET', url: '/api/sup/despatch', permission: SUPPLIER, tags,
    summary: 'The supplier’s despatches', response: despatchList,
  }),
  supCreateDespatch: route({
    method: 'POST', url: '/api/sup/despatch', permission: SUPPLIER, tags,
    summary: 'Announce a despatch against order lines (not above the open quantity)', body: despatchBody, response: despatchView,
  }),
  supUpdateDespatch: route({
    method: 'PUT', url: '/api/sup/despatch/:id', permission: SUPPLIER, tags,
    summary: 'Edit a despatch no transport notice carries yet', params: idParams, body: despatchBody, response: despatchView,
  }),
  supWithdrawDespatch: route({
    method: 'DELETE', url: '/api/sup/despatch/:id', permission: SUPPLIER, tags,
    summary: 'Withdraw a despatch no transport notice carries yet', params: idParams, response: noData,
  }),
  supplierShipment: route({
    method: 'GET', url: '/api/sup/shipments/:id', permission: SUPPLIER, tags,
    summary: 'The shipment the supplier’s despatch became: its own cargo and the milestones', params: idParams, response: supplierShipmentView,
  }),
  despatches: route({
    method: 'GET', url: '/api/logistics/despatches', permission: [MANAGE, 'logistics.shipment.view'], tags,
    summary: 'Suppliers’ despatches (to build notices from)', response: despatchList,
  }),
};
