import type { ElementRegistry } from './initials-avatar.ts';

/** A lit template result, as converse's elements render them. */
interface TemplateResult {
  _$litType$: unknown;
  strings: TemplateStringsArray;
  values: readonly unknown[];
}

/** A `style` attribute written in a template's markup, which the CSP refuses when lit parses it. */
const STATIC_STYLE = /(\s)style="([^"]*)"/g;
/** The markup before a binding ends so when the binding is a whole `style` attribute. */
const BOUND_STYLE = /\sstyle=["']?$/;

interface Rewrite {
  strings: TemplateStringsArray;
  /** Each binding of the rewritten template: the index of an original value, or a static style's text. */
  bindings: readonly (number | string)[];
}
// Kept per template: lit caches a template by the identity of its strings.
const rewrites = new WeakMap<TemplateStringsArray, Rewrite>();

/** The template with each static `style="…"` turned into a `.style` property binding of the same text. */
function rewrite(strings: TemplateStringsArray): Rewrite {
  const known = rewrites.get(strings);
  if (known) return known;
  const parts: string[] = [];
  const bindings: (number | string)[] = [];
  let current = '';
  strings.forEach((text, index) => {
    let from = 0;
    for (const match of text.matchAll(STATIC_STYLE)) {
      parts.push(`${current}${text.slice(from, match.index)}${match[1]}.style="`);
      bindings.push(match[2] ?? '');
      current = '"';
      from = match.index + match[0].length;
    }
    current += text.slice(from);
    if (index < strings.length - 1) {
      parts.push(current);
      bindings.push(index);
      current = '';
    }
  });
  parts.push(current);
  const unchanged = parts.length === strings.length;
  const result = {
    strings: unchanged ? strings : (Object.assign(parts, { raw: parts }) as unknown as TemplateStringsArray),
    bindings,
  };
  rewrites.set(strings, result);
  return result;
}

const isTemplate = (value: unknown): value is TemplateResult =>
  typeof value === 'object' && value !== null && '_$litType$' in value;

function cspSafe(value: unknown, nothing: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => cspSafe(item, nothing));
  if (!isTemplate(value)) return value;
  const { strings, bindings } = rewrite(value.strings);
  const values = bindings.map((binding, index) => {
    if (typeof binding === 'string') return binding;
    const bound = value.values[binding];
    return BOUND_STYLE.test(strings[index] ?? '') && (bound ?? '') === '' ? nothing : cspSafe(bound, nothing);
  });
  return { ...value, strings, values };
}

/**
 * converse's templates write inline styles two ways the app's CSP refuses: `style="…"` in their markup
 * (the icon sprite's `display:none`, a message body's `position:relative`), and `style` attributes bound to
 * values left empty here (an author's colour: `colorize_username` is off), which lit still writes as
 * `style=""`. The first become `.style` property bindings, set through CSSOM, which the CSP allows; the
 * second are left out (`nothing`, converse's `env.nothing`). Every converse element's own `render` goes
 * through this, nested templates and lists included; a style bound to an actual value is left as it is.
 */
export function makeTemplatesCspSafe(api: ElementRegistry, nothing: unknown): void {
  for (const element of Object.values(api.elements.registry)) {
    const prototype = element?.prototype as { render?: () => unknown } | undefined;
    if (!prototype || !Object.hasOwn(prototype, 'render') || typeof prototype.render !== 'function') continue;
    const render = prototype.render;
    prototype.render = function (this: unknown) {
      return cspSafe(render.call(this), nothing);
    };
  }
}
