import { CONFIG_KEYS } from '@vigie/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { call } from '../helpers/http.ts';

const t = useTestApp();

const VALUES: Record<(typeof CONFIG_KEYS)[number], string> = {
  cgu: JSON.stringify({ last_version_at: '2026-01-15T00:00:00Z', label_fr: 'CGU', pdf_fr: 'cgu/fr' }),
  app_title: JSON.stringify('Vigie'),
  support_email: JSON.stringify({ email: 'aide@vigie.example' }),
  icon: JSON.stringify({ url: '/icons/vigie.svg' }),
  'img/app_image': JSON.stringify({ url: '/img/app.png' }),
};

const DEFAULTED: (typeof CONFIG_KEYS)[number][] = ['app_title', 'support_email'];

describe('GET /app_config/*', () => {
  it.each(
    CONFIG_KEYS.filter((key) => !DEFAULTED.includes(key)),
  )('answers 404 for %s until it is set, then its JSON text, without a session', async (key) => {
    const absent = await call(t.app, 'GET', `/app_config/${key}`);
    expect(absent.statusCode).toBe(404);
    expect(absent.json()).toMatchObject({ error: 'not_found' });
    await t.db.insertInto('app_config').values({ key, value: VALUES[key] }).execute();
    const present = await call(t.app, 'GET', `/app_config/${key}`);
    expect(present.statusCode).toBe(200);
    expect(present.json()).toEqual({ key, value: VALUES[key] });
  });

  it.each(
    DEFAULTED,
  )('answers null for %s until it is set, so Connexion logs no error, then its JSON text', async (key) => {
    const absent = await call(t.app, 'GET', `/app_config/${key}`);
    expect(absent.statusCode).toBe(200);
    expect(absent.json()).toEqual({ key, value: 'null' });
    await t.db.insertInto('app_config').values({ key, value: VALUES[key] }).execute();
    const present = await call(t.app, 'GET', `/app_config/${key}`);
    expect(present.statusCode).toBe(200);
    expect(present.json()).toEqual({ key, value: VALUES[key] });
  });

  it('answers 404 for a key outside the configuration, even when the table holds it', async () => {
    await t.db.insertInto('app_config').values({ key: 'secret', value: '"x"' }).execute();
    for (const path of [
      '/app_config/secret',
      '/app_config/',
      '/app_config/file/cgu',
      '/app_config/file/cgu/fr/x',
    ]) {
      const response = await call(t.app, 'GET', path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json(), path).toMatchObject({ error: 'not_found' });
    }
  });
});

describe('GET /app_config/file/cgu/:lang', () => {
  const pdf = Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    Buffer.from([0, 0xff, 0x80, 0x0a]),
    Buffer.from('%%EOF'),
  ]);

  it('serves the stored PDF as an attachment, without a session', async () => {
    await t.db
      .insertInto('app_files')
      .values({
        key: 'cgu/fr',
        filename: 'CGU Vigie – "été".pdf',
        content_type: 'application/pdf',
        data: pdf,
      })
      .execute();
    const response = await call(t.app, 'GET', '/app_config/file/cgu/fr');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="CGU Vigie _ __t__.pdf"; filename*=UTF-8''CGU%20Vigie%20%E2%80%93%20%22%C3%A9t%C3%A9%22.pdf`,
    );
    expect(response.rawPayload.equals(pdf)).toBe(true);
  });

  it('answers 404 when the language has no document', async () => {
    const response = await call(t.app, 'GET', '/app_config/file/cgu/en');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });

  it('refuses another language with 400 naming params.lang', async () => {
    const response = await call(t.app, 'GET', '/app_config/file/cgu/de');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation_error',
      message: expect.stringMatching(/^params\.lang/),
    });
  });
});
