import { isIPv6 } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../db/connect.ts';
import { HttpError } from '../../http/errors.ts';
import * as repo from './repository.ts';

const WINDOW_MS = 15 * 60_000;
/** Attempts allowed within the window per client address, and per e-mail from one address. */
const LIMITS = { address: 50, emailAtAddress: 5 } as const;
/**
 * An e-mail is never refused, or anyone could lock its owner out: past this many attempts within the
 * window, each further one waits, twice as long as the one before, up to the cap.
 */
const UNDELAYED_ATTEMPTS_PER_EMAIL = 5;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 4000;

export interface SignInAttempt {
  address: string;
  emailAtAddress: string;
  email: string;
}

/**
 * Counts an attempt before its password is checked, so that attempts sent at once each see those
 * before them; refuses it beyond the limits, and slows it down when its e-mail is much tried.
 */
export async function countSignInAttempt(db: Db, email: string, ip: string): Promise<SignInAttempt> {
  const network = clientNetwork(ip);
  const attempt = {
    address: `address:${network}`,
    emailAtAddress: `address+email:${network} ${email}`,
    email: `email:${email}`,
  };
  const now = new Date();
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const counts = await repo.countAttempt(db, [attempt.address, attempt.emailAtAddress], now, windowStart);
  const limit = (key: string) => (key === attempt.address ? LIMITS.address : LIMITS.emailAtAddress);
  const refusedUntil = counts
    .filter((count) => count.attempts > limit(count.key))
    .map((count) => count.window_start.getTime() + WINDOW_MS);
  if (refusedUntil.length > 0) throw tooManyAttempts(Math.max(...refusedUntil) - now.getTime());
  const [onEmail] = await repo.countAttempt(db, [attempt.email], now, windowStart);
  await sleep(slowDownMs(onEmail?.attempts ?? 0));
  return attempt;
}

/** A signed-in attempt does not count, and forgives its address the e-mail's earlier failures. */
export async function signInSucceeded(db: Db, attempt: SignInAttempt): Promise<void> {
  await repo.uncountAttempt(db, [attempt.address, attempt.email]);
  await repo.deleteAttempts(db, attempt.emailAtAddress);
  await repo.deleteExpiredAttempts(db, new Date(Date.now() - WINDOW_MS));
}

/** How long the given attempt on one e-mail (counted within the window) waits before its answer. */
export function slowDownMs(attemptsOnEmail: number): number {
  const delayed = attemptsOnEmail - UNDELAYED_ATTEMPTS_PER_EMAIL;
  return delayed <= 0 ? 0 : Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (delayed - 1));
}

function tooManyAttempts(retryAfterMs: number): HttpError {
  const retryAfter = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new HttpError(
    429,
    'too_many_attempts',
    `Too many failed attempts: retry in ${Math.ceil(retryAfter / 60)} minutes`,
    { 'retry-after': String(retryAfter) },
  );
}

/** An IPv6 client usually holds a whole /64, so it is limited by that prefix rather than one address. */
function clientNetwork(ip: string): string {
  if (!isIPv6(ip) || ip.includes('.')) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
