import type { Config } from '../config/config.ts';
import { LocalFileStorage, type FileStorage } from './file-storage.ts';

export { bareContentType, bytesMatchContentType, imageContentTypeOf } from './content-type.ts';
export { isStorageLocation, LocalFileStorage, StorageType, type FileStorage, type SavedFile, type SaveOptions } from './file-storage.ts';

/** The file store and the upload limits every upload route shares. */
export interface FileSettings {
  readonly storage: FileStorage;
  /** Largest file accepted, in bytes (DOCUMENT_MAX_SIZE_MB). */
  readonly maxFileBytes: number;
  /** Content types a document may have (DOCUMENT_CONTENT_TYPES). */
  readonly documentContentTypes: readonly string[];
}

/** Files on the local disk under DOCUMENTS_DIR; another store (S3) would be chosen here. */
export function fileSettingsFor(config: Pick<Config, 'documentsDir' | 'documentMaxBytes' | 'documentContentTypes'>): FileSettings {
  return { storage: new LocalFileStorage(config.documentsDir), maxFileBytes: config.documentMaxBytes, documentContentTypes: config.documentContentTypes };
}
