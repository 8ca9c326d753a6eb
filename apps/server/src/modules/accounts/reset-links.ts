import { randomBytes } from 'node:crypto';
import type { ResetLink } from '@vigie/contract';
import type { Db } from '../../db/connect.ts';
import { badRequest } from '../../http/errors.ts';
import { recordAudit } from '../audit/service.ts';
import { deleteSessionsOf } from '../auth/repository.ts';
import { hashPassword, hashToken } from '../auth/service.ts';
import type { SessionCache } from '../read-cache/sessions.ts';
import * as repo from './repository.ts';

/** How long a set-password link works (docs/product.md §10.9.4). */
export const RESET_LINK_TTL_MS = 24 * 3_600_000;

/**
 * Makes a user's one-time set-password link, voiding the one given before. Only the token's SHA-256 is
 * stored, so the link is shown once, to whoever asked for it.
 */
export async function issueResetLink(trx: Db, userId: string, origin: string): Promise<ResetLink> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + RESET_LINK_TTL_MS);
  await repo.replaceResetLink(trx, { token_hash: hashToken(token), user_id: userId, expires_at: expiresAt });
  return { url: `${origin}/app/password/${token}`, expires_at: expiresAt.toISOString() };
}

/**
 * Sets the password of the link's user and uses the link up; every session of the user ends, so that
 * whoever knew the old password is signed out.
 */
export async function setPasswordWithLink(
  db: Db,
  sessions: SessionCache,
  token: string,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const revoked = await db.transaction().execute(async (trx) => {
    const link = await repo.takeResetLink(trx, hashToken(token));
    if (!link?.is_active || link.expires_at <= new Date())
      throw badRequest('body.token', 'this link is unknown, already used or expired: ask for a new one');
    await repo.setPasswordHash(trx, link.id, passwordHash);
    const hashes = await deleteSessionsOf(trx, link.id);
    await recordAudit(trx, {
      actorId: link.id,
      action: 'user.set_password',
      targetType: 'user',
      targetId: link.id,
      before: null,
      after: null,
    });
    return hashes;
  });
  sessions.forget(...revoked);
}
