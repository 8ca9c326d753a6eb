// The query hook is in cgu-query.ts: Connexion imports this file, and the query library must not follow.
import type { CguConfig } from '@vigie/contract';
import { ApiError, api, apiUrl } from '../api-client.ts';

const NO_TERMS: CguConfig = { last_version_at: null };

/** The `cgu` value is JSON text; terms are active only when it carries a `last_version_at`. */
export function parseCgu(value: string): CguConfig {
  try {
    const parsed = JSON.parse(value) as Partial<CguConfig> | null;
    return {
      ...parsed,
      last_version_at: typeof parsed?.last_version_at === 'string' ? parsed.last_version_at : null,
    };
  } catch {
    return NO_TERMS;
  }
}

export async function getCgu(signal?: AbortSignal): Promise<CguConfig> {
  try {
    return parseCgu((await api('appConfig', { params: { '*': 'cgu' } }, signal)).value);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return NO_TERMS;
    throw error;
  }
}

export const termsActive = (cgu: CguConfig | undefined) => cgu?.last_version_at != null;

export const cguFileUrl = (lang: 'fr' | 'en') => apiUrl('cguFile', { params: { lang } });
