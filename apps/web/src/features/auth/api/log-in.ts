import type { LogInBody } from '@vigie/contract';
import { api } from '../../../lib/api-client.ts';
import { signIn } from '../../../lib/session.ts';

/** Signs in; the store then holds the account and the navigator moves on to NIP. */
export async function logIn(body: LogInBody): Promise<void> {
  signIn(await api('logIn', { body }));
}
