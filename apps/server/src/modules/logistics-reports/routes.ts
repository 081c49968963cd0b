/** Logistics reports (issue 17 item 5, D-370): staff only ('logistics.report.view'). */
import { reportAChart, reportAPage, reportAQuery, reportDAnswer, reportDQuery, throughputAnswer, throughputQuery } from '@aerosupply/shared/logistics-reports/schemas';
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
}
