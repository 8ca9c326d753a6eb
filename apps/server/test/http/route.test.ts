import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createTestDatabase } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';

const logged: { level: number; msg: string }[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    logged.push(JSON.parse(chunk.toString()));
    done();
  },
});
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    db: database.db,
    config: loadConfig({ WEB_DIST_DIR: '' }),
    logger: { level: 'warn', stream },
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('route()', () => {
  it('sends a file answer once, with nothing logged at warn or above', async () => {
    await database.db
      .insertInto('app_files')
      .values({
        key: 'cgu/fr',
        filename: 'cgu.pdf',
        content_type: 'application/pdf',
        data: Buffer.from('%PDF-1.4'),
      })
      .execute();
    const user = await createUser(database.db);
    const cookie = await signIn(app, user.email);
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const { img } = (await call(app, 'PUT', `/user/${user.id}`, cookie, { user: { img: png } })).json();
    const pdf = await call(app, 'GET', '/app_config/file/cgu/fr');
    const image = await app.inject({ url: img, headers: { cookie } });
    expect([pdf.statusCode, image.statusCode]).toEqual([200, 200]);
    expect(logged).toEqual([]);
  });

  it('answers a path that does not decode, or an over-long parameter, as {error, message} naming params', async () => {
    const paths = [
      ['/post/%', 400],
      ['/post/%ED%A0%80/comments', 400],
      ['/app_config/%zz', 400],
      [`/post/${'a'.repeat(101)}`, 414],
    ] as const;
    for (const [path, status] of paths) {
      const response = await call(app, 'GET', path);
      expect(response.statusCode, path).toBe(status);
      expect(response.json()).toEqual({
        error: expect.any(String),
        message: expect.stringMatching(/^params: /),
      });
    }
  });

  it('logs a 5xx cause but answers without it', async () => {
    await database.db.schema.dropTable('bookmarks').execute();
    const user = await createUser(database.db);
    const response = await call(app, 'GET', '/bookmark', await signIn(app, user.email));
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'internal_error',
      message: 'An error occured',
      request_id: response.headers['x-request-id'],
    });
    expect(response.body).not.toContain('bookmarks');
    expect(logged.some((entry) => entry.level >= 50)).toBe(true);
  });
});
