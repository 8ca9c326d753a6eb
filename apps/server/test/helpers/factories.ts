import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../../src/db/connect.ts';
import type {
  ContactsTable,
  EntitiesTable,
  ItemType,
  PostsTable,
  ThemesTable,
  UsersTable,
} from '../../src/db/database.ts';
import { newId } from '../../src/lib/ids.ts';
import { hashPassword } from '../../src/modules/auth/service.ts';

export const PASSWORD = 'correct horse battery';
let counter = 0;
const next = () => ++counter;

type UserInput = Partial<Omit<Insertable<UsersTable>, 'password_hash'>> & { password?: string };

export async function createUser(db: Db, input: UserInput = {}) {
  const n = next();
  const { password = PASSWORD, ...fields } = input;
  return db
    .insertInto('users')
    .values({
      id: newId(),
      email: `user${n}-${newId().slice(0, 6)}@example.org`,
      firstname: `Prénom${n}`,
      lastname: `Nom${n}`,
      username: `user${n}`,
      ...fields,
      password_hash: await hashPassword(password),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createContact(db: Db, input: Partial<Insertable<ContactsTable>> = {}) {
  const n = next();
  return db
    .insertInto('contacts')
    .values({ id: newId(), firstname: `Claire${n}`, lastname: `Martin${n}`, extra_data: '{}', ...input })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createEntity(db: Db, input: Partial<Insertable<EntitiesTable>> = {}) {
  const n = next();
  return db
    .insertInto('entities')
    .values({ id: newId(), name: `Organisation ${n}`, extra_data: '{}', ...input })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A theme under `parent` (or a root), with its level, root and inherited restriction worked out. */
export async function createTheme(
  db: Db,
  input: Partial<Insertable<ThemesTable>> & {
    parent?: { id: string; root_id: string; level: number; restricted: boolean };
  } = {},
) {
  const { parent, ...fields } = input;
  const id = fields.id ?? newId();
  const confidential = fields.confidential ?? false;
  return db
    .insertInto('themes')
    .values({
      id,
      item: `Thème ${next()}`,
      parent_id: parent?.id ?? null,
      root_id: parent?.root_id ?? id,
      level: parent ? parent.level + 1 : 1,
      restricted: confidential || (parent?.restricted ?? false),
      ...fields,
      confidential,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface PostInput extends Partial<Insertable<PostsTable>> {
  contacts?: string[];
  entities?: string[];
  themes?: string[];
}

/** A published post citing the given items; dates default to now, newest last. */
export async function createPost(db: Db, input: PostInput = {}) {
  const { contacts = [], entities = [], themes = [], ...fields } = input;
  const publish_date = fields.publish_date ?? new Date();
  const post = await db
    .insertInto('posts')
    .values({ id: newId(), title: `Note ${next()}`, type: 'news', ...fields, publish_date })
    .returningAll()
    .executeTakeFirstOrThrow();
  const links: [ItemType, string[]][] = [
    ['contact', contacts],
    ['entity', entities],
    ['theme', themes],
  ];
  for (const [kind, ids] of links) {
    if (ids.length === 0) continue;
    const table = kind === 'contact' ? 'post_contacts' : kind === 'entity' ? 'post_entities' : 'post_themes';
    await db
      .insertInto(table)
      .values(
        ids.map((id, position) => ({
          post_id: post.id,
          [`${kind}_id`]: id,
          publish_date,
          is_published: post.is_published,
          confidential: post.confidential,
          type: post.type,
          position,
        })) as never,
      )
      .execute();
  }
  return post;
}

export async function setItem(
  db: Db,
  userId: string,
  itemType: ItemType,
  itemId: string,
  flags: { focus_enabled?: boolean; notification_enabled?: boolean },
) {
  await db
    .insertInto('item_settings')
    .values({ user_id: userId, item_type: itemType, item_id: itemId, ...flags })
    .onConflict((oc) => oc.columns(['user_id', 'item_type', 'item_id']).doUpdateSet(flags))
    .execute();
}

/** A device receiving `userId`'s pushes: a session, and the subscription it registered. */
export async function createDevice(
  db: Db,
  userId: string,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  sessionExpiresAt = new Date(Date.now() + 86_400_000),
) {
  const session = randomBytes(32);
  await db
    .insertInto('sessions')
    .values({ token_hash: session, user_id: userId, expires_at: sessionExpiresAt })
    .execute();
  return db
    .insertInto('push_subscriptions')
    .values({
      id: newId(),
      user_id: userId,
      endpoint: subscription.endpoint,
      ...subscription.keys,
      session_hash: session,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
