import type { Kysely } from 'kysely';
import { imageContentTypeOf, type FileStorage } from '../../../platform/files/index.ts';
import { RawReply } from '../../../platform/http/index.ts';
import { contentDisposition } from '../documents/documents.presenter.ts';
import { imageNotFound } from './images.errors.ts';
import { requireClientWithImage } from './images.repository.ts';

/** How the image is asked for: `output=octet|inline_octet` or `Accept: application/octet-stream` → binary. */
export interface ImageRequest {
  readonly output: string | undefined;
  readonly accept: string | string[] | undefined;
}

function dispositionOf(request: ImageRequest): 'attachment' | 'inline' | undefined {
  if (request.output === 'inline_octet') {
    return 'inline';
  }
  const accept = Array.isArray(request.accept) ? request.accept.join(',') : (request.accept ?? '');
  return request.output === 'octet' || accept.trim().toLowerCase() === 'application/octet-stream' ? 'attachment' : undefined;
}

/**
 * GET /clients/{clientId}/images: by default the image as a `data:` URL in a text/plain body (Fineract's
 * default); as the image file itself (attachment or inline) when asked for binary output.
 */
export async function retrieveClientImage(db: Kysely<object>, storage: FileStorage, clientId: number, request: ImageRequest): Promise<RawReply> {
  const { displayName, image } = await requireClientWithImage(db, clientId);
  const bytes = image?.location === null || image?.location === undefined ? undefined : await storage.read(image.location);
  if (bytes === undefined) {
    throw imageNotFound(clientId);
  }
  const type = imageContentTypeOf(bytes) ?? 'image/jpeg';
  const disposition = dispositionOf(request);
  if (disposition === undefined) {
    return new RawReply(`data:${type};base64,${bytes.toString('base64')}`, 'text/plain');
  }
  const extension = type.slice('image/'.length);
  return new RawReply(bytes, type, { 'content-disposition': contentDisposition(disposition, `${displayName}.${extension}`), 'x-content-type-options': 'nosniff' });
}

/** Where the client's image file is now (the file a new image or a delete makes obsolete). */
export async function clientImageLocation(db: Kysely<object>, clientId: number): Promise<string | undefined> {
  const { image } = await requireClientWithImage(db, clientId);
  return image?.location ?? undefined;
}
