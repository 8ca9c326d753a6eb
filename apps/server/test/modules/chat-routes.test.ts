import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { importContent } from '../../src/content/import.ts';
import { createChat } from '../../src/modules/chat/runtime.ts';
import { useTestApp } from '../helpers/app.ts';
import { recordingLog } from '../helpers/chat.ts';
import { createUser } from '../helpers/factories.ts';
import { api, call, signIn } from '../helpers/http.ts';

// No Prosody here: these routes answer from the database alone.
const t = useTestApp();
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
let withoutProsody: FastifyInstance;
const warnings: string[] = [];

beforeAll(async () => {
  const config = { ...t.config, prosodyPath: '/nonexistent/prosody' };
  const chat = await createChat(config);
  await chat.start({
    db: t.db,
    apiUrl: 'http://127.0.0.1:1/unused',
    listenUrl: t.url,
    log: recordingLog(warnings),
  });
  withoutProsody = await buildApp({ db: t.db, config, chat });
});
afterAll(async () => {
  await withoutProsody?.close();
});

describe('chat without Prosody', () => {
  it('says so once in the log, answers 503 chat_unavailable, and the rest of the app works', async () => {
    expect(warnings).toEqual([expect.stringContaining('Prosody not found (/nonexistent/prosody)')]);
    const cookie = await signIn(withoutProsody, (await createUser(t.db)).email);
    const credentials = await call(withoutProsody, 'GET', '/im_api/v1/get_credentials', cookie);
    expect(credentials.statusCode).toBe(503);
    expect(credentials.json()).toMatchObject({ error: 'chat_unavailable' });
    expect((await call(withoutProsody, 'GET', '/user/me', cookie)).statusCode).toBe(200);
  });

  it('still needs a session for credentials', async () => {
    expect((await call(withoutProsody, 'GET', '/im_api/v1/get_credentials')).statusCode).toBe(406);
  });
});

describe('GET /conversejs/avatar/serve/{jid}', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await signIn(t.app, (await createUser(t.db)).email);
  });
  const avatar = (jid: string, session = cookie) =>
    t.app.inject({ url: api(`/conversejs/avatar/serve/${jid}`), headers: { cookie: session } });

  it('serves an uploaded avatar to a signed-in user, for them only, by chat address or by bare id', async () => {
    const user = await createUser(t.db);
    const own = await signIn(t.app, user.email);
    const profile = { firstname: 'Inès', lastname: 'Lefèvre', biography: '', img: PNG };
    expect((await call(t.app, 'PUT', `/user/${user.id}`, own, { user: profile })).statusCode).toBe(200);
    for (const jid of [`${user.id}@vigie.local`, user.id]) {
      const response = await avatar(jid);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toMatch(/^private\b/);
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({
        format: 'png',
        width: 1,
        height: 1,
      });
    }
  });

  it('answers 406 without a session, whoever the avatar', async () => {
    const user = await createUser(t.db, { img: 'https://images.example.org/portrait.jpg' });
    for (const jid of [`${user.id}@vigie.local`, '0123456789abcdef01234567@vigie.local']) {
      const response = await t.app.inject({ url: api(`/conversejs/avatar/serve/${jid}`) });
      expect(response.statusCode).toBe(406);
      expect(response.json()).toMatchObject({ error: 'session_rejected' });
      expect(response.headers['cache-control']).not.toMatch(/public/);
    }
  });

  it('redirects to an image kept elsewhere', async () => {
    const user = await createUser(t.db, { img: 'https://images.example.org/portrait.jpg' });
    const response = await avatar(`${user.id}@vigie.local`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://images.example.org/portrait.jpg');
  });

  it('answers 404 for a user without an image or unknown, 400 for what is not a chat address', async () => {
    const user = await createUser(t.db);
    expect((await avatar(`${user.id}@vigie.local`)).statusCode).toBe(404);
    expect((await avatar('0123456789abcdef01234567@vigie.local')).statusCode).toBe(404);
    expect((await avatar('someone@vigie.local')).statusCode).toBe(400);
  });
});

describe('theme chat rooms on import', () => {
  const theme = (id: string, chat_room?: string) => ({ id, item: `Thème ${id.slice(-2)}`, chat_room });

  it('keeps a valid room id, refuses a malformed one and a room given to two themes', async () => {
    await importContent(t.db, { themes: [theme('d000000000000000000000a1', 'veille.energie')] });
    const stored = await t.db
      .selectFrom('themes')
      .select('chat_room')
      .where('id', '=', 'd000000000000000000000a1');
    expect(await stored.executeTakeFirst()).toEqual({ chat_room: 'veille.energie' });
    await expect(
      importContent(t.db, { themes: [theme('d000000000000000000000a2', 'Avec Espace')] }),
    ).rejects.toThrow('themes[0].chat_room: must be 5 to 40 lowercase letters');
    await expect(importContent(t.db, { themes: [theme('d000000000000000000000a3', 'abc')] })).rejects.toThrow(
      'themes[0].chat_room',
    );
    await expect(
      importContent(t.db, { themes: [theme('d000000000000000000000a4', 'veille.energie')] }),
    ).rejects.toThrow('themes[0].chat_room: veille.energie is the room of theme d000000000000000000000a1');
  });
});
