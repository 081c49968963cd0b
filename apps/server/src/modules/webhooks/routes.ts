/** Webhook endpoints (sys.webhooks.manage) and the ERP's events feed (integration client credentials). */
import { noData } from '@aerosupply/shared/contracts';
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
} from '@aerosupply/shared/webhooks/schemas';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import { eventFeed } from './feed';
import * as service from './service';

const tags = ['webhooks'];
const permission = 'sys.webhooks.manage';

export function registerWebhookRoutes(app: FastifyInstance): void {
  defineRoute(app, { method: 'GET', url: '/api/admin/webhooks', permission, summary: 'Webhook endpoints', tags, response: webhookEndpointList, handler: ({ deps }) => service.listEndpoints(deps) });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/webhooks',
    permission,
    summary: 'Create a webhook endpoint (its secret is shown once)',
    tags,
    body: webhookEndpointBody,
    response: webhookEndpointWithSecret,
    handler: ({ deps, actor, body }) => service.createEndpoint(deps, actor, body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/webhooks/:id',
    permission,
    summary: 'One webhook endpoint',
    tags,
    params: webhookIdParams,
    response: webhookEndpointSchema,
    handler: ({ deps, params }) => service.getEndpoint(deps, params.id),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/webhooks/:id',
    permission,
    summary: 'Edit a webhook endpoint (URL, event types, enabled)',
    tags,
    params: webhookIdParams,
    body: webhookEndpointBody,
    response: webhookEndpointSchema,
    handler: ({ deps, params, body }) => service.updateEndpoint(deps, params.id, body),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/admin/webhooks/:id',
    permission,
    summary: 'Delete a webhook endpoint and its delivery log',
    tags,
    params: webhookIdParams,
    response: noData,
    handler: ({ deps, params }) => service.deleteEndpoint(deps, params.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/webhooks/:id/rotate',
    permission,
    summary: 'Rotate the signing secret of a webhook endpoint (the new secret is shown once; the old one signs too during the overlap)',
    tags,
    params: webhookIdParams,
    body: webhookRotateBody,
    response: webhookEndpointWithSecret,
    handler: ({ deps, params, body }) => service.rotateSecret(deps, params.id, body.overlapHours),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/webhooks/:id/deliveries',
    permission,
    summary: 'Delivery log of a webhook endpoint, newest first (keyset cursor)',
    tags,
    params: webhookIdParams,
    query: webhookDeliveriesQuery,
    response: webhookDeliveryPage,
    handler: ({ deps, params, query }) => service.listDeliveries(deps, params.id, query),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/webhooks/:id/deliveries/:deliveryId/replay',
    permission,
    summary: 'Send a delivered or failed webhook event again',
    tags,
    params: webhookDeliveryParams,
    opType: 'modify',
    response: webhookDeliverySchema,
    handler: ({ deps, params }) => service.replayDelivery(deps, params.id, params.deliveryId),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/integration/events',
    permission: 'public',
    summary: 'Outbound events after a cursor, oldest first, for ERPs that poll (integration client credentials)',
    tags,
    query: eventFeedQuery,
    response: eventFeedPage,
    handler: ({ deps, req, query }) => eventFeed(deps, req.headers.authorization, query),
  });
}
