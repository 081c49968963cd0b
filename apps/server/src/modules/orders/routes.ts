/**
 * Purchase order routes (issue 14): the supplier's list, detail and actions ('sup.purchaseOrder'),
 * the buyer's list, detail, manual creation and answers ('po.view', 'po.manage'), the ERP intake
 * (its own client credentials, D-223) and the sysadmin's integration clients: the contracts of
 * `@aerosupply/shared/orders/routes`; the body limits of the intakes stay here.
 */
import { ordersRoutes as r } from '@aerosupply/shared/orders/routes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import { sendXlsx } from '../../platform/export/xlsx';
import { contentDisposition, registerFileOwner } from '../files';
import * as attachments from './attachments';
import { ORDER_FILES } from './attachments-intake';
import { exportOrders } from './export';
import * as buyer from './buyer-actions';
import * as consignment from './consignment';
import * as service from './service';
import * as supplier from './supplier-actions';

/** An order of 2,000 lines with delivery lines is well under this (issue 14 'a 5 MB order'). */
const INTAKE_BODY_LIMIT = 8 * 1024 * 1024;

function sendPdf(reply: FastifyReply, file: { filename: string; pdf: Buffer }) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', contentDisposition('attachment', file.filename))
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.pdf);
}

export function registerOrderRoutes(app: FastifyInstance): void {
  registerFileOwner(ORDER_FILES, attachments.orderFileRule);

  // ---- Supplier side (spec 001 §2 'Purchase order list/detail') ----
  defineRoute(app, { ...r.supList, handler: ({ deps, actor, query }) => service.listOrders(deps, actor, query) });
  defineRoute(app, { ...r.supExport, handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportOrders(deps, actor, query, lang), 'purchase-orders.xlsx') });
  defineRoute(app, { ...r.supDetail, handler: ({ deps, actor, params }) => service.getOrder(deps, actor, params.id) });
  defineRoute(app, { ...r.supPdf, handler: async ({ deps, actor, params, reply }) => sendPdf(reply, await service.orderPdf(deps, actor, params.id)) });
  defineRoute(app, { ...r.supAcknowledge, handler: ({ deps, actor, params, body }) => supplier.acknowledgeOrder(deps, actor, params.id, body) });
  defineRoute(app, { ...r.supAcknowledgeItem, handler: ({ deps, actor, params, body }) => supplier.acknowledgeItem(deps, actor, params.id, params.itemId, body) });
  defineRoute(app, { ...r.supChangeItem, handler: ({ deps, actor, params, body }) => supplier.requestItemChange(deps, actor, params.id, params.itemId, body) });
  defineRoute(app, { ...r.supRejectItem, handler: ({ deps, actor, params, body }) => supplier.requestItemRejection(deps, actor, params.id, params.itemId, body) });
  defineRoute(app, { ...r.supCancelItem, handler: ({ deps, actor, params, body }) => supplier.requestItemCancellation(deps, actor, params.id, params.itemId, body) });
  defineRoute(app, { ...r.supReject, handler: ({ deps, actor, params, body }) => supplier.requestRejection(deps, actor, params.id, body) });
  defineRoute(app, { ...r.supCancel, handler: ({ deps, actor, params, body }) => supplier.requestCancellation(deps, actor, params.id, body) });

  // ---- Buyer side (D-224) ----
  defineRoute(app, { ...r.list, handler: ({ deps, actor, query }) => service.listOrders(deps, actor, query) });
  defineRoute(app, { ...r.export, handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportOrders(deps, actor, query, lang), 'purchase-orders.xlsx') });
  defineRoute(app, { ...r.detail, handler: ({ deps, actor, params }) => service.getOrder(deps, actor, params.id) });
  defineRoute(app, { ...r.pdf, handler: async ({ deps, actor, params, reply }) => sendPdf(reply, await service.orderPdf(deps, actor, params.id)) });
  defineRoute(app, { ...r.create, bodyLimit: INTAKE_BODY_LIMIT, handler: ({ deps, actor, body, lang }) => service.createOrderManually(deps, actor, body, lang) });
  defineRoute(app, { ...r.answerRequest, handler: ({ deps, actor, params, body }) => buyer.answerRequest(deps, actor, params.id, params.requestId, body) });
  defineRoute(app, { ...r.cancel, handler: ({ deps, actor, params, body }) => buyer.cancelOrder(deps, actor, params.id, body) });
  defineRoute(app, { ...r.close, handler: ({ deps, actor, params, body }) => buyer.closeOrder(deps, actor, params.id, body) });

  // ---- Attachments (issue 26 item 12, D-552): the buyer adds and removes; both sides read them on the detail ----
  defineRoute(app, { ...r.addAttachment, handler: ({ deps, actor, params, req }) => attachments.addAttachment(deps, actor, params.id, req) });
  defineRoute(app, { ...r.removeAttachment, handler: ({ deps, actor, params }) => attachments.removeAttachment(deps, actor, params.id, params.fileKey) });

  // ---- Consignment stock (spec 001 §2; D-226) ----
  defineRoute(app, { ...r.consignmentList, handler: ({ deps, actor, query }) => consignment.listConsignment(deps, actor, query) });
  defineRoute(app, { ...r.consignmentExport, handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, consignment.exportConsignment(deps, actor, query, lang), 'consignment-stock.xlsx') });
  defineRoute(app, { ...r.consignmentSnapshot, bodyLimit: INTAKE_BODY_LIMIT, handler: ({ deps, req, body }) => consignment.receiveConsignmentSnapshot(deps, req.headers.authorization, body) });

  // ---- ERP integration (D-223): HTTP Basic with an integration client's id and secret ----
  defineRoute(app, { ...r.intake, bodyLimit: INTAKE_BODY_LIMIT, handler: ({ deps, req, body, lang }) => service.intakeFromErp(deps, req.headers.authorization, body, lang) });
  defineRoute(app, { ...r.intakeFile, handler: ({ deps, req }) => attachments.uploadFromErp(deps, req.headers.authorization, req) });
  defineRoute(app, { ...r.clients, handler: ({ deps }) => service.listIntegrationClients(deps) });
  defineRoute(app, { ...r.intakeBatch, bodyLimit: INTAKE_BODY_LIMIT, handler: ({ deps, req, body, lang }) => service.intakeBatchFromErp(deps, req.headers.authorization, body.orders, lang) });
  defineRoute(app, { ...r.createClient, handler: ({ deps, actor, body }) => service.createIntegrationClient(deps, actor, body.name) });
  defineRoute(app, { ...r.setClientEnabled, handler: ({ deps, params, body }) => service.setIntegrationClientEnabled(deps, params.id, body.enabled) });
}

