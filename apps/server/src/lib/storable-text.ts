import { z } from 'zod';

// A lone surrogate has no UTF-8 form: jsonb refuses its escape, and a text column would get U+FFFD.
// With the u flag, a surrogate pair reads as one character, so only lone halves match.
const LONE_SURROGATE = /\p{Surrogate}/u;

/** Why PostgreSQL could not store `text` as text, if it could not. */
function flaw(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'must be well-formed Unicode, without lone surrogates';
  return undefined;
}

interface Visit {
  value: unknown;
  key?: string | number;
  parent?: Visit;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let step: Visit | undefined = visit; step?.key !== undefined; step = step.parent) path.push(step.key);
  return path.reverse();
}

/**
 * Refuses input (a request's params, query or body, an import file) when any string or key in it is not
 * storable text. Walked
 * without recursion, with each visit pointing to its parent: a 2 MB body can nest a million levels.
 */
export const StorableText = z.unknown().superRefine((input, ctx) => {
  const pending: Visit[] = [{ value: input }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      const message = flaw(value);
      if (message) return ctx.addIssue({ code: 'custom', path: pathOf(visit), message });
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        const message = flaw(key);
        if (message)
          return ctx.addIssue({ code: 'custom', path: pathOf(visit), message: `has a key that ${message}` });
        pending.push({ value: child, key: Array.isArray(value) ? Number(key) : key, parent: visit });
      }
    }
  }
});
