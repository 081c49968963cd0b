/** Comparison and award routes of an opened RFx (issue 13 items 1-3): staff with the RFx permission. */
import { sourcingRoutes as r } from '@aerosupply/shared/sourcing/routes';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import { sendXlsx } from '../../platform/export/xlsx';
import { decideAward, getAwardState, submitAward } from './award';
import { buildComparison, exportComparison } from './comparison';
import { listRounds, startRound } from './rounds';

export function registerAwardRoutes(app: FastifyInstance): void {
  defineRoute(app, { ...r.comparison, handler: ({ deps, params, query }) => buildComparison(deps.db, params.id, query) });
  defineRoute(app, { ...r.comparisonExport, handler: async ({ deps, params, query, lang, reply }) => sendXlsx(reply, await exportComparison(deps, params.id, query, lang), 'comparison.xlsx') });
  defineRoute(app, { ...r.award, handler: ({ deps, actor, params }) => getAwardState(deps, actor, params.id) });
  defineRoute(app, { ...r.submitAward, handler: ({ deps, actor, params, body }) => submitAward(deps, actor, params.id, body) });
  defineRoute(app, { ...r.approveAward, handler: ({ deps, actor, params, body }) => decideAward(deps, actor, params.id, 'approve', body.comment ?? null) });
  defineRoute(app, { ...r.rejectAward, handler: ({ deps, actor, params, body }) => decideAward(deps, actor, params.id, 'reject', body.comment) });
  defineRoute(app, { ...r.rounds, handler: ({ deps, params }) => listRounds(deps, params.id) });
  defineRoute(app, { ...r.startRound, handler: ({ deps, actor, params, body }) => startRound(deps, actor, params.id, body) });
}
