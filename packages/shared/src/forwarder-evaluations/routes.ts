/** Forwarder evaluations (issue 17 item 6): logistics staff ('logistics.evaluation.manage') keep templates, start, close, return and cancel evaluations and read the scorecards; a forwarder ('fwd.evaluation') reads and answers its own company's evaluations. */
import { idParams, noData } from '../contracts';
import { route } from '../http/contract';
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
} from './schemas';

const tags = ['forwarder-evaluations'];
const staff = 'logistics.evaluation.manage';
const forwarder = 'fwd.evaluation';
const read = [staff, forwarder] as const;

export const forwarderEvaluationRoutes = {
  templates: route({
    method: 'GET', url: '/api/evaluation-templates', permission: staff, tags,
    summary: 'Questionnaire templates of forwarder evaluations', query: templateListQuery, response: templatePage,
  }),
  template: route({
    method: 'GET', url: '/api/evaluation-templates/:id', permission: staff, tags,
    summary: 'One questionnaire template', params: idParams, response: templateView,
  }),
  createTemplate: route({
    method: 'POST', url: '/api/evaluation-templates', permission: staff, tags,
    summary: 'Create a questionnaire template', body: templateBody, response: templateView,
  }),
  updateTemplate: route({
    method: 'PUT', url: '/api/evaluation-templates/:id', permission: staff, tags,
    summary: 'Edit a questionnaire template (a new version; started evaluations keep theirs)', params: idParams, body: templateBody, response: templateView,
  }),
  deleteTemplate: route({
    method: 'DELETE', url: '/api/evaluation-templates/:id', permission: staff, tags,
    summary: 'Delete a questionnaire template no evaluation was started from', params: idParams, response: noData,
  }),
  list: route({
    method: 'GET', url: '/api/forwarder-evaluations', permission: [...read], tags,
    summary: 'Forwarder evaluations (the forwarder its own, staff all)', query: evaluationListQuery, response: evaluationPage,
  }),
  forwarders: route({
    method: 'GET', url: '/api/forwarder-evaluations/forwarders', permission: staff, tags,
    summary: 'Forwarder companies for the evaluation and scorecard pickers', response: forwarderOptions,
  }),
  scorecards: route({
    method: 'GET', url: '/api/forwarder-evaluations/scorecards', permission: staff, tags,
    summary: 'Scorecards of closed evaluations per forwarder and period (a forwarder’s history with its filter)', query: scorecardListQuery, response: scorecardPage,
  }),
  exportScorecards: route({
    method: 'GET', url: '/api/forwarder-evaluations/scorecards/export', permission: staff, tags,
    summary: 'Export the filtered scorecards to Excel', query: scorecardListQuery, raw: true, opType: 'query',
  }),
  detail: route({
    method: 'GET', url: '/api/forwarder-evaluations/:id', permission: [...read], tags,
    summary: 'One evaluation: questions, answers, scorecard (staff), history', params: idParams, response: evaluationDetail,
  }),
  initiate: route({
    method: 'POST', url: '/api/forwarder-evaluations', permission: staff, tags,
    summary: 'Start an evaluation of a forwarder for a period from a template (evaluateInitiate)', body: initiateBody, response: evaluationDetail,
  }),
  saveAnswers: route({
    method: 'PUT', url: '/api/forwarder-evaluations/:id/answers', permission: forwarder, tags,
    summary: 'Save the forwarder’s answers as a draft (evaluateAnswer)', params: idParams, body: answerBody, response: evaluationDetail,
  }),
  submit: route({
    method: 'POST', url: '/api/forwarder-evaluations/:id/submit', permission: forwarder, tags,
    summary: 'Submit the forwarder’s answers (every question answered)', params: idParams, body: answerBody, response: evaluationDetail, opType: 'modify',
  }),
  close: route({
    method: 'POST', url: '/api/forwarder-evaluations/:id/close', permission: staff, tags,
    summary: 'Close a submitted evaluation (its scorecard is frozen)', params: idParams, body: closeBody, response: evaluationDetail, opType: 'modify',
  }),
  return: route({
    method: 'POST', url: '/api/forwarder-evaluations/:id/return', permission: staff, tags,
    summary: 'Return a submitted evaluation to the forwarder with a reason', params: idParams, body: returnBody, response: evaluationDetail, opType: 'modify',
  }),
  cancel: route({
    method: 'POST', url: '/api/forwarder-evaluations/:id/cancel', permission: staff, tags,
    summary: 'Cancel an evaluation not yet submitted', params: idParams, response: evaluationDetail, opType: 'modify',
  }),
};
