import { describe, expect, it } from 'vitest';
import { makeTemplatesCspSafe } from './csp-safe-templates.ts';

const nothing = Symbol('nothing');
const strings = (...parts: string[]) =>
  Object.assign(parts, { raw: parts }) as unknown as TemplateStringsArray;
const template = (parts: TemplateStringsArray, ...values: unknown[]) => ({
  _$litType$: 1,
  strings: parts,
  values,
});
interface Rendered {
  strings: TemplateStringsArray;
  values: unknown[];
}

// Fixed strings, as a tagged template literal gives them.
const AUTHOR = strings('<a class="', '" style="', '">', '</a>');
const BODY = strings('<div class="body" style="position: relative;"><i style="display:none"></i>', '</div>');
const LIST = strings('<ul>', '</ul>');

/** A converse element rendering a message body holding an author, in a list. */
function elementRendering(authorStyle: unknown) {
  class Message {
    render() {
      return template(BODY, template(LIST, [template(AUTHOR, 'author', authorStyle, 'Inès')]));
    }
  }
  makeTemplatesCspSafe({ elements: { registry: { 'converse-message': Message } } }, nothing);
  const body = new Message().render() as unknown as Rendered;
  const list = body.values[2] as Rendered;
  return { body, author: (list.values[0] as Rendered[])[0]! };
}

describe('converse templates under the CSP', () => {
  it('set static styles through CSSOM property bindings, the same template for every render', () => {
    const { body } = elementRendering('color: red');
    expect([...body.strings]).toEqual(['<div class="body" .style="', '"><i .style="', '"></i>', '</div>']);
    expect(body.values.slice(0, 2)).toEqual(['position: relative;', 'display:none']);
    expect(elementRendering('').body.strings).toBe(body.strings);
  });

  it('leave out style attributes bound to nothing, in nested templates and lists too', () => {
    for (const empty of [undefined, null, '']) {
      const { author } = elementRendering(empty);
      expect(author.strings).toBe(AUTHOR);
      expect(author.values).toEqual(['author', nothing, 'Inès']);
    }
  });

  it('keep a style bound to an actual value, and every other binding', () => {
    expect(elementRendering('color: red').author.values).toEqual(['author', 'color: red', 'Inès']);
  });
});
