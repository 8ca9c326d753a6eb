import type { Account } from '@vigie/contract';
import { ApiError, api } from './api-client.ts';
import { SESSION_DEFAULTS, type SignOutNotice, useStore } from './store.ts';

/** A fresh sign-in: this device has no PIN for the session yet, so NIP asks to create one. */
export function signIn(compte: Account): void {
  useStore.setState({ ...SESSION_DEFAULTS, compte, signedOut: false, notice: null });
}

const signOutHooks = new Set<() => Promise<void> | void>();

/** Lets the signed-in app (query cache, service worker caches) forget the user's data on sign-out. */
export function onSignOut(hook: () => Promise<void> | void): () => void {
  signOutHooks.add(hook);
  return () => signOutHooks.delete(hook);
}

/**
 * The one sign-out (Déconnexion, 3 PIN failures, any 406): revoke the session on the server, wipe the
 * account, PIN and attempts, and run the hooks.
 */
export async function signOut(notice: SignOutNotice = null): Promise<void> {
  const revoked = api('logOut').catch(() => undefined);
  useStore.setState({ ...SESSION_DEFAULTS, signedOut: true, notice });
  await Promise.all([revoked, ...[...signOutHooks].map(async (hook) => hook())]);
}

/**
 * docs/product.md §4.1 start-up: refresh the account; a refusal signs out; then the app is initialised. A
 * network failure keeps the session, so a signed-in user can still open the app offline. `account`: the
 * refreshed account the page came with, when the server painted Home into it.
 */
export async function startUp(account?: Account): Promise<void> {
  if (useStore.getState().compte) {
    try {
      useStore.setState({ compte: account ?? (await api('me')) });
    } catch (error) {
      if (error instanceof ApiError) await signOut();
    }
  }
  useStore.setState({ initialized: true });
}
