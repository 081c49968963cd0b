/** Webhook endpoints: the routes of `@aerosupply/shared/webhooks/routes` (the events feed's is registered by orders, D-843). */
import { webhooksRoutes as r } from '@aerosupply/shared/webhooks/routes';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import * as service from './service';

export function registerWebhookRoutes(app: FastifyInstance): void {
  defineRoute(app, { ...r.list, handler: ({ deps }) => service.listEndpoints(deps) });
  defineRoute(app, { ...r.create, handler: ({ deps, actor, body }) => service.createEndpoint(deps, actor, body) });
  defineRoute(app, { ...r.detail, handler: ({ deps, params }) => service.getEndpoint(deps, params.id) });
  defineRoute(app, { ...r.update, handler: ({ deps, params, body }) => service.updateEndpoint(deps, params.id, body) });
  defineRoute(app, { ...r.remove, handler: ({ deps, params }) => service.deleteEndpoint(deps, params.id) });
  defineRoute(app, { ...r.rotate, handler: ({ deps, params, body }) => service.rotateSecret(deps, params.id, body.overlapHours) });
  defineRoute(app, { ...r.deliveries, handler: ({ deps, params, query }) => service.listDeliveries(deps, params.id, query) });
  defineRoute(app, { ...r.replay, handler: ({ deps, params }) => service.replayDelivery(deps, params.id, params.deliveryId) });
}
