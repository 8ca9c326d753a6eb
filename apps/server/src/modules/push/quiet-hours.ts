import { type Expression, type QueryCreator, type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import { repeatEvery } from '../../lib/repeat.ts';
import { postIsVisibleToUser } from '../access/confidentiality.ts';
import { announce, deviceIsLive } from './fan-out.ts';

/** A user (`userId`, a column) in their quiet hours at `now` (docs/product.md §10.18). */
export const isQuiet = (userId: Expression<string>, now: Date) => sql<boolean>`EXISTS (
  SELECT 1 FROM push_preferences quiet WHERE quiet.user_id = ${userId}
    AND in_quiet_hours(quiet.quiet_start, quiet.quiet_end, quiet.time_zone, ${now}::timestamptz))`;

/** A push in each language a device may show: its JSON, built in SQL. */
const push = (title: RawBuilder<string>, body: RawBuilder<string>, url: string, tag: RawBuilder<string>) =>
  sql<string>`jsonb_build_object('title', ${title}, 'body', ${body}, 'url', ${url}::text, 'tag', ${tag})`;

interface Recipient {
  user_id: string;
  fr: string;
  en: string;
}

/** Queues each recipient's push to their live devices, in the language the device's app shows. */
async function queueToDevices(db: Db, query: QueryCreator<Database & { recipients: Recipient }>) {
  const result = await query
    .insertInto('push_queue')
    .columns(['subscription_id', 'payload'])
    .expression((eb) =>
      eb
        .selectFrom('recipients')
        .innerJoin('users', 'users.id', 'recipients.user_id')
        .innerJoin('push_subscriptions as device', 'device.user_id', 'users.id')
        .innerJoin('sessions', 'sessions.token_hash', 'device.session_hash')
        .where(deviceIsLive)
        .select([
          'device.id as subscription_id',
          sql<string>`CASE device.lang WHEN 'en' THEN recipients.en ELSE recipients.fr END`.as('payload'),
        ]),
    )
    .executeTakeFirst();
  return announce(db, Number(result.numInsertedOrUpdatedRows ?? 0));
}

const VIGIE = sql<string>`'Vigie'`;
const QUIET_TAG = sql<string>`'quiet-hours'`;
/**
 * The count as each language writes it (as the app's lib/format.ts does): 1,234 in English, 1 234 in
 * French, with the narrow no-break space French puts between thousands.
 */
const COUNT_IN = {
  en: sql<string>`to_char(counted.posts, 'FM999,999,990')`,
  fr: sql<string>`replace(to_char(counted.posts, 'FM999,999,990'), ',', U&'\\202F')`,
};
const plural = (lang: keyof typeof COUNT_IN, one: string, other: string) =>
  sql<string>`${COUNT_IN[lang]} || CASE WHEN counted.posts = 1 THEN ${one}::text ELSE ${other}::text END`;

/**
 * Releases the pushes held for readers whose quiet hours are over at `now`: one summary push per device,
 * counting the held posts they may still see (a post retracted meanwhile is dropped). Taking the rows and
 * queueing the summaries is one statement: two servers never both send them, a restart loses none.
 */
export function releaseHeldPushes(db: Db, now: Date): Promise<number> {
  const fr = plural('fr', ' nouvelle publication sur vos focus', ' nouvelles publications sur vos focus');
  const en = plural('en', ' new post on your focus', ' new posts on your focus');
  return queueToDevices(
    db,
    db
      .with('released', (cte) =>
        cte
          .deleteFrom('held_pushes')
          .where((eb) => eb.not(isQuiet(eb.ref('held_pushes.user_id'), now)))
          .returning(['held_pushes.user_id', 'held_pushes.post_id']),
      )
      .with('counted', (cte) =>
        cte
          .selectFrom('released')
          .innerJoin('users', 'users.id', 'released.user_id')
          .innerJoin('posts', 'posts.id', 'released.post_id')
          .where(postIsVisibleToUser)
          .select((eb) => ['released.user_id', eb.fn.countAll<number>().as('posts')])
          .groupBy('released.user_id'),
      )
      .with('recipients', (cte) =>
        cte
          .selectFrom('counted')
          .select([
            'counted.user_id',
            push(VIGIE, fr, '/app', QUIET_TAG).as('fr'),
            push(VIGIE, en, '/app', QUIET_TAG).as('en'),
          ]),
      ),
  );
}

/**
 * Queues the daily digest of each reader whose chosen time has come at `now`, once per local day: the
 * day is claimed in the UPDATE that feeds the queue, in one statement.
 */
export function sendDueDigests(db: Db, now: Date): Promise<number> {
  const today = sql<string>`(${now}::timestamptz AT TIME ZONE p.time_zone)::date`;
  const tag = sql<string>`'digest-' || due.day`;
  const text = (value: string) => sql<string>`${value}::text`;
  return queueToDevices(
    db,
    db
      .with('due', (cte) =>
        cte
          .updateTable('push_preferences as p')
          .set({ digest_sent_on: today })
          .where('p.digest_at', 'is not', null)
          .where(sql<boolean>`local_minute(${now}::timestamptz, p.time_zone) >= p.digest_at`)
          .where(sql<boolean>`(p.digest_sent_on IS NULL OR p.digest_sent_on < ${today})`)
          .returning(['p.user_id', sql<string>`p.digest_sent_on::text`.as('day')]),
      )
      .with('recipients', (cte) =>
        cte
          .selectFrom('due')
          .select([
            'due.user_id',
            push(
              text('Votre résumé du jour'),
              text('Les publications du jour sur vos focus'),
              '/app/digest',
              tag,
            ).as('fr'),
            push(text('Your daily digest'), text("Today's posts on your focus"), '/app/digest', tag).as('en'),
          ]),
      ),
  );
}

/** Every minute: held pushes whose quiet hours ended, and digests whose time came. */
export function scheduleQuietHours(db: Db, intervalMs = 60_000): () => void {
  return repeatEvery(intervalMs, 'quiet hours and digests', async () => {
    const now = new Date();
    await releaseHeldPushes(db, now);
    await sendDueDigests(db, now);
  });
}
