/**
 * Purchase order routes (issue 14): the supplier's list, detail and actions ('sup.purchaseOrder'),
 * the buyer's list, detail, manual creation and answers ('po.view', 'po.manage'), the ERP intake
 * (its own client credentials, D-223) and the sysadmin's integration clients.
 */
import {
  acknowledgeItemSchema,
  acknowledgeOrderSchema,
  answerRequestSchema,
  intakeAnswer,
  intakeBatchAnswer,
  orderIntakeBatchSchema,
  integrationClientBody,
  integrationClientCreated,
  integrationClientList,
  integrationClientView,
  orderAttachmentParams,
  orderDetail,
  orderIntakeSchema,
  orderItemParams,
  orderListQuerySchema,
  orderPage,
  orderRequestParams,
  reasonSchema,
  requestItemChangeSchema,
  staffOrderListQuerySchema,
  staffReasonSchema,
} from '@aerosupply/shared/orders/schemas';
import { consignmentPage, consignmentQuerySchema, consignmentSnapshotAnswer, consignmentSnapshotSchema } from '@aerosupply/shared/orders/consignment';
import { idParams } from '@aerosupply/shared/validation/ids';
import { fileItemSchema } from '@aerosupply/shared/validation/upload';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
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

const tags = ['orders'];
const SUPPLIER = 'sup.purchaseOrder';
const STAFF_VIEW = 'po.view';
const STAFF_MANAGE = 'po.manage';
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
  defineRoute(app, {
    method: 'GET',
    url: '/api/sup/orders',
    permission: SUPPLIER,
    summary: 'Purchase orders of the supplier (filters of spec 001 §2)',
    tags,
    query: orderListQuerySchema,
    response: orderPage,
    handler: ({ deps, actor, query }) => service.listOrders(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/sup/orders/export',
    permission: SUPPLIER,
    summary: 'Export the supplier order search to Excel',
    tags,
    query: orderListQuerySchema,
    raw: true,
    opType: 'query',
    handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportOrders(deps, actor, query, lang), 'purchase-orders.xlsx'),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/sup/orders/:id',
    permission: SUPPLIER,
    summary: 'One purchase order with items, delivery lines, requests, history and versions',
    tags,
    params: idParams,
    response: orderDetail,
    handler: ({ deps, actor, params }) => service.getOrder(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/sup/orders/:id/pdf',
    permission: SUPPLIER,
    summary: 'Download a purchase order as a bilingual PDF',
    tags,
    params: idParams,
    raw: true,
    handler: async ({ deps, actor, params, reply }) => sendPdf(reply, await service.orderPdf(deps, actor, params.id)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/sup/orders/:id/acknowledge',
    permission: SUPPLIER,
    summary: 'Acknowledge a purchase order as a whole',
    tags,
    params: idParams,
    body: acknowledgeOrderSchema,
    response: orderDetail,
    opType: 'modify',
    handler: ({ deps, actor, params, body }) => supplier.acknowledgeOrder(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/sup/orders/:id/items/:itemId/acknowledge',
    permission: SUPPLIER,
    summary: 'Acknowledge one purchase order item',
    tags,
    params: orderItemParams,
    body: acknowledgeItemSchema,
    response: orderDetail,
    opType: 'modify',
    handler: ({ deps, actor, params, body }) => supplier.acknowledgeItem(deps, actor, params.id, params.itemId, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/sup/orders/:id/items/:itemId/change-request',
    permission: SUPPLIER,
    summary: 'Request a change of a purchase order item',
    tags,
    params: orderItemParams,
    body: requestItemChangeSchema,
    response: orderDetail,
    handler: ({ deps, actor, params, body }) => supplier.requestItemChange(deps, actor, params.id, params.itemId, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/sup/orders/:id/items/:itemId/rejection-request',
    permission: SUPPLIER,
    summary: 'Request the rejection of one purchase order item (not yet acknowledged)',
    tags,
    params: orderItemParams,
    body: reasonSchema,
    response: orderDetail,
    handler: ({ deps, actor, params, body }) => supplier.requestItemRejection(deps, actor, params.id, params.itemId, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/sup/orders/:id/items/:itemId/cancellation-request',
    permission: SUPPLIER,
    summary: 'Request the cancellation of one acknowledged purchase order item',
    tags,
    params: orderItemParams,
    body: reasonSchema,
    response: orderDetail,
    handler: ({ deps, actor, params, body }) => supplier.requestItemCancellation(deps, actor, params.id, params.itemId, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/sup/orders/:id/rejection-request',
    permission: SUPPLIER,
    summary: 'Request the rejection of a purchase order',
    tags,
    params: idParams,
    body: reasonSchema,
    response: orderDetail,
    handler: ({ deps, actor, params, body }) => supplier.requestRejection(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/sup/orders/:id/cancellation-request',
    permission: SUPPLIER,
    summary: 'Request the cancellation of a purchase order',
    tags,
    params: idParams,
    body: reasonSchema,
    response: orderDetail,
    handler: ({ deps, actor, params, body }) => supplier.requestCancellation(deps, actor, params.id, body),
  });

  // ---- Buyer side (D-224) ----
  defineRoute(app, {
    method: 'GET',
    url: '/api/orders',
    permission: STAFF_VIEW,
    summary: 'Purchase orders for buyers, with pending supplier requests',
    tags,
    query: staffOrderListQuerySchema,
    response: orderPage,
    handler: ({ deps, actor, query }) => service.listOrders(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/orders/export',
    permission: STAFF_VIEW,
    summary: 'Export the buyer order search to Excel',
    tags,
    query: staffOrderListQuerySchema,
    raw: true,
    opType: 'query',
    handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportOrders(deps, actor, query, lang), 'purchase-orders.xlsx'),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/orders/:id',
    permission: STAFF_VIEW,
    summary: 'One purchase order (buyer view)',
    tags,
    params: idParams,
    response: orderDetail,
    handler: ({ deps, actor, params }) => service.getOrder(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/orders/:id/pdf',
    permission: STAFF_VIEW,
    summary: 'Download a purchase order as a bilingual PDF (buyer view)',
    tags,
    params: idParams,
    raw: true,
    handler: async ({ deps, actor, params, reply }) => sendPdf(reply, await service.orderPdf(deps, actor, params.id)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/orders',
    permission: STAFF_MANAGE,
    summary: 'Create a purchase order manually',
    tags,
    body: orderIntakeSchema,
    response: intakeAnswer,
    bodyLimit: INTAKE_BODY_LIMIT,
    handler: ({ deps, actor, body, lang }) => service.createOrderManually(deps, actor, body, lang),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/orders/:id/requests/:requestId/answer',
    permission: STAFF_MANAGE,
    summary: 'Accept or refuse a supplier request on a purchase order',
    tags,
    params: orderRequestParams,
    body: answerRequestSchema,
    response: orderDetail,
    opType: 'modify',
    handler: ({ deps, actor, params, body }) => buyer.answerRequest(deps, actor, params.id, params.requestId, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/orders/:id/cancel',
    permission: STAFF_MANAGE,
    summary: 'Cancel a purchase order',
    tags,
    params: idParams,
    body: staffReasonSchema,
    response: orderDetail,
    opType: 'modify',
    handler: ({ deps, actor, params, body }) => buyer.cancelOrder(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/orders/:id/close',
    permission: STAFF_MANAGE,
    summary: 'Close a purchase order',
    tags,
    params: idParams,
    body: staffReasonSchema,
    response: orderDetail,
    opType: 'modify',
    handler: ({ deps, actor, params, body }) => buyer.closeOrder(deps, actor, params.id, body),
  });

  // ---- Attachments (issue 26 item 12, D-552): the buyer adds and removes; both sides read them on the detail ----
  defineRoute(app, {
    method: 'POST',
    url: '/api/orders/:id/attachments',
    permission: STAFF_MANAGE,
    summary: 'Add an attachment to a purchase order (multipart field "file")',
    tags,
    params: idParams,
    response: orderDetail,
    opType: 'add',
    handler: ({ deps, actor, params, req }) => attachments.addAttachment(deps, actor, params.id, req),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/orders/:id/attachments/:fileKey',
    permission: STAFF_MANAGE,
    summary: 'Remove an attachment from a purchase order',
    tags,
    params: orderAttachmentParams,
    response: orderDetail,
    handler: ({ deps, actor, params }) => attachments.removeAttachment(deps, actor, params.id, params.fileKey),
  });

  // ---- Consignment stock (spec 001 §2; D-226) ----
  defineRoute(app, {
    method: 'GET',
    url: '/api/sup/consignment-stock',
    permission: 'sup.consignment',
    summary: 'Consignment stock of the supplier (search of spec 001 §2)',
    tags,
    query: consignmentQuerySchema,
    response: consignmentPage,
    handler: ({ deps, actor, query }) => consignment.listConsignment(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/sup/consignment-stock/export',
    permission: 'sup.consignment',
    summary: 'Export the consignment stock search to Excel',
    tags,
    query: consignmentQuerySchema,
    raw: true,
    opType: 'query',
    handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, consignment.exportConsignment(deps, actor, query, lang), 'consignment-stock.xlsx'),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/integration/consignment-stock',
    permission: 'public',
    summary: "ERP snapshot of a supplier's consignment stock (integration client credentials; replaces the supplier's rows)",
    tags,
    body: consignmentSnapshotSchema,
    response: consignmentSnapshotAnswer,
    bodyLimit: INTAKE_BODY_LIMIT,
    handler: ({ deps, req, body }) => consignment.receiveConsignmentSnapshot(deps, req.headers.authorization, body),
  });

  // ---- ERP integration (D-223): HTTP Basic with an integration client's id and secret ----
  defineRoute(app, {
    method: 'POST',
    url: '/api/integration/orders',
    permission: 'public',
    summary: 'ERP intake of a purchase order (integration client credentials; idempotent by order number and version)',
    tags,
    body: orderIntakeSchema,
    response: intakeAnswer,
    bodyLimit: INTAKE_BODY_LIMIT,
    handler: ({ deps, req, body, lang }) => service.intakeFromErp(deps, req.headers.authorization, body, lang),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/integration/files',
    permission: 'public',
    summary: 'ERP upload of an order attachment (integration client credentials; multipart field "file"); answers the key to name in an intake\'s attachments',
    tags,
    response: fileItemSchema,
    handler: ({ deps, req }) => attachments.uploadFromErp(deps, req.headers.authorization, req),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/integration/clients',
    permission: 'po.integration.manage',
    summary: 'Integration clients',
    tags,
    response: integrationClientList,
    handler: ({ deps }) => service.listIntegrationClients(deps),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/integration/orders/batch',
    permission: 'public',
    summary: 'ERP intake of a batch of purchase orders, all or none (integration client credentials; each order idempotent by number and version)',
    tags,
    body: orderIntakeBatchSchema,
    response: intakeBatchAnswer,
    bodyLimit: INTAKE_BODY_LIMIT,
    handler: ({ deps, req, body, lang }) => service.intakeBatchFromErp(deps, req.headers.authorization, body.orders, lang),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/integration/clients',
    permission: 'po.integration.manage',
    summary: 'Create an integration client (its secret is shown once)',
    tags,
    body: integrationClientBody,
    response: integrationClientCreated,
    handler: ({ deps, actor, body }) => service.createIntegrationClient(deps, actor, body.name),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/integration/clients/:id/enabled',
    permission: 'po.integration.manage',
    summary: 'Enable or disable an integration client',
    tags,
    params: idParams,
    body: z.strictObject({ enabled: z.boolean() }),
    response: integrationClientView,
    handler: ({ deps, params, body }) => service.setIntegrationClientEnabled(deps, params.id, body.enabled),
  });
}

