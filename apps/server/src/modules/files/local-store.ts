import { createReadStream } from 'node:fs';
import { mkdir, open, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from './store.ts';

/**
 * Files in one folder, named by their id (24 hex characters: nothing else reaches a path). A file is
 * written beside its name and renamed, so a reader never finds half of one.
 */
export function localFileStore(dir: string): FileStore {
  const pathOf = (key: string) => {
    if (!/^[0-9a-f]{24}$/.test(key)) throw new Error(`Not a file key: ${key}`);
    return path.join(dir, key);
  };
  return {
    async put(key, data) {
      await mkdir(dir, { recursive: true });
      const partial = `${pathOf(key)}.partial`;
      await writeFile(partial, data);
      await rename(partial, pathOf(key));
    },
    async get(key) {
      const handle = await open(pathOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      return handle && createReadStream('', { fd: handle });
    },
  };
}
