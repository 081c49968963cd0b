/**
 * Purchase order routes (issue 14): the supplier's list, detail and actions ('sup.purchaseOrder'),
 * the buyer's list, detail, manual creation and answers ('po.view', 'po.manage'), attachments,
 * consignment stock, the ERP intake (its own client credentials, D-223) and the sysadmin's
 * integration clients.
 */
import { route } from '../http/contract';
import { idParams } from '../validation/ids';
import { fileItemSchema } from '../validation/upload';
import { consignmentPage, consignmentQuerySchema, consignmentSnapshotAnswer, consignmentSnapshotSchema } from './consignment';
import {
  acknowledgeItemSchema,
  acknowledgeOrderSchema,
  answerRequestSchema,
  intakeAnswer,
  intakeBatchAnswer,
  integrationClientBody,
  integrationClientCreated,
  integrationClientEnabledBody,
  integrationClientList,
  integrationClientView,
  orderAttachmentParams,
  orderDetail,
  orderIntakeBatchSchema,
  orderIntakeSchema,
  orderItemParams,
  orderListQuerySchema,
  orderPage,
  orderRequestParams,
  reasonSchema,
  requestItemChangeSchema,
  staffOrderListQuerySchema,
  staffReasonSchema,
} from './schemas';

const tags = ['orders'];
const SUPPLIER = 'sup.purchaseOrder';
const STAFF_VIEW = 'po.view';
const STAFF_MANAGE = 'po.manage';

export const ordersRoutes = {
  supList: route({
    method: 'GET', url: '/api/sup/orders', permission: SUPPLIER, tags, summary: 'Purchase orders of the supplier (filters of spec 001 §2)', query: orderListQuerySchema, response: orderPage,
  }),
  supExport: route({
    method: 'GET', url: '/api/sup/orders/export', permission: SUPPLIER, tags, summary: 'Export the supplier order search to Excel', query: orderListQuerySchema, raw: true, opType: 'query',
  }),
  supDetail: route({
    method: 'GET', url: '/api/sup/orders/:id', permission: SUPPLIER, tags, summary: 'One purchase order with items, delivery lines, requests, history and versions', params: idParams, response: orderDetail,
  }),
  supPdf: route({
    method: 'GET', url: '/api/sup/orders/:id/pdf', permission: SUPPLIER, tags, summary: 'Download a purchase order as a bilingual PDF', params: idParams, raw: true,
  }),
  supAcknowledge: route({
    method: 'POST', url: '/api/sup/orders/:id/acknowledge', permission: SUPPLIER, tags, summary: 'Acknowledge a purchase order as a whole', params: idParams, body: acknowledgeOrderSchema, response: orderDetail, opType: 'modify',
  }),
  supAcknowledgeItem: route({
    method: 'POST', url: '/api/sup/orders/:id/items/:itemId/acknowledge', permission: SUPPLIER, tags, summary: 'Acknowledge one purchase order item', params: orderItemParams, body: acknowledgeItemSchema, response: orderDetail, opType: 'modify',
  }),
  supChangeItem: route({
    method: 'POST', url: '/api/sup/orders/:id/items/:itemId/change-request', permission: SUPPLIER, tags, summary: 'Request a change of a purchase order item', params: orderItemParams, body: requestItemChangeSchema, response: orderDetail,
  }),
  supRejectItem: route({
    method: 'POST', url: '/api/sup/orders/:id/items/:itemId/rejection-request', permission: SUPPLIER, tags, summary: 'Request the rejection of one purchase order item (not yet acknowledged)', params: orderItemParams, body: reasonSchema, response: orderDetail,
  }),
  supCancelItem: route({
    method: 'POST', url: '/api/sup/orders/:id/items/:itemId/cancellation-request', permission: SUPPLIER, tags, summary: 'Request the cancellation of one acknowledged purchase order item', params: orderItemParams, body: reasonSchema, response: orderDetail,
  }),
  supReject: route({
    method: 'POST', url: '/api/sup/orders/:id/rejection-request', permission: SUPPLIER, tags, summary: 'Request the rejection of a purchase order', params: idParams, body: reasonSchema, response: orderDetail,
  }),
  supCancel: route({
    method: 'POST', url: '/api/sup/orders/:id/cancellation-request', permission: SUPPLIER, tags, summary: 'Request the cancellation of a purchase order', params: idParams, body: reasonSchema, response: orderDetail,
  }),
  list: route({
    method: 'GET', url: '/api/orders', permission: STAFF_VIEW, tags, summary: 'Purchase orders for buyers, with pending supplier requests', query: staffOrderListQuerySchema, response: orderPage,
  }),
  export: route({
    method: 'GET', url: '/api/orders/export', permission: STAFF_VIEW, tags, summary: 'Export the buyer order search to Excel', query: staffOrderListQuerySchema, raw: true, opType: 'query',
  }),
  detail: route({
    method: 'GET', url: '/api/orders/:id', permission: STAFF_VIEW, tags, summary: 'One purchase order (buyer view)', params: idParams, response: orderDetail,
  }),
  pdf: route({
    method: 'GET', url: '/api/orders/:id/pdf', permission: STAFF_VIEW, tags, summary: 'Download a purchase order as a bilingual PDF (buyer view)', params: idParams, raw: true,
  }),
  create: route({
    method: 'POST', url: '/api/orders', permission: STAFF_MANAGE, tags, summary: 'Create a purchase order manually', body: orderIntakeSchema, response: intakeAnswer,
  }),
  answerRequest: route({
    method: 'POST', url: '/api/orders/:id/requests/:requestId/answer', permission: STAFF_MANAGE, tags, summary: 'Accept or refuse a supplier request on a purchase order', params: orderRequestParams, body: answerRequestSchema, response: orderDetail, opType: 'modify',
  }),
  cancel: route({
    method: 'POST', url: '/api/orders/:id/cancel', permission: STAFF_MANAGE, tags, summary: 'Cancel a purchase order', params: idParams, body: staffReasonSchema, response: orderDetail, opType: 'modify',
  }),
  close: route({
    method: 'POST', url: '/api/orders/:id/close', permission: STAFF_MANAGE, tags, summary: 'Close a purchase order', params: idParams, body: staffReasonSchema, response: orderDetail, opType: 'modify',
  }),
  addAttachment: route({
    method: 'POST', url: '/api/orders/:id/attachments', permission: STAFF_MANAGE, tags, summary: 'Add an attachment to a purchase order (multipart field "file")', params: idParams, response: orderDetail, opType: 'add',
  }),
  removeAttachment: route({
    method: 'DELETE', url: '/api/orders/:id/attachments/:fileKey', permission: STAFF_MANAGE, tags, summary: 'Remove an attachment from a purchase order', params: orderAttachmentParams, response: orderDetail,
  }),
  consignmentList: route({
    method: 'GET', url: '/api/sup/consignment-stock', permission: 'sup.consignment', tags, summary: 'Consignment stock of the supplier (search of spec 001 §2)', query: consignmentQuerySchema, response: consignmentPage,
  }),
  consignmentExport: route({
    method: 'GET', url: '/api/sup/consignment-stock/export', permission: 'sup.consignment', tags, summary: 'Export the consignment stock search to Excel', query: consignmentQuerySchema, raw: true, opType: 'query',
  }),
  consignmentSnapshot: route({
    method: 'PUT', url: '/api/integration/consignment-stock', permission: 'public', tags, summary: "ERP snapshot of a supplier's consignment stock (integration client credentials; replaces the supplier's rows)", body: consignmentSnapshotSchema, response: consignmentSnapshotAnswer,
  }),
  intake: route({
    method: 'POST', url: '/api/integration/orders', permission: 'public', tags, summary: 'ERP intake of a purchase order (integration client credentials; idempotent by order number and version)', body: orderIntakeSchema, response: intakeAnswer,
  }),
  intakeFile: route({
    method: 'POST', url: '/api/integration/files', permission: 'public', tags, summary: 'ERP upload of an order attachment (integration client credentials; multipart field "file"); answers the key to name in an intake\'s attachments', response: fileItemSchema,
  }),
  clients: route({
    method: 'GET', url: '/api/integration/clients', permission: 'po.integration.manage', tags, summary: 'Integration clients', response: integrationClientList,
  }),
  intakeBatch: route({
    method: 'POST', url: '/api/integration/orders/batch', permission: 'public', tags, summary: 'ERP intake of a batch of purchase orders, all or none (integration client credentials; each order idempotent by number and version)', body: orderIntakeBatchSchema, response: intakeBatchAnswer,
  }),
  createClient: route({
    method: 'POST', url: '/api/integration/clients', permission: 'po.integration.manage', tags, summary: 'Create an integration client (its secret is shown once)', body: integrationClientBody, response: integrationClientCreated,
  }),
  setClientEnabled: route({
    method: 'PUT', url: '/api/integration/clients/:id/enabled', permission: 'po.integration.manage', tags, summary: 'Enable or disable an integration client', params: idParams, body: integrationClientEnabledBody, response: integrationClientView,
  }),
};
