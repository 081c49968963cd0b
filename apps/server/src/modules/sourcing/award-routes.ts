/** Comparison and award routes of an opened RFx (issue 13 items 1-3): staff with the RFx permission. */
import { idParams } from '@aerosupply/shared/contracts';
import { awardBody, awardDecisionBody, awardRejectBody, awardState, comparison, comparisonQuery, rfxRounds, roundBody } from '@aerosupply/shared/sourcing/award';
import { rfxDetail } from '@aerosupply/shared/sourcing/responses';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import { sendXlsx } from '../../platform/export/xlsx';
import { decideAward, getAwardState, submitAward } from './award';
import { buildComparison, exportComparison } from './comparison';
import { listRounds, startRound } from './rounds';

export function registerAwardRoutes(app: FastifyInstance): void {
  const tags = ['sourcing'];
  const rfx = 'sourcing.rfx.manage';
  defineRoute(app, {
    method: 'GET', url: '/api/sourcing/rfx/:id/comparison', permission: rfx, tags,
    summary: 'Per-item comparison of an opened RFx in one currency (409 while sealed)', params: idParams, query: comparisonQuery, response: comparison,
    handler: ({ deps, params, query }) => buildComparison(deps.db, params.id, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/sourcing/rfx/:id/comparison/export', permission: rfx, tags,
    summary: 'Export the comparison of an opened RFx to Excel', params: idParams, query: comparisonQuery, raw: true, opType: 'query',
    handler: async ({ deps, params, query, lang, reply }) => sendXlsx(reply, await exportComparison(deps, params.id, query, lang), 'comparison.xlsx'),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/sourcing/rfx/:id/award', permission: rfx, tags,
    summary: 'The awards of an opened RFx and its possible approvers', params: idParams, response: awardState,
    handler: ({ deps, actor, params }) => getAwardState(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/sourcing/rfx/:id/award', permission: rfx, tags,
    summary: 'Award an opened RFx (whole or split) for review by an inquiry approver', params: idParams, body: awardBody, response: awardState, opType: 'modify',
    handler: ({ deps, actor, params, body }) => submitAward(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/sourcing/awards/:id/approve', permission: rfx, tags,
    summary: 'Approve an award (its approver): draft agreements for the winners, notices to all bidders', params: idParams, body: awardDecisionBody, response: awardState, opType: 'modify',
    handler: ({ deps, actor, params, body }) => decideAward(deps, actor, params.id, 'approve', body.comment ?? null),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/sourcing/awards/:id/reject', permission: rfx, tags,
    summary: 'Reject an award with a comment (its approver)', params: idParams, body: awardRejectBody, response: awardState, opType: 'modify',
    handler: ({ deps, actor, params, body }) => decideAward(deps, actor, params.id, 'reject', body.comment),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/sourcing/rfx/:id/rounds', permission: rfx, tags,
    summary: 'The rounds of an RFx, first to last', params: idParams, response: rfxRounds,
    handler: ({ deps, params }) => listRounds(deps, params.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/sourcing/rfx/:id/rounds', permission: rfx, tags,
    summary: 'Start a further round of an opened RFx for chosen items and suppliers (a new draft RFx)', params: idParams, body: roundBody, response: rfxDetail, opType: 'modify',
    handler: ({ deps, actor, params, body }) => startRound(deps, actor, params.id, body),
  });
}
