/** Outbox routes: the sysadmin's viewer of mail and SMS queued by the portal (sys.outbox.view). */
import { route } from '../http/contract';
import { outboxIdParamsSchema, outboxListQuerySchema, outboxMessageSchema, outboxPageSchema } from './schemas';

const tags = ['outbox'];

export const outboxRoutes = {
  list: route({
    method: 'GET', url: '/api/admin/outbox', permission: 'sys.outbox.view', tags,
    summary: 'Outbox messages, newest first (keyset cursor)', query: outboxListQuerySchema, response: outboxPageSchema,
  }),
  detail: route({
    method: 'GET', url: '/api/admin/outbox/:id', permission: 'sys.outbox.view', tags,
    summary: 'One outbox message with its body', params: outboxIdParamsSchema, response: outboxMessageSchema,
  }),
  retry: route({
    method: 'POST', url: '/api/admin/outbox/:id/retry', permission: 'sys.outbox.view', tags,
    summary: 'Send an undelivered mail again', params: outboxIdParamsSchema, response: outboxMessageSchema, opType: 'modify',
  }),
};
