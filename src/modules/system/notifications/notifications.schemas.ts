import { Type } from 'typebox';
import { PageOf } from '../../../platform/http/index.ts';

export const NotificationView = Type.Object({
  id: Type.Integer(),
  objectType: Type.String({ examples: ['client', 'loan'] }),
  objectId: Type.Integer(),
  action: Type.String({ examples: ['created', 'approved'] }),
  actorId: Type.Optional(Type.Integer({ description: 'The user whose action raised it; absent for system-generated ones.' })),
  content: Type.String(),
  isRead: Type.Boolean(),
  isSystemGenerated: Type.Boolean(),
  createdAt: Type.String({ description: 'UTC, yyyy-MM-dd HH:mm:ss', examples: ['2024-03-31 09:15:00'] }),
});

export const NotificationPage = PageOf(NotificationView);

export const NotificationQuery = Type.Object({
  isRead: Type.Optional(Type.String({ description: '`true` lists read and unread notifications; otherwise only unread ones.', examples: ['true', 'false'] })),
  offset: Type.Optional(Type.String()),
  limit: Type.Optional(Type.String()),
  orderBy: Type.Optional(Type.String({ examples: ['createdAt', 'id'] })),
  sortOrder: Type.Optional(Type.String({ examples: ['ASC', 'DESC'] })),
});

export const EmptyResult = Type.Object({});
