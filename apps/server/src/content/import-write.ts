import { randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { idIn } from '../db/id-lists.ts';
import { type ChildRows, type Row, upsertRows, type Written, writeWithChildren } from '../db/upsert.ts';
import { hashPassword } from '../modules/auth/service.ts';
import { type StoredPosts, writePosts } from '../modules/posts/write.ts';
import type { PlacedTheme } from './import-checks.ts';
import { followKey, type ImportKind, type ParsedImport } from './import-schema.ts';

export interface ChangeCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

export interface ImportReport {
  counts: Record<ImportKind, ChangeCounts>;
  /** Posts published by this import (new and published, or unpublished before): they get push notifications. */
  publishedPostIds: string[];
}

type Users = ParsedImport['users'];
type Contacts = ParsedImport['contacts'];
type Entities = ParsedImport['entities'];

/**
 * Keeps a stored hash that already matches, so that importing the same password again changes nothing.
 * A user given without a password keeps the stored hash, or gets one of a random password nobody knows.
 */
async function userRows(db: Db, users: Users): Promise<Row[]> {
  const stored = users.length
    ? await db
        .selectFrom('users')
        .select(['id', 'password_hash'])
        .where(
          idIn(
            'id',
            users.map((user) => user.id),
          ),
        )
        .execute()
    : [];
  const hashOf = new Map(stored.map((user) => [user.id, user.password_hash]));
  return Promise.all(
    users.map(async ({ password, ...user }) => {
      const current = hashOf.get(user.id);
      if (password === undefined)
        return {
          ...user,
          password_hash: current ?? (await hashPassword(randomBytes(32).toString('base64url'))),
        };
      const keep = current !== undefined && (await verify(current, password).catch(() => false));
      return { ...user, password_hash: keep ? current : await hashPassword(password) };
    }),
  );
}

function poiRow<T extends Contacts[number] | Entities[number]>({
  affiliations,
  grid_node,
  extra_data,
  ...row
}: T) {
  return { ...row, ...grid_node, extra_data: JSON.stringify(extra_data) };
}

function affiliationsOf(items: Contacts | Entities, table: string, parentColumn: string): ChildRows {
  return {
    table,
    parentColumn,
    compared: ['affiliation_id'],
    byParent: new Map(
      items.map((item) => [
        item.id,
        item.affiliations.map((affiliation_id) => ({ [parentColumn]: item.id, affiliation_id })),
      ]),
    ),
  };
}

/** Comments without a date keep the stored one (or get now() when new), so they are upserted apart. */
async function writeComments(db: Db, comments: ParsedImport['comments']): Promise<Written> {
  const rows = comments.map(({ body, ...comment }) => ({ ...comment, body: JSON.stringify(body) }));
  const dated = await upsertRows(
    db,
    'comments',
    'id',
    rows.filter((row) => row.inserted_at !== undefined),
  );
  const undated = await upsertRows(
    db,
    'comments',
    'id',
    rows.filter((row) => row.inserted_at === undefined),
  );
  return {
    inserted: new Set([...dated.inserted, ...undated.inserted]),
    updated: new Set([...dated.updated, ...undated.updated]),
  };
}

/** Follows are keyed by user and item: a re-import changes their flags, never adds a second row. */
async function writeFollows(db: Db, follows: ParsedImport['follows']): Promise<Written> {
  const written: Written = { inserted: new Set(), updated: new Set() };
  if (follows.length === 0) return written;
  const rows = await db
    .insertInto('item_settings')
    .values(follows)
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'item_type', 'item_id'])
        .doUpdateSet((eb) => ({
          focus_enabled: eb.ref('excluded.focus_enabled'),
          notification_enabled: eb.ref('excluded.notification_enabled'),
        }))
        .where(
          sql<boolean>`(item_settings.focus_enabled, item_settings.notification_enabled)
            IS DISTINCT FROM (excluded.focus_enabled, excluded.notification_enabled)`,
        ),
    )
    .returning(['user_id', 'item_type', 'item_id', sql<boolean>`xmax = 0`.as('inserted')])
    .execute();
  for (const row of rows) (row.inserted ? written.inserted : written.updated).add(followKey(row));
  return written;
}

const withoutInsertedAt = ({ inserted_at: _, ...post }: ParsedImport['posts'][number]) => post;

/** A post's insertion date, when the file gives one (an export does), apart from its write path. */
async function keepInsertionDates(db: Db, posts: ParsedImport['posts']): Promise<void> {
  for (const { id, inserted_at } of posts)
    if (inserted_at !== undefined)
      await db
        .updateTable('posts')
        .set({ inserted_at })
        .where('id', '=', id)
        .where('inserted_at', 'is distinct from', new Date(inserted_at))
        .execute();
}

function count(keys: string[], written: Written): ChangeCounts {
  const inserted = keys.filter((key) => written.inserted.has(key)).length;
  const updated = keys.filter((key) => written.updated.has(key)).length;
  return { inserted, updated, unchanged: keys.length - inserted - updated };
}

const changed = (written: Written) => [...written.inserted, ...written.updated];

/**
 * Writes a checked import in dependency order, queueing the pushes of the posts it publishes; run it
 * inside one transaction. Answers the report, and the posts as stored for the trend counts.
 */
export async function writeContent(
  db: Db,
  file: ParsedImport,
  themes: PlacedTheme[],
): Promise<{ report: ImportReport; posts: StoredPosts }> {
  const users = await upsertRows(db, 'users', 'id', await userRows(db, file.users));
  const affiliations = await upsertRows(db, 'affiliations', 'id', file.affiliations);
  const contacts = await writeWithChildren(db, 'contacts', 'id', file.contacts.map(poiRow), [
    affiliationsOf(file.contacts, 'contact_affiliations', 'contact_id'),
  ]);
  const entities = await writeWithChildren(db, 'entities', 'id', file.entities.map(poiRow), [
    affiliationsOf(file.entities, 'entity_affiliations', 'entity_id'),
  ]);
  const themesWritten = await upsertRows(db, 'themes', 'id', themes);
  const links = await upsertRows(db, 'links', 'id', file.links);
  const grid = await upsertRows(
    db,
    'theme_grid_nodes',
    'id',
    file.theme_grid.map(({ poi_contact_id, poi_entity_id, ...node }) => ({
      ...node,
      contact_id: poi_contact_id ?? null,
      entity_id: poi_entity_id ?? null,
    })),
  );
  const posts = await writePosts(db, file.posts.map(withoutInsertedAt), {
    contacts: changed(contacts),
    entities: changed(entities),
    themes: changed(themesWritten),
  });
  await keepInsertionDates(db, file.posts);
  const comments = await writeComments(db, file.comments);
  const follows = await writeFollows(db, file.follows);
  const appConfig = await upsertRows(db, 'app_config', 'key', file.app_config);
  const appFiles = await upsertRows(
    db,
    'app_files',
    'key',
    file.app_files.map(({ data_base64, ...entry }) => ({
      ...entry,
      data: Buffer.from(data_base64, 'base64'),
    })),
  );
  const ids = (items: { id: string }[]) => items.map((item) => item.id);
  const keys = (items: { key: string }[]) => items.map((item) => item.key);
  const report = {
    counts: {
      users: count(ids(file.users), users),
      affiliations: count(ids(file.affiliations), affiliations),
      contacts: count(ids(file.contacts), contacts),
      entities: count(ids(file.entities), entities),
      themes: count(ids(file.themes), themesWritten),
      links: count(ids(file.links), links),
      theme_grid: count(ids(file.theme_grid), grid),
      posts: count(ids(file.posts), posts.written),
      comments: count(ids(file.comments), comments),
      follows: count(file.follows.map(followKey), follows),
      app_config: count(keys(file.app_config), appConfig),
      app_files: count(keys(file.app_files), appFiles),
    },
    publishedPostIds: posts.publishedPostIds,
  };
  return { report, posts };
}
