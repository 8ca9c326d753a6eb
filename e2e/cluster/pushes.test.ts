import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addPushReaders } from '../../apps/server/test/helpers/push-readers.ts';
import { type PushService, startPushService } from '../../apps/server/test/helpers/push-service.ts';
import { type ApiSession, signIn } from '../support/api.ts';
import { useCluster } from '../support/cluster.ts';
import { EDITOR } from '../support/flows.ts';
import { devicesByCount, tally } from '../support/push-tally.ts';

const cluster = useCluster();
const READERS = 10_000;
/** The first readers follow one theme too: a post citing it goes to them alone. */
const FIRST_READERS = 2_000;
let service: PushService;
let editor: ApiSession;
let themes: { all: string; first: string };

beforeAll(async () => {
  service = await startPushService({ certificate: inject('pushCertificate'), keepBodies: false });
  const [all, first] = await cluster.db
    .selectFrom('themes')
    .select('id')
    .where('confidential', '=', false)
    .where('restricted', '=', false)
    .orderBy('id')
    .limit(2)
    .execute();
  themes = { all: all!.id, first: first!.id };
  const started = performance.now();
  const { ids } = await addPushReaders(cluster.db, service, READERS);
  await sql`
    INSERT INTO item_settings (user_id, item_type, item_id, focus_enabled, notification_enabled)
    SELECT id, 'theme', theme, true, true
      FROM unnest(${ids}::char(24)[]) WITH ORDINALITY AS r(id, n),
           unnest(ARRAY[${themes.all}, ${themes.first}]::char(24)[]) AS t(theme)
     WHERE theme = ${themes.all} OR n <= ${FIRST_READERS}`.execute(cluster.db);
  console.log(`${READERS} readers with a device each in ${(performance.now() - started).toFixed(0)} ms`);
  editor = await signIn(cluster.url, EDITOR);
});
afterAll(() => service?.close());

/** Publishes a post citing `theme` through the balancer, as an editor does. */
async function publish(title: string, theme: string): Promise<void> {
  const created = await editor.call(cluster.url, 'POST', '/admin/posts', {
    post: { title, type: 'news', themes: [theme], contacts: [], entities: [] },
  });
  expect(created.status).toBe(201);
}

const queued = async () =>
  Number(
    (
      await cluster.db
        .selectFrom('push_queue')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

/** Waits until every push of the post is sent and recorded; the pushes received since `from`. */
async function allSent(from: number, expected: number, limitMs: number) {
  const started = Date.now();
  while (service.received.length - from < expected || (await queued()) > 0) {
    if (Date.now() - started > limitMs)
      throw new Error(`${service.received.length - from} of ${expected} pushes after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // A push sent twice would come after the last of the others: give it the time to arrive.
  await new Promise((resolve) => setTimeout(resolve, 500));
  return service.received.slice(from);
}

describe('pushes from two servers', () => {
  it('sends each push of a post exactly once, with both drainers running', async () => {
    const from = service.received.length;
    await publish('Publié avec deux serveurs', themes.first);
    const byDevice = tally(await allSent(from, FIRST_READERS, 30_000));
    expect(byDevice.size).toBe(FIRST_READERS);
    expect(devicesByCount(byDevice)).toEqual({ 1: FIRST_READERS });
    const senders = new Set([...byDevice.values()].flat());
    expect(senders).toEqual(new Set(cluster.pushSubjects));
  });

  it('loses no push when A is killed in the middle of a 10,000-push fan-out, and none reaches a device twice', async () => {
    const from = service.received.length;
    const heldFrom = service.held.length;
    const killAt = from + READERS / 4;
    let killed: Promise<void> | undefined;
    service.onReceived(() => {
      if (!killed && service.received.length >= killAt) killed = cluster.servers[0].kill();
    });
    const started = performance.now();
    await publish('Publié pendant une panne', themes.all);
    const byDevice = tally(await allSent(from, READERS, 60_000));
    await killed;
    const held = tally(service.held.slice(heldFrom));
    const [a, b] = cluster.pushSubjects;
    const twice = [...byDevice.values()].filter((senders) => senders.length > 1);
    console.log(
      `10,000-push fan-out, A killed after ${killAt - from} pushes: all sent in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
        `devices by pushes sent to them ${JSON.stringify(devicesByCount(byDevice))}, by messages the push service holds ${JSON.stringify(devicesByCount(held))}`,
    );
    expect(byDevice.size).toBe(READERS);
    // A push is sent twice only when A had sent it and died before recording it: B sends it again, once,
    // under the same Topic (the queue's id), and the push service keeps one message (RFC 8030 §5.4).
    for (const senders of twice) expect(senders).toEqual([a, b]);
    expect(devicesByCount(held)).toEqual({ 1: READERS });
  });
});
