import { createHash } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TObject } from 'typebox';
import { InvalidJsonError, ValidationError, invalidCharacters, unsupportedParameters } from '../../shared/errors/api-errors.ts';
import { checkJsonInput, hasInvalidCharacters } from '../../shared/validation/json-command.ts';
import type { CommandOutcome } from '../commands/pipeline.ts';
import type { FileSettings } from '../files/index.ts';
import type { FileHandling, ReceivedFile, ReceivedUpload, RouteRequest } from './route-kit.ts';

/** The form part that carries the file (Fineract's `file`). */
const FILE_PART = 'file';
/** JSON members the HTTP layer adds for a stored file; no client may send them. */
const STORED_FILE_MEMBERS = ['location', 'storageType'];

/**
 * Body parsing for the routes that take a file, registered only in their own Fastify context: multipart
 * forms (@fastify/multipart, nothing buffered until the route reads it), and text bodies for `data:` URLs
 * (text/plain, text/html, or JSON that may hold a quoted string or the bare URL, as Fineract accepts).
 */
export async function registerUploadParsers(context: FastifyInstance, files: FileSettings): Promise<void> {
  await context.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: files.maxFileBytes, files: 4, fields: 20, parts: 30, fieldSize: 1024 * 1024 },
  });
  context.addContentTypeParser(['text/plain', 'text/html'], { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    done(hasInvalidCharacters(text) ? invalidCharacters('body') : null, text);
  });
  context.removeContentTypeParser('application/json');
  context.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseUploadJson(typeof body === 'string' ? body : body.toString('utf8')));
    } catch (error) {
      done(error instanceof Error ? error : new InvalidJsonError(), undefined);
    }
  });
}

/** JSON on an upload route: parsed and checked as every JSON body, or kept as text when it is no JSON (a bare data URL). */
function parseUploadJson(text: string): unknown {
  if (text.trim() === '') {
    return undefined;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = text;
  }
  checkJsonInput(value);
  return value;
}

/** Largest body of an upload route: the file as base64 (a data URL) and some room for the rest. */
export function uploadBodyLimit(files: FileSettings): number {
  return Math.ceil((files.maxFileBytes * 4) / 3) + 64 * 1024;
}

async function receiveForm(request: FastifyRequest): Promise<ReceivedUpload> {
  // Null prototype: a field named `__proto__` is a field like any other.
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const extraParts: string[] = [];
  let file: ReceivedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        if (hasInvalidCharacters(part.fieldname) || hasInvalidCharacters(value)) {
          throw invalidCharacters(part.fieldname);
        }
        fields[part.fieldname] = value;
      } else if (part.fieldname === FILE_PART && file === undefined) {
        if (hasInvalidCharacters(part.filename) || hasInvalidCharacters(part.mimetype)) {
          throw invalidCharacters(FILE_PART);
        }
        const bytes = await part.toBuffer();
        file = { fileName: part.filename, contentType: part.mimetype, bytes, truncated: part.file.truncated };
      } else {
        part.file.resume();
        extraParts.push(part.fieldname);
      }
    }
  } catch (error) {
    if (error instanceof ValidationError) {
      throw error;
    }
    throw new InvalidJsonError(`multipart form: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { fields, file, text: undefined, extraParts };
}

function receiveBody(body: unknown): ReceivedUpload {
  if (typeof body === 'string') {
    return { fields: {}, file: undefined, text: body, extraParts: [] };
  }
  // Null prototype: a field named `__proto__` is a field like any other.
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    for (const [name, value] of Object.entries(body)) {
      if (value !== null && value !== undefined) {
        fields[name] = typeof value === 'string' ? value : JSON.stringify(value);
      }
    }
  } else if (body !== undefined && body !== null) {
    throw new InvalidJsonError();
  }
  return { fields, file: undefined, text: undefined, extraParts: [] };
}

/** What a file command still has to do once the pipeline has answered (or failed). */
export interface FileWork {
  /** The command JSON: the prepared members, plus where the file was stored. */
  readonly json: unknown;
  /** The command failed: the file stored for it is removed. */
  failed(): Promise<void>;
  /** The command answered: drop what is no longer referenced. */
  answered(outcome: CommandOutcome, heldForApproval: boolean): Promise<void>;
}

/**
 * The stored name of an upload sent with an Idempotency-Key: the same user, key, folder and bytes give the
 * same name (so a repeated request finds the file of the first, and its command JSON, hence its digest, is
 * the same); anything else gives a new one (keys are per user: two users never share a file).
 */
function repeatableName(userId: number, idempotencyKey: string, folder: readonly string[], bytes: Uint8Array): string {
  const hex = createHash('sha256').update(`${userId}\n${idempotencyKey}\n`).update(folder.join('/')).update('\n').update(bytes).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Before the command, and only once the HTTP layer has checked the caller's permission (nothing of the
 * body is read before): looks up the file the command makes obsolete, reads and prepares the upload, and
 * stores its file under the tenant's folder. A refusal of the command removes the stored file again.
 */
export async function beginFileWork(
  handling: FileHandling<TObject, TObject>,
  request: FastifyRequest,
  req: RouteRequest<TObject, TObject>,
  files: FileSettings,
  idempotencyKey: string | undefined,
): Promise<FileWork> {
  const obsolete = await handling.obsoleteFile?.(req);
  let json: unknown = req.body ?? null;
  let stored: string | undefined;
  let created = false;
  if (handling.upload !== undefined) {
    const received = request.isMultipart() ? await receiveForm(request) : receiveBody(req.body);
    const prepared = handling.upload.prepare(received, req, files);
    const clash = STORED_FILE_MEMBERS.filter((name) => name in prepared.json);
    if (clash.length > 0) {
      throw unsupportedParameters(clash);
    }
    if (prepared.file !== undefined) {
      const folder = [req.tenant.identifier, ...prepared.file.folder];
      const name = idempotencyKey === undefined || req.user === undefined ? undefined : repeatableName(req.user.id, idempotencyKey, folder, prepared.file.bytes);
      const saved = await files.storage.save(folder, prepared.file.bytes, { ...(prepared.file.extension === undefined ? {} : { extension: prepared.file.extension }), ...(name === undefined ? {} : { name }) });
      stored = saved.location;
      created = saved.created;
    }
    json = stored === undefined ? prepared.json : { ...prepared.json, location: stored, storageType: files.storage.storageType };
  }
  // An upload route replaces the old file only when it stored a new one (a document's name may change alone).
  const replaces = handling.upload === undefined || stored !== undefined;
  // Removing is best effort: a file left behind is unreferenced, never a row without its file.
  const remove = async (location: string): Promise<void> => {
    try {
      await files.storage.remove(location);
    } catch (error) {
      request.log.warn({ err: error, location }, 'could not remove a stored file');
    }
  };
  // Only a file this request created is its to remove (a repeated request finds the first one's file).
  const removeStored = async (): Promise<void> => {
    if (stored !== undefined && created) {
      await remove(stored);
    }
  };
  return {
    json,
    failed: removeStored,
    async answered(outcome, heldForApproval) {
      if (outcome.servedFromCache) {
        await removeStored();
      } else if (!heldForApproval && replaces && obsolete !== undefined && obsolete !== stored) {
        await remove(obsolete);
      }
    },
  };
}
