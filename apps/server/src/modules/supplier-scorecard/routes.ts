/**
 * Supplier scorecard routes (issue 31): the contracts of `@aerosupply/shared/supplier-scorecard/routes`
 * (settings and computing, scorecards with evidence, ranking and export, bidders' scores, the
 * supplier's own scorecard: its own company only, another's 404).
 */
import { scorecardRoutes as r } from '@aerosupply/shared/supplier-scorecard/routes';
import type { FastifyInstance } from 'fastify';
import { sendXlsx } from '../../platform/export/xlsx';
import { defineRoute } from '../../platform/http/route';
import * as service from './service';

export function registerScorecardRoutes(app: FastifyInstance): void {
  defineRoute(app, { ...r.settings, handler: ({ deps }) => service.getSettings(deps) });
  defineRoute(app, { ...r.saveSettings, handler: ({ deps, actor, body }) => service.saveSettings(deps, actor, body) });
  defineRoute(app, { ...r.compute, handler: ({ deps, actor, body }) => service.computeMonth(deps, body.month, actor.realName) });
  defineRoute(app, { ...r.ranking, handler: ({ deps, query }) => service.listRanking(deps, query) });
  defineRoute(app, {
    ...r.rankingExport,
    handler: async ({ deps, query, lang, reply }) => {
      const file = service.exportRanking(deps, query, lang);
      return sendXlsx(reply, file, `supplier-ranking-${query.period}.xlsx`);
    },
  });
  defineRoute(app, { ...r.bidders, handler: ({ deps, query }) => service.bidderScores(deps, service.parseCompanyIds(query.companyIds)) });
  defineRoute(app, { ...r.card, handler: ({ deps, actor, params, query }) => service.getScorecard(deps, actor, params.companyId, query.months) });
  defineRoute(app, { ...r.evidence, handler: ({ deps, actor, params, query }) => service.getEvidence(deps, actor, params.companyId, query.period, query.formula) });
  defineRoute(app, { ...r.ownCard, handler: ({ deps, actor, query }) => service.getScorecard(deps, actor, actor.companyId, query.months) });
}
