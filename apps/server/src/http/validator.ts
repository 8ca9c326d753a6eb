import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

/** Why PostgreSQL could not store `text` as text, if it could not. */
function flaw(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain NUL characters';
  // A lone surrogate has no UTF-8 form: jsonb refuses its escape, and a text column would get U+FFFD.
  // With the u flag, a surrogate pair reads as one character, so only lone halves match.
  if (/\p{Surrogate}/u.test(text)) return 'must be well-formed Unicode, without lone surrogates';
  return undefined;
}

interface Visit {
  value: unknown;
  key?: string;
  parent?: Visit;
}

function pathOf(visit: Visit): string[] {
  const path: string[] = [];
  for (let step: Visit | undefined = visit; step?.key !== undefined; step = step.parent) path.push(step.key);
  return path.reverse();
}

/**
 * Refuses a request's params, query or body when any string or key in it is not storable text. Walked
 * without recursion, with each visit pointing to its parent: a 2 MB body can nest a million levels.
 */
const WellFormedText = z.unknown().superRefine((input, ctx) => {
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
        pending.push({ value: child, key, parent: visit });
      }
    }
  }
});

/** The contract's schemas, each behind the one check that holds for every string of every route. */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> = ({ schema, ...route }) =>
  zodValidatorCompiler({ schema: WellFormedText.pipe(schema as z.ZodType), ...route });
