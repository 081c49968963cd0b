/** The notification centre: every signed-in user reads and marks only their own notifications. */
import { notificationRoutes as r } from '@aerosupply/shared/notifications/routes';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import { listNotifications, markAllNotificationsRead, markNotificationRead, unreadCount } from './service';

export function registerNotificationRoutes(app: FastifyInstance): void {
  defineRoute(app, { ...r.list, handler: async ({ query, deps, actor, lang }) => listNotifications(deps, actor, lang, query) });

  defineRoute(app, { ...r.unreadCount, handler: async ({ deps, actor }) => unreadCount(deps, actor) });

  defineRoute(app, { ...r.readAll, handler: async ({ deps, actor }) => markAllNotificationsRead(deps, actor) });

  defineRoute(app, { ...r.read, handler: async ({ params, deps, actor, lang }) => markNotificationRead(deps, actor, lang, params.id) });
}
