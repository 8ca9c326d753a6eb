import { type Kysely, sql } from 'kysely';

/**
 * Saved searches a reader follows like an item, and when pushes reach them (docs/product.md §10.18):
 * quiet hours in their own time zone, the posts whose pushes wait for their end, and a daily digest.
 * `held_pushes` has no foreign key, as `push_queue`: a held push whose post or reader went is dropped
 * when released.
 */
const statements = [
  `CREATE TABLE saved_searches (
     id char(24) PRIMARY KEY,
     user_id char(24) NOT NULL REFERENCES users ON DELETE CASCADE,
     query text NOT NULL CHECK (length(query) BETWEEN 1 AND 200),
     post_type text CHECK (post_type IN ('memo','news','synthese')),
     ts_query tsquery NOT NULL,
     focus_enabled boolean NOT NULL DEFAULT true,
     notification_enabled boolean NOT NULL DEFAULT false,
     created_at timestamptz NOT NULL DEFAULT now(),
     UNIQUE NULLS NOT DISTINCT (user_id, query, post_type))`,
  `COMMENT ON COLUMN saved_searches.ts_query IS
     'the query as posts/search.ts builds it, parsed once: matching a post is one @@'`,
  `CREATE INDEX saved_searches_notified ON saved_searches (user_id) WHERE notification_enabled`,
  `CREATE TABLE push_preferences (
     user_id char(24) PRIMARY KEY REFERENCES users ON DELETE CASCADE,
     time_zone text NOT NULL,
     quiet_start smallint CHECK (quiet_start BETWEEN 0 AND 1439),
     quiet_end smallint CHECK (quiet_end BETWEEN 0 AND 1439),
     digest_at smallint CHECK (digest_at BETWEEN 0 AND 1439),
     digest_sent_on date,
     updated_at timestamptz NOT NULL DEFAULT now(),
     CHECK ((quiet_start IS NULL) = (quiet_end IS NULL) AND quiet_start <> quiet_end))`,
  `COMMENT ON COLUMN push_preferences.digest_sent_on IS
     'the reader''s local date of the last digest: claiming it and queueing the push is one statement'`,
  `CREATE INDEX push_preferences_digest ON push_preferences (user_id) WHERE digest_at IS NOT NULL`,
  `CREATE TABLE held_pushes (
     user_id char(24) NOT NULL,
     post_id char(24) NOT NULL,
     held_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (user_id, post_id))`,
  // Minutes since the local midnight of `at` in the zone `tz`.
  `CREATE FUNCTION local_minute(at timestamptz, tz text) RETURNS int LANGUAGE sql STABLE PARALLEL SAFE
     RETURN (extract(hour FROM at AT TIME ZONE tz) * 60 + extract(minute FROM at AT TIME ZONE tz))::int`,
  // Quiet hours may wrap past midnight (20:00 to 07:30): start after end.
  `CREATE FUNCTION in_quiet_hours(quiet_start smallint, quiet_end smallint, tz text, at timestamptz)
     RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE
     RETURN quiet_start IS NOT NULL AND CASE WHEN quiet_start < quiet_end
       THEN local_minute(at, tz) >= quiet_start AND local_minute(at, tz) < quiet_end
       ELSE local_minute(at, tz) >= quiet_start OR local_minute(at, tz) < quiet_end END`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
