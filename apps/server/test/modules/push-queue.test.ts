import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connect } from '../../src/db/connect.ts';
import { enqueuePostPushes } from '../../src/modules/push/fan-out.ts';
import { type DrainerOptions, startPushDrainer } from '../../src/modules/push/queue.ts';
import { claimDue, drainerConnectionName, recordOutcomes } from '../../src/modules/push/queue-repository.ts';
import { useTestApp } from '../helpers/app.ts';
import { drain, queued, quietLog, senderFor, unsettled } from '../helpers/drain.ts';
import { createContact, createDevice, createPost, createUser, setItem } from '../helpers/factories.ts';
import { type Browser, newBrowser, startPushService } from '../helpers/push-service.ts';

const service = await startPushService();
const t = useTestApp();
afterAll(() => service.close());

const browsers: Browser[] = Array.from({ length: 10 }, (_, n) => newBrowser(service, `device-${n}`));
const devices: { id: string }[] = [];

beforeAll(async () => {
  const user = await createUser(t.db);
  for (const browser of browsers) devices.push(await createDevice(t.db, user.id, browser.subscription));
});
beforeEach(() => {
  service.forget();
});

/** Queues `count` pushes spread over the ten devices, each with its own tag. */
async function enqueue(count: number): Promise<void> {
  await t.db
    .insertInto('push_queue')
    .values(
      Array.from({ length: count }, (_, n) => ({
        subscription_id: devices[n % devices.length]?.id ?? '',
        payload: JSON.stringify({ title: 'Test', body: `${n}`, url: '/app', tag: `push-${n}` }),
      })),
    )
    .execute();
}
const receivedTags = () =>
  browsers.flatMap((browser) => browser.payloads().map((p) => (p as { tag: string }).tag));
const queueLength = async () => (await queued(t.db)).length;

/**
 * 20 pushes claimed for `leaseMs` by another drainer, still connected (its listening connection, by which
 * others know it is alive), and a drainer here that has sent none of them after 200 ms.
 */
async function claimedElsewhere(leaseMs: number, options: Partial<DrainerOptions> = {}) {
  await enqueue(20);
  const token = randomUUID();
  const presence = new pg.Client({ connectionString: t.url, application_name: drainerConnectionName(token) });
  await presence.connect();
  expect(await claimDue(t.db, token, 20, leaseMs)).toHaveLength(20);
  const sender = await senderFor(t.db, service);
  const drainer = startPushDrainer({ db: t.db, sender, log: quietLog, pollMs: 20, ...options });
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(service.received).toHaveLength(0);
  return {
    presence,
    /** Waits for the queue to empty, and checks that each push went out once. */
    async allSentOnce() {
      await expect.poll(queueLength, { timeout: 5_000, interval: 20 }).toBe(0);
      await drainer.stop();
      expect(new Set(receivedTags()).size).toBe(20);
      expect(service.received).toHaveLength(20);
    },
  };
}

describe('claiming pushes', () => {
  it('claims at most its limit, on a connection that planned the claim while the queue was empty', async () => {
    // As a server finds it after a quiet night: statistics of an empty queue, a plan made for them, here
    // one that reads the queue first and joins the rows to claim to each of its rows.
    await sql`ANALYZE push_queue`.execute(t.db);
    const db = connect(t.url, 1);
    try {
      for (const setting of ['enable_hashjoin', 'enable_mergejoin', 'enable_material'])
        await sql`SELECT set_config(${setting}, 'off', false)`.execute(db);
      const token = randomUUID();
      expect(await claimDue(db, token, 10, 60_000)).toEqual([]);
      await enqueue(100);
      expect(await claimDue(db, token, 10, 60_000)).toHaveLength(10);
    } finally {
      await db.destroy();
      await t.db.deleteFrom('push_queue').execute();
    }
  });
});

describe('the push drainer', () => {
  it('loses and repeats nothing when stopped in the middle of a batch and started again', async () => {
    await enqueue(1000);
    // Encrypting on a worker thread, as the server does.
    const sender = await senderFor(t.db, service, 1);
    const first = startPushDrainer({ db: t.db, sender, log: quietLog, pollMs: 20 });
    await expect
      .poll(() => service.received.length, { timeout: 10_000, interval: 5 })
      .toBeGreaterThanOrEqual(300);
    await first.stop();
    // Every push sent so far is recorded: none is both received and still queued.
    const sentBeforeRestart = service.received.length;
    expect(sentBeforeRestart).toBeLessThan(1000);
    expect(sentBeforeRestart + (await queueLength())).toBe(1000);
    expect(await unsettled(t.db)).toBe(1000 - sentBeforeRestart);

    const second = startPushDrainer({ db: t.db, sender, log: quietLog, pollMs: 20 });
    await expect.poll(queueLength, { timeout: 10_000, interval: 20 }).toBe(0);
    await second.stop();
    await sender.close();
    const tags = receivedTags();
    expect(tags).toHaveLength(1000);
    expect(new Set(tags).size).toBe(1000);
  });

  it('shares the queue between two drainers without sending a push twice', async () => {
    await enqueue(1000);
    const sender = await senderFor(t.db, service);
    const drainers = [1, 2].map(() =>
      startPushDrainer({ db: t.db, sender, log: quietLog, pollMs: 20, concurrency: 20 }),
    );
    await expect.poll(queueLength, { timeout: 10_000, interval: 20 }).toBe(0);
    await Promise.all(drainers.map((drainer) => drainer.stop()));
    expect(service.received).toHaveLength(1000);
    expect(new Set(receivedTags()).size).toBe(1000);
  });

  it('sends again what a stalled drainer claimed, once its lease is over, though it is still connected', async () => {
    const claimed = await claimedElsewhere(400);
    await claimed.allSentOnce();
    await claimed.presence.end();
  });

  it('takes over at once what a drainer whose connection is gone claimed, never what a live one holds', async () => {
    const claimed = await claimedElsewhere(60_000, { abandonedAfterMs: 100 });
    // The server holding them is killed: its connection ends, and its pushes go out well within their lease.
    await claimed.presence.end();
    await claimed.allSentOnce();
  });

  it('names each push by its queue id: one sent again after its sender died reaches the push service as a replacement', async () => {
    await enqueue(20);
    const token = randomUUID();
    const presence = new pg.Client({
      connectionString: t.url,
      application_name: drainerConnectionName(token),
    });
    await presence.connect();
    const claimed = await claimDue(t.db, token, 20, 60_000);
    // What a server does before it dies: sends its pushes, and records none.
    const sender = await senderFor(t.db, service);
    for (const push of claimed) {
      const { endpoint, p256dh, auth } = push;
      const device = { endpoint: endpoint!, p256dh: p256dh!, auth: auth! };
      expect((await sender.send(device, JSON.stringify(push.payload), String(push.id))).status).toBe('sent');
    }
    await presence.end();
    const drainer = startPushDrainer({ db: t.db, sender, log: quietLog, pollMs: 20, abandonedAfterMs: 100 });
    await expect.poll(queueLength, { timeout: 5_000, interval: 20 }).toBe(0);
    await drainer.stop();
    expect(service.received).toHaveLength(40);
    expect(service.received.map((push) => push.headers.topic).sort()).toEqual(
      [...claimed, ...claimed].map((push) => String(push.id)).sort(),
    );
    expect(service.held).toHaveLength(20);
    expect(new Set(service.held.map((push) => `${push.name} ${push.headers.topic}`)).size).toBe(20);
  });

  it('ignores what a drainer records for rows claimed since by another', async () => {
    await enqueue(3);
    const late = randomUUID();
    const rows = await claimDue(t.db, late, 3, 0);
    await claimDue(t.db, randomUUID(), 3, 60_000);
    await recordOutcomes(t.db, late, { done: rows.map((row) => row.id), retry: [], gone: [] });
    expect(await queueLength()).toBe(3);
    await t.db.deleteFrom('push_queue').execute();
  });

  it('wakes on NOTIFY when another process queues pushes, without waiting for the poll', async () => {
    const reader = await createUser(t.db);
    const contact = await createContact(t.db);
    await setItem(t.db, reader.id, 'contact', contact.id, { notification_enabled: true });
    const browser = newBrowser(service, 'listening');
    await createDevice(t.db, reader.id, browser.subscription);
    const sender = await senderFor(t.db, service);
    const drainer = startPushDrainer({ db: t.db, sender, log: quietLog, pollMs: 60_000, listenUrl: t.url });
    // The first claim runs at start; the next would wait a minute without the notification.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const post = await createPost(t.db, { contacts: [contact.id] });
    const started = Date.now();
    await t.db.transaction().execute((trx) => enqueuePostPushes(trx, [post.id]));
    await expect.poll(() => browser.payloads().length, { timeout: 2_000, interval: 10 }).toBe(1);
    expect(Date.now() - started).toBeLessThan(1_000);
    await drainer.stop();
  });

  it('drops, unsent, pushes of a user deactivated or a device signed out since they were queued', async () => {
    const deactivated = await createUser(t.db);
    const signedOut = await createUser(t.db);
    const first = newBrowser(service, 'deactivated');
    const second = newBrowser(service, 'signed-out');
    for (const [user, browser] of [
      [deactivated, first],
      [signedOut, second],
    ] as const) {
      const device = await createDevice(t.db, user.id, browser.subscription);
      await t.db
        .insertInto('push_queue')
        .values({ subscription_id: device.id, payload: '{"tag":"late"}' })
        .execute();
    }
    await t.db.updateTable('users').set({ is_active: false }).where('id', '=', deactivated.id).execute();
    // Deleting the session deletes its device; the queued push stays behind, for the drainer to drop.
    await t.db.deleteFrom('sessions').where('user_id', '=', signedOut.id).execute();
    expect(await queueLength()).toBe(2);
    await drain(t.db, service);
    expect(service.received).toEqual([]);
    expect(await queueLength()).toBe(0);
  });
});
