import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';

const dist = await mkdtemp(path.join(os.tmpdir(), 'vigie-web-'));
const INDEX =
  '<!doctype html><head><title>Vigie</title><script type="module" crossorigin src="/assets/index-abc123.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/i18n-222.js"><style>body{margin:0}</style></head><div id="root"></div>';
// sha256 of "body{margin:0}" and of the empty text, base64, as `openssl dgst -sha256 -binary | base64` prints them.
const STYLE_SRC =
  "style-src 'self' 'sha256-IAdwN3biDCQ3brrgp1m8kBEsPQYyqfREKOEfeoREopc=' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';";
await mkdir(path.join(dist, 'assets'));
await mkdir(path.join(dist, '.vite'));
await writeFile(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-abc123.js', isEntry: true },
    '_SignedIn-def456.js': {
      file: 'assets/SignedIn-def456.js',
      name: 'SignedIn',
      imports: ['index.html', '_shared.js'],
      css: ['assets/SignedIn-789.css'],
    },
    '_shared.js': { file: 'assets/shared-111.js', imports: ['index.html'] },
  }),
);
// The style elements the built app inserts once running, here one empty.
await writeFile(path.join(dist, '.vite', 'inline-styles.json'), JSON.stringify(['']));
await writeFile(path.join(dist, 'index.html'), INDEX);
await writeFile(path.join(dist, 'index.html.br'), brotliCompressSync(INDEX));
await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
await writeFile(path.join(dist, 'sw.js'), 'self.skipWaiting()');
await writeFile(path.join(dist, 'assets', 'legal.html'), '<!doctype html><p>CGU</p>');
afterAll(() => rm(dist, { recursive: true, force: true }));

const t = useTestApp({ webDistDir: dist });

describe('the built web app', () => {
  it('answers every /app deep link with index.html, revalidated, under a strict CSP that allows only its own inline styles', async () => {
    for (const url of ['/app', '/app/post/0123456789abcdef01234567/', '/app/tendance/settings/langue']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers['content-security-policy']).toContain(STYLE_SRC);
      // index.html, with only what the next test looks at added.
      expect(page.body.replace(/ fetchpriority="low"|<link rel="preload"[^>]*>/g, '')).toBe(INDEX);
    }
  });

  it('sends the CSP with every HTML answer, the index.html the service worker precaches included', async () => {
    const urls = [
      '/app',
      '/app/signet',
      '/index.html',
      '/index.html?__WB_REVISION__=1',
      '/assets/legal.html',
    ];
    for (const url of urls) {
      for (const cookie of [undefined, 'vigie_session=abc']) {
        const page = await t.app.inject({ method: 'GET', url, headers: { ...(cookie && { cookie }) } });
        expect(page.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(page.headers['content-security-policy'], url).toContain(STYLE_SRC);
        const again = await t.app.inject({
          method: 'GET',
          url,
          headers: { 'if-none-match': page.headers.etag },
        });
        expect(again.headers['content-security-policy'], url).toContain("script-src 'self'");
      }
    }
    const script = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(script.headers['content-security-policy']).toBeUndefined();
  });

  it('sends the precompressed file when the browser accepts it, and 304 for a known ETag', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/app',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    const again = await t.app.inject({
      method: 'GET',
      url: '/app',
      headers: { 'if-none-match': page.headers.etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it("has a returning user's page fetch the account and the signed-in chunk at once, and Home what its first cards show", async () => {
    const asReturning = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { cookie: 'vigie_session=abc', 'accept-encoding': 'br' } });
    const home = await asReturning('/app');
    const homePage = brotliDecompressSync(home.rawPayload).toString();
    expect(home.headers.vary).toBe('accept-encoding, cookie');
    expect(homePage).toContain('<link rel="modulepreload" href="/assets/SignedIn-def456.js">');
    expect(homePage).toContain('<link rel="modulepreload" href="/assets/shared-111.js">');
    expect(homePage).not.toContain('href="/assets/index-abc123.js"');
    expect(homePage).toContain('<link rel="preload" as="style" href="/assets/SignedIn-789.css">');
    expect(homePage).toContain('<link rel="preload" as="fetch" href="/api/v1/post/feed/normal" crossorigin>');
    expect(homePage).toContain('<link rel="preload" as="fetch" href="/api/v1/user/me" crossorigin>');
    expect(homePage).toContain('<link rel="preload" as="fetch" href="/api/v1/bookmark" crossorigin>');
    expect(homePage).toContain(
      '<link rel="preload" as="fetch" href="/api/v1/markers?timeline%5B%5D=home&timeline%5B%5D=focus" crossorigin>',
    );

    const deep = brotliDecompressSync((await asReturning('/app/signet')).rawPayload).toString();
    expect(deep).toContain('href="/assets/SignedIn-def456.js"');
    expect(deep).toContain('href="/api/v1/user/me"');
    expect(deep).not.toContain('/api/v1/post/feed/normal');
    expect(deep).not.toContain('/api/v1/markers');

    const signedOut = await t.app.inject({ method: 'GET', url: '/app' });
    expect(signedOut.headers.etag).not.toBe(home.headers.etag);
  });

  it("has Connexion's page ask for its answers with the HTML, and for its scripts behind the splash", async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/app' })).body;
    for (const key of ['app_title', 'support_email', 'cgu'])
      expect(page).toContain(`<link rel="preload" as="fetch" href="/api/v1/app_config/${key}" crossorigin>`);
    expect(page).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc123.js"></script>',
    );
    expect(page).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/i18n-222.js">',
    );
    expect(page).not.toContain('SignedIn-def456.js');

    const returning = (
      await t.app.inject({ method: 'GET', url: '/app/signet', headers: { cookie: 'vigie_session=abc' } })
    ).body;
    expect(returning).not.toContain('fetchpriority');
    expect(returning).not.toContain('/api/v1/app_config/');
  });

  it('caches hashed assets for a year but makes the service worker revalidate', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body).toBe('self.skipWaiting()');
  });

  it('redirects / to /app, and answers unknown files and API paths with JSON 404s', async () => {
    const root = await t.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/app');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/../../etc/passwd' });
    expect(missing.statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'not_found' });
  });

  it('writes the web manifest from the configured app title', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(plain.headers['content-type']).toContain('application/manifest+json');
    expect(plain.json()).toMatchObject({ name: 'Vigie', start_url: '/app', display: 'standalone' });
    await t.db
      .insertInto('app_config')
      .values({ key: 'app_title', value: JSON.stringify({ title: 'Veille Santé' }) })
      .execute();
    const named = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    const manifest = named.json();
    expect(manifest.name).toBe('Veille Santé');
    expect(manifest.icons.map((icon: { purpose: string }) => icon.purpose)).toContain('maskable');
  });
});
