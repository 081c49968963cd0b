/**
 * Outside flows (issue 17 item 2): one set of routes for both sides — logistics staff
 * ('logistics.outside.view' reads, 'logistics.outside.manage' instructs and receives) and the
 * assigned forwarder ('fwd.logistics': its own flows, pick-up, dispatch, customs; D-404).
 */
import { idParams, noData } from '@aerosupply/shared/contracts';
import {
  customsBody,
  dispatchBody,
  outsideBody,
  outsideCountQuery,
  outsideCounts,
  outsideDetail,
  outsideListQuery,
  outsideOptions,
  outsidePage,
  pickupBody,
  reasonBody,
  receiveBody,
  shipmentCargo,
  shipmentCargoQuery,
} from '@aerosupply/shared/outside-flows/schemas';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import { sendXlsx } from '../../platform/export/xlsx';
import * as service from './service';

const tags = ['outside-flows'];
const read = ['logistics.outside.view', 'logistics.outside.manage', 'fwd.logistics'] as const;
const manage = 'logistics.outside.manage';
/** Carrier steps: the forwarder, or staff for a flow without one (the workflow decides which). */
const carrier = ['fwd.logistics', 'logistics.outside.manage'] as const;
const base = '/api/outside-flows';

export function registerOutsideFlowRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: base, permission: [...read], tags,
    summary: 'Outside flows (staff all, a forwarder its own) of one status tab with search, filters and sorting', query: outsideListQuery, response: outsidePage,
    handler: ({ deps, actor, query }) => service.listFlows(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET', url: `${base}/counts`, permission: [...read], tags,
    summary: 'Outside flows per status tab, with the same filters', query: outsideCountQuery, response: outsideCounts,
    handler: ({ deps, actor, query }) => service.countFlows(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET', url: `${base}/export`, permission: [...read], tags, raw: true, opType: 'query',
    summary: 'Export the outside flow list to Excel (the same tab and filters, streamed)', query: outsideListQuery,
    handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, service.exportFlows(deps, actor, query, lang), 'outside-flows.xlsx'),
  });
  defineRoute(app, {
    method: 'GET', url: `${base}/options`, permission: [...read], tags,
    summary: 'Ports and forwarders of the logistics master data for the outside flow form and filters', response: outsideOptions,
    handler: ({ deps }) => service.options(deps),
  });
  defineRoute(app, {
    method: 'GET', url: `${base}/shipment-cargo`, permission: manage, tags,
    summary: "A shipment notice's cargo to build an instruction from", query: shipmentCargoQuery, response: shipmentCargo,
    handler: ({ deps, query }) => service.shipmentCargo(deps, query.shipmentNo),
  });
  defineRoute(app, {
    method: 'GET', url: `${base}/:id`, permission: [...read], tags,
    summary: 'One outside flow: instruction, cargo lines, steps, timeline and the actions open now', params: idParams, response: outsideDetail,
    handler: ({ deps, actor, params }) => service.getFlow(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST', url: base, permission: manage, tags,
    summary: 'Create an outside flow instruction (draft)', body: outsideBody, response: outsideDetail,
    handler: ({ deps, actor, body }) => service.createFlow(deps, actor, body),
  });
  defineRoute(app, {
    method: 'PUT', url: `${base}/:id`, permission: manage, tags,
    summary: 'Edit a draft outside flow instruction', params: idParams, body: outsideBody, response: outsideDetail,
    handler: ({ deps, actor, params, body }) => service.updateFlow(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'DELETE', url: `${base}/:id`, permission: manage, tags,
    summary: 'Delete a draft outside flow instruction', params: idParams, response: noData,
    handler: async ({ deps, actor, params }) => {
      await service.deleteFlow(deps, actor, params.id);
      return null;
    },
  });
  defineRoute(app, {
    method: 'POST', url: `${base}/:id/commit`, permission: manage, tags, opType: 'modify',
    summary: 'Commit an outside flow instruction', params: idParams, response: outsideDetail,
    handler: ({ deps, actor, params }) => service.commitFlow(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST', url: `${base}/:id/recall`, permission: manage, tags, opType: 'modify',
    summary: 'Recall a committed outside flow instruction to draft (before pick-up)', params: idParams, body: reasonBody, response: outsideDetail,
    handler: ({ deps, actor, params, body }) => service.recallFlow(deps, actor, params.id, body.reason),
  });
  defineRoute(app, {
    method: 'POST', url: `${base}/:id/pickup`, permission: [...carrier], tags, opType: 'modify',
    summary: 'Commit the pick-up of an outside flow', params: idParams, body: pickupBody, response: outsideDetail,
    handler: ({ deps, actor, params, body }) => service.pickupFlow(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'POST', url: `${base}/:id/pickup/rollback`, permission: [...carrier], tags, opType: 'modify',
    summary: 'Roll back the pick-up of an outside flow', params: idParams, body: reasonBody, response: outsideDetail,
    handler: ({ deps, actor, params, body }) => service.rollbackPickup(deps, actor, params.id, body.reason),
  });
  defineRoute(app, {
    method: 'POST', url: `${base}/:id/dispatch`, permission: [...carrier], tags, opType: 'modify',
    summary: 'Commit the dispatch of an outside flow (waybill, carrier, flight, ETD)', params: idParams, body: dispatchBody, response: outsideDetail,
    handler: ({ deps, actor, params, body }) => service.dispatchFlow(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'POST', url: `${base}/:id/dispatch/rollback`, permission: [...carrier], tags, opType: 'modify',
    summary: 'Roll back the dispatch of an outside flow', params: idParams, body: reasonBody, response: outsideDetail,
    handler: ({ deps, actor, params, body }) => service.rollbackDispatch(deps, actor, params.id, body.reason),
  });
  defineRoute(app, {
    method: 'POST', url: `${base}/:id/customs`, permission: [...carrier], tags, opType: 'modify',
    summary: 'Commit the customs clearance of an international outside flow', params: idParams, body: customsBody, response: outsideDetail,
    handler: ({ deps, actor, params, body }) => service.clearFlow(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'POST', url: `${base}/:id/customs/rollback`, permission: [...carrier], tags, opType: 'modify',
    summary: 'Roll back the customs clearance of an outside flow', params: idParams, body: reasonBody, response: outsideDetail,
    handler: ({ deps, actor, params, body }) => service.rollbackCustoms(deps, actor, params.id, body.reason),
  });
  defineRoute(app, {
    method: 'POST', url: `${base}/:id/receive`, permission: manage, tags, opType: 'modify',
    summary: 'Commit the receipt of an outside flow (received quantity and difference)', params: idParams, body: receiveBody, response: outsideDetail,
    handler: ({ deps, actor, params, body }) => service.receiveFlow(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'POST', url: `${base}/:id/receive/recall`, permission: manage, tags, opType: 'modify',
    summary: 'Recall the receipt of an outside flow', params: idParams, body: reasonBody, response: outsideDetail,
    handler: ({ deps, actor, params, body }) => service.recallReceive(deps, actor, params.id, body.reason),
  });
}
