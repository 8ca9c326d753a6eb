import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { createPost, createUser } from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';

const t = useTestApp();
let me: Awaited<ReturnType<typeof createUser>>;
let cookie: string;
let postId: string;

beforeAll(async () => {
  me = await createUser(t.db);
  cookie = await signIn(t.app, me.email);
  postId = (await createPost(t.db)).id;
});

const comment = (content: string) =>
  call(t.app, 'POST', '/post/comment', cookie, {
    post_comment: { post_id: postId, body: [{ type: 'text', content }] },
  });

async function expectRefused(response: Awaited<ReturnType<typeof call>>, message: RegExp) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({
    error: 'validation_error',
    message: expect.stringMatching(message),
  });
}

describe('text in any request', () => {
  it('refuses NUL characters with 400 naming the field, in bodies, queries and params', async () => {
    await expectRefused(await comment('a\u0000b'), /^body\.post_comment\.body\.0\.content: .*NUL/);
    await expectRefused(
      await call(t.app, 'PUT', `/user/${me.id}`, cookie, { user: { biography: '\u0000' } }),
      /^body\.user\.biography: /,
    );
    await expectRefused(
      await call(t.app, 'GET', '/poi_contact?search=%00', cookie),
      /^querystring\.search: .*NUL/,
    );
    await expectRefused(await call(t.app, 'GET', '/app_config/a%00b'), /^params\.\*: .*NUL/);
  });

  it('refuses lone surrogates with 400 naming the field', async () => {
    await expectRefused(await comment('\ud800'), /^body\.post_comment\.body\.0\.content: .*surrogate/);
    await expectRefused(await comment('x\udfffy'), /^body\.post_comment\.body\.0\.content: /);
    await expectRefused(
      await call(t.app, 'PUT', `/user/${me.id}`, cookie, { user: { firstname: 'A\ud83d' } }),
      /^body\.user\.firstname: /,
    );
  });

  it('refuses them in keys as well, naming the object that holds the key', async () => {
    const body = [{ type: 'text', content: 'ok' }];
    await expectRefused(
      await call(t.app, 'POST', '/post/comment', cookie, {
        post_comment: { post_id: postId, body, 'extra\u0000': 1 },
      }),
      /^body\.post_comment: .*key/,
    );
  });

  it('accepts well-formed text: accents, emoji and other planes', async () => {
    const response = await comment('Élysée 🇫🇷 — 𝔘𝔫𝔦𝔠𝔬𝔡𝔢');
    expect(response.statusCode, response.body).toBe(200);
  });

  it('walks deeply nested bodies without overflowing', async () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/post/comment',
      headers: { 'content-type': 'application/json', cookie },
      payload: `{"post_comment":${deep}}`,
    });
    expect(response.statusCode, response.body).toBe(400);
  });
});
