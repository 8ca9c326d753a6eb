import type { UploadedFile } from '@vigie/contract';
import { useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { MAX_UPLOAD_BYTES, uploadFile } from './api/upload-file.ts';

export type UploadProblem = 'tooLarge' | 'wrongType' | 'failed';
export interface Upload {
  key: number;
  name: string;
  /** From 0 to 1. */
  progress: number;
  problem?: UploadProblem;
}

function problemOf(error: unknown): UploadProblem {
  if (error instanceof ApiError && error.status === 413) return 'tooLarge';
  if (error instanceof ApiError && error.status === 400) return 'wrongType';
  return 'failed';
}

/**
 * Files on their way to the server, each with its progress, or why it was refused until dismissed;
 * `onStored` gets each file the server kept (docs/product.md §10.9.8).
 */
export function useUploads(onStored: (file: UploadedFile) => void) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextKey = useRef(0);
  const patch = (key: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));
  const dismiss = (key: number) => setUploads((list) => list.filter((upload) => upload.key !== key));

  const start = (files: Iterable<File>) => {
    for (const file of files) {
      const key = nextKey.current++;
      const tooLarge = file.size > MAX_UPLOAD_BYTES;
      setUploads((list) => [
        ...list,
        { key, name: file.name, progress: 0, ...(tooLarge && { problem: 'tooLarge' as const }) },
      ]);
      if (tooLarge) continue;
      uploadFile(file, (progress) => patch(key, { progress })).then(
        (stored) => {
          dismiss(key);
          onStored(stored);
        },
        (error: unknown) => patch(key, { problem: problemOf(error) }),
      );
    }
  };

  return { uploads, start, dismiss };
}
