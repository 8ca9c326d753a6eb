import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface WebFile {
  body: Buffer;
  /** Precompressed variants written by the web build. */
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.txt': 'text/plain; charset=utf-8',
};

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? listFiles(dir, `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
    ),
  );
  return nested.flat();
}

const readOptional = (file: string) => readFile(file).catch(() => undefined);

/**
 * The built web app, read once into memory by URL path (a few megabytes, the chat client's included), so serving a file
 * costs no disk access. Files without a known type are left out.
 */
export async function loadWebFiles(dir: string): Promise<Map<string, WebFile>> {
  const files = new Map<string, WebFile>();
  for (const name of await listFiles(dir)) {
    const type = TYPES[path.extname(name)];
    if (!type) continue;
    const file = path.join(dir, name);
    const body = await readFile(file);
    const [br, gzip] = await Promise.all([readOptional(`${file}.br`), readOptional(`${file}.gz`)]);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    files.set(`/${name}`, { body, type, etag, ...(br && { br }), ...(gzip && { gzip }) });
  }
  return files;
}
