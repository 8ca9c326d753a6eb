import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect } from '../../src/db/connect.ts';
import {
  refreshStaleTrendWindows,
  refreshTrendCounts,
  refreshTrendWindows,
} from '../../src/modules/trends/refresh.ts';
import { scheduleTrendRefresh } from '../../src/modules/trends/schedule.ts';
import { useTestApp } from '../helpers/app.ts';
import { createContact, createEntity, createPost, createTheme, createUser } from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';

const t = useTestApp();
const DAY = 86_400_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

let reader: string;
let insider: string;

beforeAll(async () => {
  reader = await signIn(t.app, (await createUser(t.db)).email);
  insider = await signIn(t.app, (await createUser(t.db, { has_confidential_access: true })).email);
});

interface TrendItem {
  id: string;
  total_counts: number;
}
/** The counts of one memo. */
const ONE_MEMO = { total_counts: 1, counts: { memo: 1, news: 0, synthese: 0 } };
const find = (items: TrendItem[], id: string) => items.find((item) => item.id === id);

describe('GET /trending/all', () => {
  it('ranks items by posts over the period, then by name, with counts per type', async () => {
    const today = await createContact(t.db, { firstname: 'Zoé', lastname: 'Zèbre' });
    const week = await createContact(t.db, { firstname: 'Anne', lastname: 'Écart' });
    const tied = await createContact(t.db, { firstname: 'Marc', lastname: 'Durand' });
    const entity = await createEntity(t.db, { name: 'Assemblée' });
    const theme = await createTheme(t.db, { item: 'Santé' });
    await createPost(t.db, {
      contacts: [today.id, tied.id],
      entities: [entity.id],
      themes: [theme.id],
      type: 'memo',
    });
    await createPost(t.db, { contacts: [today.id], type: 'synthese', publish_date: daysAgo(0.5) });
    await createPost(t.db, { contacts: [week.id], publish_date: daysAgo(3) });
    await createPost(t.db, { contacts: [week.id], publish_date: daysAgo(5) });
    await createPost(t.db, { contacts: [week.id], publish_date: daysAgo(6) });
    await createPost(t.db, { contacts: [week.id, today.id], publish_date: daysAgo(20) });
    await createPost(t.db, { contacts: [today.id], publish_date: daysAgo(45) });
    await createPost(t.db, { contacts: [today.id], publish_date: new Date(Date.now() + DAY) });
    await refreshTrendCounts(t.db);

    const oneDay = await call(t.app, 'GET', '/trending/all?days=1', reader);
    expect(oneDay.statusCode).toBe(200);
    expect(oneDay.json().contact).toEqual([
      {
        id: today.id,
        firstname: 'Zoé',
        lastname: 'Zèbre',
        img: null,
        total_counts: 2,
        counts: { memo: 1, news: 0, synthese: 1 },
      },
      {
        id: tied.id,
        firstname: 'Marc',
        lastname: 'Durand',
        img: null,
        ...ONE_MEMO,
      },
    ]);
    expect(oneDay.json().entity).toEqual([
      {
        id: entity.id,
        name: 'Assemblée',
        img: null,
        ...ONE_MEMO,
      },
    ]);
    expect(oneDay.json().theme).toEqual([
      {
        id: theme.id,
        item: 'Santé',
        confidential: false,
        level: 1,
        ...ONE_MEMO,
      },
    ]);

    const seven = (await call(t.app, 'GET', '/trending/all?days=7', reader)).json();
    expect(seven.contact.map((c: TrendItem) => [c.id, c.total_counts])).toEqual([
      [week.id, 3],
      [today.id, 2],
      [tied.id, 1],
    ]);
    const thirty = (await call(t.app, 'GET', '/trending/all?days=30', reader)).json();
    expect(thirty.contact.map((c: TrendItem) => [c.id, c.total_counts])).toEqual([
      [week.id, 4],
      [today.id, 3],
      [tied.id, 1],
    ]);
  });

  it('orders ties by name ignoring accents and keeps the top 50', async () => {
    const contacts = await Promise.all(
      Array.from({ length: 52 }, (_, i) =>
        createContact(t.db, { lastname: `Égal ${String(i).padStart(2, '0')}` }),
      ),
    );
    for (const contact of contacts)
      await createPost(t.db, { contacts: [contact.id], publish_date: daysAgo(25) });
    await refreshTrendCounts(t.db);
    const thirty = (await call(t.app, 'GET', '/trending/all?days=30', reader)).json();
    expect(thirty.contact).toHaveLength(50);
    const ties = thirty.contact.filter((c: TrendItem) => contacts.some((x) => x.id === c.id));
    expect(ties.map((c: { lastname: string }) => c.lastname)).toEqual(
      contacts.map((c) => c.lastname).slice(0, ties.length),
    );
    // Stored in ASCII, every other character escaped: the same answer, copied out as it is read.
    const stored = await t.db
      .selectFrom('trend_answers')
      .select('body')
      .where('period_days', '=', 30)
      .execute();
    expect(stored.length).toBeGreaterThan(0);
    for (const { body } of stored) expect(body).toMatch(/^[\x20-\x7e]*$/);
    expect(stored.map(({ body }) => JSON.parse(body).contact.length)).toContain(50);
  });

  it('counts confidential posts and shows restricted themes only to users with access', async () => {
    const contact = await createContact(t.db);
    const open = await createTheme(t.db, { item: 'Agriculture' });
    const secret = await createTheme(t.db, { item: 'Renseignement', confidential: true });
    const under = await createTheme(t.db, { item: 'Cyber', parent: secret });
    await createPost(t.db, { contacts: [contact.id], themes: [open.id, under.id], publish_date: daysAgo(2) });
    await createPost(t.db, {
      contacts: [contact.id],
      themes: [open.id, secret.id],
      confidential: true,
      publish_date: daysAgo(2),
    });
    await refreshTrendCounts(t.db);

    const hidden = (await call(t.app, 'GET', '/trending/all?days=7', reader)).json();
    expect(find(hidden.contact, contact.id)?.total_counts).toBe(1);
    expect(find(hidden.theme, open.id)?.total_counts).toBe(1);
    expect(find(hidden.theme, secret.id)).toBeUndefined();
    expect(find(hidden.theme, under.id)).toBeUndefined();

    const seen = (await call(t.app, 'GET', '/trending/all?days=7', insider)).json();
    expect(find(seen.contact, contact.id)?.total_counts).toBe(2);
    expect(find(seen.theme, open.id)?.total_counts).toBe(2);
    expect(find(seen.theme, secret.id)).toMatchObject({ confidential: true, total_counts: 1 });
    expect(find(seen.theme, under.id)).toMatchObject({ level: 2, total_counts: 1 });
  });

  it('recounts the items of written posts alone, every other item keeping its counts', async () => {
    const [cited, other] = [await createContact(t.db), await createContact(t.db)];
    for (let i = 0; i < 6; i++)
      await createPost(t.db, { contacts: [cited.id, other.id], publish_date: daysAgo(0.1) });
    await refreshTrendCounts(t.db);
    await createPost(t.db, { contacts: [cited.id], publish_date: daysAgo(0.05) });
    await refreshTrendCounts(t.db, { contacts: [cited.id], entities: [], themes: [] });

    const oneDay = (await call(t.app, 'GET', '/trending/all?days=1', reader)).json();
    expect(find(oneDay.contact, cited.id)?.total_counts).toBe(7);
    expect(find(oneDay.contact, other.id)?.total_counts).toBe(6);
    const total = async (id: string) =>
      (await call(t.app, 'GET', `/poi_contact/${id}`, reader)).json().total_counts;
    expect([await total(cited.id), await total(other.id)]).toEqual([7, 6]);
  });

  it('refuses other periods with 400 and signed-out calls with 406', async () => {
    for (const query of ['?days=2', '?days=abc', '']) {
      const response = await call(t.app, 'GET', `/trending/all${query}`, reader);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'validation_error',
        message: expect.stringMatching(/days/),
      });
    }
    expect((await call(t.app, 'GET', '/trending/all?days=1')).statusCode).toBe(406);
  });
});

describe('scheduleTrendRefresh', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const countsOf = async (contactId: string) =>
    (
      await t.db
        .selectFrom('trend_counts')
        .select('total')
        .where('item_id', '=', contactId)
        .where('period_days', '=', 1)
        .where('audience', '=', 'all')
        .executeTakeFirst()
    )?.total ?? 0;

  it('refreshes at once, without waiting for the first interval', async () => {
    const contact = await createContact(t.db);
    await createPost(t.db, { contacts: [contact.id] });
    const stop = scheduleTrendRefresh(t.db, 3_600_000);
    try {
      await vi.waitFor(async () => expect(await countsOf(contact.id)).toBe(1), { timeout: 2000 });
    } finally {
      stop();
    }
  });

  it('counts, on every interval until stopped, the posts whose date came', async () => {
    const contact = await createContact(t.db);
    // Written without the recount the API makes: only a run after its date counts it.
    const soon = () => new Date(Date.now() + 150);
    const stop = scheduleTrendRefresh(t.db, 100);
    try {
      await createPost(t.db, { contacts: [contact.id], publish_date: soon() });
      await vi.waitFor(async () => expect(await countsOf(contact.id)).toBe(1), { timeout: 2000 });
      await createPost(t.db, { contacts: [contact.id], publish_date: soon() });
      await vi.waitFor(async () => expect(await countsOf(contact.id)).toBe(2), { timeout: 2000 });
    } finally {
      stop();
    }
    await sleep(150);
    await createPost(t.db, { contacts: [contact.id], publish_date: soon() });
    await sleep(300);
    expect(await countsOf(contact.id)).toBe(2);
  });

  it('skips a rebuild when the windows were rebuilt, here or by another server, within the given time', async () => {
    const contact = await createContact(t.db);
    await refreshTrendWindows(t.db);
    await createPost(t.db, { contacts: [contact.id] });
    expect(await refreshStaleTrendWindows(t.db, 60_000)).toBe(false);
    expect(await countsOf(contact.id)).toBe(0);
    await sleep(50);
    expect(await refreshStaleTrendWindows(t.db, 40)).toBe(true);
    expect(await countsOf(contact.id)).toBe(1);
  });

  it("counts a written post's items without counting as a rebuild: the other items' windows still slide", async () => {
    const rebuiltAt = async () =>
      (await t.db.selectFrom('trend_window_rebuilds').select('rebuilt_at').executeTakeFirstOrThrow())
        .rebuilt_at;
    await refreshTrendWindows(t.db);
    const before = await rebuiltAt();
    const contact = await createContact(t.db);
    await createPost(t.db, { contacts: [contact.id] });
    await refreshTrendWindows(t.db, { contacts: [contact.id], entities: [], themes: [] });
    expect(await countsOf(contact.id)).toBe(1);
    expect(await rebuiltAt()).toEqual(before);
  });

  it('logs a failed run to stderr instead of throwing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const unreachable = connect('postgres://nobody@127.0.0.1:1/none', 1);
    const stop = scheduleTrendRefresh(unreachable, 60_000);
    try {
      await vi.waitFor(
        () => expect(logged).toHaveBeenCalledWith('trend counts refresh failed:', expect.any(Error)),
        {
          timeout: 5000,
        },
      );
    } finally {
      stop();
      await unreachable.destroy();
    }
  });
});

const ids = (body: { data: { id: string }[] }) => body.data.map((post) => post.id);

describe('GET /trending/:type/:id', () => {
  it('lists the posts of the period, as many as its count, newest first, page by page', async () => {
    const contact = await createContact(t.db, { firstname: 'Jeanne', lastname: 'Roux' });
    const recent = await createPost(t.db, { contacts: [contact.id], publish_date: daysAgo(1) });
    const older = await createPost(t.db, { contacts: [contact.id], publish_date: daysAgo(5) });
    const secret = await createPost(t.db, {
      contacts: [contact.id],
      publish_date: daysAgo(2),
      confidential: true,
    });
    const outside = await createPost(t.db, { contacts: [contact.id], publish_date: daysAgo(10) });
    await createPost(t.db, { contacts: [contact.id], publish_date: new Date(Date.now() + DAY) });
    const other = await createContact(t.db, { firstname: 'Paul', lastname: 'Martin' });
    const otherPost = await createPost(t.db, { contacts: [other.id], publish_date: daysAgo(3) });
    await refreshTrendCounts(t.db);

    const week = await call(t.app, 'GET', `/trending/contact/${contact.id}?days=7`, reader);
    expect(week.statusCode).toBe(200);
    expect(week.json().item).toEqual({ name: 'Jeanne Roux', confidential: false, total_counts: 2 });
    expect(ids(week.json())).toEqual([recent.id, older.id]);
    const month = (await call(t.app, 'GET', `/trending/contact/${contact.id}?days=30`, reader)).json();
    expect(month.item.total_counts).toBe(3);
    expect(ids(month)).toEqual([recent.id, older.id, outside.id]);
    const otherWeek = (await call(t.app, 'GET', `/trending/contact/${other.id}?days=7`, reader)).json();
    expect(otherWeek.item).toEqual({ name: 'Paul Martin', confidential: false, total_counts: 1 });
    expect(ids(otherWeek)).toEqual([otherPost.id]);

    const insiderWeek = (await call(t.app, 'GET', `/trending/contact/${contact.id}?days=7`, insider)).json();
    expect(insiderWeek.item.total_counts).toBe(3);
    expect(ids(insiderWeek)).toEqual([recent.id, secret.id, older.id]);

    const first = (
      await call(t.app, 'GET', `/trending/contact/${contact.id}?days=30&limit=2`, reader)
    ).json();
    expect(first.item.total_counts).toBe(3);
    expect(ids(first)).toEqual([recent.id, older.id]);
    const next = `/trending/contact/${contact.id}?days=30&limit=2&cursor=${first.cursor}`;
    const second = (await call(t.app, 'GET', next, reader)).json();
    expect(ids(second)).toEqual([outside.id]);
    expect(second.cursor).toBe(false);
  });

  it('counts and lists a theme’s own posts, and hides a confidential theme from a reader', async () => {
    const theme = await createTheme(t.db, { item: 'Défense', confidential: true });
    const sub = await createTheme(t.db, { item: 'Marine', parent: theme });
    const own = await createPost(t.db, { themes: [theme.id], publish_date: daysAgo(0.5) });
    await createPost(t.db, { themes: [sub.id], publish_date: daysAgo(0.5) });
    await refreshTrendCounts(t.db);

    const day = (await call(t.app, 'GET', `/trending/theme/${theme.id}?days=1`, insider)).json();
    expect(day.item).toEqual({ name: 'Défense', confidential: true, total_counts: 1 });
    expect(ids(day)).toEqual([own.id]);
    expect((await call(t.app, 'GET', `/trending/theme/${theme.id}?days=1`, reader)).statusCode).toBe(404);
  });

  it('refuses a period the trends do not offer, a forged cursor, and signed-out calls', async () => {
    const contact = await createContact(t.db);
    expect((await call(t.app, 'GET', `/trending/contact/${contact.id}?days=3`, reader)).statusCode).toBe(400);
    expect((await call(t.app, 'GET', `/trending/person/${contact.id}?days=7`, reader)).statusCode).toBe(400);
    const forged = `/trending/contact/${contact.id}?days=7&cursor=abc`;
    expect((await call(t.app, 'GET', forged, reader)).statusCode).toBe(400);
    expect((await call(t.app, 'GET', `/trending/contact/${contact.id}?days=7`)).statusCode).toBe(406);
  });
});
