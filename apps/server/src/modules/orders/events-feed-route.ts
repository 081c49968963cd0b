/**
 * The ERP's events feed (`GET /api/integration/events`, D-595) with an integration client's
 * credentials: orders own the integration clients, webhooks the events, so orders registers the
 * route and webhooks never depend on orders (D-843).
 */
import { webhooksRoutes as r } from '@aerosupply/shared/webhooks/routes';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import { eventFeed } from '../webhooks';
import { authenticateClient } from './clients';

export function registerEventFeedRoute(app: FastifyInstance): void {
  defineRoute(app, {
    ...r.events,
    handler: async ({ deps, req, query }) => {
      await authenticateClient(deps, req.headers.authorization);
      return eventFeed(deps, query);
    },
  });
}
