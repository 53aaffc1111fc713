import type { Kysely, Selectable } from 'kysely';
import { findClientById, lockClientsByIds, updateClient } from '../../clients/index.ts';
import { clientNotFound } from '../documents/documents.errors.ts';
import { tenantTables, type TenantDB } from '../../../platform/db/index.ts';

export type ImageRow = Selectable<TenantDB['m_image']>;

/** The client's display name and image (if any); the client's 404 when there is no such client. */
export async function requireClientWithImage(db: Kysely<object>, clientId: number): Promise<{ displayName: string; image: ImageRow | undefined }> {
  const client = await findClientById(db, clientId);
  if (client === undefined) {
    throw clientNotFound(clientId);
  }
  const image = client.image_id === null ? undefined : await tenantTables(db).selectFrom('m_image').selectAll().where('id', '=', client.image_id).executeTakeFirst();
  return { displayName: client.display_name, image };
}

/** In a command: locks the client (a concurrent change of its image waits), then reads its image. */
export async function lockClientWithImage(db: Kysely<object>, clientId: number): Promise<ImageRow | undefined> {
  if ((await lockClientsByIds(db, [clientId])).get(clientId) === undefined) {
    throw clientNotFound(clientId);
  }
  return (await requireClientWithImage(db, clientId)).image;
}

/** Points the client's image at a new file: the image row is kept (or made) and the client names it. */
export async function saveClientImage(db: Kysely<object>, clientId: number, existing: ImageRow | undefined, location: string, storageType: number, userId: number): Promise<void> {
  if (existing !== undefined) {
    await tenantTables(db).updateTable('m_image').set({ location, storage_type_enum: storageType }).where('id', '=', existing.id).execute();
    return;
  }
  const row = await tenantTables(db).insertInto('m_image').values({ location, storage_type_enum: storageType }).returning('id').executeTakeFirstOrThrow();
  await updateClient(db, clientId, { image_id: row.id }, userId);
}

export async function deleteClientImage(db: Kysely<object>, clientId: number, image: ImageRow, userId: number): Promise<void> {
  await updateClient(db, clientId, { image_id: null }, userId);
  await tenantTables(db).deleteFrom('m_image').where('id', '=', image.id).execute();
}
