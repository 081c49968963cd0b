/**
 * Forwarder evaluations (issue 17 item 6): one set of routes for both sides — logistics staff
 * ('logistics.evaluation.manage') keep templates, start, close, return and cancel evaluations and
 * read the scorecards; a forwarder ('fwd.evaluation') reads and answers its own company's evaluations.
 * The contracts are `@aerosupply/shared/forwarder-evaluations/routes`.
 */
import { forwarderEvaluationRoutes as r } from '@aerosupply/shared/forwarder-evaluations/routes';
import type { FastifyInstance } from 'fastify';
import { sendXlsx } from '../../platform/export/xlsx';
import { defineRoute } from '../../platform/http/route';
import * as service from './service';

export function registerEvaluationRoutes(app: FastifyInstance): void {
  defineRoute(app, { ...r.templates, handler: ({ deps, actor, query }) => service.listTemplates(deps, actor, query) });
  defineRoute(app, { ...r.template, handler: ({ deps, actor, params }) => service.getTemplate(deps, actor, params.id) });
  defineRoute(app, { ...r.createTemplate, handler: ({ deps, actor, body }) => service.createTemplate(deps, actor, body) });
  defineRoute(app, { ...r.updateTemplate, handler: ({ deps, actor, params, body }) => service.updateTemplate(deps, actor, params.id, body) });
  defineRoute(app, { ...r.deleteTemplate, handler: ({ deps, actor, params }) => service.deleteTemplate(deps, actor, params.id) });

  defineRoute(app, { ...r.list, handler: ({ deps, actor, query }) => service.listEvaluations(deps, actor, query) });
  defineRoute(app, { ...r.forwarders, handler: ({ deps }) => service.listForwarders(deps) });
  defineRoute(app, { ...r.scorecards, handler: ({ deps, query }) => service.listScorecards(deps, query) });
  defineRoute(app, { ...r.exportScorecards, handler: async ({ deps, query, lang, reply }) => sendXlsx(reply, service.exportScorecards(deps, query, lang), 'forwarder-scorecards.xlsx') });
  defineRoute(app, { ...r.detail, handler: ({ deps, actor, params }) => service.getEvaluation(deps, actor, params.id) });
  defineRoute(app, { ...r.initiate, handler: ({ deps, actor, body }) => service.initiateEvaluation(deps, actor, body) });
  defineRoute(app, { ...r.saveAnswers, handler: ({ deps, actor, params, body }) => service.saveAnswers(deps, actor, params.id, body) });
  defineRoute(app, { ...r.submit, handler: ({ deps, actor, params, body }) => service.submitAnswers(deps, actor, params.id, body) });
  defineRoute(app, { ...r.close, handler: ({ deps, actor, params, body }) => service.closeEvaluation(deps, actor, params.id, body.comment) });
  defineRoute(app, { ...r.return, handler: ({ deps, actor, params, body }) => service.returnEvaluation(deps, actor, params.id, body.reason) });
  defineRoute(app, { ...r.cancel, handler: ({ deps, actor, params }) => service.cancelEvaluation(deps, actor, params.id) });
}
