/**
 * Inter-base allotment (issue 17 item 1): one list for the five `/pdInternalAllot/*` screens (the
 * `stage` filter), detail, the base's demand (save, commit, delete) and the steps of logistics.
 * Staff only: a base holds 'logistics.allot.demand', logistics staff 'logistics.allot.manage'.
 */
import { idParams, noData } from '@aerosupply/shared/contracts';
import { allotBody, allotCounts, allotDetail, allotDispatchBody, allotListQuery, allotNoteBody, allotPage, allotPickUpBody, allotReceiveBody, allotTransitBody } from '@aerosupply/shared/allotment/schemas';
import type { FastifyInstance } from 'fastify';
import { sendXlsx } from '../../platform/export/xlsx';
import { defineRoute, type RoutePermission } from '../../platform/http/route';
import * as service from './service';

const tags = ['allotment'];
const read = ['logistics.allot.demand', 'logistics.allot.manage'] as const;
const base: RoutePermission = 'logistics.allot.demand';
const logistics: RoutePermission = 'logistics.allot.manage';

type NoteStep = (deps: Parameters<typeof service.commitAllotment>[0], actor: Parameters<typeof service.commitAllotment>[1], id: number, note?: string) => ReturnType<typeof service.commitAllotment>;

export function registerAllotmentRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: '/api/allotments', permission: [...read], tags,
    summary: 'Allotments of one screen (stage: demand, instruct, pickUp, dispatch, deliver) with search, filters, sorting', query: allotListQuery, response: allotPage,
    handler: ({ deps, actor, query }) => service.listAllotments(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/allotments/export', permission: [...read], tags, raw: true, opType: 'query',
    summary: 'Export the allotment list to Excel (the same filters)', query: allotListQuery,
    handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, service.exportAllotments(deps, actor, query, lang), 'allotments.xlsx'),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/allotments/counts', permission: [...read], tags,
    summary: 'How many allotments each screen holds (demand, instruct, pickUp, dispatch, deliver)', response: allotCounts,
    handler: ({ deps, actor }) => service.countAllotments(deps, actor),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/allotments/:id', permission: [...read], tags,
    summary: 'One allotment: lines, shipment milestones, timeline, actions open now', params: idParams, response: allotDetail,
    handler: ({ deps, actor, params }) => service.getAllotment(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/allotments', permission: base, tags,
    summary: 'Create an allotment demand (draft)', body: allotBody, response: allotDetail,
    handler: ({ deps, actor, body }) => service.createAllotment(deps, actor, body),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/allotments/:id', permission: base, tags,
    summary: 'Save an allotment demand (draft or rejected)', params: idParams, body: allotBody, response: allotDetail,
    handler: ({ deps, actor, params, body }) => service.updateAllotment(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'DELETE', url: '/api/allotments/:id', permission: base, tags,
    summary: 'Delete a draft or rejected allotment demand', params: idParams, response: noData,
    handler: ({ deps, actor, params }) => service.deleteAllotment(deps, actor, params.id),
  });

  const noteSteps: [string, RoutePermission, NoteStep, string][] = [
    ['commit', base, service.commitAllotment, 'Commit an allotment demand to logistics'],
    ['instruct', logistics, service.instructAllotment, 'Commit the instruction: opens the domestic shipment'],
    ['reject', logistics, service.rejectAllotment, 'Reject a committed demand with a reason'],
    ['rollback', logistics, service.rollbackAllotment, 'Roll an instruction back before pick-up (reason)'],
    ['void', logistics, service.voidAllotment, 'Void an allotment (reason)'],
    ['restart', logistics, service.restartAllotment, 'Restart the transport of a voided allotment'],
    ['recall-pick-up', logistics, service.recallPickUp, 'Recall a pick-up (reason)'],
    ['reject-pick-up', logistics, service.rejectPickUp, 'Refuse the pick-up: the sending base cannot supply (reason)'],
    ['dispatch-reject', logistics, service.dispatchReject, 'Refuse to dispatch the picked parts: back to pick-up (reason)'],
    ['recall', logistics, service.recallDispatch, 'Recall a dispatch while in transit (reason)'],
    ['recall-receive', [...read], service.recallReceive, 'Recall a receipt (reason)'],
  ];
  for (const [path, permission, run, summary] of noteSteps) {
    defineRoute(app, {
      method: 'POST', url: `/api/allotments/:id/${path}`, permission, tags, opType: 'modify',
      summary, params: idParams, body: allotNoteBody, response: allotDetail,
      handler: ({ deps, actor, params, body }) => run(deps, actor, params.id, body.note),
    });
  }
  defineRoute(app, {
    method: 'POST', url: '/api/allotments/:id/pick-up', permission: logistics, tags, opType: 'modify',
    summary: 'Commit the pick-up of every line (allot item commit)', params: idParams, body: allotPickUpBody, response: allotDetail,
    handler: ({ deps, actor, params, body }) => service.pickUpAllotment(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/allotments/:id/dispatch', permission: logistics, tags, opType: 'modify',
    summary: 'Commit the dispatch: waybill, carrier, transport type, ETD', params: idParams, body: allotDispatchBody, response: allotDetail,
    handler: ({ deps, actor, params, body }) => service.dispatchAllotment(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/allotments/:id/transit', permission: logistics, tags, opType: 'modify',
    summary: 'Record a transit stop at another base', params: idParams, body: allotTransitBody, response: allotDetail,
    handler: ({ deps, actor, params, body }) => service.transitAllotment(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/allotments/:id/receive', permission: [...read], tags, opType: 'modify',
    summary: 'Commit the receipt with the received quantity of every line', params: idParams, body: allotReceiveBody, response: allotDetail,
    handler: ({ deps, actor, params, body }) => service.receiveAllotment(deps, actor, params.id, body),
  });
}
