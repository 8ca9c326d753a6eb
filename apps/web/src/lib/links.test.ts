import { describe, expect, it } from 'vitest';
import { normalizeUrl, splitLinks } from './links.ts';

/** The addresses splitLinks finds in a text, as [text shown, href]. */
const linksIn = (text: string) =>
  splitLinks(text).flatMap((part) => (part.kind === 'link' ? [[part.text, part.href]] : []));

describe('splitLinks', () => {
  it.each<[string, string, string[][]]>([
    ['a bare https address', 'Voir https://example.org', [['https://example.org', 'https://example.org']]],
    [
      'an http address',
      'http://example.org/a?b=c#d',
      [['http://example.org/a?b=c#d', 'http://example.org/a?b=c#d']],
    ],
    [
      'a www address, given https',
      'Site : www.example.org/page',
      [['www.example.org/page', 'https://www.example.org/page']],
    ],
    [
      'capitals',
      'WWW.EXAMPLE.ORG et HTTPS://EXAMPLE.ORG',
      [
        ['WWW.EXAMPLE.ORG', 'https://WWW.EXAMPLE.ORG'],
        ['HTTPS://EXAMPLE.ORG', 'HTTPS://EXAMPLE.ORG'],
      ],
    ],
    [
      'several links',
      'https://a.example, www.b.example et http://c.example/x.',
      [
        ['https://a.example', 'https://a.example'],
        ['www.b.example', 'https://www.b.example'],
        ['http://c.example/x', 'http://c.example/x'],
      ],
    ],
    [
      'a final full stop',
      'Lisez https://example.org/rapport.pdf.',
      [['https://example.org/rapport.pdf', 'https://example.org/rapport.pdf']],
    ],
    [
      'a comma, a semicolon, a colon',
      'https://a.example, https://b.example; https://c.example: fin',
      [
        ['https://a.example', 'https://a.example'],
        ['https://b.example', 'https://b.example'],
        ['https://c.example', 'https://c.example'],
      ],
    ],
    [
      'an exclamation and a question mark',
      'Ici https://a.example! Et https://b.example?',
      [
        ['https://a.example', 'https://a.example'],
        ['https://b.example', 'https://b.example'],
      ],
    ],
    [
      'a query string kept before a question mark',
      'https://a.example/?q=1?',
      [['https://a.example/?q=1', 'https://a.example/?q=1']],
    ],
    [
      'enclosing parentheses',
      '(voir https://example.org/page)',
      [['https://example.org/page', 'https://example.org/page']],
    ],
    [
      'parentheses of the address itself',
      'https://fr.wikipedia.org/wiki/Paris_(France).',
      [['https://fr.wikipedia.org/wiki/Paris_(France)', 'https://fr.wikipedia.org/wiki/Paris_(France)']],
    ],
    [
      'both at once',
      '(cf. https://fr.wikipedia.org/wiki/Lyon_(ville))',
      [['https://fr.wikipedia.org/wiki/Lyon_(ville)', 'https://fr.wikipedia.org/wiki/Lyon_(ville)']],
    ],
    [
      'double quotes',
      'Le lien "https://example.org" circule',
      [['https://example.org', 'https://example.org']],
    ],
    [
      'French quotes',
      '«https://example.org» et « www.example.fr »',
      [
        ['https://example.org', 'https://example.org'],
        ['www.example.fr', 'https://www.example.fr'],
      ],
    ],
    ['curly quotes', '“https://example.org”', [['https://example.org', 'https://example.org']]],
    [
      'accents around and inside',
      'Délibéré à https://exemple.fr/été/réunion, à lire.',
      [['https://exemple.fr/été/réunion', 'https://exemple.fr/été/réunion']],
    ],
    [
      'a link across a line break',
      'Premier : https://a.example\nSecond : www.b.example',
      [
        ['https://a.example', 'https://a.example'],
        ['www.b.example', 'https://www.b.example'],
      ],
    ],
    [
      'a port',
      'http://localhost:8080/status',
      [['http://localhost:8080/status', 'http://localhost:8080/status']],
    ],
    ['no link in plain words', 'Par ex. e.g. i.e. etc. et le 3.14', []],
    ['no link in an e-mail address', 'Écrivez à contact@example.org ou marie@www.example.org', []],
    ['no link from www alone', 'Le www. est mort, www tout court aussi', []],
    ['no link inside a longer word', 'awww.example.org et xhttps://example.org', []],
    ['no link for a bare scheme', 'https:// seul', []],
    ['no link for other schemes', 'ftp://example.org javascript:alert(1) mailto:a@b.example', []],
  ])('finds %s', (_, text, expected) => {
    expect(linksIn(text)).toEqual(expected);
  });

  it('keeps every character of the text, in order', () => {
    const text = 'Bonjour (https://example.org/a_(b)), voir www.example.fr. Merci !';
    expect(
      splitLinks(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
    expect(splitLinks(text).map((part) => part.kind)).toEqual(['text', 'link', 'text', 'link', 'text']);
  });

  it('returns one text part when there is no link, and nothing for an empty text', () => {
    expect(splitLinks('Rien à signaler.')).toEqual([{ kind: 'text', text: 'Rien à signaler.' }]);
    expect(splitLinks('')).toEqual([]);
  });
});

describe('normalizeUrl', () => {
  it.each([
    ['https://example.org', 'https://example.org'],
    ['http://example.org/a', 'http://example.org/a'],
    ['  https://example.org/a  ', 'https://example.org/a'],
    ['www.example.org', 'https://www.example.org'],
    ['example.org/path?x=1', 'https://example.org/path?x=1'],
    ['example.org:8443/path', 'https://example.org:8443/path'],
    ['//example.org/a', 'https://example.org/a'],
    ['HTTPS://EXAMPLE.ORG', 'HTTPS://EXAMPLE.ORG'],
  ])('opens %s as %s', (raw, expected) => {
    expect(normalizeUrl(raw)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'jav\tascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.org',
    'mailto:a@example.org',
    'intent://example.org',
    'https://',
    'https://exa mple.org',
    'http:example.org',
    '/app/post/1',
    'localhost',
    'not a link',
  ])('refuses %j', (raw) => {
    expect(normalizeUrl(raw)).toBeNull();
  });
});
