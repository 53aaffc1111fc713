import { commandHandler, type CommandContext, type CommandResult } from '../../../platform/commands/index.ts';
import { bareContentType, imageContentTypeOf, isStorageLocation, type FileSettings } from '../../../platform/files/index.ts';
import type { PreparedUpload, ReceivedUpload } from '../../../platform/http/index.ts';
import { unsupportedParameters } from '../../../shared/errors/api-errors.ts';
import { fileTooBig } from '../documents/documents.errors.ts';
import { dataUrlInvalid, imageMissing, imageTypeRefused } from './images.errors.ts';
import { deleteClientImage, lockClientWithImage, saveClientImage } from './images.repository.ts';

type ImageType = 'image/jpeg' | 'image/png' | 'image/gif';
const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif'];
const EXTENSIONS: Readonly<Record<ImageType, string>> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' };
const DATA_URL = /^data:(image\/(?:gif|png|jpeg));base64,([A-Za-z0-9+/\r\n]*={0,2})\s*$/;

interface ImageBytes {
  readonly type: ImageType;
  readonly bytes: Buffer;
}

/** The image of a multipart form's `file` part: a GIF, PNG or JPEG whose bytes are of that type. */
function imageOfFile(upload: ReceivedUpload, files: FileSettings): ImageBytes {
  const file = upload.file;
  if (file === undefined || file.fileName === '') {
    throw imageMissing();
  }
  if (file.truncated) {
    throw fileTooBig(file.fileName, files.maxFileBytes);
  }
  const declared = bareContentType(file.contentType);
  const actual = imageContentTypeOf(file.bytes);
  if (!IMAGE_TYPES.includes(declared) || actual !== declared) {
    throw imageTypeRefused(declared);
  }
  return { type: actual, bytes: file.bytes };
}

/** The image of a `data:image/…;base64,…` body (Fineract's data URL upload). */
function imageOfDataUrl(text: string, files: FileSettings): ImageBytes {
  const match = DATA_URL.exec(text.trim());
  if (match === null) {
    throw dataUrlInvalid();
  }
  const declared = match[1] ?? '';
  const bytes = Buffer.from((match[2] ?? '').replace(/[\r\n]/g, ''), 'base64');
  if (bytes.length === 0) {
    throw imageMissing();
  }
  if (bytes.length > files.maxFileBytes) {
    throw fileTooBig('image', files.maxFileBytes);
  }
  const actual = imageContentTypeOf(bytes);
  if (actual !== declared) {
    throw imageTypeRefused(declared);
  }
  return { type: actual, bytes };
}

/**
 * POST/PUT /clients/{clientId}/images: a multipart form with the part `file`, or a data URL as the body.
 * The image is stored under the client's folder before the command records it.
 */
export function prepareClientImageUpload(upload: ReceivedUpload, clientId: number, files: FileSettings): PreparedUpload {
  const unknown = [...Object.keys(upload.fields), ...upload.extraParts];
  if (unknown.length > 0) {
    throw unsupportedParameters(unknown);
  }
  const image = upload.text !== undefined && upload.file === undefined ? imageOfDataUrl(upload.text, files) : imageOfFile(upload, files);
  return {
    json: { type: image.type, size: image.bytes.length },
    file: { folder: ['images', 'clients', String(clientId)], bytes: image.bytes, extension: EXTENSIONS[image.type] },
  };
}

/** Records the stored image as the client's (replacing the former one, whose file goes after the commit). */
async function saveImage(ctx: CommandContext): Promise<CommandResult> {
  ctx.json.checkSupported(['type', 'size', 'location', 'storageType']);
  const clientId = ctx.entityId ?? 0;
  const location = ctx.json.string('location');
  const storageType = ctx.json.json.storageType;
  if (location === undefined || !isStorageLocation(location) || typeof storageType !== 'number') {
    throw imageMissing();
  }
  const existing = await lockClientWithImage(ctx.db, clientId);
  await saveClientImage(ctx.db, clientId, existing, location, storageType, ctx.user.id);
  return { resourceId: clientId };
}

/** Removes the client's image (none: nothing to do, as Fineract). */
async function deleteImage(ctx: CommandContext): Promise<CommandResult> {
  const clientId = ctx.entityId ?? 0;
  const existing = await lockClientWithImage(ctx.db, clientId);
  if (existing !== undefined) {
    await deleteClientImage(ctx.db, clientId, existing, ctx.user.id);
  }
  return { resourceId: clientId };
}

export const imageCommandHandlers = [commandHandler('CLIENTIMAGE', 'CREATE', saveImage), commandHandler('CLIENTIMAGE', 'DELETE', deleteImage)];
