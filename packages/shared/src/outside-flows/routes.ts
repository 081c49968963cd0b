/**
 * Outside flow routes (issue 17 item 2): one set of routes for both sides — logistics staff
 * ('logistics.outside.view' reads, 'logistics.outside.manage' instructs and receives) and the
 * assigned forwarder ('fwd.logistics': its own flows, pick-up, dispatch, customs; D-404).
 */
import { noData } from '../contracts';
import { route } from '../http/contract';
import { idParams } from '../validation/ids';
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
} from './schemas';

const tags = ['outside-flows'];
const read = ['logistics.outside.view', 'logistics.outside.manage', 'fwd.logistics'] as const;
const manage = 'logistics.outside.manage';
/** Carrier steps: the forwarder, or staff for a flow without one (the workflow decides which). */
const carrier = ['fwd.logistics', 'logistics.outside.manage'] as const;

export const outsideFlowRoutes = {
  list: route({
    method: 'GET', url: '/api/outside-flows', permission: read, tags,
    summary: 'Outside flows (staff all, a forwarder its own) of one status tab with search, filters and sorting', query: outsideListQuery, response: outsidePage,
  }),
  counts: route({
    method: 'GET', url: '/api/outside-flows/counts', permission: read, tags,
    summary: 'Outside flows per status tab, with the same filters', query: outsideCountQuery, response: outsideCounts,
  }),
  export: route({
    method: 'GET', url: '/api/outside-flows/export', permission: read, tags, raw: true, opType: 'query',
    summary: 'Export the outside flow list to Excel (the same tab and filters, streamed)', query: outsideListQuery,
  }),
  options: route({
    method: 'GET', url: '/api/outside-flows/options', permission: read, tags,
    summary: 'Ports and forwarders of the logistics master data for the outside flow form and filters', response: outsideOptions,
  }),
  shipmentCargo: route({
    method: 'GET', url: '/api/outside-flows/shipment-cargo', permission: manage, tags,
    summary: "A shipment notice's cargo to build an instruction from", query: shipmentCargoQuery, response: shipmentCargo,
  }),
  detail: route({
    method: 'GET', url: '/api/outside-flows/:id', permission: read, tags,
    summary: 'One outside flow: instruction, cargo lines, steps, timeline and the actions open now', params: idParams, response: outsideDetail,
  }),
  create: route({
    method: 'POST', url: '/api/outside-flows', permission: manage, tags,
    summary: 'Create an outside flow instruction (draft)', body: outsideBody, response: outsideDetail,
  }),
  update: route({
    method: 'PUT', url: '/api/outside-flows/:id', permission: manage, tags,
    summary: 'Edit a draft outside flow instruction', params: idParams, body: outsideBody, response: outsideDetail,
  }),
  remove: route({
    method: 'DELETE', url: '/api/outside-flows/:id', permission: manage, tags,
    summary: 'Delete a draft outside flow instruction', params: idParams, response: noData,
  }),
  commit: route({
    method: 'POST', url: '/api/outside-flows/:id/commit', permission: manage, tags, opType: 'modify',
    summary: 'Commit an outside flow instruction', params: idParams, response: outsideDetail,
  }),
  recall: route({
    method: 'POST', url: '/api/outside-flows/:id/recall', permission: manage, tags, opType: 'modify',
    summary: 'Recall a committed outside flow instruction to draft (before pick-up)', params: idParams, body: reasonBody, response: outsideDetail,
  }),
  pickup: route({
    method: 'POST', url: '/api/outside-flows/:id/pickup', permission: carrier, tags, opType: 'modify',
    summary: 'Commit the pick-up of an outside flow', params: idParams, body: pickupBody, response: outsideDetail,
  }),
  pickupRollback: route({
    method: 'POST', url: '/api/outside-flows/:id/pickup/rollback', permission: carrier, tags, opType: 'modify',
    summary: 'Roll back the pick-up of an outside flow', params: idParams, body: reasonBody, response: outsideDetail,
  }),
  dispatch: route({
    method: 'POST', url: '/api/outside-flows/:id/dispatch', permission: carrier, tags, opType: 'modify',
    summary: 'Commit the dispatch of an outside flow (waybill, carrier, flight, ETD)', params: idParams, body: dispatchBody, response: outsideDetail,
  }),
  dispatchRollback: route({
    method: 'POST', url: '/api/outside-flows/:id/dispatch/rollback', permission: carrier, tags, opType: 'modify',
    summary: 'Roll back the dispatch of an outside flow', params: idParams, body: reasonBody, response: outsideDetail,
  }),
  customs: route({
    method: 'POST', url: '/api/outside-flows/:id/customs', permission: carrier, tags, opType: 'modify',
    summary: 'Commit the customs clearance of an international outside flow', params: idParams, body: customsBody, response: outsideDetail,
  }),
  customsRollback: route({
    method: 'POST', url: '/api/outside-flows/:id/customs/rollback', permission: carrier, tags, opType: 'modify',
    summary: 'Roll back the customs clearance of an outside flow', params: idParams, body: reasonBody, response: outsideDetail,
  }),
  receive: route({
    method: 'POST', url: '/api/outside-flows/:id/receive', permission: manage, tags, opType: 'modify',
    summary: 'Commit the receipt of an outside flow (received quantity and difference)', params: idParams, body: receiveBody, response: outsideDetail,
  }),
  receiveRecall: route({
    method: 'POST', url: '/api/outside-flows/:id/receive/recall', permission: manage, tags, opType: 'modify',
    summary: 'Recall the receipt of an outside flow', params: idParams, body: reasonBody, response: outsideDetail,
  }),
};

/** The routes that take a flow back a step with a reason: recall, and the roll-backs of pick-up, dispatch, customs and receipt. */
export const outsideBackRoutes = {
  recall: outsideFlowRoutes.recall,
  pickupRollback: outsideFlowRoutes.pickupRollback,
  dispatchRollback: outsideFlowRoutes.dispatchRollback,
  customsRollback: outsideFlowRoutes.customsRollback,
  receiveRecall: outsideFlowRoutes.receiveRecall,
};
export type OutsideBackStep = keyof typeof outsideBackRoutes;
