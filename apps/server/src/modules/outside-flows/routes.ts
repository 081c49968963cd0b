/**
 * Outside flows (issue 17 item 2): the routes of `@aerosupply/shared/outside-flows/routes`, one set
 * for both sides — logistics staff and the assigned forwarder (its own flows; D-404).
 */
import { outsideFlowRoutes as r } from '@aerosupply/shared/outside-flows/routes';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import { sendXlsx } from '../../platform/export/xlsx';
import * as service from './service';

export function registerOutsideFlowRoutes(app: FastifyInstance): void {
  defineRoute(app, { ...r.list, handler: ({ deps, actor, query }) => service.listFlows(deps, actor, query) });
  defineRoute(app, { ...r.counts, handler: ({ deps, actor, query }) => service.countFlows(deps, actor, query) });
  defineRoute(app, { ...r.export, handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, service.exportFlows(deps, actor, query, lang), 'outside-flows.xlsx') });
  defineRoute(app, { ...r.options, handler: ({ deps }) => service.options(deps) });
  defineRoute(app, { ...r.shipmentCargo, handler: ({ deps, query }) => service.shipmentCargo(deps, query.shipmentNo) });
  defineRoute(app, { ...r.detail, handler: ({ deps, actor, params }) => service.getFlow(deps, actor, params.id) });
  defineRoute(app, { ...r.create, handler: ({ deps, actor, body }) => service.createFlow(deps, actor, body) });
  defineRoute(app, { ...r.update, handler: ({ deps, actor, params, body }) => service.updateFlow(deps, actor, params.id, body) });
  defineRoute(app, {
    ...r.remove,
    handler: async ({ deps, actor, params }) => {
      await service.deleteFlow(deps, actor, params.id);
      return null;
    },
  });
  defineRoute(app, { ...r.commit, handler: ({ deps, actor, params }) => service.commitFlow(deps, actor, params.id) });
  defineRoute(app, { ...r.recall, handler: ({ deps, actor, params, body }) => service.recallFlow(deps, actor, params.id, body.reason) });
  defineRoute(app, { ...r.pickup, handler: ({ deps, actor, params, body }) => service.pickupFlow(deps, actor, params.id, body) });
  defineRoute(app, { ...r.pickupRollback, handler: ({ deps, actor, params, body }) => service.rollbackPickup(deps, actor, params.id, body.reason) });
  defineRoute(app, { ...r.dispatch, handler: ({ deps, actor, params, body }) => service.dispatchFlow(deps, actor, params.id, body) });
  defineRoute(app, { ...r.dispatchRollback, handler: ({ deps, actor, params, body }) => service.rollbackDispatch(deps, actor, params.id, body.reason) });
  defineRoute(app, { ...r.customs, handler: ({ deps, actor, params, body }) => service.clearFlow(deps, actor, params.id, body) });
  defineRoute(app, { ...r.customsRollback, handler: ({ deps, actor, params, body }) => service.rollbackCustoms(deps, actor, params.id, body.reason) });
  defineRoute(app, { ...r.receive, handler: ({ deps, actor, params, body }) => service.receiveFlow(deps, actor, params.id, body) });
  defineRoute(app, { ...r.receiveRecall, handler: ({ deps, actor, params, body }) => service.recallReceive(deps, actor, params.id, body.reason) });
}
