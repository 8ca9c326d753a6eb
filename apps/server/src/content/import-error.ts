import type { z } from 'zod';

/** A refused import; the message starts with the path of the first bad field, e.g. `posts[3].publish_date`. */
export class ImportError extends Error {
  override name = 'ImportError';
}

/** `['posts', 3, 'publish_date']` → `posts[3].publish_date`; the whole file is `file`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  const text = path
    .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
    .join('')
    .replace(/^\./, '');
  return text || 'file';
}

export function refusal(path: readonly PropertyKey[], problem: string): ImportError {
  return new ImportError(`${fieldPath(path)}: ${problem}`);
}

export function firstIssue(error: z.ZodError): ImportError {
  const issue = error.issues[0];
  if (!issue) return new ImportError('file: invalid');
  if (issue.code === 'unrecognized_keys')
    return refusal([...issue.path, issue.keys[0] ?? ''], 'unknown field');
  return refusal(issue.path, issue.message);
}
