/**
 * Inter-base allotment routes (issue 17 item 1): one list for the five `/pdInternalAllot/*` screens
 * (the `stage` filter), detail, the base's demand (save, commit, delete) and the steps of logistics.
 * Staff only: a base holds 'logistics.allot.demand', logistics staff 'logistics.allot.manage'.
 */
import { idParams, noData } from '../contracts';
import { route, type RoutePermission } from '../http/contract';
import {
  allotBody,
  allotCounts,
  allotDetail,
  allotDispatchBody,
  allotListQuery,
  allotNoteBody,
  allotPage,
  allotPickUpBody,
  allotReceiveBody,
  allotTransitBody,
} from './schemas';

const tags = ['allotment'];
const read = ['logistics.allot.demand', 'logistics.allot.manage'] as const;
const base = 'logistics.allot.demand';
const logistics = 'logistics.allot.manage';

/** A step that takes only an optional note: POST /api/allotments/:id/<path>. */
const noteStep = <const U extends string>(path: U, permission: RoutePermission, summary: string) =>
  route({
    method: 'POST', url: `/api/allotments/:id/${path}`, permission, tags, opType: 'modify',
    summary, params: idParams, body: allotNoteBody, response: allotDetail,
  });

export const allotmentRoutes = {
  list: route({
    method: 'GET', url: '/api/allotments', permission: read, tags,
    summary: 'Allotments of one screen (stage: demand, instruct, pickUp, dispatch, deliver) with search, filters, sorting', query: allotListQuery, response: allotPage,
  }),
  export: route({
    method: 'GET', url: '/api/allotments/export', permission: read, tags, raw: true, opType: 'query',
    summary: 'Export the allotment list to Excel (the same filters)', query: allotListQuery,
  }),
  counts: route({
    method: 'GET', url: '/api/allotments/counts', permission: read, tags,
    summary: 'How many allotments each screen holds (demand, instruct, pickUp, dispatch, deliver)', response: allotCounts,
  }),
  detail: route({
    method: 'GET', url: '/api/allotments/:id', permission: read, tags,
    summary: 'One allotment: lines, shipment milestones, timeline, actions open now', params: idParams, response: allotDetail,
  }),
  create: route({
    method: 'POST', url: '/api/allotments', permission: base, tags,
    summary: 'Create an allotment demand (draft)', body: allotBody, response: allotDetail,
  }),
  update: route({
    method: 'PUT', url: '/api/allotments/:id', permission: base, tags,
    summary: 'Save an allotment demand (draft or rejected)', params: idParams, body: allotBody, response: allotDetail,
  }),
  remove: route({
    method: 'DELETE', url: '/api/allotments/:id', permission: base, tags,
    summary: 'Delete a draft or rejected allotment demand', params: idParams, response: noData,
  }),
  commit: noteStep('commit', base, 'Commit an allotment demand to logistics'),
  instruct: noteStep('instruct', logistics, 'Commit the instruction: opens the domestic shipment'),
  reject: noteStep('reject', logistics, 'Reject a committed demand with a reason'),
  rollback: noteStep('rollback', logistics, 'Roll an instruction back before pick-up (reason)'),
  void: noteStep('void', logistics, 'Void an allotment (reason)'),
  restart: noteStep('restart', logistics, 'Restart the transport of a voided allotment'),
  recallPickUp: noteStep('recall-pick-up', logistics, 'Recall a pick-up (reason)'),
  rejectPickUp: noteStep('reject-pick-up', logistics, 'Refuse the pick-up: the sending base cannot supply (reason)'),
  dispatchReject: noteStep('dispatch-reject', logistics, 'Refuse to dispatch the picked parts: back to pick-up (reason)'),
  recall: noteStep('recall', logistics, 'Recall a dispatch while in transit (reason)'),
  recallReceive: noteStep('recall-receive', read, 'Recall a receipt (reason)'),
  pickUp: route({
    method: 'POST', url: '/api/allotments/:id/pick-up', permission: logistics, tags, opType: 'modify',
    summary: 'Commit the pick-up of every line (allot item commit)', params: idParams, body: allotPickUpBody, response: allotDetail,
  }),
  dispatch: route({
    method: 'POST', url: '/api/allotments/:id/dispatch', permission: logistics, tags, opType: 'modify',
    summary: 'Commit the dispatch: waybill, carrier, transport type, ETD', params: idParams, body: allotDispatchBody, response: allotDetail,
  }),
  transit: route({
    method: 'POST', url: '/api/allotments/:id/transit', permission: logistics, tags, opType: 'modify',
    summary: 'Record a transit stop at another base', params: idParams, body: allotTransitBody, response: allotDetail,
  }),
  receive: route({
    method: 'POST', url: '/api/allotments/:id/receive', permission: read, tags, opType: 'modify',
    summary: 'Commit the receipt with the received quantity of every line', params: idParams, body: allotReceiveBody, response: allotDetail,
  }),
};

/** The steps that take only an optional note, by their path. */
export type AllotNoteStep = 'commit' | 'instruct' | 'reject' | 'rollback' | 'void' | 'restart' | 'recallPickUp' | 'rejectPickUp' | 'dispatchReject' | 'recall' | 'recallReceive';
