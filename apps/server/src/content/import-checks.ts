import type { Db } from '../db/connect.ts';
import type { ItemType } from '../db/database.ts';
import { storedIds } from '../db/id-lists.ts';
import type { Row } from '../db/upsert.ts';
import { refusal } from './import-error.ts';
import { followKey, type ParsedImport } from './import-schema.ts';
import {
  placeThemes,
  samePlacement,
  type ThemeLink,
  type ThemePlacement,
  ThemeTreeProblem,
} from './theme-tree.ts';

type Referenced = 'users' | 'affiliations' | 'contacts' | 'entities' | 'themes' | 'posts';
type Path = (string | number)[];
interface Reference {
  path: Path;
  kind: Referenced;
  id: string;
}

const TABLE_OF: Record<ItemType, Referenced> = { contact: 'contacts', entity: 'entities', theme: 'themes' };
const SINGULAR: Record<Referenced, string> = {
  users: 'user',
  affiliations: 'affiliation',
  contacts: 'contact',
  entities: 'entity',
  themes: 'theme',
  posts: 'post',
};

/** A theme the import writes, placed in the tree. */
export type PlacedTheme = Row & ThemeLink & ThemePlacement & { id: string };

/**
 * The checks zod cannot make: unique ids and e-mails, references to rows in the file or the database,
 * and the theme tree. Answers the themes to write, with their computed placement: the file's, and the
 * stored ones that the file moves or restricts.
 */
export async function checkImport(db: Db, file: ParsedImport): Promise<PlacedTheme[]> {
  refuseDuplicates(file);
  await refuseUnknownReferences(db, file);
  await refuseTakenEmails(db, file);
  return placeAllThemes(db, file);
}

function refuseDuplicates(file: ParsedImport): void {
  const { follows, ...rest } = file;
  const keyed: [string, { id?: string; key?: string }[]][] = Object.entries(rest);
  // A post's cited ids are checked by its schema, which the editor API shares.
  const idLists = [
    ...file.contacts.map((contact, index) => ({
      path: ['contacts', index, 'affiliations'],
      ids: contact.affiliations,
    })),
    ...file.entities.map((entity, index) => ({
      path: ['entities', index, 'affiliations'],
      ids: entity.affiliations,
    })),
  ];
  const checks = [
    follows.map((follow, index) => ({ path: ['follows', index], id: followKey(follow) })),
    ...keyed.map(([kind, items]) =>
      items.map((item, index) => ({ path: [kind, index, item.id ? 'id' : 'key'], id: item.id ?? item.key })),
    ),
    file.users.map((user, index) => ({ path: ['users', index, 'email'], id: user.email })),
    file.posts.flatMap((post, index) =>
      post.attachments.map(({ id }, position) => ({
        path: ['posts', index, 'attachments', position, 'id'],
        id,
      })),
    ),
    ...idLists.map(({ path, ids }) => ids.map((id, position) => ({ path: [...path, position], id }))),
  ];
  for (const values of checks) {
    const seen = new Set<string | undefined>();
    for (const { path, id } of values) {
      if (seen.has(id)) throw refusal(path, `${id} appears twice`);
      seen.add(id);
    }
  }
}

function* references(file: ParsedImport): Generator<Reference> {
  for (const [index, contact] of file.contacts.entries())
    for (const [position, id] of contact.affiliations.entries())
      yield { path: ['contacts', index, 'affiliations', position], kind: 'affiliations', id };
  for (const [index, entity] of file.entities.entries())
    for (const [position, id] of entity.affiliations.entries())
      yield { path: ['entities', index, 'affiliations', position], kind: 'affiliations', id };
  for (const [index, theme] of file.themes.entries())
    if (theme.parent_id) yield { path: ['themes', index, 'parent_id'], kind: 'themes', id: theme.parent_id };
  for (const [index, link] of file.links.entries()) {
    yield { path: ['links', index, 'source_id'], kind: TABLE_OF[link.source_type], id: link.source_id };
    yield { path: ['links', index, 'target_id'], kind: TABLE_OF[link.target_type], id: link.target_id };
  }
  for (const [index, node] of file.theme_grid.entries()) {
    yield { path: ['theme_grid', index, 'theme_id'], kind: 'themes', id: node.theme_id };
    if (node.poi_contact_id)
      yield { path: ['theme_grid', index, 'poi_contact_id'], kind: 'contacts', id: node.poi_contact_id };
    if (node.poi_entity_id)
      yield { path: ['theme_grid', index, 'poi_entity_id'], kind: 'entities', id: node.poi_entity_id };
  }
  for (const [index, post] of file.posts.entries()) {
    if (post.author_id) yield { path: ['posts', index, 'author_id'], kind: 'users', id: post.author_id };
    for (const kind of ['contacts', 'entities', 'themes'] as const)
      for (const [position, id] of post[kind].entries())
        yield { path: ['posts', index, kind, position], kind, id };
  }
  for (const [index, comment] of file.comments.entries()) {
    yield { path: ['comments', index, 'post_id'], kind: 'posts', id: comment.post_id };
    yield { path: ['comments', index, 'user_id'], kind: 'users', id: comment.user_id };
    for (const [part, piece] of comment.body.entries())
      if (piece.type === 'mention')
        yield { path: ['comments', index, 'body', part, 'user_id'], kind: 'users', id: piece.user_id };
  }
  for (const [index, follow] of file.follows.entries()) {
    yield { path: ['follows', index, 'user_id'], kind: 'users', id: follow.user_id };
    yield { path: ['follows', index, 'item_id'], kind: TABLE_OF[follow.item_type], id: follow.item_id };
  }
}

async function refuseUnknownReferences(db: Db, file: ParsedImport): Promise<void> {
  const all = [...references(file)];
  const known = new Map<Referenced, Set<string>>();
  for (const kind of Object.keys(SINGULAR) as Referenced[]) {
    const inFile = new Set(file[kind].map((item) => item.id));
    const elsewhere = all.filter((ref) => ref.kind === kind && !inFile.has(ref.id)).map((ref) => ref.id);
    known.set(kind, new Set([...inFile, ...(await storedIds(db, kind, new Set(elsewhere)))]));
  }
  const missing = all.find((ref) => !known.get(ref.kind)?.has(ref.id));
  if (missing) throw refusal(missing.path, `unknown ${SINGULAR[missing.kind]} ${missing.id}`);
}

async function refuseTakenEmails(db: Db, file: ParsedImport): Promise<void> {
  if (file.users.length === 0) return;
  const owners = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where(
      'email',
      'in',
      file.users.map((user) => user.email),
    )
    .execute();
  const ownerOf = new Map(owners.map((owner) => [owner.email, owner.id]));
  for (const [index, user] of file.users.entries()) {
    const owner = ownerOf.get(user.email);
    if (owner && owner !== user.id) throw refusal(['users', index, 'email'], `already used by user ${owner}`);
  }
}

async function placeAllThemes(db: Db, file: ParsedImport): Promise<PlacedTheme[]> {
  const stored = await db
    .selectFrom('themes')
    .select(['id', 'item', 'type', 'description', 'confidential', 'parent_id', 'chat_room'])
    .select(['level', 'root_id', 'restricted'])
    .execute();
  const themes = new Map<string, Row & ThemeLink & { id: string }>();
  const storedPlacement = new Map<string, ThemePlacement>();
  for (const { level, root_id, restricted, ...theme } of stored) {
    themes.set(theme.id, theme);
    storedPlacement.set(theme.id, { level, root_id, restricted });
  }
  for (const theme of file.themes) themes.set(theme.id, theme);
  refuseSharedChatRooms(file, themes.values());
  try {
    const placements = placeThemes(themes);
    const inFile = new Set(file.themes.map((theme) => theme.id));
    // Writing an unchanged theme again would still fire the themes' statement triggers.
    const moved = (id: string) => !samePlacement(storedPlacement.get(id), placements.get(id)!);
    return [...themes.values()]
      .filter((theme) => inFile.has(theme.id) || moved(theme.id))
      .map((theme) => ({ ...theme, ...placements.get(theme.id)! }))
      .sort((a, b) => a.level - b.level);
  } catch (error) {
    if (!(error instanceof ThemeTreeProblem)) throw error;
    const indexOf = new Map(file.themes.map((theme, index) => [theme.id, index]));
    // The stored tree was valid, so the chain holds at least one theme of the file.
    const culprit = error.chain.find((id) => indexOf.has(id));
    throw refusal(
      ['themes', indexOf.get(culprit ?? '') ?? 0, 'parent_id'],
      error.problem === 'cycle'
        ? `the theme tree has a cycle (${[...error.chain, error.chain[0]].join(' → ')})`
        : 'the theme tree is deeper than 3 levels',
    );
  }
}

/** One room per theme: said here with the theme's path, rather than by the unique index. */
function refuseSharedChatRooms(file: ParsedImport, themes: Iterable<Row & { id: string }>): void {
  const indexOf = new Map(file.themes.map((theme, index) => [theme.id, index]));
  const ownerOf = new Map<unknown, string>();
  for (const { id, chat_room } of themes) {
    if (!chat_room) continue;
    const owner = ownerOf.get(chat_room);
    if (owner === undefined) {
      ownerOf.set(chat_room, id);
      continue;
    }
    // The stored themes shared no room, so one of the two comes from the file.
    const [mine, theirs] = indexOf.has(id) ? [id, owner] : [owner, id];
    throw refusal(
      ['themes', indexOf.get(mine) ?? 0, 'chat_room'],
      `${chat_room} is the room of theme ${theirs}`,
    );
  }
}
