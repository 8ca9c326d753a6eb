import { writeFile } from 'node:fs/promises';
import type { Db } from '../db/connect.ts';
import type { ImportFile } from './import-schema.ts';

/**
 * Everything the import format holds, read from the database in one snapshot, so that importing it into
 * an empty database answers every read as this one does. Passwords are left out: imported users have no
 * usable password until an admin sends them a set-password link. What the format has no place for (who
 * bookmarks what, sessions, devices, saved searches, read markers, stance history, the audit
 * log, uploaded pictures' bytes) is not exported: apps/server/README.md, "Backup, restore and export".
 */
export async function exportContent(db: Db): Promise<ImportFile> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => ({
      users: await users(trx),
      affiliations: await trx
        .selectFrom('affiliations')
        .select(['id', 'name', 'color'])
        .orderBy('id')
        .execute(),
      contacts: await contacts(trx),
      entities: await entities(trx),
      themes: await trx
        .selectFrom('themes')
        .select(['id', 'item', 'type', 'description', 'confidential', 'parent_id', 'chat_room'])
        .orderBy('level')
        .orderBy('id')
        .execute(),
      links: await trx
        .selectFrom('links')
        .select(['id', 'source_type', 'source_id', 'target_type', 'target_id', 'type', 'color'])
        .orderBy('id')
        .execute(),
      theme_grid: (await trx.selectFrom('theme_grid_nodes').selectAll().orderBy('id').execute()).map(
        ({ contact_id, entity_id, ...node }) => ({
          ...node,
          ...(contact_id ? { poi_contact_id: contact_id } : {}),
          ...(entity_id ? { poi_entity_id: entity_id } : {}),
        }),
      ),
      posts: await posts(trx),
      comments: (
        await trx
          .selectFrom('comments')
          .select(['id', 'post_id', 'user_id', 'inserted_at', 'body'])
          .orderBy('inserted_at')
          .orderBy('id')
          .execute()
      ).map((comment) => ({
        ...comment,
        inserted_at: comment.inserted_at.toISOString(),
        body: comment.body as NonNullable<ImportFile['comments']>[number]['body'],
      })),
      follows: await trx
        .selectFrom('item_settings')
        .select(['user_id', 'item_type', 'item_id', 'focus_enabled', 'notification_enabled'])
        .where((eb) => eb.or([eb('focus_enabled', '=', true), eb('notification_enabled', '=', true)]))
        .orderBy('user_id')
        .orderBy('item_type')
        .orderBy('item_id')
        .execute(),
      app_config: await trx.selectFrom('app_config').select(['key', 'value']).orderBy('key').execute(),
      app_files: (await trx.selectFrom('app_files').selectAll().orderBy('key').execute()).map(
        ({ data, ...file }) => ({ ...file, data_base64: data.toString('base64') }),
      ),
    })) as Promise<ImportFile>;
}

export async function exportFile(db: Db, path: string): Promise<string> {
  const content = await exportContent(db);
  await writeFile(path, `${JSON.stringify(content, null, 1)}\n`, { mode: 0o600 });
  const counted = Object.entries(content)
    .map(([kind, rows]) => `${(rows as unknown[]).length} ${kind}`)
    .join(', ');
  return `Exported ${counted} to ${path}. Users have no password in it: after an import, send each a set-password link (npm run vigie -- user reset-link --email E).`;
}

function users(db: Db) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'firstname',
      'lastname',
      'username',
      'biography',
      'img',
      'is_active',
      'has_confidential_access',
      'role',
    ])
    .orderBy('id')
    .execute();
}

/** Rows grouped by one of their columns, in the order read. */
function groupBy<T, K extends keyof T>(rows: T[], key: K): Map<T[K], Omit<T, K>[]> {
  const groups = new Map<T[K], Omit<T, K>[]>();
  for (const { [key]: group, ...rest } of rows) groups.set(group, [...(groups.get(group) ?? []), rest]);
  return groups;
}

/** Each item's affiliation ids, by item id. */
async function affiliationsOf(db: Db, table: 'contact_affiliations' | 'entity_affiliations') {
  const column = table === 'contact_affiliations' ? 'contact_id' : 'entity_id';
  const rows = await db
    .selectFrom(table)
    .select([`${column} as item_id`, 'affiliation_id'])
    .orderBy('affiliation_id')
    .execute();
  const groups = groupBy(rows, 'item_id');
  return (id: string) => (groups.get(id) ?? []).map((row) => row.affiliation_id);
}

/** A contact or an entity as the import reads it. */
function poi<T extends { id: string; extra_data: unknown; start_position: unknown; end_position: unknown }>(
  { start_position, end_position, extra_data, ...item }: T,
  affiliations: (id: string) => string[],
) {
  return {
    ...item,
    extra_data: extra_data as Record<string, string>,
    affiliations: affiliations(item.id),
    grid_node: { start_position, end_position },
  };
}

async function contacts(db: Db) {
  const affiliations = await affiliationsOf(db, 'contact_affiliations');
  const rows = await db.selectFrom('contacts').selectAll().orderBy('id').execute();
  return rows.map(({ sort_key, search_text, ...contact }) => poi(contact, affiliations));
}

async function entities(db: Db) {
  const affiliations = await affiliationsOf(db, 'entity_affiliations');
  const rows = await db.selectFrom('entities').selectAll().orderBy('id').execute();
  return rows.map(({ sort_key, search_text, ...entity }) => poi(entity, affiliations));
}

/** Each post's cited ids, in citation order. */
async function citations(db: Db, table: 'post_contacts' | 'post_entities' | 'post_themes') {
  const column = (
    { post_contacts: 'contact_id', post_entities: 'entity_id', post_themes: 'theme_id' } as const
  )[table];
  const rows = await db
    .selectFrom(table)
    .select(['post_id', `${column} as item_id`])
    .orderBy('post_id')
    .orderBy('position')
    .execute();
  const groups = groupBy(rows, 'post_id');
  return (id: string) => (groups.get(id) ?? []).map((row) => row.item_id);
}

async function posts(db: Db) {
  const [cited, attachments] = [
    {
      contacts: await citations(db, 'post_contacts'),
      entities: await citations(db, 'post_entities'),
      themes: await citations(db, 'post_themes'),
    },
    await db
      .selectFrom('attachments')
      .select(['id', 'post_id', 'filename', 'url'])
      .orderBy('post_id')
      .orderBy('position')
      .execute(),
  ];
  const attached = groupBy(attachments, 'post_id');
  const rows = await db
    .selectFrom('posts')
    .select([
      'id',
      'title',
      'type',
      'summary',
      'description',
      'img',
      'is_published',
      'publish_date',
      'inserted_at',
      'confidential',
      'geo',
      'source_name',
      'source_url',
      'source_flag',
      'author_id',
    ])
    .orderBy('publish_date')
    .orderBy('id')
    .execute();
  return rows.map((post) => ({
    ...post,
    publish_date: post.publish_date.toISOString(),
    inserted_at: post.inserted_at.toISOString(),
    contacts: cited.contacts(post.id),
    entities: cited.entities(post.id),
    themes: cited.themes(post.id),
    attachments: attached.get(post.id) ?? [],
  }));
}
