import type { Generated, Kysely, Selectable } from 'kysely';
import { findClientById, lockClientsByIds, updateClient } from '../../clients/index.ts';
import { clientNotFound } from '../documents/documents.errors.ts';

/** Fineract's m_image: a client's image (m_client.image_id names it). */
export type ImageTables = {
  m_image: { id: Generated<number>; location: string | null; storage_type_enum: number | null };
};

export type ImageRow = Selectable<ImageTables['m_image']>;

function tables(untyped: Kysely<object>): Kysely<ImageTables> {
  return untyped.withTables<ImageTables>();
}

/** The client's display name and image (if any); the client's 404 when there is no such client. */
export async function requireClientWithImage(db: Kysely<object>, clientId: number): Promise<{ displayName: string; image: ImageRow | undefined }> {
  const client = await findClientById(db, clientId);
  if (client === undefined) {
    throw clientNotFound(clientId);
  }
  const image = client.image_id === null ? undefined : await tables(db).selectFrom('m_image').selectAll().where('id', '=', client.image_id).executeTakeFirst();
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
    await tables(db).updateTable('m_image').set({ location, storage_type_enum: storageType }).where('id', '=', existing.id).execute();
    return;
  }
  const row = await tables(db).insertInto('m_image').values({ location, storage_type_enum: storageType }).returning('id').executeTakeFirstOrThrow();
  await updateClient(db, clientId, { image_id: row.id }, userId);
}

export async function deleteClientImage(db: Kysely<object>, clientId: number, image: ImageRow, userId: number): Promise<void> {
  await updateClient(db, clientId, { image_id: null }, userId);
  await tables(db).deleteFrom('m_image').where('id', '=', image.id).execute();
}
