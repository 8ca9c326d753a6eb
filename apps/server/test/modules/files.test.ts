import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '@vigie/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';
import { photoWithGps, tinyImage } from '../helpers/images.ts';
import { download, PDF, upload } from '../helpers/uploads.ts';

const dir = await mkdtemp(path.join(tmpdir(), 'vigie-files-'));
const t = useTestApp({ fileStore: { kind: 'local', dir } });
const HOUR = 3_600_000;
type Who = 'editor' | 'outsiderEditor' | 'reader' | 'insider';
let cookies: Record<Who, string>;

beforeAll(async () => {
  const users = {
    editor: await createUser(t.db, { role: 'editor', has_confidential_access: true }),
    outsiderEditor: await createUser(t.db, { role: 'editor' }),
    reader: await createUser(t.db),
    insider: await createUser(t.db, { has_confidential_access: true }),
  };
  const entries = await Promise.all(
    Object.entries(users).map(async ([who, user]) => [who, await signIn(t.app, user.email)]),
  );
  cookies = Object.fromEntries(entries);
});

async function uploaded(filename = 'Note.pdf', bytes: Buffer = PDF, cookie = cookies.editor) {
  const response = await upload(t.app, cookie, filename, bytes);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; url: string; filename: string; content_type: string };
}

/** A post showing a fresh attachment and a fresh picture, in the state asked. */
async function postWithFiles(fields: Record<string, unknown>, status: 'draft' | 'published' = 'published') {
  const pdf = await uploaded('Rapport final.pdf');
  const picture = await uploaded('photo.png', await tinyImage('png'));
  const post = { title: 'Avec pièces', type: 'news', img: picture.url, ...fields };
  const response = await call(t.app, 'POST', '/admin/posts', cookies.editor, {
    post: { ...post, attachments: [{ filename: pdf.filename, url: pdf.url }] },
    status,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { post: response.json() as { id: string }, pdf, picture };
}

describe('uploading', () => {
  it('stores a PDF under a safe name and answers where it is, recorded in the audit log', async () => {
    const file = await uploaded('../../etc/Budget\u202egpj.exe 2027.PDF');
    expect(file).toMatchObject({ filename: 'Budgetgpj.exe 2027.pdf', content_type: 'application/pdf' });
    expect(file.url).toBe(`/api/v1/files/${file.id}`);
    expect(await readdir(dir)).toContain(file.id);
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', file.id)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'file.upload', target_type: 'file', before: null });
    expect(entry.after).toMatchObject({ filename: file.filename, size: PDF.length });
  });

  it('re-encodes a picture: what the photo carried (GPS, camera) is gone, its type is what it is', async () => {
    const file = await uploaded('vacances.png', await photoWithGps());
    expect(file).toMatchObject({ filename: 'vacances.png.jpg', content_type: 'image/jpeg' });
    const answer = await download(t.app, cookies.editor, file.url);
    expect(answer.statusCode).toBe(200);
    const metadata = await sharp(answer.rawPayload).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
  });

  it('refuses readers with 403 before reading the file', async () => {
    const response = await upload(t.app, cookies.reader, 'a.pdf', PDF);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('forbidden');
  });

  it.each([
    ['an HTML page named .pdf', Buffer.from('<html><script>alert(1)</script></html>'), 'must be a PDF'],
    ['an empty file', Buffer.alloc(0), 'is empty'],
    ['a PNG cut short', 'cut', 'readable PNG'],
  ])('refuses %s with 400', async (_what, bytes, message) => {
    const body = bytes === 'cut' ? (await tinyImage('png')).subarray(0, 20) : bytes;
    const response = await upload(t.app, cookies.editor, 'x.pdf', body as Buffer);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses a file over the limit with 413, saying the limit', async () => {
    const response = await upload(t.app, cookies.editor, 'big.pdf', Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x25));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      error: 'payload_too_large',
      message: 'A file must be at most 20 MB',
    });
  });

  it('refuses a JSON body with 400 naming it', async () => {
    const response = await call(t.app, 'POST', '/admin/files?filename=a.pdf', cookies.editor, { a: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body: /);
  });
});

describe('downloading', () => {
  it('gives a published post’s PDF as a download under its name, and its picture to show', async () => {
    const { pdf, picture } = await postWithFiles({});
    const answer = await download(t.app, cookies.reader, pdf.url);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(PDF)).toBe(true);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="Rapport final.pdf"; filename*=UTF-8''Rapport%20final.pdf`,
      'x-content-type-options': 'nosniff',
      'content-length': String(PDF.length),
    });
    const image = await download(t.app, cookies.reader, picture.url);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(/^inline; filename="photo.png"/);
    const again = await t.app.inject({
      method: 'GET',
      url: picture.url,
      headers: { cookie: cookies.reader, 'if-none-match': String(image.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each<[string, Record<string, unknown>, 'draft' | 'published', Who, Who]>([
    ['a confidential post', { confidential: true }, 'published', 'reader', 'insider'],
    ['a draft', {}, 'draft', 'reader', 'outsiderEditor'],
    [
      'a scheduled post',
      { publish_date: new Date(Date.now() + HOUR).toISOString() },
      'published',
      'reader',
      'editor',
    ],
  ])('refuses %s’s files to %s (404) and gives them to %s', async (_what, fields, status, refused, allowed) => {
    const { pdf, picture } = await postWithFiles(fields, status);
    for (const url of [pdf.url, picture.url]) {
      expect((await download(t.app, cookies[refused], url)).statusCode).toBe(404);
      expect((await download(t.app, cookies[allowed], url)).statusCode).toBe(200);
    }
  });

  it('refuses a retracted post’s files to readers at once', async () => {
    const { post, pdf } = await postWithFiles({});
    expect((await download(t.app, cookies.reader, pdf.url)).statusCode).toBe(200);
    await call(t.app, 'POST', `/admin/posts/${post.id}/retract`, cookies.editor);
    expect((await download(t.app, cookies.reader, pdf.url)).statusCode).toBe(404);
  });

  it('keeps an editor without confidential access from a confidential post’s files', async () => {
    const { pdf } = await postWithFiles({ confidential: true }, 'draft');
    expect((await download(t.app, cookies.outsiderEditor, pdf.url)).statusCode).toBe(404);
  });

  it('gives a file no post shows yet to its uploader only', async () => {
    const file = await uploaded();
    expect((await download(t.app, cookies.editor, file.url)).statusCode).toBe(200);
    expect((await download(t.app, cookies.outsiderEditor, file.url)).statusCode).toBe(404);
    expect((await download(t.app, cookies.reader, file.url)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown file', async () => {
    const response = await download(t.app, cookies.editor, '/api/v1/files/0123456789abcdef01234567');
    expect(response.statusCode).toBe(404);
  });
});
