import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { refreshStaleTrendWindows, refreshTrendWindows, WINDOWS } from '../../src/modules/trends/refresh.ts';
import { scheduleTrendRefresh } from '../../src/modules/trends/schedule.ts';
import { useTestApp } from '../helpers/app.ts';
import { createContact, createPost } from '../helpers/factories.ts';

const t = useTestApp();
const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

/** A contact's count over `days` for everyone, as trend_counts holds it (0 without a row). */
async function countOf(contactId: string, days: number) {
  const row = await t.db
    .selectFrom('trend_counts')
    .select('total')
    .where('item_id', '=', contactId)
    .where('period_days', '=', days)
    .where('audience', '=', 'all')
    .executeTakeFirst();
  return row?.total ?? 0;
}

/** Sets a contact's count over `days`, as a run made while its posts were dated otherwise left it. */
async function setCount(contactId: string, days: number, total: number) {
  await sql`DELETE FROM trend_counts WHERE item_id = ${contactId} AND period_days = ${days}`.execute(t.db);
  if (total > 0)
    await sql`INSERT INTO trend_counts (period_days, audience, item_type, item_id, memo, news, synthese, total, sort_key)
      VALUES (${days}, 'all', 'contact', ${contactId}, 0, ${total}, 0, ${total}, '')`.execute(t.db);
}

/** Dates the windows' last rebuild and last slide `rebuilt` and `slid` hours ago. */
async function lastRuns(rebuilt: number, slid: number) {
  await t.db
    .updateTable('trend_window_rebuilds')
    .set({ rebuilt_at: hoursAgo(rebuilt), slid_at: hoursAgo(slid) })
    .execute();
}

const runs = () => t.db.selectFrom('trend_window_rebuilds').selectAll().executeTakeFirstOrThrow();

/**
 * Contacts whose counts half an hour ago differ from now's by time alone, each with those counts set back: one
 * whose post left each window within the half hour, one whose post's date came within it. And one whose post
 * time did not move, with a count that no write or slide explains: only a full rebuild mends it.
 */
async function countsOfHalfAnHourAgo() {
  const slidOut = [];
  for (const days of WINDOWS) {
    const contact = await createContact(t.db);
    await createPost(t.db, { contacts: [contact.id], publish_date: hoursAgo(days * 24 + 0.25) });
    slidOut.push({ contact, days });
  }
  const dated = await createContact(t.db);
  await createPost(t.db, { contacts: [dated.id], publish_date: hoursAgo(0.25) });
  const wrong = await createContact(t.db);
  await createPost(t.db, { contacts: [wrong.id], publish_date: hoursAgo(5 * 24) });
  await refreshTrendWindows(t.db);

  for (const { contact, days } of slidOut) await setCount(contact.id, days, 1);
  for (const days of WINDOWS) await setCount(dated.id, days, 0);
  await setCount(wrong.id, 1, 1);
  return { slidOut, dated, wrong };
}

describe('the trend windows between full rebuilds', () => {
  it('recount the items whose citations left a window or whose date came, and those alone', async () => {
    const { slidOut, dated, wrong } = await countsOfHalfAnHourAgo();
    await lastRuns(0.5, 0.5);

    expect(await refreshStaleTrendWindows(t.db, 0)).toBe(true);
    for (const { contact, days } of slidOut) expect(await countOf(contact.id, days)).toBe(0);
    for (const days of WINDOWS) expect(await countOf(dated.id, days)).toBe(1);
    expect(await countOf(wrong.id, 1)).toBe(1);
    const slid = await runs();
    expect(Date.now() - slid.slid_at.getTime()).toBeLessThan(HOUR / 4);
    expect(Date.now() - slid.rebuilt_at.getTime()).toBeGreaterThan(HOUR / 4);

    await lastRuns(2, 0.5);
    expect(await refreshStaleTrendWindows(t.db, 0)).toBe(true);
    expect(await countOf(wrong.id, 1)).toBe(0);
    expect(Date.now() - (await runs()).rebuilt_at.getTime()).toBeLessThan(HOUR / 4);
  });

  it('skip a slide when the windows slid within the given time', async () => {
    const { slidOut } = await countsOfHalfAnHourAgo();
    await lastRuns(0.5, 0);
    expect(await refreshStaleTrendWindows(t.db, 60_000)).toBe(false);
    expect(await countOf(slidOut[0]!.contact.id, 1)).toBe(1);
  });

  it('are rebuilt whole by a server’s first scheduled run, however recent the last rebuild', async () => {
    const { wrong } = await countsOfHalfAnHourAgo();
    await lastRuns(0.1, 0.1);
    const stop = scheduleTrendRefresh(t.db, HOUR);
    try {
      await vi.waitFor(async () => expect(await countOf(wrong.id, 1)).toBe(0), { timeout: 2000 });
    } finally {
      stop();
    }
  });
});
