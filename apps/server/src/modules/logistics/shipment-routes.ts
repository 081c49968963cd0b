/**
 * Shipment notice routes (issue 16): staff notices ('logistics.shipment.view' / 'manage'),
 * forwarder work ('fwd.logistics'; only shipments assigned to its company, 404 otherwise), the
 * shipment query by any number, milestones and timeline, and supplier despatch ('sup.purchaseOrder').
 */
import {
  assignBody,
  clearanceFields,
  deliveryFields,
  despatchBody,
  despatchList,
  despatchQuery,
  despatchView,
  dispatchBody,
  openOrderLines,
  pickupBody,
  reasonBody,
  shipmentBody,
  shipmentDetail,
  shipmentEvents,
  shipmentListQuery,
  shipmentPage,
} from '@aerosupply/shared/logistics/schemas';
import { supplierShipmentView } from '@aerosupply/shared/logistics/despatch';
import { forwarderMatches, forwarderMatchQuery } from '@aerosupply/shared/logistics/matching';
import { noData } from '@aerosupply/shared/contracts';
import { idParams } from '@aerosupply/shared/validation/ids';
import type { FastifyInstance } from 'fastify';
import { sendXlsx } from '../../platform/export/xlsx';
import { defineRoute } from '../../platform/http/route';
import { registerFileOwner } from '../files';
import * as despatch from './despatch';
import * as dispatching from './dispatch';
import { exportShipments } from './export';
import * as service from './service';
import { shipmentOfSupplier } from './supplier-shipment';

const tags = ['logistics'];
const VIEW = ['logistics.shipment.view', 'logistics.shipment.manage', 'fwd.logistics'] as const;
const MANAGE = 'logistics.shipment.manage';
const FWD = 'fwd.logistics';
const SUPPLIER = 'sup.purchaseOrder';
const lastLegBody = pickupBody.omit({ lines: true });

export function registerShipmentRoutes(app: FastifyInstance): void {
  registerFileOwner(service.MSDS_FILES, service.msdsFileRule);
  registerFileOwner(service.POD_FILES, service.podFileRule);

  defineRoute(app, {
    method: 'GET',
    url: '/api/logistics/shipments',
    permission: VIEW,
    summary: 'Shipment notices (filters, flow lists, any number; keyset pages); forwarders see their own',
    tags,
    query: shipmentListQuery,
    response: shipmentPage,
    handler: ({ deps, actor, query }) => service.listShipments(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/logistics/shipments/export',
    permission: VIEW,
    summary: 'Export the shipment notice search to Excel (forwarders their own)',
    tags,
    query: shipmentListQuery,
    raw: true,
    opType: 'query',
    handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportShipments(deps, actor, query, lang), 'shipments.xlsx'),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/logistics/shipments/:id',
    permission: VIEW,
    summary: 'One shipment notice with cargo, pick-ups and milestones',
    tags,
    params: idParams,
    response: shipmentDetail,
    handler: ({ deps, actor, params }) => service.getShipment(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/logistics/shipments/:id/timeline',
    permission: VIEW,
    summary: 'Timeline of a shipment notice',
    tags,
    params: idParams,
    response: shipmentEvents,
    handler: ({ deps, actor, params }) => service.shipmentTimeline(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/logistics/shipments',
    permission: MANAGE,
    summary: 'Create a shipment notice',
    tags,
    body: shipmentBody,
    response: shipmentDetail,
    handler: ({ deps, actor, body, lang }) => service.createShipment(deps, actor, body, lang),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/logistics/shipments/:id',
    permission: MANAGE,
    summary: 'Edit a shipment notice while nothing is picked up',
    tags,
    params: idParams,
    body: shipmentBody,
    response: shipmentDetail,
    handler: ({ deps, actor, params, body, lang }) => service.updateShipment(deps, actor, params.id, body, lang),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/logistics/shipments/:id',
    permission: MANAGE,
    summary: 'Delete a shipment notice while all its boxes await pick-up',
    tags,
    params: idParams,
    response: noData,
    handler: ({ deps, actor, params }) => service.deleteShipment(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/logistics/shipments/:id/forwarder-matches',
    permission: MANAGE,
    summary: 'Forwarder entries serving a leg of the shipment, best fit first (route, service mode, scope)',
    tags,
    params: idParams,
    query: forwarderMatchQuery,
    response: forwarderMatches,
    handler: ({ deps, actor, params, query }) => service.forwarderMatches(deps, actor, params.id, query.leg),
  });
  for (const [action, summary] of [
    ['recall', 'Recall a notice from its forwarder before pick-up (with a reason)'],
    ['void', 'Void a notice before pick-up (with a reason; kept with its history)'],
    ['restart', 'Restart a voided notice (with a reason)'],
  ] as const) {
    defineRoute(app, {
      method: 'POST',
      url: `/api/logistics/shipments/:id/${action}`,
      permission: MANAGE,
      summary,
      tags,
      params: idParams,
      body: reasonBody,
      response: shipmentDetail,
      opType: 'modify',
      handler: ({ deps, actor, params, body }) => service.noticeInstruction(deps, actor, params.id, action, body.reason),
    });
  }
  defineRoute(app, {
    method: 'POST',
    url: '/api/logistics/shipments/:id/assign',
    permission: MANAGE,
    summary: 'Assign the first-leg forwarder (notifies it)',
    tags,
    params: idParams,
    body: assignBody,
    response: shipmentDetail,
    opType: 'modify',
    handler: ({ deps, actor, params, body }) => service.assignForwarder(deps, actor, params.id, body.forwarderId),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/logistics/shipments/:id/assign-last-leg',
    permission: MANAGE,
    summary: 'Assign the last-leg (international) forwarder after customs',
    tags,
    params: idParams,
    body: assignBody,
    response: shipmentDetail,
    opType: 'modify',
    handler: ({ deps, actor, params, body }) => service.assignLastLeg(deps, actor, params.id, body.forwarderId),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/logistics/shipments/:id/pickup',
    permission: FWD,
    summary: 'Forwarder pick-up (quantities up to the pending quantity)',
    tags,
    params: idParams,
    body: pickupBody,
    response: shipmentDetail,
    opType: 'modify',
    handler: ({ deps, actor, params, body }) => service.pickUp(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/logistics/shipments/:id/dispatch',
    permission: FWD,
    summary: 'Forwarder dispatch: air with the air waybill, land with the truck (carrier, vehicle model, plate, truck number)',
    tags,
    params: idParams,
    body: dispatchBody,
    response: shipmentDetail,
    opType: 'modify',
    handler: ({ deps, actor, params, body }) => dispatching.dispatch(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/logistics/shipments/:id/dispatch-rollback',
    permission: FWD,
    summary: 'Roll a dispatch back (with a reason)',
    tags,
    params: idParams,
    body: reasonBody,
    response: shipmentDetail,
    opType: 'modify',
    handler: ({ deps, actor, params, body }) => dispatching.rollbackDispatch(deps, actor, params.id, body.reason),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/logistics/shipments/:id/clearance',
    permission: FWD,
    summary: 'Customs clearance of an international shipment',
    tags,
    params: idParams,
    body: clearanceFields,
    response: shipmentDetail,
    opType: 'modify',
    handler: ({ deps, actor, params, body }) => service.clearCustoms(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/logistics/shipments/:id/pickup-last-leg',
    permission: FWD,
    summary: 'Last-leg forwarder pick-up',
    tags,
    params: idParams,
    body: lastLegBody,
    response: shipmentDetail,
    opType: 'modify',
    handler: ({ deps, actor, params, body }) => service.pickUpLastLeg(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/logistics/shipments/:id/delivery',
    permission: FWD,
    summary: 'Delivery hand-over with proof-of-delivery photos',
    tags,
    params: idParams,
    body: deliveryFields,
    response: shipmentDetail,
    opType: 'modify',
    handler: ({ deps, actor, params, body }) => service.deliver(deps, actor, params.id, body),
  });

  // ---- supplier despatch ----
  defineRoute(app, {
    method: 'GET',
    url: '/api/sup/despatch/open-lines',
    permission: SUPPLIER,
    summary: 'Acknowledged order lines of the supplier with their open quantity',
    tags,
    query: despatchQuery,
    response: openOrderLines,
    handler: ({ deps, actor, query }) => despatch.openLines(deps, actor, query.orderNo),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/sup/despatch',
    permission: SUPPLIER,
    summary: 'The supplier’s despatches',
    tags,
    response: despatchList,
    handler: ({ deps, actor }) => despatch.listDespatches(deps, actor),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/sup/despatch',
    permission: SUPPLIER,
    summary: 'Announce a despatch against order lines (not above the open quantity)',
    tags,
    body: despatchBody,
    response: despatchView,
    handler: ({ deps, actor, body }) => despatch.createDespatch(deps, actor, body),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/sup/despatch/:id',
    permission: SUPPLIER,
    summary: 'Edit a despatch no transport notice carries yet',
    tags,
    params: idParams,
    body: despatchBody,
    response: despatchView,
    handler: ({ deps, actor, params, body }) => despatch.updateDespatch(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/sup/despatch/:id',
    permission: SUPPLIER,
    summary: 'Withdraw a despatch no transport notice carries yet',
    tags,
    params: idParams,
    response: noData,
    handler: ({ deps, actor, params }) => despatch.withdrawDespatch(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/sup/shipments/:id',
    permission: SUPPLIER,
    summary: 'The shipment the supplier’s despatch became: its own cargo and the milestones',
    tags,
    params: idParams,
    response: supplierShipmentView,
    handler: ({ deps, actor, params }) => shipmentOfSupplier(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/logistics/despatches',
    permission: [MANAGE, 'logistics.shipment.view'],
    summary: 'Suppliers’ despatches (to build notices from)',
    tags,
    response: despatchList,
    handler: ({ deps, actor }) => despatch.listDespatches(deps, actor),
  });
}
