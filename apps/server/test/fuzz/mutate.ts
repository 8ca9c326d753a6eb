import fc from 'fast-check';
import { hostileJson } from './hostile.ts';

const REMOVED = Symbol('removed');
type Mutation = (node: unknown) => unknown;

const isRecord = (node: unknown): node is Record<string, unknown> =>
  typeof node === 'object' && node !== null && !Array.isArray(node);

/** One change to one node: another value, a character no database takes, the node gone, or a key more. */
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  hostileJson.map((replacement) => () => replacement),
  fc.tuple(fc.constantFrom('\u0000', '\ud800', '\udc00'), fc.nat()).map(([bad, at]) => (node: unknown) => {
    if (typeof node !== 'string') return bad;
    const cut = at % (node.length + 1);
    return node.slice(0, cut) + bad + node.slice(cut);
  }),
  fc.constant(() => REMOVED),
  fc.tuple(fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor')), hostileJson).map(
    ([key, value]) =>
      (node: unknown) =>
        isRecord(node) ? { ...node, ...Object.fromEntries([[key, value]]) } : node,
  ),
);

/**
 * Well-formed values with one node changed (the value itself included), as a fuzzer mutates a valid
 * request: everything else passes validation, so the change is what reaches the server's code.
 */
export const mutateOne = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.tuple(valid, fc.nat(), mutation).map(([value, pick, change]) => {
    const target = pick % countNodes(value, 0);
    let index = 0;
    const visit = (node: unknown, depth: number): unknown => {
      if (index++ === target) return change(node);
      if (depth === MAX_DEPTH) return node;
      if (Array.isArray(node))
        return node.map((item) => visit(item, depth + 1)).filter((item) => item !== REMOVED);
      if (!isRecord(node)) return node;
      const entries = Object.entries(node).map(([key, item]) => [key, visit(item, depth + 1)] as const);
      return Object.fromEntries(entries.filter(([, item]) => item !== REMOVED));
    };
    const mutated = visit(value, 0);
    return mutated === REMOVED ? undefined : mutated;
  });

/** Contract-shaped values are shallow; below this, a hostile nesting is left as it is. */
const MAX_DEPTH = 20;

function countNodes(value: unknown, depth: number): number {
  if (depth === MAX_DEPTH) return 1;
  const children = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : [];
  return children.reduce((sum: number, item) => sum + countNodes(item, depth + 1), 1);
}
