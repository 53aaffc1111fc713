import { sql, type Kysely, type Selectable } from 'kysely';
import type { PageRequest } from '../../../platform/http/index.ts';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

/** A user's copy of a notification: the generated notification with that user's read flag. */
export type NotificationRow = Selectable<TenantDB['notification_generator']> & { readonly is_read: boolean };

/** What happened, to which object, and who did it (none for a system-generated notification). */
export interface NewNotification {
  readonly objectType: string;
  readonly objectId: number;
  readonly action: string;
  readonly content: string;
  readonly actorId: number | null;
  readonly isSystemGenerated: boolean;
}

/** `orderBy` wire names of the notification list, to columns. */
export const NOTIFICATION_ORDER_BY: Readonly<Record<string, string>> = {
  id: 'ng.id',
  createdAt: 'nm.created_at',
  objectType: 'ng.object_type',
  action: 'ng.action',
};

/**
 * Adds a notification for each of the users (unread); returns the notification's id. For the modules
 * that raise notifications; there is no endpoint that creates one.
 */
export async function addNotification(untyped: Kysely<object>, notification: NewNotification, userIds: readonly number[]): Promise<number> {
  const db = tenantTables(untyped);
  const { id } = await db
    .insertInto('notification_generator')
    .values({
      object_type: notification.objectType,
      object_identifier: notification.objectId,
      action: notification.action,
      actor: notification.actorId,
      is_system_generated: notification.isSystemGenerated,
      notification_content: notification.content,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const users = [...new Set(userIds)];
  if (users.length > 0) {
    await db
      .insertInto('notification_mapper')
      .values(users.map((userId) => ({ notification_id: id, user_id: userId })))
      .execute();
  }
  return id;
}

/** One page of a user's notifications (only the unread ones when `unreadOnly`), newest first by default. */
export async function findNotificationPage(
  untyped: Kysely<object>,
  userId: number,
  unreadOnly: boolean,
  paging: PageRequest,
): Promise<{ total: number; rows: NotificationRow[] }> {
  let base = tenantTables(untyped)
    .selectFrom('notification_mapper as nm')
    .innerJoin('notification_generator as ng', 'ng.id', 'nm.notification_id')
    .where('nm.user_id', '=', userId);
  if (unreadOnly) {
    base = base.where('nm.is_read', '=', false);
  }
  const count = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const direction = paging.orderBy === undefined || paging.sortOrder === 'DESC' ? 'desc' : 'asc';
  let query = base
    .selectAll('ng')
    .select('nm.is_read')
    .orderBy(sql.ref(paging.orderBy ?? 'nm.created_at'), direction)
    .orderBy('ng.id', direction)
    .offset(paging.offset);
  if (paging.limit !== undefined) {
    query = query.limit(paging.limit);
  }
  return { total: Number(count.total), rows: await query.execute() };
}

/** Marks every unread notification of the user read; returns how many changed. */
export async function markNotificationsRead(untyped: Kysely<object>, userId: number): Promise<number> {
  const result = await tenantTables(untyped)
    .updateTable('notification_mapper')
    .set({ is_read: true })
    .where('user_id', '=', userId)
    .where('is_read', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
