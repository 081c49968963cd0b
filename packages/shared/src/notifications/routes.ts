import { route } from '../http/contract';
import { markAllReadAnswerSchema, notificationIdParamsSchema, notificationItemSchema, notificationListQuerySchema, notificationPageSchema, unreadCountSchema } from './schemas';

const tags = ['notifications'];

export const notificationRoutes = {
  list: route({
    method: 'GET', url: '/api/notifications', permission: 'signedIn', summary: 'My notifications, newest first (keyset cursor; unread=true for unread only)', tags, query: notificationListQuerySchema, response: notificationPageSchema,
  }),
  unreadCount: route({
    method: 'GET', url: '/api/notifications/unread-count', permission: 'signedIn', summary: 'How many of my notifications are unread', tags, response: unreadCountSchema,
  }),
  readAll: route({
    method: 'POST', url: '/api/notifications/read-all', permission: 'signedIn', summary: 'Mark all my notifications read', tags, opType: 'modify', response: markAllReadAnswerSchema,
  }),
  read: route({
    method: 'POST', url: '/api/notifications/:id/read', permission: 'signedIn', summary: 'Mark one of my notifications read', tags, params: notificationIdParamsSchema, opType: 'modify', response: notificationItemSchema,
  }),
};
