import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { idIn } from '../../db/id-lists.ts';
import { ITEM_KINDS, type ItemKind } from './kinds.ts';

/** Moving what points to a duplicate onto the item kept: each runs in the merge's transaction. */

const CITATIONS = { contact: 'post_contacts', entity: 'post_entities' } as const;
const column = (kind: ItemKind) => sql.ref(`${kind}_id`);

/** The posts citing an item, drafts included. */
export async function citingPosts(trx: Db, kind: ItemKind, id: string): Promise<string[]> {
  const { rows } = await sql<{ post_id: string }>`
    SELECT post_id FROM ${sql.table(CITATIONS[kind])} WHERE ${column(kind)} = ${id}`.execute(trx);
  return rows.map((row) => row.post_id);
}

/**
 * The posts whose citations moved take a new version: an editor who had one open is shown it as it now
 * stands (a 409 with the kept item cited) instead of saving the deleted duplicate back.
 */
export async function newVersions(trx: Db, posts: string[]): Promise<void> {
  if (posts.length > 0)
    await sql`UPDATE posts SET version = version + 1 WHERE ${idIn('id', posts)}`.execute(trx);
}

/** A post citing both keeps its citation of the kept item; the others now cite it in the duplicate's place. */
export async function moveCitations(trx: Db, kind: ItemKind, keep: string, duplicate: string): Promise<void> {
  const table = sql.table(CITATIONS[kind]);
  await sql`
    DELETE FROM ${table} d WHERE d.${column(kind)} = ${duplicate}
      AND EXISTS (SELECT 1 FROM ${table} k WHERE k.post_id = d.post_id AND k.${column(kind)} = ${keep})`.execute(
    trx,
  );
  await sql`UPDATE ${table} SET ${column(kind)} = ${keep} WHERE ${column(kind)} = ${duplicate}`.execute(trx);
}

/** Each user's focus and notifications: on for the kept item when they were on for either. */
export async function moveSettings(trx: Db, kind: ItemKind, keep: string, duplicate: string): Promise<void> {
  await sql`
    INSERT INTO item_settings (user_id, item_type, item_id, focus_enabled, notification_enabled, updated_at)
    SELECT user_id, item_type, ${keep}, focus_enabled, notification_enabled, updated_at
    FROM item_settings WHERE item_type = ${kind} AND item_id = ${duplicate}
    ON CONFLICT (user_id, item_type, item_id) DO UPDATE SET
      focus_enabled = item_settings.focus_enabled OR excluded.focus_enabled,
      notification_enabled = item_settings.notification_enabled OR excluded.notification_enabled,
      updated_at = greatest(item_settings.updated_at, excluded.updated_at)`.execute(trx);
  await trx
    .deleteFrom('item_settings')
    .where('item_type', '=', kind)
    .where('item_id', '=', duplicate)
    .execute();
}

/**
 * Stances: the duplicate's position on a theme the kept item has none on moves over, with the history of
 * its changes; its own grid node fills the kept item's unknown positions.
 */
export async function moveStances(trx: Db, kind: ItemKind, keep: string, duplicate: string): Promise<void> {
  await sql`
    UPDATE theme_grid_nodes d SET ${column(kind)} = ${keep}
    WHERE d.${column(kind)} = ${duplicate} AND NOT EXISTS (
      SELECT 1 FROM theme_grid_nodes k WHERE k.theme_id = d.theme_id AND k.${column(kind)} = ${keep})`.execute(
    trx,
  );
  // Their histories join: a reader of the kept item's grid still sees where the duplicate's stood.
  await sql`UPDATE stance_changes SET ${column(kind)} = ${keep} WHERE ${column(kind)} = ${duplicate}`.execute(
    trx,
  );
  const table = sql.table(ITEM_KINDS[kind].table);
  await sql`
    UPDATE ${table} k SET start_position = coalesce(k.start_position, d.start_position),
      end_position = coalesce(k.end_position, d.end_position)
    FROM ${table} d WHERE k.id = ${keep} AND d.id = ${duplicate}`.execute(trx);
}

/** Links from and to the duplicate now join the kept item; one to itself, or made twice, goes. */
export async function moveLinks(trx: Db, kind: ItemKind, keep: string, duplicate: string): Promise<void> {
  await sql`UPDATE links SET source_id = ${keep} WHERE source_type = ${kind} AND source_id = ${duplicate}`.execute(
    trx,
  );
  await sql`UPDATE links SET target_id = ${keep} WHERE target_type = ${kind} AND target_id = ${duplicate}`.execute(
    trx,
  );
  await sql`
    DELETE FROM links WHERE source_type = ${kind} AND source_id = ${keep}
      AND target_type = ${kind} AND target_id = ${keep}`.execute(trx);
  await sql`
    DELETE FROM links a USING links b
    WHERE a.id > b.id AND a.source_type = b.source_type AND a.source_id = b.source_id
      AND a.target_type = b.target_type AND a.target_id = b.target_id AND a.type = b.type
      AND ((a.source_type = ${kind} AND a.source_id = ${keep})
        OR (a.target_type = ${kind} AND a.target_id = ${keep}))`.execute(trx);
}

export async function mergeAffiliations(
  trx: Db,
  kind: ItemKind,
  keep: string,
  duplicate: string,
): Promise<void> {
  const table = sql.table(ITEM_KINDS[kind].affiliations);
  await sql`
    INSERT INTO ${table} (${column(kind)}, affiliation_id)
    SELECT ${keep}, affiliation_id FROM ${table} WHERE ${column(kind)} = ${duplicate}
    ON CONFLICT DO NOTHING`.execute(trx);
}

/** Deletes the duplicate; what still pointed to it (a stance the kept item had too) goes with it. */
export async function deleteItem(trx: Db, kind: ItemKind, id: string): Promise<void> {
  await sql`DELETE FROM ${sql.table(ITEM_KINDS[kind].table)} WHERE id = ${id}`.execute(trx);
  await sql`DELETE FROM trend_counts WHERE item_type = ${kind} AND item_id = ${id}`.execute(trx);
}
