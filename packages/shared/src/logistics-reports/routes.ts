/** Logistics reports (issue 17 item 5, D-370): staff only ('logistics.report.view'); each report answers its rows, and its Excel export takes the same filters. */
import { route } from '../http/contract';
import { reportAChart, reportAPage, reportAQuery, reportBAnswer, reportBQuery, reportCAnswer, reportCQuery, reportDAnswer, reportDQuery, reportEAnswer, reportEQuery, throughputAnswer, throughputQuery } from './schemas';

const tags = ['logistics-reports'];
const permission = 'logistics.report.view';

export const logisticsReportRoutes = {
  a: route({
    method: 'GET', url: '/api/logistics-reports/a', permission, tags,
    summary: 'Report A: milestone status per waybill (the report row of 001 §3)', query: reportAQuery, response: reportAPage,
  }),
  aChart: route({
    method: 'GET', url: '/api/logistics-reports/a/chart', permission, tags,
    summary: 'Report A chart: shipments per status for the same filters', query: reportAQuery, response: reportAChart,
  }),
  exportA: route({
    method: 'GET', url: '/api/logistics-reports/a/export', permission, tags,
    summary: 'Export report A to Excel (the same filters, streamed)', query: reportAQuery, raw: true, opType: 'query',
  }),
  throughput: route({
    method: 'GET', url: '/api/logistics-reports/throughput', permission, tags,
    summary: 'Throughput: shipments, deliveries and gross weight per base and month', query: throughputQuery, response: throughputAnswer,
  }),
  exportThroughput: route({
    method: 'GET', url: '/api/logistics-reports/throughput/export', permission, tags,
    summary: 'Export throughput to Excel (the same filters)', query: throughputQuery, raw: true, opType: 'query',
  }),
  d: route({
    method: 'GET', url: '/api/logistics-reports/d', permission, tags,
    summary: 'Report D: cost per kg per forwarder and month from electronic bills', query: reportDQuery, response: reportDAnswer,
  }),
  exportD: route({
    method: 'GET', url: '/api/logistics-reports/d/export', permission, tags,
    summary: 'Export report D to Excel (the same filters)', query: reportDQuery, raw: true, opType: 'query',
  }),
  b: route({
    method: 'GET', url: '/api/logistics-reports/b', permission, tags,
    summary: 'Report B: cycle times per leg, forwarder and month (hours, average and median)', query: reportBQuery, response: reportBAnswer,
  }),
  exportB: route({
    method: 'GET', url: '/api/logistics-reports/b/export', permission, tags,
    summary: 'Export report B to Excel (the same filters)', query: reportBQuery, raw: true, opType: 'query',
  }),
  c: route({
    method: 'GET', url: '/api/logistics-reports/c', permission, tags,
    summary: 'Report C: on-time delivery rate per forwarder and month (delivered vs ETA)', query: reportCQuery, response: reportCAnswer,
  }),
  exportC: route({
    method: 'GET', url: '/api/logistics-reports/c/export', permission, tags,
    summary: 'Export report C to Excel (the same filters)', query: reportCQuery, raw: true, opType: 'query',
  }),
  e: route({
    method: 'GET', url: '/api/logistics-reports/e', permission, tags,
    summary: 'Report E: bill accuracy per forwarder and month (returned share, amount at stake)', query: reportEQuery, response: reportEAnswer,
  }),
  exportE: route({
    method: 'GET', url: '/api/logistics-reports/e/export', permission, tags,
    summary: 'Export report E to Excel (the same filters)', query: reportEQuery, raw: true, opType: 'query',
  }),
};
