/**
 * Agreement routes (issue 13): the contracts of `@aerosupply/shared/agreements/routes` — the buyer's
 * agreements, the supplier's (D-277), the reports and the exchange rates (D-274). The routes that
 * answer one agreement's detail carry what orders drew on it, so orders registers them (D-843).
 */
import { agreementRoutes as r } from '@aerosupply/shared/agreements/routes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendXlsx } from '../../platform/export/xlsx';
import { exportAgreements } from './export';
import { defineRoute } from '../../platform/http/route';
import { contentDisposition } from '../files';
import * as rates from './rates';
import * as reports from './reports';
import * as service from './service';

const sendPdf = (reply: FastifyReply, doc: { pdf: Buffer; filename: string }) =>
  reply.header('Content-Type', 'application/pdf').header('Content-Disposition', contentDisposition('attachment', doc.filename)).header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'no-store').send(doc.pdf);

export function registerAgreementRoutes(app: FastifyInstance): void {
  // ---- Buyer side ----
  defineRoute(app, { ...r.list, handler: ({ deps, actor, query }) => service.listAgreements(deps, actor, query) });
  defineRoute(app, { ...r.export, handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportAgreements(deps, actor, query, lang), 'agreements.xlsx') });
  defineRoute(app, { ...r.suppliers, handler: ({ deps, query }) => service.listSupplierOptions(deps, query.q || undefined) });
  defineRoute(app, { ...r.pdf, handler: async ({ deps, actor, params, reply }) => sendPdf(reply, await service.agreementDocument(deps, actor, params.id)) });

  // ---- Supplier side (the contract screens, D-278) ----
  defineRoute(app, { ...r.supList, handler: ({ deps, actor, query }) => service.listAgreements(deps, actor, query) });
  defineRoute(app, { ...r.supExport, handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportAgreements(deps, actor, query, lang), 'agreements.xlsx') });
  defineRoute(app, { ...r.supPdf, handler: async ({ deps, actor, params, reply }) => sendPdf(reply, await service.agreementDocument(deps, actor, params.id)) });

  // ---- Reports ----
  defineRoute(app, { ...r.reportMain, handler: ({ deps, actor, query }) => reports.reportMain(deps, actor, query) });
  defineRoute(app, { ...r.reportLines, handler: ({ deps, actor, query }) => reports.reportLines(deps, actor, query) });
  defineRoute(app, { ...r.reportSpend, handler: ({ deps, actor, query }) => reports.reportSpend(deps, actor, query) });
  defineRoute(app, { ...r.reportLinesExport, handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, reports.exportReportLines(deps, actor, query, lang), 'agreement-report.xlsx') });

  // ---- Exchange rates (D-274) ----
  defineRoute(app, { ...r.rates, handler: ({ deps, query }) => rates.listRates(deps, query) });
  defineRoute(app, { ...r.convert, handler: async ({ deps, query }) => rates.mustConvert(deps.db, query.amount, query.from, query.to, query.date) });
  defineRoute(app, { ...r.ratesExport, handler: async ({ deps, query, lang, reply }) => sendXlsx(reply, rates.exportRates(deps, query, lang), 'exchange-rates.xlsx') });
  defineRoute(app, { ...r.createRate, handler: ({ deps, actor, body }) => rates.createRate(deps, actor, body) });
  defineRoute(app, { ...r.updateRate, handler: ({ deps, actor, params, body }) => rates.updateRate(deps, actor, params.id, body) });
  defineRoute(app, { ...r.deleteRate, handler: async ({ deps, params }) => rates.deleteRate(deps, params.id) });
}
