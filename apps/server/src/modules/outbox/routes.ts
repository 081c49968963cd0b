/** The sysadmin's outbox viewer (sys.outbox.view): mail and SMS queued by the portal. */
import { outboxIdParamsSchema, outboxListQuerySchema, outboxMessageSchema, outboxPageSchema } from '@aerosupply/shared/outbox/schemas';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import { getMessage, listMessages, retryMessage } from './service';

const tags = ['outbox'];

export function registerOutboxRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/outbox',
    permission: 'sys.outbox.view',
    summary: 'Outbox messages, newest first (keyset cursor)',
    tags,
    query: outboxListQuerySchema,
    response: outboxPageSchema,
    handler: async ({ query, deps, actor }) => listMessages(deps, actor, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/outbox/:id',
    permission: 'sys.outbox.view',
    summary: 'One outbox message with its body',
    tags,
    params: outboxIdParamsSchema,
    response: outboxMessageSchema,
    handler: async ({ params, deps, actor }) => getMessage(deps, actor, params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/outbox/:id/retry',
    permission: 'sys.outbox.view',
    summary: 'Send an undelivered mail again',
    tags,
    params: outboxIdParamsSchema,
    opType: 'modify',
    response: outboxMessageSchema,
    handler: async ({ params, deps, actor }) => retryMessage(deps, actor, params.id),
  });
}
