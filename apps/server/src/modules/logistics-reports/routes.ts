/** Logistics reports (issue 17 item 5, D-370): staff only ('logistics.report.view'). */
import { reportAChart, reportAPage, reportAQuery, reportBAnswer, reportBQuery, reportCAnswer, reportCQuery, reportDAnswer, reportDQuery, reportEAnswer, reportEQuery, throughputAnswer, throughputQuery } from '@aerosupply/shared/logistics-reports/schemas';
import type { FastifyInstance } from 'fastify';
import { sendXlsx } from '../../platform/export/xlsx';
import { defineRoute } from '../../platform/http/route';
import * as service from './service';

const tags = ['logistics-reports'];
const permission = 'logistics.report.view';

export function registerLogisticsReportRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: '/api/logistics-reports/a', permission, tags,
    summary: 'Report A: milestone status per waybill (the report row of 001 §3)', query: reportAQuery, response: reportAPage,
    handler: ({ deps, query }) => service.reportA(deps, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/logistics-reports/a/chart', permission, tags,
    summary: 'Report A chart: shipments per status for the same filters', query: reportAQuery, response: reportAChart,
    handler: ({ deps, query }) => service.reportAChart(deps, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/logistics-reports/a/export', permission, tags, raw: true, opType: 'query',
    summary: 'Export report A to Excel (the same filters, streamed)', query: reportAQuery,
    handler: async ({ deps, query, lang, reply }) => sendXlsx(reply, service.exportReportA(deps, query, lang), 'report-a.xlsx'),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/logistics-reports/throughput', permission, tags,
    summary: 'Throughput: shipments, deliveries and gross weight per base and month', query: throughputQuery, response: throughputAnswer,
    handler: ({ deps, query }) => service.throughput(deps, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/logistics-reports/throughput/export', permission, tags, raw: true, opType: 'query',
    summary: 'Export throughput to Excel (the same filters)', query: throughputQuery,
    handler: async ({ deps, query, lang, reply }) => sendXlsx(reply, service.exportThroughput(deps, query, lang), 'throughput.xlsx'),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/logistics-reports/d', permission, tags,
    summary: 'Report D: cost per kg per forwarder and month from electronic bills', query: reportDQuery, response: reportDAnswer,
    handler: ({ deps, query }) => service.reportD(deps, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/logistics-reports/d/export', permission, tags, raw: true, opType: 'query',
    summary: 'Export report D to Excel (the same filters)', query: reportDQuery,
    handler: async ({ deps, query, lang, reply }) => sendXlsx(reply, service.exportReportD(deps, query, lang), 'report-d.xlsx'),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/logistics-reports/b', permission, tags,
    summary: 'Report B: cycle times per leg, forwarder and month (hours, average and median)', query: reportBQuery, response: reportBAnswer,
    handler: ({ deps, query }) => service.reportB(deps, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/logistics-reports/b/export', permission, tags, raw: true, opType: 'query',
    summary: 'Export report B to Excel (the same filters)', query: reportBQuery,
    handler: async ({ deps, query, lang, reply }) => sendXlsx(reply, service.exportReportB(deps, query, lang), 'report-b.xlsx'),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/logistics-reports/c', permission, tags,
    summary: 'Report C: on-time delivery rate per forwarder and month (delivered vs ETA)', query: reportCQuery, response: reportCAnswer,
    handler: ({ deps, query }) => service.reportC(deps, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/logistics-reports/c/export', permission, tags, raw: true, opType: 'query',
    summary: 'Export report C to Excel (the same filters)', query: reportCQuery,
    handler: async ({ deps, query, lang, reply }) => sendXlsx(reply, service.exportReportC(deps, query, lang), 'report-c.xlsx'),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/logistics-reports/e', permission, tags,
    summary: 'Report E: bill accuracy per forwarder and month (returned share, amount at stake)', query: reportEQuery, response: reportEAnswer,
    handler: ({ deps, query }) => service.reportE(deps, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/logistics-reports/e/export', permission, tags, raw: true, opType: 'query',
    summary: 'Export report E to Excel (the same filters)', query: reportEQuery,
    handler: async ({ deps, query, lang, reply }) => sendXlsx(reply, service.exportReportE(deps, query, lang), 'report-e.xlsx'),
  });
}
