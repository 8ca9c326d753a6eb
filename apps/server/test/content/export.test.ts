import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { exportContent } from '../../src/content/export.ts';
import { importContent } from '../../src/content/import.ts';
import type { Db } from '../../src/db/connect.ts';
import { DEMO_PASSWORD } from '../../src/demo/corpus/users.ts';
import { importDemo } from '../../src/demo/seed.ts';
import { issueResetLink } from '../../src/modules/accounts/reset-links.ts';
import { createTestDatabase } from '../helpers/app.ts';
import { call, signIn } from '../helpers/http.ts';

interface Side {
  db: Db;
  app: FastifyInstance;
  drop(): Promise<void>;
}
const sides: Side[] = [];
let original: Side;
let copy: Side;
let exported: unknown;

async function side(): Promise<Side> {
  const database = await createTestDatabase();
  const app = await buildApp({ db: database.db, config: loadConfig({ WEB_DIST_DIR: '' }) });
  const made = { db: database.db, app, drop: database.drop };
  sides.push(made);
  return made;
}

beforeAll(async () => {
  original = await side();
  copy = await side();
  await importDemo(original.db);
  // Through JSON text, as the file carries it.
  exported = JSON.parse(JSON.stringify(await exportContent(original.db)));
  await importContent(copy.db, exported);
}, 60_000);

afterAll(async () => {
  for (const { app, drop } of sides) {
    await app.close();
    await drop();
  }
});

/** Signs in on the copy the way an admin's set-password link lets a user in. */
async function signInOnCopy(email: string): Promise<string> {
  const user = await copy.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const link = await copy.db.transaction().execute((trx) => issueResetLink(trx, user.id, 'http://localhost'));
  const token = link.url.split('/').at(-1);
  const set = await call(copy.app, 'POST', '/accounts/set_password', undefined, {
    token,
    password: DEMO_PASSWORD,
  });
  expect(set.statusCode, set.body).toBe(204);
  return signIn(copy.app, email, DEMO_PASSWORD);
}

/** Every page of a feed, following its cursors. */
async function walk(app: FastifyInstance, cookie: string, path: string): Promise<unknown[]> {
  const pages: unknown[] = [];
  let cursor: string | false = '';
  while (cursor !== false) {
    const separator = path.includes('?') ? '&' : '?';
    const response = await call(
      app,
      'GET',
      `${path}${cursor ? `${separator}cursor=${encodeURIComponent(cursor)}` : ''}`,
      cookie,
    );
    expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
    const page = response.json() as { data: unknown[]; cursor: string | false };
    pages.push(page);
    cursor = page.cursor;
  }
  return pages;
}

/** The answers of every read route a reader has, each item's page included. */
async function readEverything(app: FastifyInstance, cookie: string): Promise<Record<string, unknown>> {
  const get = async (path: string) => {
    const response = await call(app, 'GET', path, cookie);
    expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
    return response.json() as unknown;
  };
  const answers: Record<string, unknown> = {};
  const feed = await walk(app, cookie, '/post/feed/normal?limit=50');
  answers.feed = feed;
  const postIds = feed.flatMap((page) => (page as { data: { id: string }[] }).data.map((post) => post.id));
  expect(postIds.length).toBeGreaterThan(20);
  for (const id of postIds) {
    answers[`/post/${id}`] = await get(`/post/${id}`);
    answers[`/post/${id}/comments`] = await get(`/post/${id}/comments`);
  }
  for (const query of ['nucléaire', 'Élysée', 'budget'])
    answers[`search ${query}`] = await walk(app, cookie, `/post/search?query=${encodeURIComponent(query)}`);
  answers.focus = await walk(app, cookie, '/post/feed/focus');
  for (const [list, item] of [
    ['/poi_contact', '/poi_contact'],
    ['/poi_entity', '/poi_entity'],
  ] as const) {
    const all = (await get(list)) as { id: string }[] | { data: { id: string }[] };
    answers[list] = all;
    for (const { id } of Array.isArray(all) ? all : all.data)
      answers[`${item}/${id}`] = await get(`${item}/${id}`);
  }
  const tree = await get('/poi_theme/tree');
  answers.tree = tree;
  const themeIds = [...JSON.stringify(tree).matchAll(/"id":"([0-9a-f]{24})"/g)].map((match) => match[1]);
  expect(themeIds.length).toBeGreaterThan(5);
  for (const id of themeIds) answers[`/poi_theme/${id}`] = await get(`/poi_theme/${id}`);
  for (const days of [1, 7, 30]) answers[`trends ${days}`] = await get(`/trending/all?days=${days}`);
  const users = (await get('/user')) as { id: string }[] | { data: { id: string }[] };
  answers.users = users;
  for (const { id } of Array.isArray(users) ? users : users.data)
    answers[`/user/${id}`] = await get(`/user/${id}`);
  answers.author = await walk(
    app,
    cookie,
    `/post/feed/author?author=${(feed[0] as { data: { author: { id: string } }[] }).data[0]!.author.id}`,
  );
  return answers;
}

describe('vigie export', () => {
  it('leaves passwords out: an imported user signs in only once given a set-password link', async () => {
    const users = (exported as { users: Record<string, unknown>[] }).users;
    expect(users.length).toBe(4);
    for (const user of users) expect(Object.keys(user)).not.toContain('password');
    const refused = await call(copy.app, 'POST', '/accounts/log_in', undefined, {
      email: 'admin@vigie.example',
      password: DEMO_PASSWORD,
    });
    expect(refused.statusCode).toBe(401);
  });

  it('exports what an import into an empty database answers exactly as the original, for each reader', async () => {
    for (const email of ['lecteur@vigie.example', 'analyste@vigie.example']) {
      const before = await readEverything(original.app, await signIn(original.app, email, DEMO_PASSWORD));
      const after = await readEverything(copy.app, await signInOnCopy(email));
      expect(Object.keys(after)).toEqual(Object.keys(before));
      for (const key of Object.keys(before)) expect(after[key], `${email} ${key}`).toEqual(before[key]);
    }
  }, 50_000);

  it('exports the copy as the original: the format loses nothing it holds', async () => {
    expect(JSON.parse(JSON.stringify(await exportContent(copy.db)))).toEqual(exported);
  });
});
