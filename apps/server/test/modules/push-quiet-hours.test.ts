import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { enqueuePostPushes } from '../../src/modules/push/fan-out.ts';
import { setSchedule } from '../../src/modules/push/preferences.ts';
import { releaseHeldPushes, sendDueDigests } from '../../src/modules/push/quiet-hours.ts';
import { useTestApp } from '../helpers/app.ts';
import { drain, queued } from '../helpers/drain.ts';
import { createContact, createDevice, createPost, createUser, setItem } from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';
import { type Browser, newBrowser, startPushService } from '../helpers/push-service.ts';

const service = await startPushService();
const t = useTestApp();
afterAll(() => service.close());

/** 2026-11-25 (winter: Paris is UTC+1) at a Paris wall-clock time. */
const paris = (time: string, day = 25) => new Date(`2026-11-${day}T${time}:00+01:00`);
const QUIET = { time_zone: 'Europe/Paris', quiet_hours: { start: '20:00', end: '07:30' }, digest_at: null };

let contact: { id: string };
let reader: { id: string; email: string };
let cookie: string;
let fr: Browser;
let en: Browser;

beforeAll(async () => {
  contact = await createContact(t.db);
  reader = await createUser(t.db);
  cookie = await signIn(t.app, reader.email);
  await setItem(t.db, reader.id, 'contact', contact.id, { focus_enabled: true, notification_enabled: true });
  fr = newBrowser(service, 'reader-fr');
  en = newBrowser(service, 'reader-en');
  await createDevice(t.db, reader.id, fr.subscription);
  const device = await createDevice(t.db, reader.id, en.subscription);
  await t.db.updateTable('push_subscriptions').set({ lang: 'en' }).where('id', '=', device.id).execute();
});

const heldCount = async () => (await t.db.selectFrom('held_pushes').selectAll().execute()).length;

describe('PUT /notification/schedule', () => {
  it('keeps quiet hours and the digest in the reader’s zone, refusing what cannot be read', async () => {
    expect((await call(t.app, 'GET', '/notification/schedule', cookie)).json()).toEqual({
      time_zone: 'UTC',
      quiet_hours: null,
      digest_at: null,
    });
    const saved = await call(t.app, 'PUT', '/notification/schedule', cookie, {
      ...QUIET,
      digest_at: '18:05',
    });
    expect(saved.json()).toEqual({ ...QUIET, digest_at: '18:05' });
    expect((await call(t.app, 'GET', '/notification/schedule', cookie)).json()).toEqual(saved.json());
    for (const wrong of [
      { ...QUIET, time_zone: 'Mars/Olympus' },
      { ...QUIET, time_zone: '+01:00' },
      { ...QUIET, quiet_hours: { start: '07:30', end: '07:30' } },
      { ...QUIET, digest_at: '24:00' },
    ])
      expect((await call(t.app, 'PUT', '/notification/schedule', cookie, wrong)).statusCode).toBe(400);
  });
});

describe('quiet hours', () => {
  it('hold the pushes, then send one summary when they end, without a retracted post, across a restart', async () => {
    await setSchedule(t.db, { ...reader, has_confidential_access: false, role: 'reader' }, QUIET);
    const posts = [
      await createPost(t.db, { title: 'Un', contacts: [contact.id] }),
      await createPost(t.db, { title: 'Deux', contacts: [contact.id] }),
      await createPost(t.db, { title: 'Retirée', contacts: [contact.id] }),
    ];
    await enqueuePostPushes(
      t.db,
      posts.map((post) => post.id),
      paris('22:00'),
    );
    expect(await queued(t.db)).toEqual([]);
    expect(await heldCount()).toBe(3);
    // Retracted meanwhile.
    await t.db
      .updateTable('posts')
      .set({ is_published: false })
      .where('id', '=', posts[2]?.id ?? '')
      .execute();
    expect(await releaseHeldPushes(t.db, paris('07:29', 26))).toBe(0);
    expect(await heldCount()).toBe(3);

    // The server restarts: the held pushes are in the database, and the new app's job sends them once.
    await t.app.close();
    t.app = await buildApp({ db: t.db, config: t.config });
    const runs = await Promise.all([
      releaseHeldPushes(t.db, paris('07:31', 26)),
      releaseHeldPushes(t.db, paris('07:31', 26)),
    ]);
    expect(runs.sort()).toEqual([0, 2]);
    expect(await releaseHeldPushes(t.db, paris('08:00', 26))).toBe(0);
    expect(await heldCount()).toBe(0);
    await drain(t.db, service);
    expect(fr.payloads()).toEqual([
      { title: 'Vigie', body: '2 nouvelles publications sur vos focus', url: '/app', tag: 'quiet-hours' },
    ]);
    expect(en.payloads()).toEqual([
      { title: 'Vigie', body: '2 new posts on your focus', url: '/app', tag: 'quiet-hours' },
    ]);
  });

  it('let pushes through outside them, and say one post in the singular', async () => {
    const before = fr.payloads().length;
    const outside = await createPost(t.db, { title: 'En journée', contacts: [contact.id] });
    expect(await enqueuePostPushes(t.db, [outside.id], paris('12:00'))).toBe(2);
    const night = await createPost(t.db, { title: 'La nuit', contacts: [contact.id] });
    expect(await enqueuePostPushes(t.db, [night.id], paris('06:00'))).toBe(0);
    expect(await releaseHeldPushes(t.db, paris('07:30'))).toBe(2);
    await drain(t.db, service);
    expect(fr.payloads().slice(before)).toEqual([
      expect.objectContaining({ title: 'News', body: 'En journée' }),
      expect.objectContaining({ body: '1 nouvelle publication sur vos focus' }),
    ]);
    expect(en.payloads().at(-1)).toMatchObject({ body: '1 new post on your focus' });
  });
  it('write the count as each device’s language writes numbers', async () => {
    const before = { fr: fr.payloads().length, en: en.payloads().length };
    const { rows } = await sql<{ id: string }>`
      INSERT INTO posts (id, title, type, publish_date)
      SELECT substr(md5(random()::text), 1, 24), 'Note', 'news', now() FROM generate_series(1, 1234)
      RETURNING id`.execute(t.db);
    await t.db
      .insertInto('held_pushes')
      .values(rows.map((post) => ({ user_id: reader.id, post_id: post.id })))
      .execute();
    expect(await releaseHeldPushes(t.db, paris('07:30'))).toBe(2);
    await drain(t.db, service);
    expect(fr.payloads().slice(before.fr)).toEqual([
      expect.objectContaining({ body: '1\u202f234 nouvelles publications sur vos focus' }),
    ]);
    expect(en.payloads().slice(before.en)).toEqual([
      expect.objectContaining({ body: '1,234 new posts on your focus' }),
    ]);
  });
});

describe('daily digest', () => {
  it('goes out once a local day at its time, opening the Digest screen', async () => {
    const viewer = { ...reader, has_confidential_access: false, role: 'reader' as const };
    // Chosen at 19:00 for 18:00: the first one comes tomorrow.
    await setSchedule(t.db, viewer, { ...QUIET, quiet_hours: null, digest_at: '18:00' }, paris('19:00'));
    expect(await sendDueDigests(t.db, paris('19:05'))).toBe(0);
    expect(await sendDueDigests(t.db, paris('17:59', 26))).toBe(0);
    const runs = await Promise.all([
      sendDueDigests(t.db, paris('18:00', 26)),
      sendDueDigests(t.db, paris('18:00', 26)),
    ]);
    expect(runs.sort()).toEqual([0, 2]);
    expect(await sendDueDigests(t.db, paris('23:59', 26))).toBe(0);
    expect(await sendDueDigests(t.db, paris('18:01', 27))).toBe(2);
    const before = fr.payloads().length;
    await drain(t.db, service);
    expect(fr.payloads().slice(before)).toEqual([
      {
        title: 'Votre résumé du jour',
        body: 'Les publications du jour sur vos focus',
        url: '/app/digest',
        tag: 'digest-2026-11-26',
      },
      expect.objectContaining({ tag: 'digest-2026-11-27' }),
    ]);
    expect(en.payloads().at(-1)).toMatchObject({ title: 'Your daily digest' });
  });
});
