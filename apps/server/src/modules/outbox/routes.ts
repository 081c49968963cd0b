/** The sysadmin's outbox viewer: the routes of `@aerosupply/shared/outbox/routes`. */
import { outboxRoutes as r } from '@aerosupply/shared/outbox/routes';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import { getMessage, listMessages, retryMessage } from './service';

export function registerOutboxRoutes(app: FastifyInstance): void {
  defineRoute(app, { ...r.list, handler: async ({ query, deps, actor }) => listMessages(deps, actor, query) });
  defineRoute(app, { ...r.detail, handler: async ({ params, deps, actor }) => getMessage(deps, actor, params.id) });
  defineRoute(app, { ...r.retry, handler: async ({ params, deps, actor }) => retryMessage(deps, actor, params.id) });
}
