import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { createPost, createUser } from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';

const t = useTestApp();
let reader: string;
let other: string;

beforeAll(async () => {
  reader = await signIn(t.app, (await createUser(t.db)).email);
  other = await signIn(t.app, (await createUser(t.db)).email);
});

const comment = (postId: string, clientId: string | undefined, cookie = reader) =>
  call(t.app, 'POST', '/post/comment', cookie, {
    post_comment: {
      post_id: postId,
      body: [{ type: 'text', content: 'Écrit hors ligne' }],
      client_id: clientId,
    },
  });

const commentIds = async (postId: string) =>
  (await call(t.app, 'GET', `/post/${postId}/comments`, reader)).json().map((c: { id: string }) => c.id);

// docs/product.md §4.5: a comment written offline may be sent twice (the page and the service worker, or a
// send whose answer was lost); its client id makes the second one harmless.
describe('comments replayed with a client id', () => {
  it('stores a replayed comment once and answers the stored one, even when the replays race', async () => {
    const post = await createPost(t.db);
    const clientId = randomUUID();
    const first = await comment(post.id, clientId);
    expect(first.statusCode, first.body).toBe(200);
    const again = await comment(post.id, clientId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const racing = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => comment(post.id, racing)));
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(await commentIds(post.id)).toEqual([first.json().id, answers[0]?.json().id]);
  });

  it('keeps comments without a client id apart, and one author cannot claim another author’s id', async () => {
    const post = await createPost(t.db);
    await comment(post.id, undefined);
    await comment(post.id, undefined);
    const shared = randomUUID();
    const mine = await comment(post.id, shared);
    const theirs = await comment(post.id, shared, other);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(await commentIds(post.id)).toHaveLength(4);
  });

  it('refuses a client id that is not a UUID', async () => {
    const post = await createPost(t.db);
    expect((await comment(post.id, 'not-a-uuid')).statusCode).toBe(400);
  });
});
