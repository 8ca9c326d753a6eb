import { MAX_APP_TITLE_LENGTH } from '@vigie/contract';
import type { Db } from '../../db/connect.ts';
import * as repo from './repository.ts';

const DEFAULT_TITLE = 'Vigie';

/** A configuration value's JSON text as an object; anything else (absent, malformed) as an empty one. */
export function parseObject(value: string | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(value ?? 'null');
    const isObject = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
    return isObject ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const configText = async (db: Db, key: string, field: string) => {
  const text = parseObject(await repo.findConfigValue(db, key))[field];
  return typeof text === 'string' && text.trim() ? text.trim() : null;
};

/** The configured `app_title` (JSON text `{"title": …}`), or the product name. */
export async function appTitle(db: Db): Promise<string> {
  return (await configText(db, 'app_title', 'title'))?.slice(0, MAX_APP_TITLE_LENGTH) ?? DEFAULT_TITLE;
}

/** The configured `support_email` (JSON text `{"email": …}`); null leaves the web app's own. */
export async function supportEmail(db: Db): Promise<string | null> {
  return configText(db, 'support_email', 'email');
}
