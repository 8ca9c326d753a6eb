import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { createPost, createUser } from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';

const t = useTestApp();
let reader: string;
let insider: string;
let colleague: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  reader = await signIn(t.app, (await createUser(t.db, { firstname: 'Louis' })).email);
  insider = await signIn(t.app, (await createUser(t.db, { has_confidential_access: true })).email);
  colleague = await createUser(t.db, { firstname: 'Jean-Marc' });
});

const comment = (postId: string, body: unknown[], cookie = reader) =>
  call(t.app, 'POST', '/post/comment', cookie, { post_comment: { post_id: postId, body } });

describe('comments', () => {
  it('adds a comment with a mention, lists oldest first, and counts it on the post', async () => {
    const post = await createPost(t.db);
    const first = await comment(post.id, [{ type: 'text', content: 'Premier avis' }]);
    expect(first.statusCode, first.body).toBe(200);
    const body = [
      { type: 'text', content: 'Voir' },
      { type: 'mention', content: 'Jean-Marc', user_id: colleague.id },
      { type: 'text', content: 'sur ce point' },
    ];
    const second = await comment(post.id, body);
    expect(second.json()).toMatchObject({ post_id: post.id, body, user: { firstname: 'Louis' } });
    const list = await call(t.app, 'GET', `/post/${post.id}/comments`, reader);
    expect(list.json().map((c: { id: string }) => c.id)).toEqual([first.json().id, second.json().id]);
    const detail = (await call(t.app, 'GET', `/post/${post.id}`, reader)).json();
    expect(detail.comments_count).toBe(2);
    expect(detail.comments[1].body).toEqual(body);
  });

  it('refuses an empty or whitespace-only body with 400, storing nothing', async () => {
    const post = await createPost(t.db);
    for (const body of [[], [{ type: 'text', content: '   ' }], [{ type: 'text', content: '' }]]) {
      const response = await comment(post.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^body\.post_comment\.body/);
    }
    expect((await call(t.app, 'GET', `/post/${post.id}/comments`, reader)).json()).toEqual([]);
  });

  it('refuses mentions of inactive users, unknown users, and on a confidential post of users without access', async () => {
    const open = await createPost(t.db);
    const secret = await createPost(t.db, { confidential: true });
    const inactive = await createUser(t.db, { is_active: false });
    const cleared = await createUser(t.db, { has_confidential_access: true });
    const mention = (user_id: string) => [{ type: 'mention', content: 'X', user_id }];
    expect((await comment(open.id, mention(inactive.id))).statusCode).toBe(400);
    expect((await comment(open.id, mention('0123456789abcdef01234567'))).statusCode).toBe(400);
    const refused = await comment(secret.id, mention(colleague.id), insider);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('cannot be mentioned');
    expect((await comment(secret.id, mention(cleared.id), insider)).statusCode).toBe(200);
  });

  it('hides comments of a post the viewer may not see, and refuses to comment on it', async () => {
    const secret = await createPost(t.db, { confidential: true });
    expect((await comment(secret.id, [{ type: 'text', content: 'Bonjour' }], insider)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/post/${secret.id}/comments`, reader)).statusCode).toBe(404);
    expect((await comment(secret.id, [{ type: 'text', content: 'Bonjour' }])).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/post/${secret.id}/comments`, insider)).json()).toHaveLength(1);
  });

  it('validates shapes and sessions', async () => {
    const post = await createPost(t.db);
    const cases = [
      { post_comment: { post_id: post.id, body: [{ type: 'html', content: '<b>' }] } },
      { post_comment: { post_id: post.id, body: [{ type: 'mention', content: 'X' }] } },
      { post_comment: { post_id: 'bad', body: [{ type: 'text', content: 'x' }] } },
      { post_comment: { post_id: post.id, body: [{ type: 'text', content: 'x'.repeat(6000) }] } },
      { post_id: post.id },
    ];
    for (const payload of cases) {
      const response = await call(t.app, 'POST', '/post/comment', reader, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toBe('validation_error');
    }
    expect((await call(t.app, 'GET', '/post/zz/comments', reader)).statusCode).toBe(400);
    expect((await call(t.app, 'GET', `/post/${post.id}/comments`)).statusCode).toBe(406);
    expect((await comment(post.id, [{ type: 'text', content: 'x' }], 'vigie_session=nope')).statusCode).toBe(
      406,
    );
  });
});
