import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { SerializedJson, sendJson } from '../../src/http/serialized-json.ts';

const WORDS = ['ministère', 'budget', 'assemblée', 'réforme', 'énergie', 'région', 'vote', 'accord'];
/** A feed page's worth of JSON: 40 cards of words in varying order. */
const page = JSON.stringify(
  Array.from({ length: 40 }, (_, i) => ({
    id: `7${String(i).padStart(23, '0')}`,
    title: WORDS.map((_, j) => WORDS[(i * 3 + j * 5) % WORDS.length]).join(' '),
    description: Array.from({ length: 30 }, (_, j) => WORDS[(i * j + j) % WORDS.length]).join(' '),
    comments_count: i % 7,
  })),
);

describe('an answer already in JSON', () => {
  it('makes each compressed copy once, in brotli and gzip, holding the same JSON', () => {
    const answer = new SerializedJson(page);
    const br = answer.compressed('br');
    expect(answer.compressed('br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(page);
    expect(gunzipSync(answer.compressed('gzip')).toString()).toBe(page);
    expect(answer.bytes).toBe(Buffer.byteLength(page));
  });

  it('compresses an answer kept for many requests harder than one made for a single request', () => {
    const fresh = new SerializedJson(page);
    const kept = new SerializedJson(page);
    const counted: number[] = [];
    kept.keep((bytes) => counted.push(bytes));
    for (const encoding of ['br', 'gzip'] as const)
      expect(kept.compressed(encoding).length).toBeLessThan(fresh.compressed(encoding).length);
    expect(counted).toEqual([kept.compressed('br').length, kept.compressed('gzip').length]);
  });

  it('sends a kept answer as the same UTF-8 bytes as the text it was made from, compressed or not', async () => {
    const text = JSON.stringify({ name: 'Assemblée nationale', note: 'réforme 🏛', page });
    const kept = new SerializedJson(text);
    kept.keep(() => undefined);
    expect(kept.body).toEqual(Buffer.from(text));
    expect(kept.bytes).toBe(Buffer.byteLength(text));
    const app = Fastify();
    app.get('/answer', (request, reply) => sendJson(request, reply, kept));
    const plain = await app.inject({ url: '/answer' });
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(text)));
    expect(plain.json()).toEqual(JSON.parse(text));
    const br = await app.inject({ url: '/answer', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(text);
    await app.close();
  });
});
