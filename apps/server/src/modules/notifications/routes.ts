/** The notification centre: every signed-in user reads and marks only their own notifications. */
import {
  markAllReadAnswerSchema,
  notificationIdParamsSchema,
  notificationItemSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  unreadCountSchema,
} from '@aerosupply/shared/notifications/schemas';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import { listNotifications, markAllNotificationsRead, markNotificationRead, unreadCount } from './service';

const tags = ['notifications'];

export function registerNotificationRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/notifications',
    permission: 'signedIn',
    summary: 'My notifications, newest first (keyset cursor; unread=true for unread only)',
    tags,
    query: notificationListQuerySchema,
    response: notificationPageSchema,
    handler: async ({ query, deps, actor, lang }) => listNotifications(deps, actor, lang, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/notifications/unread-count',
    permission: 'signedIn',
    summary: 'How many of my notifications are unread',
    tags,
    response: unreadCountSchema,
    handler: async ({ deps, actor }) => unreadCount(deps, actor),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/notifications/read-all',
    permission: 'signedIn',
    summary: 'Mark all my notifications read',
    tags,
    opType: 'modify',
    response: markAllReadAnswerSchema,
    handler: async ({ deps, actor }) => markAllNotificationsRead(deps, actor),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/notifications/:id/read',
    permission: 'signedIn',
    summary: 'Mark one of my notifications read',
    tags,
    params: notificationIdParamsSchema,
    opType: 'modify',
    response: notificationItemSchema,
    handler: async ({ params, deps, actor, lang }) => markNotificationRead(deps, actor, lang, params.id),
  });
}
