import { hash as digest, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { LogInBody } from '@vigie/contract';
import type { Db } from '../../db/connect.ts';
import type { UserRow } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import type { Viewer } from '../access/viewer.ts';
import type { SessionCache } from '../read-cache/sessions.ts';
import { findUserByEmail } from '../users/repository.ts';
import { countSignInAttempt, signInSucceeded } from './limits.ts';
import * as repo from './repository.ts';

// Compared against when the e-mail is unknown, so both cases take the same time.
const DECOY_HASH = hash('decoy password, never valid');

export const hashPassword = (password: string): Promise<string> => hash(password);
// The one-shot digest: a Hash object per request cost 4.6 µs against 1.8 (it runs on every request).
export const hashToken = (token: string): Buffer => digest('sha256', token, 'buffer');

export async function logIn(
  db: Db,
  credentials: LogInBody,
  ip: string,
  sessionTtlMs: number,
): Promise<{ user: UserRow; token: string; expiresAt: Date }> {
  const attempt = await countSignInAttempt(db, credentials.email, ip);
  const user = await findUserByEmail(db, credentials.email);
  const valid = await verify(user?.password_hash ?? (await DECOY_HASH), credentials.password);
  if (!user || !valid || !user.is_active)
    throw new HttpError(401, 'invalid_credentials', 'E-mail ou mot de passe incorrect');
  await signInSucceeded(db, attempt);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + sessionTtlMs);
  await repo.insertSession(db, hashToken(token), user.id, expiresAt);
  return { user, token, expiresAt };
}

export async function logOut(db: Db, sessions: SessionCache, token: string | undefined): Promise<void> {
  if (!token) return;
  const tokenHash = hashToken(token);
  await repo.deleteSession(db, tokenHash);
  sessions.forget(tokenHash);
}

export async function authenticate(
  db: Db,
  sessions: SessionCache,
  token: string | undefined,
): Promise<Viewer | undefined> {
  if (!token || token.length > 100) return undefined;
  const tokenHash = hashToken(token);
  return sessions.viewer(tokenHash, () => repo.findLiveSession(db, tokenHash));
}
