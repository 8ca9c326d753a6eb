import { type Kysely, sql } from 'kysely';

const POSITIONS = `('committed','supportive','hesitant','neutral','passive','opponent','contrarian','adversary')`;
const POSITION_CHECK = (column: string) => `${column} text CHECK (${column} IN ${POSITIONS})`;

const statements = [
  `CREATE EXTENSION IF NOT EXISTS unaccent`,
  `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
  // unaccent() is only STABLE; index and generated-column expressions need an IMMUTABLE wrapper.
  `CREATE FUNCTION immutable_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
     AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$`,
  `CREATE TEXT SEARCH CONFIGURATION fr_unaccent (COPY = french)`,
  `ALTER TEXT SEARCH CONFIGURATION fr_unaccent
     ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem`,

  `CREATE TABLE users (
     id char(24) PRIMARY KEY,
     email text NOT NULL UNIQUE CHECK (email = lower(email)),
     password_hash text NOT NULL,
     firstname text NOT NULL DEFAULT '',
     lastname text NOT NULL DEFAULT '',
     username text NOT NULL DEFAULT '',
     biography text NOT NULL DEFAULT '',
     img text,
     is_active boolean NOT NULL DEFAULT true,
     has_confidential_access boolean NOT NULL DEFAULT false,
     role text NOT NULL DEFAULT 'reader' CHECK (role IN ('reader','editor','admin')),
     inserted_at timestamptz(3) NOT NULL DEFAULT now())`,
  `CREATE TABLE sessions (
     token_hash bytea PRIMARY KEY,
     user_id char(24) NOT NULL REFERENCES users ON DELETE CASCADE,
     created_at timestamptz NOT NULL DEFAULT now(),
     expires_at timestamptz NOT NULL)`,
  `CREATE INDEX sessions_user ON sessions (user_id)`,
  `CREATE TABLE login_failures (key text NOT NULL, failed_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE INDEX login_failures_key ON login_failures (key, failed_at)`,
  `CREATE TABLE media (
     id char(24) PRIMARY KEY,
     content_type text NOT NULL,
     data bytea NOT NULL,
     inserted_at timestamptz(3) NOT NULL DEFAULT now())`,

  `CREATE TABLE affiliations (id char(24) PRIMARY KEY, name text NOT NULL, color text NOT NULL)`,
  `CREATE TABLE contacts (
     id char(24) PRIMARY KEY,
     firstname text NOT NULL DEFAULT '',
     lastname text NOT NULL DEFAULT '',
     img text,
     biography text NOT NULL DEFAULT '',
     career text NOT NULL DEFAULT '',
     extra_data jsonb NOT NULL DEFAULT '{}',
     ${POSITION_CHECK('start_position')},
     ${POSITION_CHECK('end_position')},
     sort_key text GENERATED ALWAYS AS (immutable_unaccent(lower(lastname || ' ' || firstname))) STORED,
     search_text text GENERATED ALWAYS AS
       (immutable_unaccent(lower(lastname || ' ' || firstname || ' ' || biography || ' ' || career))) STORED)`,
  `CREATE INDEX contacts_sort ON contacts (sort_key, id)`,
  `CREATE INDEX contacts_search ON contacts USING gin (search_text gin_trgm_ops)`,
  `CREATE TABLE entities (
     id char(24) PRIMARY KEY,
     name text NOT NULL,
     label text NOT NULL DEFAULT '',
     description text NOT NULL DEFAULT '',
     alias text NOT NULL DEFAULT '',
     address text NOT NULL DEFAULT '',
     country text NOT NULL DEFAULT '',
     email text NOT NULL DEFAULT '',
     phone text NOT NULL DEFAULT '',
     img text,
     extra_data jsonb NOT NULL DEFAULT '{}',
     ${POSITION_CHECK('start_position')},
     ${POSITION_CHECK('end_position')},
     sort_key text GENERATED ALWAYS AS (immutable_unaccent(lower(name))) STORED,
     search_text text GENERATED ALWAYS AS
       (immutable_unaccent(lower(name || ' ' || description || ' ' || label || ' ' || alias))) STORED)`,
  `CREATE INDEX entities_sort ON entities (sort_key, id)`,
  `CREATE INDEX entities_search ON entities USING gin (search_text gin_trgm_ops)`,
  `CREATE TABLE contact_affiliations (
     contact_id char(24) NOT NULL REFERENCES contacts ON DELETE CASCADE,
     affiliation_id char(24) NOT NULL REFERENCES affiliations ON DELETE CASCADE,
     PRIMARY KEY (contact_id, affiliation_id))`,
  `CREATE TABLE entity_affiliations (
     entity_id char(24) NOT NULL REFERENCES entities ON DELETE CASCADE,
     affiliation_id char(24) NOT NULL REFERENCES affiliations ON DELETE CASCADE,
     PRIMARY KEY (entity_id, affiliation_id))`,
  `CREATE TABLE themes (
     id char(24) PRIMARY KEY,
     item text NOT NULL,
     type text NOT NULL DEFAULT '',
     description text NOT NULL DEFAULT '',
     confidential boolean NOT NULL DEFAULT false,
     parent_id char(24) REFERENCES themes,
     root_id char(24) NOT NULL,
     level smallint NOT NULL CHECK (level BETWEEN 1 AND 3),
     restricted boolean NOT NULL DEFAULT false,
     sort_key text GENERATED ALWAYS AS (immutable_unaccent(lower(item))) STORED)`,
  `CREATE INDEX themes_parent ON themes (parent_id)`,
  `COMMENT ON COLUMN themes.restricted IS 'confidential itself or through an ancestor'`,
  `CREATE TABLE theme_grid_nodes (
     id char(24) PRIMARY KEY,
     theme_id char(24) NOT NULL REFERENCES themes ON DELETE CASCADE,
     contact_id char(24) REFERENCES contacts ON DELETE CASCADE,
     entity_id char(24) REFERENCES entities ON DELETE CASCADE,
     ${POSITION_CHECK('start_position')},
     ${POSITION_CHECK('end_position')},
     CHECK ((contact_id IS NULL) <> (entity_id IS NULL)))`,
  `CREATE INDEX theme_grid_theme ON theme_grid_nodes (theme_id)`,
  `CREATE TABLE links (
     id char(24) PRIMARY KEY,
     source_type text NOT NULL CHECK (source_type IN ('contact','entity','theme')),
     source_id char(24) NOT NULL,
     target_type text NOT NULL CHECK (target_type IN ('contact','entity','theme')),
     target_id char(24) NOT NULL,
     type text NOT NULL,
     color text NOT NULL)`,
  `CREATE INDEX links_source ON links (source_type, source_id)`,
  `CREATE INDEX links_target ON links (target_type, target_id)`,

  `CREATE TABLE posts (
     id char(24) PRIMARY KEY,
     title text NOT NULL,
     type text NOT NULL CHECK (type IN ('memo','news','synthese')),
     summary text NOT NULL DEFAULT '',
     description text NOT NULL DEFAULT '',
     img text,
     is_published boolean NOT NULL DEFAULT true,
     publish_date timestamptz(3) NOT NULL,
     inserted_at timestamptz(3) NOT NULL DEFAULT now(),
     confidential boolean NOT NULL DEFAULT false,
     geo text NOT NULL DEFAULT '',
     source_name text NOT NULL DEFAULT '',
     source_url text NOT NULL DEFAULT '',
     source_flag boolean NOT NULL DEFAULT false,
     author_id char(24) REFERENCES users ON DELETE SET NULL,
     cited_names text NOT NULL DEFAULT '',
     search_vector tsvector GENERATED ALWAYS AS (
       setweight(to_tsvector('fr_unaccent', title || ' ' || cited_names), 'A') ||
       setweight(to_tsvector('fr_unaccent', summary), 'B') ||
       setweight(to_tsvector('fr_unaccent', description), 'C')) STORED)`,
  `COMMENT ON COLUMN posts.cited_names IS 'names of cited contacts, entities and themes, for search'`,
  `CREATE INDEX posts_feed ON posts (publish_date DESC, id DESC) WHERE is_published`,
  `CREATE INDEX posts_feed_public ON posts (publish_date DESC, id DESC) WHERE is_published AND NOT confidential`,
  `CREATE INDEX posts_author ON posts (author_id, publish_date DESC, id DESC)`,
  `CREATE INDEX posts_search ON posts USING gin (search_vector)`,
  ...['contact', 'entity', 'theme'].flatMap((kind) => {
    const table = `post_${kind === 'entity' ? 'entities' : `${kind}s`}`;
    const target = kind === 'entity' ? 'entities' : `${kind}s`;
    return [
      `CREATE TABLE ${table} (
         post_id char(24) NOT NULL REFERENCES posts ON DELETE CASCADE,
         ${kind}_id char(24) NOT NULL REFERENCES ${target} ON DELETE CASCADE,
         publish_date timestamptz(3) NOT NULL,
         position smallint NOT NULL DEFAULT 0,
         PRIMARY KEY (post_id, ${kind}_id))`,
      `CREATE INDEX ${table}_feed ON ${table} (${kind}_id, publish_date DESC, post_id DESC)`,
    ];
  }),
  `CREATE TABLE attachments (
     id char(24) PRIMARY KEY,
     post_id char(24) NOT NULL REFERENCES posts ON DELETE CASCADE,
     filename text NOT NULL,
     url text NOT NULL,
     position smallint NOT NULL DEFAULT 0)`,
  `CREATE INDEX attachments_post ON attachments (post_id)`,
  `CREATE TABLE comments (
     id char(24) PRIMARY KEY,
     post_id char(24) NOT NULL REFERENCES posts ON DELETE CASCADE,
     user_id char(24) NOT NULL REFERENCES users ON DELETE CASCADE,
     body jsonb NOT NULL CHECK (jsonb_typeof(body) = 'array'),
     inserted_at timestamptz(3) NOT NULL DEFAULT now())`,
  `CREATE INDEX comments_post ON comments (post_id, inserted_at, id)`,
  `CREATE TABLE bookmarks (
     user_id char(24) NOT NULL REFERENCES users ON DELETE CASCADE,
     post_id char(24) NOT NULL REFERENCES posts ON DELETE CASCADE,
     inserted_at timestamptz(3) NOT NULL DEFAULT now(),
     PRIMARY KEY (user_id, post_id))`,
  `CREATE TABLE item_settings (
     user_id char(24) NOT NULL REFERENCES users ON DELETE CASCADE,
     item_type text NOT NULL CHECK (item_type IN ('contact','entity','theme')),
     item_id char(24) NOT NULL,
     focus_enabled boolean NOT NULL DEFAULT false,
     notification_enabled boolean NOT NULL DEFAULT false,
     updated_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (user_id, item_type, item_id))`,
  `CREATE INDEX item_settings_item ON item_settings (item_type, item_id) WHERE notification_enabled`,
  `CREATE TABLE app_config (key text PRIMARY KEY, value text NOT NULL)`,
  `CREATE TABLE app_files (
     key text PRIMARY KEY,
     filename text NOT NULL,
     content_type text NOT NULL,
     data bytea NOT NULL)`,
  `CREATE TABLE trend_counts (
     period_days smallint NOT NULL,
     audience text NOT NULL CHECK (audience IN ('all','public')),
     item_type text NOT NULL CHECK (item_type IN ('contact','entity','theme')),
     item_id char(24) NOT NULL,
     memo integer NOT NULL,
     news integer NOT NULL,
     synthese integer NOT NULL,
     total integer NOT NULL,
     sort_key text NOT NULL,
     PRIMARY KEY (period_days, audience, item_type, item_id))`,
  `COMMENT ON TABLE trend_counts IS 'posts per item over the last 1, 7 and 30 days, and all time (period 0)'`,
  `CREATE INDEX trend_counts_rank ON trend_counts (period_days, audience, item_type, total DESC, sort_key, item_id)`,
  `CREATE TABLE trend_answers (
     period_days smallint NOT NULL,
     audience text NOT NULL CHECK (audience IN ('all','public')),
     body jsonb NOT NULL,
     refreshed_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (period_days, audience))`,
  `COMMENT ON TABLE trend_answers IS 'the /trending/all answer of each window and audience, rendered at refresh'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
