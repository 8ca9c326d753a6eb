import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Answer, signIn } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { useCluster } from '../support/cluster.ts';
import { ANALYST, EDITOR, READER, signInWithPin, tabBar } from '../support/flows.ts';

const cluster = useCluster();
const b = useBrowser();
const serverA = () => cluster.servers[0].url;
const serverB = () => cluster.servers[1].url;

interface Card {
  id: string;
  title: string;
  confidential: boolean;
  themes: { id: string }[];
}
interface PostPage extends Card {
  comments: { body: { content: string }[] }[];
}

/** Asks until `accept` holds, for at most a second (the servers' promise); how long it took. */
async function withinASecond<T>(ask: () => Promise<Answer<T>>, accept: (answer: Answer<T>) => boolean) {
  const started = performance.now();
  for (;;) {
    const answer = await ask();
    const ms = performance.now() - started;
    if (accept(answer)) return ms;
    if (ms > 1_000) throw new Error(`still ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('two servers on one database', () => {
  it('reads through B, within a second, a comment written through A', async () => {
    const reader = await signIn(cluster.url, READER);
    const feed = await reader.call<{ data: Card[] }>(serverB(), 'GET', '/post/feed/normal');
    const post = feed.body.data[0]!;
    // B has the post's page in its cache before the comment is written.
    await reader.call(serverB(), 'GET', `/post/${post.id}`);
    const text = `Vu sur le serveur A à ${Date.now()}`;
    const written = await reader.call(serverA(), 'POST', '/post/comment', {
      post_comment: { post_id: post.id, body: [{ type: 'text', content: text }] },
    });
    expect(written.status).toBe(200);
    const ms = await withinASecond(
      () => reader.call<PostPage>(serverB(), 'GET', `/post/${post.id}`),
      ({ body }) => body.comments.some((comment) => comment.body[0]?.content === text),
    );
    console.log(`comment written through A read through B after ${ms.toFixed(0)} ms`);
  });

  it("honours on B's cached answers a retraction made through A", async () => {
    const editor = await signIn(cluster.url, EDITOR);
    const reader = await signIn(cluster.url, READER);
    const feed = await reader.call<{ data: Card[] }>(serverB(), 'GET', '/post/feed/normal');
    const post = feed.body.data.find((card) => !card.confidential)!;
    expect((await reader.call(serverB(), 'GET', `/post/${post.id}`)).status).toBe(200);

    expect((await editor.call(serverA(), 'POST', `/admin/posts/${post.id}/retract`)).status).toBe(200);
    await withinASecond(
      () => reader.call(serverB(), 'GET', `/post/${post.id}`),
      ({ status }) => status === 404,
    );
    const after = await reader.call<{ data: Card[] }>(serverB(), 'GET', '/post/feed/normal');
    expect(after.body.data.map((card) => card.id)).not.toContain(post.id);
  });

  it("honours on B a focus change made through A: B's focus feed follows it at once", async () => {
    const analyst = await signIn(cluster.url, ANALYST);
    const feed = await analyst.call<{ data: Card[] }>(serverB(), 'GET', '/post/feed/normal');
    const theme = feed.body.data.flatMap((card) => card.themes)[0]!;
    const focusFeed = () => analyst.call<{ data: Card[] }>(serverB(), 'GET', '/post/feed/focus');
    const followsTheme = (answer: Answer<{ data: Card[] }>) =>
      answer.body.data.some((card) => card.themes.some((cited) => cited.id === theme.id));

    const follow = (flag: 'set' | 'unset') =>
      analyst.call(serverA(), 'POST', `/focus_theme/${theme.id}/${flag}`);
    expect((await follow('set')).status).toBeLessThan(300);
    await withinASecond(focusFeed, followsTheme);
    expect((await follow('unset')).status).toBeLessThan(300);
    const themes = await analyst.call<{ id: string }[]>(serverB(), 'GET', '/focus_theme');
    expect(JSON.stringify(themes.body)).not.toContain(theme.id);
  });

  it('refuses on B a session revoked on A', async () => {
    const analyst = await signIn(cluster.url, ANALYST);
    const admin = await signIn(cluster.url, 'admin@vigie.example');
    const me = await analyst.call<{ id: string }>(serverB(), 'GET', '/user/me');
    expect(me.status).toBe(200);

    const revoked = await admin.call<{ sessions_revoked: number }>(
      serverA(),
      'POST',
      `/admin/users/${me.body.id}/sign_out`,
    );
    expect(revoked.body.sessions_revoked).toBeGreaterThanOrEqual(1);
    const ms = await withinASecond(
      () => analyst.call<{ error?: string }>(serverB(), 'GET', '/user/me'),
      ({ body }) => body.error === 'session_rejected',
    );
    console.log(`session revoked on A refused on B after ${ms.toFixed(0)} ms`);
  });

  it('lets a reader on A and a reader on B chat through the one chat server', async () => {
    const onA = await b.newPage({ baseURL: serverA() });
    const onB = await b.newPage({ baseURL: serverB() });
    await signInWithPin(onA, READER);
    await signInWithPin(onB, ANALYST);
    const say = async (page: Page, to: string, text: string) => {
      await tabBar(page).getByRole('link', { name: 'Messages' }).click();
      await page.getByTitle(new RegExp(`^Cliquez pour discuter avec ${to}`)).click({ timeout: 30_000 });
      const box = page.getByPlaceholder('Message').last();
      await box.fill(text);
      await box.press('Enter');
    };
    await say(onA, 'Inès Carpentier', 'Bonjour depuis le serveur A');
    await tabBar(onB).getByRole('link', { name: 'Messages' }).click();
    await onB.getByText('Bonjour depuis le serveur A').last().waitFor({ timeout: 30_000 });
    const box = onB.getByPlaceholder('Message').last();
    await box.fill('Bien reçu sur le serveur B');
    await box.press('Enter');
    await onA.getByText('Bien reçu sur le serveur B').last().waitFor({ timeout: 30_000 });
  }, 90_000);
});
