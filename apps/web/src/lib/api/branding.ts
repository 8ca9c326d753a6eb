// Connexion imports this file: like get-cgu.ts, it stays clear of the query library.
import { ApiError, api } from '../api-client.ts';

/** The app's title and support address as an admin set them (docs/product.md §10.9.5); null when unset. */
export interface Branding {
  title: string | null;
  supportEmail: string | null;
}

async function configText(key: 'app_title' | 'support_email', field: string, signal?: AbortSignal) {
  try {
    const parsed = JSON.parse((await api('appConfig', { params: { '*': key } }, signal)).value) as unknown;
    const text = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>)[field] : null;
    return typeof text === 'string' && text.trim() ? text.trim() : null;
  } catch (error) {
    if (error instanceof ApiError || error instanceof SyntaxError) return null;
    throw error;
  }
}

export async function getBranding(signal?: AbortSignal): Promise<Branding> {
  const [title, supportEmail] = await Promise.all([
    configText('app_title', 'title', signal),
    configText('support_email', 'email', signal),
  ]);
  return { title, supportEmail };
}
