import fc from 'fast-check';
import { z } from 'zod';
import { hostileJson } from './hostile.ts';
import { mutateOne } from './mutate.ts';

/** The part of JSON Schema that `z.toJSONSchema` writes for the contract's inputs. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** The input side of a zod schema, as JSON Schema: what a client may send. */
export const inputSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Values that reach past validation: existing ids, cursors, URLs that stay on this machine. */
export interface Hints {
  byKey: Record<string, fc.Arbitrary<unknown>>;
  byPattern: Record<string, fc.Arbitrary<unknown>>;
}

export interface Options {
  hints: Hints;
  /** When set, sizes go one past the contract's bounds too, and one node of the value is mutated. */
  hostile: boolean;
}

/** Values of `schema`'s shape; with `hostile`, slightly off it. */
export function arbitraryFor(schema: JsonSchema, options: Options, key?: string): fc.Arbitrary<unknown> {
  const shaped = shapedFor(schema, options, key);
  return options.hostile ? mutateOne(shaped) : shaped;
}

function shapedFor(schema: JsonSchema, options: Options, key?: string): fc.Arbitrary<unknown> {
  const hint =
    (key !== undefined && options.hints.byKey[key]) || options.hints.byPattern[schema.pattern ?? ''];
  const plain = plainFor(schema, options);
  return hint ? fc.oneof({ weight: 3, arbitrary: hint }, { weight: 1, arbitrary: plain }) : plain;
}

function plainFor(schema: JsonSchema, options: Options): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => shapedFor(choice, options)));
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => plainFor({ ...schema, type }, options)));
  switch (schema.type) {
    case 'object':
      return objectFor(schema, options);
    case 'array':
      return arrayFor(schema, options);
    case 'string':
      return stringFor(schema, options);
    case 'integer':
    case 'number':
      return numberFor(schema, options);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return hostileJson;
  }
}

function objectFor(schema: JsonSchema, options: Options): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const shape = Object.fromEntries(
    properties.map(([name, field]) => [name, shapedFor(field, options, name)]),
  );
  // Hostile, every field is there for the mutation to pick from.
  return fc.record(shape, { requiredKeys: options.hostile ? Object.keys(shape) : (schema.required ?? []) });
}

function arrayFor(schema: JsonSchema, options: Options): fc.Arbitrary<unknown> {
  const items = shapedFor(schema.items ?? {}, options);
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.min(schema.maxItems ?? 5, minLength + 5);
  const lengths = boundaries(schema.minItems, schema.maxItems, options.hostile).filter(
    (length) => length >= 0,
  );
  // One small item repeated: the size is the point, and a long text 501 times would take gigabytes.
  const sized = lengths.length
    ? fc
        .tuple(fc.constantFrom(...lengths), items.filter(isSmall))
        .map(([length, item]) => Array.from({ length }, () => item))
    : undefined;
  return orBoundary(fc.array(items, { minLength, maxLength }), sized);
}

const isSmall = (value: unknown) => (JSON.stringify(value)?.length ?? 0) <= 100;

function stringFor(schema: JsonSchema, options: Options): fc.Arbitrary<string> {
  if (schema.format === 'date-time') return isoDate;
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const { minLength = 0, maxLength = 1000 } = schema;
  const lengths = boundaries(minLength, maxLength, options.hostile).filter((length) => length >= 0);
  const usual = fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, minLength + 30) });
  return orBoundary(
    usual,
    fc.constantFrom(...lengths).map((length) => 'é'.repeat(length)),
  );
}

const isoDate = fc
  .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true })
  .map((date) => date.toISOString());

function numberFor(schema: JsonSchema, options: Options): fc.Arbitrary<number> {
  const { minimum, maximum } = schema;
  const usual =
    schema.type === 'integer'
      ? fc.integer({ min: minimum ?? -1e9, max: maximum ?? 1e9 })
      : fc.double({ min: minimum ?? -1e12, max: maximum ?? 1e12, noNaN: true });
  const edges = boundaries(minimum, maximum, options.hostile);
  return orBoundary(usual, edges.length ? fc.constantFrom(...edges) : undefined);
}

/** The bounds, and with `hostile` one past each of them: where off-by-one checks go wrong. */
function boundaries(min: number | undefined, max: number | undefined, hostile: boolean): number[] {
  const past = hostile
    ? [min === undefined ? undefined : min - 1, max === undefined ? undefined : max + 1]
    : [];
  return [min, max, ...past].filter((bound) => bound !== undefined);
}

const orBoundary = <T>(usual: fc.Arbitrary<T>, boundary: fc.Arbitrary<T> | undefined) =>
  boundary ? fc.oneof({ weight: 4, arbitrary: usual }, { weight: 1, arbitrary: boundary }) : usual;
