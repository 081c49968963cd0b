/**
 * Shipment notice routes (issue 16): staff notices ('logistics.shipment.view' / 'manage'),
 * forwarder work ('fwd.logistics'; only shipments assigned to its company, 404 otherwise), the
 * shipment query by any number, milestones and timeline, and supplier despatch ('sup.purchaseOrder').
 */
import { logisticsRoutes as r, NOTICE_INSTRUCTIONS } from '@aerosupply/shared/logistics/routes';
import type { FastifyInstance } from 'fastify';
import { sendXlsx } from '../../platform/export/xlsx';
import { defineRoute } from '../../platform/http/route';
import { registerFileOwner } from '../files';
import * as despatch from './despatch';
import * as dispatching from './dispatch';
import { exportShipments } from './export';
import * as service from './service';
import { shipmentOfSupplier } from './supplier-shipment';

export function registerShipmentRoutes(app: FastifyInstance): void {
  registerFileOwner(service.MSDS_FILES, service.msdsFileRule);
  registerFileOwner(service.POD_FILES, service.podFileRule);

  defineRoute(app, { ...r.shipments, handler: ({ deps, actor, query }) => service.listShipments(deps, actor, query) });
  defineRoute(app, { ...r.exportShipments, handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportShipments(deps, actor, query, lang), 'shipments.xlsx') });
  defineRoute(app, { ...r.shipment, handler: ({ deps, actor, params }) => service.getShipment(deps, actor, params.id) });
  defineRoute(app, { ...r.timeline, handler: ({ deps, actor, params }) => service.shipmentTimeline(deps, actor, params.id) });
  defineRoute(app, { ...r.createShipment, handler: ({ deps, actor, body, lang }) => service.createShipment(deps, actor, body, lang) });
  defineRoute(app, { ...r.updateShipment, handler: ({ deps, actor, params, body, lang }) => service.updateShipment(deps, actor, params.id, body, lang) });
  defineRoute(app, { ...r.deleteShipment, handler: ({ deps, actor, params }) => service.deleteShipment(deps, actor, params.id) });
  defineRoute(app, { ...r.forwarderMatches, handler: ({ deps, actor, params, query }) => service.forwarderMatches(deps, actor, params.id, query.leg) });
  for (const action of NOTICE_INSTRUCTIONS) {
    defineRoute(app, { ...r[action], handler: ({ deps, actor, params, body }) => service.noticeInstruction(deps, actor, params.id, action, body.reason) });
  }
  defineRoute(app, { ...r.assign, handler: ({ deps, actor, params, body }) => service.assignForwarder(deps, actor, params.id, body.forwarderId) });
  defineRoute(app, { ...r.assignLastLeg, handler: ({ deps, actor, params, body }) => service.assignLastLeg(deps, actor, params.id, body.forwarderId) });
  defineRoute(app, { ...r.pickup, handler: ({ deps, actor, params, body }) => service.pickUp(deps, actor, params.id, body) });
  defineRoute(app, { ...r.dispatch, handler: ({ deps, actor, params, body }) => dispatching.dispatch(deps, actor, params.id, body) });
  defineRoute(app, { ...r.dispatchRollback, handler: ({ deps, actor, params, body }) => dispatching.rollbackDispatch(deps, actor, params.id, body.reason) });
  defineRoute(app, { ...r.clearance, handler: ({ deps, actor, params, body }) => service.clearCustoms(deps, actor, params.id, body) });
  defineRoute(app, { ...r.pickupLastLeg, handler: ({ deps, actor, params, body }) => service.pickUpLastLeg(deps, actor, params.id, body) });
  defineRoute(app, { ...r.delivery, handler: ({ deps, actor, params, body }) => service.deliver(deps, actor, params.id, body) });

  // ---- supplier despatch ----
  defineRoute(app, { ...r.supDespatchOpenLines, handler: ({ deps, actor, query }) => despatch.openLines(deps, actor, query.orderNo) });
  defineRoute(app, { ...r.supDespatches, handler: ({ deps, actor }) => despatch.listDespatches(deps, actor) });
  defineRoute(app, { ...r.supCreateDespatch, handler: ({ deps, actor, body }) => despatch.createDespatch(deps, actor, body) });
  defineRoute(app, { ...r.supUpdateDespatch, handler: ({ deps, actor, params, body }) => despatch.updateDespatch(deps, actor, params.id, body) });
  defineRoute(app, { ...r.supWithdrawDespatch, handler: ({ deps, actor, params }) => despatch.withdrawDespatch(deps, actor, params.id) });
  defineRoute(app, { ...r.supplierShipment, handler: ({ deps, actor, params }) => shipmentOfSupplier(deps, actor, params.id) });
  defineRoute(app, { ...r.despatches, handler: ({ deps, actor }) => despatch.listDespatches(deps, actor) });
}
