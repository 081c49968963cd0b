/**
 * Supplier scorecard routes (issue 31): criteria settings and computing for purchasing and quality
 * staff ('supplier.scorecard.manage'); a supplier's scorecard, its evidence, the ranking with its
 * export and bidders' scores for staff who read suppliers, orders or RFx; the supplier's own
 * scorecard ('sup.purchaseOrder': its own company only, another's 404).
 */
import { companyIdParams } from '@aerosupply/shared/contracts';
import { SCORECARD_MANAGE, SCORECARD_SUPPLIER_PERMISSION, SCORECARD_VIEW_PERMISSIONS } from '@aerosupply/shared/supplier-scorecard/access';
import {
  bidderScores,
  bidderScoresQuery,
  computeAnswer,
  computeBody,
  evidenceQuery,
  evidenceView,
  rankingPage,
  rankingQuery,
  scorecardQuery,
  scorecardView,
  settingsBody,
  settingsView,
} from '@aerosupply/shared/supplier-scorecard/schemas';
import type { FastifyInstance } from 'fastify';
import { sendXlsx } from '../../platform/export/xlsx';
import { defineRoute } from '../../platform/http/route';
import * as service from './service';

const tags = ['supplier-scorecard'];
const view = [...SCORECARD_VIEW_PERMISSIONS];
const viewOrOwn = [...SCORECARD_VIEW_PERMISSIONS, SCORECARD_SUPPLIER_PERMISSION];

export function registerScorecardRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: '/api/supplier-scorecard/settings', permission: SCORECARD_MANAGE, tags,
    summary: 'Scorecard criteria (formula, weight, grade thresholds) and the formula catalogue', response: settingsView,
    handler: ({ deps }) => service.getSettings(deps),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/supplier-scorecard/settings', permission: SCORECARD_MANAGE, tags,
    summary: 'Save the scorecard criteria as a new version (weights add up to 100, thresholds ordered)', body: settingsBody, response: settingsView,
    handler: ({ deps, actor, body }) => service.saveSettings(deps, actor, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/supplier-scorecard/compute', permission: SCORECARD_MANAGE, tags, opType: 'modify',
    summary: 'Compute the scores of a month (and its quarter) for every supplier now', body: computeBody, response: computeAnswer,
    handler: ({ deps, actor, body }) => service.computeMonth(deps, body.month, actor.realName),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/supplier-scorecard/ranking', permission: view, tags,
    summary: 'Suppliers ranked by total score for a month or quarter, by category and purchasing org', query: rankingQuery, response: rankingPage,
    handler: ({ deps, query }) => service.listRanking(deps, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/supplier-scorecard/ranking/export', permission: view, tags, raw: true, opType: 'query',
    summary: 'Export the filtered ranking to Excel', query: rankingQuery,
    handler: async ({ deps, query, lang, reply }) => {
      const file = service.exportRanking(deps, query, lang);
      return sendXlsx(reply, file, `supplier-ranking-${query.period}.xlsx`);
    },
  });
  defineRoute(app, {
    method: 'GET', url: '/api/supplier-scorecard/bidders', permission: view, tags,
    summary: 'The newest month score of each supplier named (the RFx bidder picker and award comparison)', query: bidderScoresQuery, response: bidderScores,
    handler: ({ deps, query }) => service.bidderScores(deps, service.parseCompanyIds(query.companyIds)),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/supplier-scorecard/suppliers/:companyId', permission: viewOrOwn, tags,
    summary: 'A supplier’s scorecard: months and quarters with every criterion (a supplier: its own only)', params: companyIdParams, query: scorecardQuery, response: scorecardView,
    handler: ({ deps, actor, params, query }) => service.getScorecard(deps, actor, params.companyId, query.months),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/supplier-scorecard/suppliers/:companyId/evidence', permission: viewOrOwn, tags,
    summary: 'The records behind one criterion of one month (late lines, unanswered RFx...)', params: companyIdParams, query: evidenceQuery, response: evidenceView,
    handler: ({ deps, actor, params, query }) => service.getEvidence(deps, actor, params.companyId, query.period, query.formula),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/sup/scorecard', permission: SCORECARD_SUPPLIER_PERMISSION, tags,
    summary: 'The signed-in supplier’s own scorecard', query: scorecardQuery, response: scorecardView,
    handler: ({ deps, actor, query }) => service.getScorecard(deps, actor, actor.companyId, query.months),
  });
}
