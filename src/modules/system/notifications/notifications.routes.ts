import { defineQuery, requireUser } from '../../../platform/http/index.ts';
import { markAllNotificationsRead } from './notifications.commands.ts';
import { retrieveNotifications } from './notifications.queries.ts';
import { EmptyResult, NotificationPage, NotificationQuery } from './notifications.schemas.ts';

const tags = ['Notification'];

/** Every signed-in user reads and clears their own notifications; no permission code guards them. */
export const notificationRoutes = [
  defineQuery({
    method: 'GET',
    url: '/notifications',
    summary: "List the signed-in user's notifications",
    tags,
    access: { authenticated: true },
    querystring: NotificationQuery,
    response: NotificationPage,
    handle: (req) => retrieveNotifications(req.tenant.database.db, requireUser(req.user).id, req.query),
  }),
  defineQuery({
    method: 'PUT',
    url: '/notifications',
    summary: "Mark all of the signed-in user's notifications read",
    description: 'Not a pipeline command (Fineract keeps no audit row for it).',
    tags,
    access: { authenticated: true },
    response: EmptyResult,
    handle: (req) => markAllNotificationsRead(req.tenant.database.db, requireUser(req.user).id),
  }),
];
