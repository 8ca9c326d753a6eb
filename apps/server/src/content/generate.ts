import { availableParallelism } from 'node:os';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { citedNames } from '../modules/posts/cited-names.ts';
import { refreshTrendCounts } from '../modules/trends/refresh.ts';
import {
  AUTHORS,
  addReferenceData,
  CITABLE_THEMES,
  COUNTS,
  generatedId,
  generatedIdSql,
  pick,
  RANK_SPREAD,
  series,
} from './generate-reference.ts';
import * as words from './generate-vocabulary.ts';

export interface GenerateProgress {
  phase: 'reference data' | 'posts' | 'trend counts' | 'vacuum';
  done: number;
  total: number;
}

export interface GenerateOptions {
  posts: number;
  /** Adds to a database that already holds posts (reusing generated reference data when present). */
  append?: boolean;
  onProgress?: (progress: GenerateProgress) => void;
}

const BATCH = 50_000;
const PARALLEL_BATCHES = Math.max(1, Math.min(4, availableParallelism()));
/** Generated post ids are `7` then the post number in 23 hex digits: these prefixes are theirs. */
const GENERATED_POST_PREFIX = '70000000000000';

/**
 * Fills the database with a large realistic data set for benchmarks, in SQL: reference data, then
 * `posts` posts in batches, each batch inserting its posts and their citations in one statement.
 */
export async function generateContent(db: Db, options: GenerateOptions): Promise<{ firstPost: number }> {
  const { posts, append = false, onProgress = () => {} } = options;
  const { count } = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (count > 0 && !append)
    throw new Error(
      `The database already holds ${count} posts: pass --append to add generated posts to them`,
    );
  const hasReference = await db
    .selectFrom('contacts')
    .select('id')
    .where('id', '=', generatedId('contact', 1))
    .executeTakeFirst();
  if (!hasReference) {
    onProgress({ phase: 'reference data', done: 0, total: 1 });
    await addReferenceData(db);
  }
  const firstPost = (await lastGeneratedPost(db)) + 1;
  const starts = Array.from({ length: Math.ceil(posts / BATCH) }, (_, index) => firstPost + index * BATCH);
  let done = 0;
  onProgress({ phase: 'posts', done, total: posts });
  // One batch runs on one core in PostgreSQL: run as many at once as there are cores to use.
  const worker = async () => {
    for (let from = starts.shift(); from !== undefined; from = starts.shift()) {
      const to = Math.min(from + BATCH, firstPost + posts) - 1;
      await db.transaction().execute(async (trx) => {
        // Compiling these one-off statements costs more than it saves.
        await sql`SET LOCAL jit = off`.execute(trx);
        await addPosts(trx, { from, to, first: firstPost, total: posts });
      });
      done += to - from + 1;
      onProgress({ phase: 'posts', done, total: posts });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_BATCHES }, worker));
  onProgress({ phase: 'trend counts', done: posts, total: posts });
  await refreshTrendCounts(db);
  onProgress({ phase: 'vacuum', done: posts, total: posts });
  // As autovacuum would have on a live database: index-only scans of the link tables then skip the heap.
  await sql`VACUUM (ANALYZE)`.execute(db);
  return { firstPost };
}

async function lastGeneratedPost(db: Db): Promise<number> {
  const { last } = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.max('id').as('last'))
    .where('id', 'like', `${GENERATED_POST_PREFIX}%`)
    .executeTakeFirstOrThrow();
  return last ? Number.parseInt(last.slice(1), 16) : 0;
}

/** Zipf's exponent for citations: a few items are cited in several percent of posts, a long tail rarely. */
const ZIPF_EXPONENT = 1.1;

/**
 * Ids of `count` (an SQL expression) distinct items among `size` numbered from `first`, each drawn by rank
 * from a Zipf distribution (continuous inverse transform); a rank drawn twice is cited once.
 */
function citedIds(kind: 'contact' | 'entity' | 'theme', first: number, size: number, count: string) {
  const shape = 1 - ZIPF_EXPONENT;
  const rank = sql.raw(`floor(power(1 + random() * (power(${size + 1}, ${shape}) - 1), ${1 / shape}))::int`);
  const item = sql.raw(`${first} + ((rank - 1) * ${RANK_SPREAD}) % ${size}`);
  return sql`ARRAY(SELECT ${generatedIdSql(kind, item)}
    FROM (SELECT ${rank} AS rank, i FROM generate_series(1, ${sql.raw(count)}) i) draw
    GROUP BY rank ORDER BY min(i))`;
}

/** Posts `from` to `to` of the `total` numbered from `first`. */
interface PostRange {
  from: number;
  to: number;
  first: number;
  total: number;
}

/**
 * Posts are dated over the last 730 days in the order they are numbered, so the newest are the last
 * written, as on a server that has run for that long: a page of the newest posts sits on a few dozen
 * table pages, not on one page per post as random dates left it (1,012 pages for the newest 1,000).
 */
async function addPosts(db: Db, { from, to, first, total }: PostRange): Promise<void> {
  const markerEvery = Math.max(1, Math.floor(total / 10));
  const marker = (word: string, slot: number) =>
    sql`CASE WHEN n % ${markerEvery} = ${slot} THEN ${` ${word}`} ELSE '' END`;
  const markers = sql.join(
    words.RARE_MARKERS.map((word, index) => marker(word, index + 1)),
    sql` || `,
  );
  const headline = () =>
    sql`${pick(words.ACTORS)} || ' ' || ${pick(words.ACTIONS)} || ' ' || ${pick(words.TOPICS)}`;
  const link = (table: string, column: string, list: string) => sql`
    INSERT INTO ${sql.table(table)} (post_id, ${sql.ref(column)}, publish_date, is_published, confidential, type, position)
    SELECT b.id, cited.id, b.publish_date, b.is_published, b.confidential, b.type, cited.position - 1
    FROM batch b, unnest(b.${sql.ref(list)}) WITH ORDINALITY AS cited(id, position)`;
  await sql`
    WITH numbers AS MATERIALIZED (
      SELECT n, 1 - (n - ${first} + random()) / ${total} AS age, 1 + floor(random() * 3)::int AS contact_count,
        floor(random() * 3)::int AS entity_count, 1 + floor(random() * 2)::int AS theme_count
      FROM ${series(from, to)} n
    ), batch AS MATERIALIZED (
      SELECT n, ${generatedIdSql('post', sql`n`)} AS id, now() - age * interval '730 days' AS publish_date,
        random() > 0.01 AS is_published, random() < 0.05 AS confidential,
        (${['news', 'news', 'news', 'memo', 'memo', 'synthese']}::text[])[1 + floor(random() * 6)::int] AS type,
        ${citedIds('contact', 1, COUNTS.contacts, 'contact_count')} AS contact_ids,
        ${citedIds('entity', 1, COUNTS.entities, 'entity_count')} AS entity_ids,
        ${citedIds('theme', CITABLE_THEMES.first, CITABLE_THEMES.count, 'theme_count')} AS theme_ids
      FROM numbers
    ), inserted AS (
      INSERT INTO posts (id, title, type, summary, description, is_published, publish_date, confidential, geo,
        source_name, source_url, source_flag, author_id, cited_names, pushes_queued_at)
      SELECT id, title, type, summary, '## Contexte' || chr(10) || chr(10) || summary || chr(10) || chr(10) || ${pick(words.FOLLOW_UPS)},
        is_published, publish_date, confidential, ${pick(words.PLACES)}, ${pick(words.SOURCES)},
        'https://www.example.org/articles/' || n, random() < 0.3,
        ${generatedIdSql('user', sql`1 + floor(random() * ${AUTHORS})::int`)},
        ${citedNames(sql`contact_ids`, sql`entity_ids`, sql`theme_ids`)},
        -- Published in the past, as on a server running for long: their pushes went out then, not at its start.
        CASE WHEN is_published THEN now() END
      FROM (
        SELECT b.*, ${headline()} || ${markers} AS title,
          ${headline()} || '. ' || ${pick(words.FOLLOW_UPS)} AS summary
        FROM batch b
      ) post
    ), contact_links AS (${link('post_contacts', 'contact_id', 'contact_ids')}
    ), entity_links AS (${link('post_entities', 'entity_id', 'entity_ids')}
    ) ${link('post_themes', 'theme_id', 'theme_ids')}`.execute(db);
}
