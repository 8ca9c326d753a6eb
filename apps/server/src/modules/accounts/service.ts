import { randomBytes } from 'node:crypto';
import type { AdminUser, AdminUserChanges, NewAdminUser, ResetLink } from '@vigie/contract';
import type { Db } from '../../db/connect.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import { ADMINS, requireRole } from '../access/roles.ts';
import type { Viewer } from '../access/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import { deleteSessionsOf } from '../auth/repository.ts';
import { hashPassword } from '../auth/service.ts';
import type { SessionCache } from '../read-cache/sessions.ts';
import * as repo from './repository.ts';
import { issueResetLink } from './reset-links.ts';

const ONLY_ADMINS = 'Only admins may administer accounts';
const FIELD = 'body.user';

const toAdminUser = (row: repo.AccountRow): AdminUser => ({
  ...row,
  last_sign_in_at: row.last_sign_in_at ? new Date(row.last_sign_in_at).toISOString() : null,
});

async function loadAccount(db: Db, id: string): Promise<AdminUser> {
  const row = await repo.findAccount(db, id);
  if (!row) throw notFound('User');
  return toAdminUser(row);
}

export async function listAccounts(db: Db, viewer: Viewer, search?: string): Promise<AdminUser[]> {
  requireRole(viewer, ADMINS, ONLY_ADMINS);
  return (await repo.listAccounts(db, search)).map(toAdminUser);
}

/**
 * Creates an account without a password anyone knows: the admin is given a one-time link for its owner
 * to choose one (docs/product.md §10.9.4).
 */
export async function createAccount(
  db: Db,
  viewer: Viewer,
  fields: NewAdminUser,
  origin: string,
): Promise<{ user: AdminUser; reset_link: ResetLink }> {
  requireRole(viewer, ADMINS, ONLY_ADMINS);
  const id = newId();
  // A valid hash of a secret thrown away: sign-in checks it like any other and never matches.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const resetLink = await db.transaction().execute(async (trx) => {
    if (!(await repo.insertAccount(trx, { id, ...fields, password_hash: passwordHash })))
      throw badRequest(`${FIELD}.email`, 'another account already uses this e-mail');
    await recordAudit(trx, {
      actorId: viewer.id,
      action: 'user.create',
      targetType: 'user',
      targetId: id,
      before: null,
      after: fields,
    });
    return issueResetLink(trx, id, origin);
  });
  return { user: await loadAccount(db, id), reset_link: resetLink };
}

/**
 * Changes an account's role, confidential access or activity. Deactivating signs the user out at once
 * and voids their set-password link. An admin may neither demote nor deactivate themselves, so the
 * service always keeps an admin.
 */
export async function changeAccount(
  db: Db,
  sessions: SessionCache,
  viewer: Viewer,
  id: string,
  changes: AdminUserChanges,
): Promise<AdminUser> {
  requireRole(viewer, ADMINS, ONLY_ADMINS);
  if (id === viewer.id && changes.role !== undefined && changes.role !== 'admin')
    throw badRequest(`${FIELD}.role`, 'an admin cannot demote themselves: ask another admin');
  if (id === viewer.id && changes.is_active === false)
    throw badRequest(`${FIELD}.is_active`, 'an admin cannot deactivate themselves: ask another admin');
  const revoked = await db.transaction().execute(async (trx) => {
    const before = await repo.lockAccount(trx, id);
    if (!before) throw notFound('User');
    await repo.updateAccount(trx, id, changes);
    const deactivated = before.is_active && changes.is_active === false;
    const hashes = deactivated ? await deleteSessionsOf(trx, id) : [];
    if (deactivated) await repo.deleteResetLinksOf(trx, id);
    await recordAudit(trx, {
      actorId: viewer.id,
      action: auditAction(before.is_active, changes.is_active),
      targetType: 'user',
      targetId: id,
      before,
      after: { ...before, ...changes },
    });
    return hashes;
  });
  sessions.forget(...revoked);
  return loadAccount(db, id);
}

function auditAction(wasActive: boolean, isActive: boolean | undefined): string {
  if (isActive === wasActive || isActive === undefined) return 'user.update';
  return isActive ? 'user.reactivate' : 'user.deactivate';
}

/**
 * Runs `act` on an existing account in a transaction, with an audit entry of what it reports (an action
 * that changes no field of the account, so `before` is null).
 */
async function actOnAccount<T>(
  db: Db,
  viewer: Viewer,
  id: string,
  action: string,
  act: (trx: Db) => Promise<{ result: T; recorded: Record<string, unknown> }>,
): Promise<T> {
  requireRole(viewer, ADMINS, ONLY_ADMINS);
  return db.transaction().execute(async (trx) => {
    if (!(await repo.lockAccount(trx, id))) throw notFound('User');
    const { result, recorded } = await act(trx);
    await recordAudit(trx, {
      actorId: viewer.id,
      action,
      targetType: 'user',
      targetId: id,
      before: null,
      after: recorded,
    });
    return result;
  });
}

/** Ends every session of an account: each device is signed out at its next call. */
export async function signOutAccount(
  db: Db,
  sessions: SessionCache,
  viewer: Viewer,
  id: string,
): Promise<number> {
  const revoked = await actOnAccount(db, viewer, id, 'user.sign_out', async (trx) => {
    const hashes = await deleteSessionsOf(trx, id);
    return { result: hashes, recorded: { sessions_revoked: hashes.length } };
  });
  sessions.forget(...revoked);
  return revoked.length;
}

/** A new set-password link for an account; the token itself is never recorded. */
export async function resetLinkFor(db: Db, viewer: Viewer, id: string, origin: string): Promise<ResetLink> {
  return actOnAccount(db, viewer, id, 'user.reset_link', async (trx) => {
    const link = await issueResetLink(trx, id, origin);
    return { result: link, recorded: { reset_link_expires_at: link.expires_at } };
  });
}
