import { CONFIG_KEYS, type ConfigKey } from '@vigie/contract';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../http/errors.ts';
import * as repo from './repository.ts';

const isConfigKey = (key: string): key is ConfigKey => (CONFIG_KEYS as readonly string[]).includes(key);

/**
 * Settings the app has its own default for: unset, they answer JSON `null` rather than a 404, which the
 * browser would log on every Connexion of an install that never set them.
 */
const DEFAULTED: readonly ConfigKey[] = ['app_title', 'support_email'];

/** A known key's stored value; 404 for an unknown key as for one not set yet (null for DEFAULTED ones). */
export async function getConfigValue(db: Db, key: string): Promise<{ key: ConfigKey; value: string }> {
  if (!isConfigKey(key)) throw notFound(`Configuration key ${key}`);
  const value = await repo.findConfigValue(db, key);
  if (value !== undefined) return { key, value };
  if (DEFAULTED.includes(key)) return { key, value: 'null' };
  throw notFound(`Configuration key ${key}`);
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
