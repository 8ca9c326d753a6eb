import { CONFIG_KEYS, type ConfigKey } from '@vigie/contract';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../http/errors.ts';
import * as repo from './repository.ts';

const isConfigKey = (key: string): key is ConfigKey => (CONFIG_KEYS as readonly string[]).includes(key);

/** A known key's stored value; 404 for an unknown key as for one not set yet. */
export async function getConfigValue(db: Db, key: string): Promise<{ key: ConfigKey; value: string }> {
  if (!isConfigKey(key)) throw notFound(`Configuration key ${key}`);
  const value = await repo.findConfigValue(db, key);
  if (value === undefined) throw notFound(`Configuration key ${key}`);
  return { key, value };
}

export async function getCguFile(db: Db, lang: 'fr' | 'en'): Promise<{ filename: string; data: Buffer }> {
  const file = await repo.findFile(db, `cgu/${lang}`);
  if (!file) throw notFound('Terms of use document');
  return file;
}

/** An attachment header that survives any stored file name: a plain ASCII name plus the exact UTF-8 one. */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
