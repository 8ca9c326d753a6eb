import { ApiError, api } from '../../../lib/api-client.ts';

/** The server's rules (docs/product.md §10.9.4), kept here: the contract's values would bring zod along. */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 200;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type SetPasswordOutcome = 'done' | 'invalidLink' | { retryAfterMinutes: number } | 'error';

/** Chooses the password with the link's token; a malformed token is refused here, as the server would. */
export async function setPassword(token: string, password: string): Promise<SetPasswordOutcome> {
  if (!TOKEN.test(token)) return 'invalidLink';
  try {
    await api('setPassword', { body: { token, password } });
    return 'done';
  } catch (error) {
    if (!(error instanceof ApiError)) return 'error';
    if (error.status === 429)
      return { retryAfterMinutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 900) / 60)) };
    if (error.status === 400 && error.message.startsWith('body.token')) return 'invalidLink';
    return 'error';
  }
}
