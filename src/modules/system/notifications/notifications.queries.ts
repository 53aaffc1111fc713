import type { Kysely } from 'kysely';
import { isTrueFlag, page, parsePaging, type Page } from '../../../platform/http/index.ts';
import { presentNotification, type NotificationView } from './notifications.presenter.ts';
import { findNotificationPage, NOTIFICATION_ORDER_BY } from './notifications.repository.ts';

/**
 * The signed-in user's notifications, as Fineract lists them: `isRead=true` lists all of them, read or
 * not; otherwise (false or absent) only the unread ones. Newest first unless `orderBy` says otherwise.
 */
export async function retrieveNotifications(db: Kysely<object>, userId: number, query: Readonly<Record<string, string | undefined>>): Promise<Page<NotificationView>> {
  const paging = parsePaging(query, NOTIFICATION_ORDER_BY);
  const { total, rows } = await findNotificationPage(db, userId, !isTrueFlag(query.isRead), paging);
  return page(total, rows.map(presentNotification));
}
