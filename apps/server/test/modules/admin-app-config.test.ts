import { CGU_BODY_LIMIT, MAX_CGU_BYTES } from '@vigie/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectRefusedToNonAdmins } from '../helpers/admins-only.ts';
import { useTestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';

const t = useTestApp();

let cookies: Record<'admin' | 'editor' | 'reader', string>;
let adminId: string;

beforeAll(async () => {
  const admin = await createUser(t.db, { role: 'admin' });
  adminId = admin.id;
  cookies = {
    admin: await signIn(t.app, admin.email),
    editor: await signIn(t.app, (await createUser(t.db, { role: 'editor' })).email),
    reader: await signIn(t.app, (await createUser(t.db)).email),
  };
});

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF`);
const upload = (lang: string, data: Buffer | string, filename = 'CGU.pdf', cookie = cookies.admin) =>
  call(t.app, 'PUT', `/admin/app_config/cgu/${lang}`, cookie, {
    filename,
    data: typeof data === 'string' ? data : data.toString('base64'),
  });
const settings = (changes: Record<string, unknown>, cookie = cookies.admin) =>
  call(t.app, 'PUT', '/admin/app_config', cookie, { settings: changes });
const auditOf = (targetId: string) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', 'app_config')
    .where('target_id', '=', targetId)
    .orderBy('id')
    .execute();

describe('app configuration', () => {
  it('is refused to readers and editors (403) and to the signed out (406), recording nothing', async () => {
    const attempts = [
      ['GET', '/admin/app_config', undefined],
      ['PUT', '/admin/app_config', { settings: { app_title: 'Intrus' } }],
      ['PUT', '/admin/app_config/cgu/fr', { filename: 'x.pdf', data: pdf('x').toString('base64') }],
    ] as const;
    await expectRefusedToNonAdmins(t.app, attempts, [cookies.reader, cookies.editor]);
    expect(await t.db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('app_files').selectAll().execute()).toEqual([]);
  });

  it('answers the defaults before anything is set', async () => {
    const response = await call(t.app, 'GET', '/admin/app_config', cookies.admin);
    expect(response.json()).toEqual({
      app_title: 'Vigie',
      support_email: null,
      cgu: { last_version_at: null, fr: null, en: null },
    });
  });

  it('sets the title, which names the manifest, and the support address readers are shown', async () => {
    const response = await settings({
      app_title: '  Veille Cabinet  ',
      support_email: 'Aide@Cabinet.example',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      app_title: 'Veille Cabinet',
      support_email: 'aide@cabinet.example',
    });
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.json()).toMatchObject({ name: 'Veille Cabinet', short_name: 'Veille Cabin' });
    const email = await call(t.app, 'GET', '/app_config/support_email');
    expect(JSON.parse(email.json().value)).toEqual({ email: 'aide@cabinet.example' });
    const title = await call(t.app, 'GET', '/app_config/app_title');
    expect(JSON.parse(title.json().value)).toEqual({ title: 'Veille Cabinet' });

    expect((await settings({ support_email: '' })).json()).toMatchObject({
      app_title: 'Veille Cabinet',
      support_email: null,
    });
    expect(
      (await auditOf('settings')).map((entry) => [entry.action, entry.actor_id, entry.before, entry.after]),
    ).toEqual([
      [
        'app_config.update',
        adminId,
        { app_title: 'Vigie', support_email: null },
        { app_title: 'Veille Cabinet', support_email: 'aide@cabinet.example' },
      ],
      ['app_config.update', adminId, { support_email: 'aide@cabinet.example' }, { support_email: null }],
    ]);
  });

  it('refuses bad settings with 400 naming the field', async () => {
    for (const [changes, field] of [
      [{ app_title: '   ' }, 'body.settings.app_title'],
      [{ app_title: 'x'.repeat(61) }, 'body.settings.app_title'],
      [{ support_email: 'pas une adresse' }, 'body.settings.support_email'],
      [{ colour: 'red' }, 'body.settings'],
      [{}, 'body.settings'],
    ] as const) {
      const response = await settings(changes);
      expect(response.statusCode, JSON.stringify(changes)).toBe(400);
      expect(response.json().message).toMatch(new RegExp(`^${field.replaceAll('.', '\\.')}`));
    }
  });

  it('stores each language’s terms PDF, served to everyone, and dates a new version of the terms', async () => {
    const french = pdf('Conditions générales');
    const response = await upload('fr', french, 'CGU été.pdf');
    expect(response.statusCode, response.body).toBe(200);
    const { cgu } = response.json();
    expect(cgu).toMatchObject({ fr: { filename: 'CGU été.pdf', size: french.length }, en: null });
    expect(Date.parse(cgu.last_version_at)).toBeGreaterThan(Date.now() - 60_000);
    const served = await call(t.app, 'GET', '/app_config/file/cgu/fr');
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(french)).toBe(true);
    const value = JSON.parse((await call(t.app, 'GET', '/app_config/cgu')).json().value);
    expect(value).toEqual({ last_version_at: cgu.last_version_at, pdf_fr: '/api/v1/app_config/file/cgu/fr' });

    const english = pdf('Terms of use, second version');
    await upload('en', pdf('Terms of use'));
    await upload('en', english, 'Terms.pdf');
    expect((await call(t.app, 'GET', '/app_config/file/cgu/en')).rawPayload.equals(english)).toBe(true);
    const entries = await auditOf('cgu/en');
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      [
        'app_config.cgu_upload',
        null,
        { filename: 'CGU.pdf', size: pdf('Terms of use').length, last_version_at: expect.any(String) },
      ],
      [
        'app_config.cgu_upload',
        { filename: 'CGU.pdf', size: pdf('Terms of use').length, last_version_at: null },
        { filename: 'Terms.pdf', size: english.length, last_version_at: expect.any(String) },
      ],
    ]);
    expect(JSON.stringify(entries)).not.toContain(english.toString('base64'));
  });

  it('refuses a file that is not a PDF, whatever its name, and bad names or languages, with 400', async () => {
    const cases = [
      [upload('fr', Buffer.from('<html>not a pdf</html>')), /^body\.data: is not a PDF/],
      [upload('fr', Buffer.from('%PD')), /^body\.data: is not a PDF/],
      [upload('fr', 'not base64!'), /^body\.data/],
      [upload('fr', pdf('x'), 'cgu.exe'), /^body\.filename/],
      [upload('de', pdf('x')), /^params\.lang/],
    ] as const;
    for (const [pending, message] of cases) {
      const response = await pending;
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'validation_error',
        message: expect.stringMatching(message),
      });
    }
  });

  it('refuses a PDF over the size limit with 413, and a larger body before reading it', async () => {
    const before = (await call(t.app, 'GET', '/admin/app_config', cookies.admin)).json();
    const over = Buffer.concat([pdf('big'), Buffer.alloc(MAX_CGU_BYTES)]);
    const response = await upload('fr', over);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      error: 'payload_too_large',
      message: expect.stringMatching(/5 MB/),
    });
    const huge = await upload('fr', 'A'.repeat(CGU_BODY_LIMIT + 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toBe('payload_too_large');
    expect((await call(t.app, 'GET', '/admin/app_config', cookies.admin)).json()).toEqual(before);
  });
});
