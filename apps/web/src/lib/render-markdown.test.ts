import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown.ts';

// Parsed the way <Markdown> inserts it: as the innerHTML of a div (detached; jsdom loads no resource).
const parse = (html: string) => {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
};

const FORBIDDEN_ELEMENTS = 'script, iframe, object, embed, form, input, button, style, meta, base, svg, math';
const SAFE_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'];
// A scheme as a browser reads it: it ignores tabs, line breaks and leading spaces or controls.
const schemeOf = (address: string) =>
  /^([a-z][a-z\d+.-]*):/i.exec(address.replace(/[\p{Cc}\s]/gu, ''))?.[1]?.toLowerCase();

/** Everything that would let the rendered HTML run code, submit, restyle the app or leave it unasked. */
function expectHarmless(html: string) {
  const content = parse(html);
  expect(content.querySelectorAll(FORBIDDEN_ELEMENTS)).toHaveLength(0);
  for (const element of content.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      expect(name.startsWith('on'), `${name} on <${element.localName}>`).toBe(false);
      expect(name).not.toBe('style');
      expect(name).not.toBe('target');
      if (['href', 'src', 'srcset', 'action', 'formaction'].includes(name)) {
        const scheme = schemeOf(value);
        const allowed = name.startsWith('src') ? ['http:', 'https:'] : SAFE_PROTOCOLS;
        if (scheme !== undefined) expect(allowed, `${name}="${value}"`).toContain(`${scheme}:`);
      }
    }
  }
}

const XSS_VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="0" y="20">x</text></a></svg>',
  '<svg><use href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+"/></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">x</math>',
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x](<javascript:alert(1)>)',
  '<javascript:alert(1)>',
  '[x](javascript&#58;alert(1))',
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="javascript&#58;alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="&#x01;javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<isindex action=javascript:alert(1) type=image>',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<p style="width: expression(alert(1))">x</p>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<details open ontoggle=alert(1)>x</details>',
  '<body onload=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<img srcset="javascript:alert(1)">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a target="_blank" href="https://ok.example">x</a>',
];

describe('renderMarkdown', () => {
  it.each(XSS_VECTORS)('leaves %s harmless, alone or between paragraphs', (vector) => {
    expectHarmless(renderMarkdown(vector));
    expectHarmless(renderMarkdown(`Texte avant.\n\n${vector}\n\nTexte après.`));
  });

  it('keeps the text of a link whose address it drops', () => {
    const link = parse(renderMarkdown('[le rapport](javascript:alert(1))')).querySelector('a');
    expect(link).toHaveTextContent('le rapport');
    expect(link).not.toHaveAttribute('href');
  });

  it('keeps ordinary markdown: headings, lists, emphasis, links, images, tables', () => {
    const content = parse(
      renderMarkdown(
        [
          '# Titre',
          '## Sous-titre',
          'Un **point fort**, un *accent* et ~~une rature~~.',
          '- premier\n- second',
          '1. un\n2. deux',
          '[Le rapport](https://example.org/rapport) et [écrire](mailto:a@example.org) et [appeler](tel:+33123456789)',
          '[Relatif](/app/post/1)',
          '![Graphique](https://example.org/graph.png "Évolution")',
          '| Pays | Score |\n| :-- | --: |\n| France | 12 |',
          '> Citation',
          '```\ncode\n```',
        ].join('\n\n'),
      ),
    );
    expect(content.querySelector('h1')).toHaveTextContent('Titre');
    expect(content.querySelector('h2')).toHaveTextContent('Sous-titre');
    expect(content.querySelector('strong')).toHaveTextContent('point fort');
    expect(content.querySelector('em')).toHaveTextContent('accent');
    expect(content.querySelector('del')).toHaveTextContent('une rature');
    expect(content.querySelectorAll('ul > li')).toHaveLength(2);
    expect(content.querySelectorAll('ol > li')).toHaveLength(2);
    const hrefs = [...content.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      'https://example.org/rapport',
      'mailto:a@example.org',
      'tel:+33123456789',
      '/app/post/1',
    ]);
    const image = content.querySelector('img');
    expect(image).toHaveAttribute('src', 'https://example.org/graph.png');
    expect(image).toHaveAttribute('alt', 'Graphique');
    expect(image).toHaveAttribute('title', 'Évolution');
    expect(content.querySelectorAll('table th')).toHaveLength(2);
    expect(content.querySelector('td')).toHaveTextContent('France');
    expect(content.querySelector('th')).toHaveAttribute('align', 'left');
    expect(content.querySelector('blockquote')).toHaveTextContent('Citation');
    expect(content.querySelector('pre > code')).toHaveTextContent('code');
  });

  it('gives every link rel="noopener noreferrer" and no target', () => {
    for (const link of parse(
      renderMarkdown('<a href="https://a.example" target="_blank" rel="opener">a</a> [b](https://b.example)'),
    ).querySelectorAll('a')) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).not.toHaveAttribute('target');
    }
  });

  it('links bare www addresses over https', () => {
    const link = parse(renderMarkdown('Voir www.example.org/page.')).querySelector('a');
    expect(link).toHaveAttribute('href', 'https://www.example.org/page');
    expect(link).toHaveTextContent('www.example.org/page');
  });
});
