/**
 * Inter-base allotment (issue 17 item 1): the routes of `@aerosupply/shared/allotment/routes` — one
 * list for the five `/pdInternalAllot/*` screens, detail, the base's demand and the steps of logistics.
 */
import { allotmentRoutes as r, type AllotNoteStep } from '@aerosupply/shared/allotment/routes';
import type { FastifyInstance } from 'fastify';
import { sendXlsx } from '../../platform/export/xlsx';
import { defineRoute } from '../../platform/http/route';
import * as service from './service';

type NoteStep = (deps: Parameters<typeof service.commitAllotment>[0], actor: Parameters<typeof service.commitAllotment>[1], id: number, note?: string) => ReturnType<typeof service.commitAllotment>;

const noteSteps: Record<AllotNoteStep, NoteStep> = {
  commit: service.commitAllotment,
  instruct: service.instructAllotment,
  reject: service.rejectAllotment,
  rollback: service.rollbackAllotment,
  void: service.voidAllotment,
  restart: service.restartAllotment,
  recallPickUp: service.recallPickUp,
  rejectPickUp: service.rejectPickUp,
  dispatchReject: service.dispatchReject,
  recall: service.recallDispatch,
  recallReceive: service.recallReceive,
};

export function registerAllotmentRoutes(app: FastifyInstance): void {
  defineRoute(app, { ...r.list, handler: ({ deps, actor, query }) => service.listAllotments(deps, actor, query) });
  defineRoute(app, {
    ...r.export,
    handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, service.exportAllotments(deps, actor, query, lang), 'allotments.xlsx'),
  });
  defineRoute(app, { ...r.counts, handler: ({ deps, actor }) => service.countAllotments(deps, actor) });
  defineRoute(app, { ...r.detail, handler: ({ deps, actor, params }) => service.getAllotment(deps, actor, params.id) });
  defineRoute(app, { ...r.create, handler: ({ deps, actor, body }) => service.createAllotment(deps, actor, body) });
  defineRoute(app, { ...r.update, handler: ({ deps, actor, params, body }) => service.updateAllotment(deps, actor, params.id, body) });
  defineRoute(app, { ...r.remove, handler: ({ deps, actor, params }) => service.deleteAllotment(deps, actor, params.id) });
  for (const [step, run] of Object.entries(noteSteps) as [AllotNoteStep, NoteStep][]) {
    defineRoute(app, { ...r[step], handler: ({ deps, actor, params, body }) => run(deps, actor, params.id, body.note) });
  }
  defineRoute(app, { ...r.pickUp, handler: ({ deps, actor, params, body }) => service.pickUpAllotment(deps, actor, params.id, body) });
  defineRoute(app, { ...r.dispatch, handler: ({ deps, actor, params, body }) => service.dispatchAllotment(deps, actor, params.id, body) });
  defineRoute(app, { ...r.transit, handler: ({ deps, actor, params, body }) => service.transitAllotment(deps, actor, params.id, body) });
  defineRoute(app, { ...r.receive, handler: ({ deps, actor, params, body }) => service.receiveAllotment(deps, actor, params.id, body) });
}
