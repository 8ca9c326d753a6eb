import type { UploadedFile } from '@vigie/contract';
import { imageTypeOf } from '../users/uploaded-image.ts';

export type StoredType = UploadedFile['content_type'];

const EXTENSIONS: Record<StoredType, string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
};

/** What the bytes are, whatever type or name the upload claimed: a PDF or an image we re-encode. */
export function storedTypeOf(bytes: Buffer): StoredType | undefined {
  if (bytes.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  return imageTypeOf(bytes) as StoredType | undefined;
}

/**
 * The name a download is given: the last segment of what the editor's device called it, without control
 * or bidirectional characters (which can make `gpj.exe` read as `exe.jpg`) nor the characters file systems
 * refuse, ending in the extension of what the file really is.
 */
export function safeFilename(name: string, type: StoredType): string {
  const last = name.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const clean = last
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const extensions = EXTENSIONS[type];
  const dot = clean.lastIndexOf('.');
  const stem = dot > 0 && extensions.includes(clean.slice(dot).toLowerCase()) ? clean.slice(0, dot) : clean;
  return `${[...(stem || 'fichier')].slice(0, 150).join('').trim()}${extensions[0]}`;
}
