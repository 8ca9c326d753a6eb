import { sql } from 'kysely';

/** Items the readers follow besides the cited theme, numbered by popularity rank (1: the most followed). */
export const POOL_SIZE = 12_000;
export const FOLLOWED_PER_READER = 200;
/**
 * With 10,000 readers the first ranks reach nearly all of them, rank 100 about a quarter, rank 1,000 a few
 * hundred, and half the pool fewer than 70.
 */
const ZIPF_EXPONENT = 0.9;
/** Of the items a reader follows besides the cited theme, those with notifications on. */
export const NOTIFIED_SHARE = 0.25;
const KINDS = ['contact', 'entity', 'theme'];
// As in the reference data: contacts outnumber entities, and themes are few (an import rewrites them all).
const THEME_EVERY = 100;
const ENTITY_EVERY = 4;
const ID_PREFIXES = { contact: 'c1', entity: 'e1', theme: 'a1' };
// 100,000 settings per statement: larger arrays gain nothing and hold more memory at once.
const READERS_PER_STATEMENT = 500;

/** The pool's item of a rank: kinds are spread along the ranks, so each has popular and rare items. */
export function poolItem(rank) {
  const kind = rank % THEME_EVERY === 0 ? 'theme' : rank % ENTITY_EVERY === 0 ? 'entity' : 'contact';
  return { rank, kind, id: `${ID_PREFIXES[kind]}${String(rank).padStart(22, '0')}` };
}

/** A seeded generator (mulberry32): every run follows the same items, so runs compare. */
function seededRandom(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A rank from a Zipf distribution over the pool (continuous inverse transform, as the generator's). */
function zipfRank(random) {
  const shape = 1 - ZIPF_EXPONENT;
  return Math.floor((1 + random() * ((POOL_SIZE + 1) ** shape - 1)) ** (1 / shape));
}

async function addPool(db) {
  const items = Array.from({ length: POOL_SIZE }, (_, n) => poolItem(n + 1));
  const ids = (kind) => items.filter((item) => item.kind === kind).map((item) => item.id);
  await sql`
    INSERT INTO contacts (id, firstname, lastname)
    SELECT id, 'Contact', n::text FROM unnest(${ids('contact')}::char(24)[]) WITH ORDINALITY AS c(id, n)`.execute(
    db,
  );
  await sql`
    INSERT INTO entities (id, name)
    SELECT id, 'Organisation ' || n FROM unnest(${ids('entity')}::char(24)[]) WITH ORDINALITY AS e(id, n)`.execute(
    db,
  );
  await sql`
    INSERT INTO themes (id, item, root_id, level)
    SELECT id, 'Thème ' || n, id, 1 FROM unnest(${ids('theme')}::char(24)[]) WITH ORDINALITY AS t(id, n)`.execute(
    db,
  );
}

/**
 * Each reader follows `themeId` with notifications on, and 199 pool items drawn by popularity, focus on
 * for all, notifications on for a share. Returns how many readers follow and are notified on each rank.
 */
export async function followItems(db, readerIds, themeId) {
  await addPool(db);
  const random = seededRandom(0x7c0ffee);
  const followers = new Uint32Array(POOL_SIZE + 1);
  const notified = new Uint32Array(POOL_SIZE + 1);
  for (let first = 0; first < readerIds.length; first += READERS_PER_STATEMENT) {
    const rows = { users: [], types: [], items: [], notify: [] };
    for (const userId of readerIds.slice(first, first + READERS_PER_STATEMENT)) {
      const add = (kind, id, notify) => {
        rows.users.push(userId);
        rows.types.push(kind);
        rows.items.push(id);
        rows.notify.push(notify);
      };
      add('theme', themeId, true);
      const ranks = new Set();
      while (ranks.size < FOLLOWED_PER_READER - 1) ranks.add(zipfRank(random));
      for (const rank of ranks) {
        const notify = random() < NOTIFIED_SHARE;
        followers[rank] += 1;
        if (notify) notified[rank] += 1;
        const { kind, id } = poolItem(rank);
        add(kind, id, notify);
      }
    }
    await sql`
      INSERT INTO item_settings (user_id, item_type, item_id, focus_enabled, notification_enabled)
      SELECT user_id, item_type, item_id, true, notify
        FROM unnest(${rows.users}::char(24)[], ${rows.types}::text[], ${rows.items}::char(24)[],
                    ${rows.notify}::boolean[]) AS s(user_id, item_type, item_id, notify)`.execute(db);
  }
  return { followers, notified };
}

/** For each kind, its least followed item that notifies someone: the rare citations of a post. */
export function rareNotifiedItems(notified) {
  return KINDS.map((kind) => {
    for (let rank = POOL_SIZE; rank >= 1; rank -= 1)
      if (notified[rank] > 0 && poolItem(rank).kind === kind) return poolItem(rank);
    throw new Error(`no ${kind} notifies anyone`);
  });
}

/** How popularity falls along the pool: followers at a few ranks, and the notified settings in all. */
export function describeFollowing({ followers, notified }) {
  const atRanks = [1, 10, 100, 1_000, POOL_SIZE / 2, POOL_SIZE]
    .map((rank) => `#${rank.toLocaleString('en')} ${followers[rank].toLocaleString('en')}`)
    .join(', ');
  const notifiedSettings = notified.reduce((sum, n) => sum + n, 0);
  return `followers by popularity rank: ${atRanks}; ${notifiedSettings.toLocaleString('en')} pool settings notify`;
}

/** Readers notified on more than one of `items`: the duplicates a fan-out must merge into one push. */
export async function readersNotifiedTwice(db, items) {
  const { rows } = await sql`
    SELECT count(*)::int AS readers FROM (
      SELECT user_id FROM item_settings
       WHERE notification_enabled
         AND (item_type, item_id) IN (SELECT * FROM unnest(${items.map((item) => item.kind)}::text[],
                                                           ${items.map((item) => item.id)}::char(24)[]))
       GROUP BY user_id HAVING count(*) > 1) twice`.execute(db);
  return rows[0].readers;
}
