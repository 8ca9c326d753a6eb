import { HttpError } from './errors.ts';

export interface WindowLimit {
  limit: number;
  windowMs: number;
}

/**
 * Counts calls per key in fixed windows and refuses those past the limit with 429. The counts live in
 * this process: servers sharing a database each allow the limit.
 */
export function fixedWindowLimit({ limit, windowMs }: WindowLimit): (key: string) => void {
  const windows = new Map<string, { start: number; calls: number }>();
  let sweptAt = Date.now();
  return (key) => {
    const now = Date.now();
    if (now - sweptAt >= windowMs) {
      for (const [known, window] of windows) if (now - window.start >= windowMs) windows.delete(known);
      sweptAt = now;
    }
    let window = windows.get(key);
    if (!window || now - window.start >= windowMs) {
      window = { start: now, calls: 0 };
      windows.set(key, window);
    }
    window.calls++;
    if (window.calls > limit) throw tooManyRequests(window.start + windowMs - now);
  };
}

function tooManyRequests(retryAfterMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new HttpError(429, 'too_many_requests', `Too many requests: retry in ${seconds} s`, {
    'retry-after': String(seconds),
  });
}
