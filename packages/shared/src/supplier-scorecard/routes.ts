/**
 * Supplier scorecard routes (issue 31): criteria settings and computing for purchasing and quality
 * staff; a supplier's scorecard, its evidence, the ranking with its export and bidders' scores for
 * staff who read suppliers, orders or RFx; the supplier's own scorecard (its own company only).
 */
import { route } from '../http/contract';
import { companyIdParams } from '../validation/ids';
import { SCORECARD_MANAGE, SCORECARD_SUPPLIER_PERMISSION, SCORECARD_VIEW_PERMISSIONS } from './access';
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
} from './schemas';

const tags = ['supplier-scorecard'];
const view = [...SCORECARD_VIEW_PERMISSIONS];
const viewOrOwn = [...SCORECARD_VIEW_PERMISSIONS, SCORECARD_SUPPLIER_PERMISSION];

export const scorecardRoutes = {
  settings: route({
    method: 'GET', url: '/api/supplier-scorecard/settings', permission: SCORECARD_MANAGE, tags,
    summary: 'Scorecard criteria (formula, weight, grade thresholds) and the formula catalogue', response: settingsView,
  }),
  saveSettings: route({
    method: 'PUT', url: '/api/supplier-scorecard/settings', permission: SCORECARD_MANAGE, tags,
    summary: 'Save the scorecard criteria as a new version (weights add up to 100, thresholds ordered)', body: settingsBody, response: settingsView,
  }),
  compute: route({
    method: 'POST', url: '/api/supplier-scorecard/compute', permission: SCORECARD_MANAGE, tags, opType: 'modify',
    summary: 'Compute the scores of a month (and its quarter) for every supplier now', body: computeBody, response: computeAnswer,
  }),
  ranking: route({
    method: 'GET', url: '/api/supplier-scorecard/ranking', permission: view, tags,
    summary: 'Suppliers ranked by total score for a month or quarter, by category and purchasing org', query: rankingQuery, response: rankingPage,
  }),
  rankingExport: route({
    method: 'GET', url: '/api/supplier-scorecard/ranking/export', permission: view, tags, raw: true, opType: 'query',
    summary: 'Export the filtered ranking to Excel', query: rankingQuery,
  }),
  bidders: route({
    method: 'GET', url: '/api/supplier-scorecard/bidders', permission: view, tags,
    summary: 'The newest month score of each supplier named (the RFx bidder picker and award comparison)', query: bidderScoresQuery, response: bidderScores,
  }),
  card: route({
    method: 'GET', url: '/api/supplier-scorecard/suppliers/:companyId', permission: viewOrOwn, tags,
    summary: 'A supplier’s scorecard: months and quarters with every criterion (a supplier: its own only)', params: companyIdParams, query: scorecardQuery, response: scorecardView,
  }),
  evidence: route({
    method: 'GET', url: '/api/supplier-scorecard/suppliers/:companyId/evidence', permission: viewOrOwn, tags,
    summary: 'The records behind one criterion of one month (late lines, unanswered RFx...)', params: companyIdParams, query: evidenceQuery, response: evidenceView,
  }),
  ownCard: route({
    method: 'GET', url: '/api/sup/scorecard', permission: SCORECARD_SUPPLIER_PERMISSION, tags,
    summary: 'The signed-in supplier’s own scorecard', query: scorecardQuery, response: scorecardView,
  }),
};
