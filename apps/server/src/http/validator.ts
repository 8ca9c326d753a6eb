import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { StorableText } from '../lib/storable-text.ts';

/** The contract's schemas, each behind the one check that holds for every string of every route. */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> = ({ schema, ...route }) =>
  zodValidatorCompiler({ schema: StorableText.pipe(schema as z.ZodType), ...route });
