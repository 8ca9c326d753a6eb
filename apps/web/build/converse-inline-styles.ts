/** The source map css-loader gives a stylesheet module whose CSS went elsewhere. */
const EMPTY_SOURCE_MAP = { version: 3, sources: [], names: [], mappings: '', sourceRoot: '' };
/** Such a module in converse's minified bundle: no CSS, no media query, the empty map as a JS literal. */
const EMPTY_MODULE = `.push([e.id,"","",${JSON.stringify(EMPTY_SOURCE_MAP).replace(/"(\w+)":/g, '$1:')}])`;
/** How each stylesheet module of the bundle starts: it requires css-loader's runtime. */
const STYLESHEET_MODULE = 'css-loader/dist/runtime/api.js")';

const occurrences = (text: string, part: string) => text.split(part).length - 1;

/**
 * The texts of the `<style>` elements converse.js inserts, for the CSP to allow by their hashes.
 * Its components import their stylesheets through style-loader, but its build extracts the CSS into
 * converse.min.css, which the chat loads as a file: every stylesheet module is left empty. style-loader
 * still inserts one `<style>` per module, empty at first, then holding only a source-map comment. Those
 * two texts style nothing, so allowing them changes nothing the policy protects. A converse.js whose
 * modules carry CSS fails the build, rather than a chat drawn without it.
 */
export function converseInlineStyles(bundle: string): string[] {
  const stylesheets = occurrences(bundle, STYLESHEET_MODULE);
  const empty = occurrences(bundle, EMPTY_MODULE);
  if (stylesheets !== empty) {
    throw new Error(
      `converse.js inserts ${stylesheets - empty} stylesheet(s) of its own: the CSP must allow their text (build/converse-inline-styles.ts)`,
    );
  }
  if (stylesheets === 0) return [];
  // What style-loader's styleDomAPI writes: the CSS (none), then the source map as a data URL.
  return [
    '',
    `\n/*# sourceMappingURL=data:application/json;base64,${btoa(JSON.stringify(EMPTY_SOURCE_MAP))} */`,
  ];
}
