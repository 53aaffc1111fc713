import { sql, type Kysely, type Selectable } from 'kysely';
import type { PageRequest } from '../../../platform/http/index.ts';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';
import type { AuditRowRider } from '../../../platform/commands/index.ts';

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

/** The notification_generator row of a notification. */
function generatorRow(notification: NewNotification) {
  return {
    object_type: notification.objectType,
    object_identifier: notification.objectId,
    action: notification.action,
    actor: notification.actorId,
    is_system_generated: notification.isSystemGenerated,
    notification_content: notification.content,
  };
}

/**
 * Adds a notification for each of the users (unread); returns the notification's id. For the modules
 * that raise notifications; there is no endpoint that creates one.
 */
export async function addNotification(untyped: Kysely<object>, notification: NewNotification, userIds: readonly number[]): Promise<number> {
  const db = tenantTables(untyped);
  const { id } = await db
    .insertInto('notification_generator')
    .values(generatorRow(notification))
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

/** A notification for the users of an office who hold a permission (or ALL_FUNCTIONS). */
export interface OfficeNotification {
  readonly notification: NewNotification;
  readonly officeId: number;
  readonly permission: string;
}

/**
 * Adds a notification and delivers it, unread, to the users of the office (that office only, not its
 * children) who hold the permission or ALL_FUNCTIONS through any of their roles, except the actor and
 * deleted users: one statement (the notification is written even when no user receives it, as Fineract).
 */
export async function notifyOfficeUsers(untyped: Kysely<object>, target: OfficeNotification): Promise<void> {
  const { notification, officeId, permission } = target;
  const db = tenantTables(untyped);
  await db
    .with('ng', (qb) =>
      qb
        .insertInto('notification_generator')
        .values(generatorRow(notification))
        .returning('id'),
    )
    .insertInto('notification_mapper')
    .columns(['notification_id', 'user_id'])
    .expression((eb) =>
      eb
        .selectFrom('ng')
        .crossJoin('m_appuser as u')
        .select(['ng.id', 'u.id as user_id'])
        .where('u.office_id', '=', officeId)
        .where('u.is_deleted', '=', false)
        .$if(notification.actorId !== null, (q) => q.where('u.id', '<>', notification.actorId ?? 0))
        .where((w) =>
          w.exists(
            w
              .selectFrom('m_appuser_role as ur')
              .innerJoin('m_role_permission as rp', 'rp.role_id', 'ur.role_id')
              .innerJoin('m_permission as p', 'p.id', 'rp.permission_id')
              .select('ur.appuser_id')
              .whereRef('ur.appuser_id', '=', 'u.id')
              .where('p.code', 'in', [permission, 'ALL_FUNCTIONS']),
          ),
        ),
    )
    .execute();
}

/**
 * {@link notifyOfficeUsers} for a notification with an actor, as members of the statement that writes the command's
 * audit row (the same rows; the SQL text is one whatever the values).
 */
export function officeNotificationRider(target: OfficeNotification & { readonly notification: { readonly actorId: number } }): AuditRowRider {
  const { notification, officeId, permission } = target;
  return {
    key: 'notification',
    values: { ...generatorRow(notification), office_id: officeId, permission, all_functions: 'ALL_FUNCTIONS' },
    members: (value) => sql`notification_generated as (
      insert into notification_generator (object_type, object_identifier, action, actor, is_system_generated, notification_content)
      values (${value('object_type')}, ${value('object_identifier')}, ${value('action')}, ${value('actor')}, ${value('is_system_generated')}, ${value('notification_content')})
      returning id),
    notification_mapped as (
      insert into notification_mapper (notification_id, user_id)
      select ng.id, u.id from notification_generated as ng cross join m_appuser as u
      where u.office_id = ${value('office_id')} and u.is_deleted = false and u.id <> ${value('actor')}
        and exists (select ur.appuser_id from m_appuser_role as ur inner join m_role_permission as rp on rp.role_id = ur.role_id
          inner join m_permission as p on p.id = rp.permission_id where ur.appuser_id = u.id and p.code in (${value('permission')}, ${value('all_functions')})))`,
  };
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
