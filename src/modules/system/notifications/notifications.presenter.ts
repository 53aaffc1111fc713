import type { NotificationRow } from './notifications.repository.ts';

export interface NotificationView {
  id: number;
  objectType: string;
  objectId: number;
  action: string;
  actorId?: number;
  content: string;
  isRead: boolean;
  isSystemGenerated: boolean;
  /** UTC, `yyyy-MM-dd HH:mm:ss`. */
  createdAt: string;
}

export function presentNotification(row: NotificationRow): NotificationView {
  return {
    id: row.id,
    objectType: row.object_type,
    objectId: row.object_identifier,
    action: row.action,
    ...(row.actor === null ? {} : { actorId: row.actor }),
    content: row.notification_content,
    isRead: row.is_read,
    isSystemGenerated: row.is_system_generated,
    createdAt: row.created_at.toISOString().slice(0, 19).replace('T', ' '),
  };
}
