/** Webhook routes: endpoints and their delivery log (sys.webhooks.manage), and the ERP's events feed (integration client credentials). */
import { noData } from '../contracts';
import { route } from '../http/contract';
import {
  eventFeedPage,
  eventFeedQuery,
  webhookDeliveriesQuery,
  webhookDeliveryPage,
  webhookDeliveryParams,
  webhookDeliverySchema,
  webhookEndpointBody,
  webhookEndpointList,
  webhookEndpointSchema,
  webhookEndpointWithSecret,
  webhookIdParams,
  webhookRotateBody,
} from './schemas';

const tags = ['webhooks'];
const permission = 'sys.webhooks.manage';

export const webhooksRoutes = {
  list: route({ method: 'GET', url: '/api/admin/webhooks', permission, tags, summary: 'Webhook endpoints', response: webhookEndpointList }),
  create: route({
    method: 'POST', url: '/api/admin/webhooks', permission, tags,
    summary: 'Create a webhook endpoint (its secret is shown once)', body: webhookEndpointBody, response: webhookEndpointWithSecret,
  }),
  detail: route({
    method: 'GET', url: '/api/admin/webhooks/:id', permission, tags,
    summary: 'One webhook endpoint', params: webhookIdParams, response: webhookEndpointSchema,
  }),
  update: route({
    method: 'PUT', url: '/api/admin/webhooks/:id', permission, tags,
    summary: 'Edit a webhook endpoint (URL, event types, enabled)', params: webhookIdParams, body: webhookEndpointBody, response: webhookEndpointSchema,
  }),
  remove: route({
    method: 'DELETE', url: '/api/admin/webhooks/:id', permission, tags,
    summary: 'Delete a webhook endpoint and its delivery log', params: webhookIdParams, response: noData,
  }),
  rotate: route({
    method: 'POST', url: '/api/admin/webhooks/:id/rotate', permission, tags,
    summary: 'Rotate the signing secret of a webhook endpoint (the new secret is shown once; the old one signs too during the overlap)',
    params: webhookIdParams, body: webhookRotateBody, response: webhookEndpointWithSecret,
  }),
  deliveries: route({
    method: 'GET', url: '/api/admin/webhooks/:id/deliveries', permission, tags,
    summary: 'Delivery log of a webhook endpoint, newest first (keyset cursor)', params: webhookIdParams, query: webhookDeliveriesQuery, response: webhookDeliveryPage,
  }),
  replay: route({
    method: 'POST', url: '/api/admin/webhooks/:id/deliveries/:deliveryId/replay', permission, tags,
    summary: 'Send a delivered or failed webhook event again', params: webhookDeliveryParams, response: webhookDeliverySchema, opType: 'modify',
  }),
  events: route({
    method: 'GET', url: '/api/integration/events', permission: 'public', tags,
    summary: 'Outbound events after a cursor, oldest first, for ERPs that poll (integration client credentials)', query: eventFeedQuery, response: eventFeedPage,
  }),
};
