import type { Readable } from 'node:stream';
import type { FileStoreConfig } from '../../config.ts';
import { localFileStore } from './local-store.ts';
import { s3FileStore } from './s3-store.ts';

/** Where uploaded files' bytes live, by the file's id; the `files` table says what they are. */
export interface FileStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Readable | undefined>;
}

/** The local folder by default; an S3-compatible bucket when several servers must share the files. */
export function createFileStore(config: FileStoreConfig): FileStore {
  return config.kind === 's3' ? s3FileStore(config) : localFileStore(config.dir);
}
