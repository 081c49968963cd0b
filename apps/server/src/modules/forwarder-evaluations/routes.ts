/**
 * Forwarder evaluations (issue 17 item 6): one set of routes for both sides — logistics staff
 * ('logistics.evaluation.manage') keep templates, start, close, return and cancel evaluations and
 * read the scorecards; a forwarder ('fwd.evaluation') reads and answers its own company's evaluations.
 */
import { idParams, noData } from '@aerosupply/shared/contracts';
import {
  answerBody,
  closeBody,
  evaluationDetail,
  evaluationListQuery,
  evaluationPage,
  forwarderOptions,
  initiateBody,
  returnBody,
  scorecardListQuery,
  scorecardPage,
  templateBody,
  templateListQuery,
  templatePage,
  templateView,
} from '@aerosupply/shared/forwarder-evaluations/schemas';
import type { FastifyInstance } from 'fastify';
import { sendXlsx } from '../../platform/export/xlsx';
import { defineRoute } from '../../platform/http/route';
import * as service from './service';

const tags = ['forwarder-evaluations'];
const staff = 'logistics.evaluation.manage';
const forwarder = 'fwd.evaluation';
const read = [staff, forwarder] as const;

export function registerEvaluationRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: '/api/evaluation-templates', permission: staff, tags,
    summary: 'Questionnaire templates of forwarder evaluations', query: templateListQuery, response: templatePage,
    handler: ({ deps, actor, query }) => service.listTemplates(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/evaluation-templates/:id', permission: staff, tags,
    summary: 'One questionnaire template', params: idParams, response: templateView,
    handler: ({ deps, actor, params }) => service.getTemplate(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/evaluation-templates', permission: staff, tags,
    summary: 'Create a questionnaire template', body: templateBody, response: templateView,
    handler: ({ deps, actor, body }) => service.createTemplate(deps, actor, body),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/evaluation-templates/:id', permission: staff, tags,
    summary: 'Edit a questionnaire template (a new version; started evaluations keep theirs)', params: idParams, body: templateBody, response: templateView,
    handler: ({ deps, actor, params, body }) => service.updateTemplate(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'DELETE', url: '/api/evaluation-templates/:id', permission: staff, tags,
    summary: 'Delete a questionnaire template no evaluation was started from', params: idParams, response: noData,
    handler: ({ deps, actor, params }) => service.deleteTemplate(deps, actor, params.id),
  });

  defineRoute(app, {
    method: 'GET', url: '/api/forwarder-evaluations', permission: [...read], tags,
    summary: 'Forwarder evaluations (the forwarder its own, staff all)', query: evaluationListQuery, response: evaluationPage,
    handler: ({ deps, actor, query }) => service.listEvaluations(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/forwarder-evaluations/forwarders', permission: staff, tags,
    summary: 'Forwarder companies for the evaluation and scorecard pickers', response: forwarderOptions,
    handler: ({ deps }) => service.listForwarders(deps),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/forwarder-evaluations/scorecards', permission: staff, tags,
    summary: 'Scorecards of closed evaluations per forwarder and period (a forwarder’s history with its filter)', query: scorecardListQuery, response: scorecardPage,
    handler: ({ deps, query }) => service.listScorecards(deps, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/forwarder-evaluations/scorecards/export', permission: staff, tags, raw: true, opType: 'query',
    summary: 'Export the filtered scorecards to Excel', query: scorecardListQuery,
    handler: async ({ deps, query, lang, reply }) => sendXlsx(reply, service.exportScorecards(deps, query, lang), 'forwarder-scorecards.xlsx'),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/forwarder-evaluations/:id', permission: [...read], tags,
    summary: 'One evaluation: questions, answers, scorecard (staff), history', params: idParams, response: evaluationDetail,
    handler: ({ deps, actor, params }) => service.getEvaluation(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/forwarder-evaluations', permission: staff, tags,
    summary: 'Start an evaluation of a forwarder for a period from a template (evaluateInitiate)', body: initiateBody, response: evaluationDetail,
    handler: ({ deps, actor, body }) => service.initiateEvaluation(deps, actor, body),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/forwarder-evaluations/:id/answers', permission: forwarder, tags,
    summary: 'Save the forwarder’s answers as a draft (evaluateAnswer)', params: idParams, body: answerBody, response: evaluationDetail,
    handler: ({ deps, actor, params, body }) => service.saveAnswers(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/forwarder-evaluations/:id/submit', permission: forwarder, tags, opType: 'modify',
    summary: 'Submit the forwarder’s answers (every question answered)', params: idParams, body: answerBody, response: evaluationDetail,
    handler: ({ deps, actor, params, body }) => service.submitAnswers(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/forwarder-evaluations/:id/close', permission: staff, tags, opType: 'modify',
    summary: 'Close a submitted evaluation (its scorecard is frozen)', params: idParams, body: closeBody, response: evaluationDetail,
    handler: ({ deps, actor, params, body }) => service.closeEvaluation(deps, actor, params.id, body.comment),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/forwarder-evaluations/:id/return', permission: staff, tags, opType: 'modify',
    summary: 'Return a submitted evaluation to the forwarder with a reason', params: idParams, body: returnBody, response: evaluationDetail,
    handler: ({ deps, actor, params, body }) => service.returnEvaluation(deps, actor, params.id, body.reason),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/forwarder-evaluations/:id/cancel', permission: staff, tags, opType: 'modify',
    summary: 'Cancel an evaluation not yet submitted', params: idParams, response: evaluationDetail,
    handler: ({ deps, actor, params }) => service.cancelEvaluation(deps, actor, params.id),
  });
}
