import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { createPost, createUser } from '../helpers/factories.ts';
import { api, signIn } from '../helpers/http.ts';

const t = useTestApp();
let cookie: string;

beforeAll(async () => {
  const user = await createUser(t.db);
  cookie = await signIn(t.app, user.email);
  for (let i = 0; i < 20; i++)
    await createPost(t.db, { summary: `Résumé assez long du contenu numéro ${i}. `.repeat(8) });
});

const get = (path: string, encoding?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: api(path),
    headers: { cookie, ...(encoding && { 'accept-encoding': encoding }), ...headers },
  });

describe('API answer compression', () => {
  it('sends a feed page as brotli or gzip, whichever the client accepts, with the same JSON inside', async () => {
    const plain = await get('/post/feed/normal');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);

    const br = await get('/post/feed/normal', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get('/post/feed/normal', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers as they are', async () => {
    const small = await get('/bookmark', 'br');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual([]);
  });

  it('says the answer varies by the encodings accepted, and follows their weights', async () => {
    const br = await get('/post/feed/normal', 'br');
    expect(br.headers.vary).toBe('accept-encoding');
    const notBrotli = await get('/post/feed/normal', 'br;q=0, gzip;q=0.5');
    expect(notBrotli.headers['content-encoding']).toBe('gzip');
    const anything = await get('/post/feed/normal', '*');
    expect(anything.headers['content-encoding']).toBe('gzip');
    const plain = (await get('/post/feed/normal')).json();
    expect(JSON.parse(gunzipSync(anything.rawPayload).toString())).toEqual(plain);
  });

  it('sends the JSON as it is when no encoding of ours is accepted, or none is wanted', async () => {
    const plain = (await get('/post/feed/normal')).json();
    for (const answer of [
      await get('/post/feed/normal', 'identity'),
      await get('/post/feed/normal', 'deflate'),
      await get('/post/feed/normal', 'br', { 'x-no-compression': '1' }),
    ]) {
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.json()).toEqual(plain);
    }
  });

  it('leaves a small feed page as it is', async () => {
    const empty = await get('/post/feed/focus', 'br');
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['content-encoding']).toBeUndefined();
    expect(empty.json().data).toEqual([]);
  });
});
