import { describe, expect, it } from 'vitest';
import { parseQueryString } from '../../src/http/query-string.ts';
import { useTestApp } from '../helpers/app.ts';
import { createContact, createPost } from '../helpers/factories.ts';
import { call, useReaderAndInsider } from '../helpers/http.ts';

const parsed = (input: string) => ({ ...parseQueryString(input) });

describe('the query string parser', () => {
  it('decodes escapes and pluses, in keys as in values', () => {
    expect(parsed('query=%7B%22a%22%3A%5B%5D%7D&q=mot+cl%C3%A9&cl%C3%A9=1')).toEqual({
      query: '{"a":[]}',
      q: 'mot clé',
      clé: '1',
    });
  });

  it('gives a key without a value the empty string, keeps a second = in the value, and skips empty pairs', () => {
    expect(parsed('a&&b=&c=x=y&')).toEqual({ a: '', b: '', c: 'x=y' });
  });

  it('gathers a repeated key into an array, in order', () => {
    expect(parsed('t=memo&t=news&t=synthese&u=1')).toEqual({ t: ['memo', 'news', 'synthese'], u: '1' });
  });

  it('leaves a value with a malformed escape as sent, but for its pluses', () => {
    expect(parsed('q=100%25+s%FFr&r=%E0%A4%A')).toEqual({ q: '100%25 s%FFr', r: '%E0%A4%A' });
  });

  it('cannot reach the prototype of the answer', () => {
    const answer = parseQueryString('__proto__=x&constructor=y');
    expect(Object.getPrototypeOf(answer)).toBeNull();
    expect(Object.getOwnPropertyDescriptor(answer, '__proto__')?.value).toBe('x');
    expect({}.constructor).toBe(Object);
  });
});

describe('the routes, through the parser', () => {
  const t = useTestApp();
  const audiences = useReaderAndInsider(t);

  it('read a custom feed’s escaped JSON and a search’s words joined by +, and refuse an escape that breaks the JSON', async () => {
    const contact = await createContact(t.db);
    const post = await createPost(t.db, { contacts: [contact.id], title: 'Le budget régional voté' });
    const ids = async (path: string) => {
      const response = await call(t.app, 'GET', path, audiences.reader);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.map((card: { id: string }) => card.id);
    };
    const filter = encodeURIComponent(
      JSON.stringify({ contacts: [contact.id], entities: [], themes: [], types: [] }),
    );
    expect(await ids(`/post/feed/custom?query=${filter}`)).toEqual([post.id]);
    expect(await ids('/post/search?query=budget+r%C3%A9gional')).toEqual([post.id]);
    const broken = await call(
      t.app,
      'GET',
      `/post/feed/custom?query=${filter.slice(0, -3)}%7`,
      audiences.reader,
    );
    expect(broken.statusCode).toBe(400);
  });
});
