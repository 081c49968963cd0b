/**
 * Electronic freight bills (issue 17): one set of routes for both sides — a forwarder ('fwd.bill')
 * reads and writes its own company's bills, logistics staff ('logistics.bills.view') read all and
 * review ('logistics.bills.review'); rate cards are staff's ('logistics.bills.rates'). The contracts
 * are `@aerosupply/shared/freight-bills/routes`.
 */
import { freightBillRoutes as r } from '@aerosupply/shared/freight-bills/routes';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import { sendXlsx } from '../../platform/export/xlsx';
import { exportBills } from './export';
import * as differences from './differences';
import * as service from './service';

export function registerFreightBillRoutes(app: FastifyInstance): void {
  defineRoute(app, { ...r.list, handler: ({ deps, actor, query }) => service.listBills(deps, actor, query) });
  defineRoute(app, { ...r.export, handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportBills(deps, actor, query, lang), 'freight-bills.xlsx') });
  defineRoute(app, { ...r.differences, handler: ({ deps, actor, query }) => differences.listDifferences(deps, actor, query) });
  defineRoute(app, { ...r.exportDifferences, handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, differences.exportDifferences(deps, actor, query, lang), 'bill-differences.xlsx') });
  defineRoute(app, { ...r.detail, handler: ({ deps, actor, params }) => service.getBill(deps, actor, params.id) });
  defineRoute(app, { ...r.create, handler: ({ deps, actor, body }) => service.createBill(deps, actor, body) });
  defineRoute(app, { ...r.update, handler: ({ deps, actor, params, body }) => service.updateBill(deps, actor, params.id, body) });
  defineRoute(app, { ...r.renumber, handler: ({ deps, actor, params, body }) => service.renumberBill(deps, actor, params.id, body) });
  defineRoute(app, { ...r.submit, handler: ({ deps, actor, params }) => service.submitBill(deps, actor, params.id) });
  defineRoute(app, { ...r.remove, handler: ({ deps, actor, params }) => service.deleteBill(deps, actor, params.id) });
  defineRoute(app, { ...r.approve, handler: ({ deps, actor, params, body }) => service.approveBill(deps, actor, params.id, body.comment) });
  defineRoute(app, { ...r.return, handler: ({ deps, actor, params, body }) => service.returnBill(deps, actor, params.id, body.reason) });

  defineRoute(app, { ...r.rateCards, handler: ({ deps, actor, query }) => service.listRateCards(deps, actor, query) });
  defineRoute(app, { ...r.rateCardForwarders, handler: ({ deps }) => service.listForwarders(deps) });
  defineRoute(app, { ...r.rateCard, handler: ({ deps, actor, params }) => service.getRateCard(deps, actor, params.id) });
  defineRoute(app, { ...r.createRateCard, handler: ({ deps, actor, body }) => service.createRateCard(deps, actor, body) });
  defineRoute(app, { ...r.updateRateCard, handler: ({ deps, actor, params, body }) => service.updateRateCard(deps, actor, params.id, body) });
  defineRoute(app, { ...r.deleteRateCard, handler: ({ deps, actor, params }) => service.deleteRateCard(deps, actor, params.id) });
}
