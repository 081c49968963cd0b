/**
 * Logistics routes (issue 16): master data for logistics staff ('logistics.master.manage'; read
 * also with 'logistics.shipment.view'/'manage' for the notice forms). The contracts of this module are
 * `@aerosupply/shared/logistics/routes`.
 */
import { logisticsRoutes as r } from '@aerosupply/shared/logistics/routes';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import * as master from './master-service';
import { registerShipmentRoutes } from './shipment-routes';

export function registerLogisticsRoutes(app: FastifyInstance): void {
  defineRoute(app, { ...r.masterList, handler: ({ deps, actor, params, query }) => master.listMaster(deps, actor, params.kind, query) });
  defineRoute(app, { ...r.masterItem, handler: ({ deps, actor, params }) => master.getMaster(deps, actor, params.kind, params.id) });
  defineRoute(app, { ...r.createMaster, handler: ({ deps, actor, params, body }) => master.createMaster(deps, actor, params.kind, body) });
  defineRoute(app, { ...r.updateMaster, handler: ({ deps, actor, params, body }) => master.updateMaster(deps, actor, params.kind, params.id, body) });
  defineRoute(app, { ...r.deleteMaster, handler: ({ deps, actor, params }) => master.deleteMaster(deps, actor, params.kind, params.id) });
  defineRoute(app, { ...r.forwarderCompanies, handler: ({ deps }) => master.forwarderCompanies(deps) });
  defineRoute(app, { ...r.ports, handler: ({ deps, query }) => master.searchPorts(deps, query) });
  registerShipmentRoutes(app);
}
