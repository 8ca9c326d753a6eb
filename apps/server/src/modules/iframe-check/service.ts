import type { IframeCheck } from '@vigie/contract';
import { fixedWindowLimit } from '../../http/rate-limit.ts';
import {
  type AddressPolicy,
  parseTarget,
  pinTarget,
  publicOnly,
  type Resolver,
  resolveAll,
} from './address-policy.ts';
import { fetchHead } from './fetch-head.ts';
import { forbidsFraming } from './frame-policy.ts';

export interface CheckOptions {
  /** Which addresses may be contacted: the route always uses `publicOnly`. */
  policy: AddressPolicy;
  resolve?: Resolver;
  /** For the whole check, redirects included. */
  timeoutMs?: number;
  maxRedirects?: number;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Each check costs an outgoing request: a user may ask this many a minute. */
const CHECKS_PER_MINUTE = 30;

/** Checks for signed-in users, within their limit, and only ever towards public addresses. */
export function iframeChecker() {
  const countCheck = fixedWindowLimit({ limit: CHECKS_PER_MINUTE, windowMs: 60_000 });
  return async (userId: string, rawUrl: string): Promise<IframeCheck['status']> => {
    countCheck(userId);
    return checkIframable(rawUrl, { policy: publicOnly });
  };
}

/**
 * Whether the page may be shown in a frame, following redirects by hand so each hop's address is
 * vetted and pinned. Refuses with 400 a URL that is not http(s); one that leads to an address the
 * policy forbids, directly or by a redirect, is unreachable.
 */
export async function checkIframable(rawUrl: string, options: CheckOptions): Promise<IframeCheck['status']> {
  const { policy, resolve = resolveAll, timeoutMs = 5000, maxRedirects = 5 } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  let url = parseTarget(rawUrl);
  for (let redirects = 0; ; redirects++) {
    const target = await untilAborted(pinTarget(url, policy, resolve), signal);
    const head = target && (await fetchHead(target, signal));
    if (!head) return 'unreachable';
    const location = REDIRECT_STATUSES.has(head.status) ? head.headers.location : undefined;
    if (location === undefined) {
      if (head.status >= 400) return 'unreachable';
      return forbidsFraming(head.headers) ? 'protected' : 'unprotected';
    }
    const next = redirects < maxRedirects ? redirectTarget(location, url) : undefined;
    if (!next) return 'unreachable';
    url = next;
  }
}

function redirectTarget(location: string, from: URL): URL | undefined {
  try {
    return parseTarget(location, from);
  } catch {
    return undefined;
  }
}

/** The promise's outcome, or undefined once the signal aborts first (DNS look-ups cannot be cancelled). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const abort = () => resolve(undefined);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
