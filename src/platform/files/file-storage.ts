import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/** Where a stored file lives (Fineract's StorageType, m_document/m_image.storage_type_enum). */
export const StorageType = { FILE_SYSTEM: 1, S3: 2 } as const;

/**
 * Stores uploaded files. A file's location is made of the folder the caller names (ids and fixed words
 * only) and a generated name; a client's file name never reaches a path. The location is what the
 * database row keeps; `read` and `remove` accept only locations of that shape.
 */
export interface FileStorage {
  readonly storageType: number;
  /**
   * Writes `bytes` as a file in `folder` under a new name, or under `options.name` (a UUID) when given;
   * a file of that name that exists already is kept (`created: false`).
   */
  save(folder: readonly string[], bytes: Uint8Array, options?: SaveOptions): Promise<SavedFile>;
  /** The file's bytes; undefined when it is gone or the location is not one of ours. */
  read(location: string): Promise<Buffer | undefined>;
  /** Deletes the file; a missing file is no error. */
  remove(location: string): Promise<void>;
}

export interface SaveOptions {
  readonly extension?: string;
  /** A UUID naming the file, for a repeated request that must find its earlier file. */
  readonly name?: string;
}

export interface SavedFile {
  readonly location: string;
  /** False when a file of the requested name was there already (and is not this request's to remove). */
  readonly created: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
const FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.[a-z0-9]{1,5})?$/;
const EXTENSION = /^[a-z0-9]{1,5}$/;

/** Whether `location` has the shape `save` produces: checked segments, then a generated name. */
export function isStorageLocation(location: string): boolean {
  const parts = location.split('/');
  const name = parts.pop() ?? '';
  return parts.length > 0 && parts.every((p) => SEGMENT.test(p)) && FILE_NAME.test(name);
}

/** Files on the local disk below `root` (DOCUMENTS_DIR). */
export class LocalFileStorage implements FileStorage {
  readonly storageType = StorageType.FILE_SYSTEM;
  readonly #root: string;

  constructor(root: string) {
    this.#root = resolve(root);
  }

  async save(folder: readonly string[], bytes: Uint8Array, options: SaveOptions = {}): Promise<SavedFile> {
    if (folder.length === 0 || !folder.every((segment) => SEGMENT.test(segment))) {
      throw new Error(`not a storage folder: ${folder.join('/')}`);
    }
    const { extension, name = randomUUID() } = options;
    if ((extension !== undefined && !EXTENSION.test(extension)) || !UUID.test(name)) {
      throw new Error(`not a stored file name: ${name}.${extension ?? ''}`);
    }
    const location = [...folder, `${name}${extension === undefined ? '' : `.${extension}`}`].join('/');
    const path = this.#pathOf(location);
    await mkdir(dirname(path), { recursive: true });
    try {
      await writeFile(path, bytes, { flag: 'wx' });
    } catch (error) {
      if (options.name !== undefined && hasCode(error, 'EEXIST')) {
        return { location, created: false };
      }
      throw error;
    }
    return { location, created: true };
  }

  async read(location: string): Promise<Buffer | undefined> {
    if (!isStorageLocation(location)) {
      return undefined;
    }
    try {
      return await readFile(this.#pathOf(location));
    } catch (error) {
      if (isMissing(error)) {
        return undefined;
      }
      throw error;
    }
  }

  async remove(location: string): Promise<void> {
    if (isStorageLocation(location)) {
      await rm(this.#pathOf(location), { force: true });
    }
  }

  #pathOf(location: string): string {
    const path = resolve(join(this.#root, ...location.split('/')));
    if (!path.startsWith(this.#root + sep)) {
      throw new Error(`location outside the storage folder: ${location}`);
    }
    return path;
  }
}

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

function isMissing(error: unknown): boolean {
  return hasCode(error, 'ENOENT') || hasCode(error, 'ENOTDIR');
}
