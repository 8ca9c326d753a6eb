import DOMPurify from 'dompurify';
import { Marked } from 'marked';

// GFM turns a bare "www.example.org" into a link; the app opens such addresses over https, not http.
const markdown = new Marked({
  gfm: true,
  walkTokens(token) {
    if (token.type === 'link' && /^www\./i.test(token.raw))
      token.href = token.href.replace(/^http:/i, 'https:');
  },
});

/** What a post may contain: text structure, links, images and tables; nothing that runs or submits. */
const ALLOWED_TAGS = [
  ...['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code'],
  ...['strong', 'em', 'del', 's', 'sub', 'sup', 'kbd', 'span'],
  ...['ul', 'ol', 'li', 'a', 'img'],
  ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'align', 'start', 'colspan', 'rowspan'];

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const IMAGE_PROTOCOLS = new Set(['http:', 'https:']);
// Resolving against an https base makes a relative address pass as https, and only it.
const RELATIVE_BASE = 'https://relative.invalid/';

/** Parses the address as a browser would (entities already decoded, tabs and controls ignored). */
function hasProtocol(value: string, allowed: Set<string>): boolean {
  try {
    return allowed.has(new URL(value, RELATIVE_BASE).protocol);
  } catch {
    return false;
  }
}

const purifier = DOMPurify(window);

purifier.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName === 'href') data.keepAttr &&= hasProtocol(data.attrValue, LINK_PROTOCOLS);
  if (data.attrName === 'src') data.keepAttr &&= hasProtocol(data.attrValue, IMAGE_PROTOCOLS);
});

// A page opened from a post must not get a handle on the app's window.
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  node.removeAttribute('target');
  node.setAttribute('rel', 'noopener noreferrer');
});

/** A post's markdown (GFM) as HTML safe to insert in the page. */
export function renderMarkdown(source: string): string {
  const html = markdown.parse(source, { async: false });
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  });
}
