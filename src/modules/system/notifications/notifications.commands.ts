import type { Kysely } from 'kysely';
import { markNotificationsRead } from './notifications.repository.ts';

/**
 * Marks all of the user's notifications read. Not a pipeline command: Fineract keeps no audit row for it
 * and any signed-in user may do it for their own notifications. Answers an empty object.
 */
export async function markAllNotificationsRead(db: Kysely<object>, userId: number): Promise<Record<string, never>> {
  await markNotificationsRead(db, userId);
  return {};
}
