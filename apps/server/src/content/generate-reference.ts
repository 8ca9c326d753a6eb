import { POSITIONS } from '@vigie/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { insertRows } from '../db/upsert.ts';
import { hashPassword } from '../modules/auth/service.ts';
import * as words from './generate-vocabulary.ts';
import { placeThemes } from './theme-tree.ts';

/** The first hex digit of a generated id tells its kind, so kinds never collide. */
const KIND_DIGIT = { user: 1, affiliation: 2, contact: 3, entity: 4, theme: 5, link: 6, post: 7, grid: 8 };
type Kind = keyof typeof KIND_DIGIT;

export const generatedId = (kind: Kind, n: number): string =>
  `${KIND_DIGIT[kind]}${n.toString(16).padStart(23, '0')}`;
export const generatedIdSql = (kind: Kind, n: RawBuilder<unknown>): RawBuilder<string> =>
  sql<string>`${sql.lit(String(KIND_DIGIT[kind]))} || lpad(to_hex(${n}), 23, '0')`;

/** A random entry of `list`, drawn again for every row. */
export const pick = (list: readonly (string | null)[]): RawBuilder<string> =>
  sql<string>`(${list}::text[])[1 + floor(random() * ${list.length})::int]`;
/** Entry `index` (any integer expression) of `list`, wrapping around. */
const entry = (list: readonly string[], index: RawBuilder<unknown>) =>
  sql<string>`(${list}::text[])[1 + (${index}) % ${list.length}]`;
const position = () => pick([null, ...POSITIONS]);
/** The integers from `from` to `to`, as rows. */
export const series = (from: number, to: number) =>
  sql`generate_series(${sql.lit(from)}::int, ${sql.lit(to)}::int)`;

export const GENERATED_PASSWORD = 'vigie-bench';
export const COUNTS = { users: 20, contacts: 2_000, entities: 500, links: 3_000 };
/** Themes 1–5 are roots, 6–20 sub-roots, 21–65 leaves; posts cite sub-roots and leaves. */
export const CITABLE_THEMES = { first: 6, count: 60 };
/** A prime to none of the item counts: the item of rank r is number first + (r - 1) * RANK_SPREAD % count. */
export const RANK_SPREAD = 7919;
/** The generated item cited r-th most often (rank 1: the most often), by the generator's Zipf draw. */
export function itemOfRank(kind: 'contact' | 'entity' | 'theme', rank: number): string {
  const [first, count] =
    kind === 'theme'
      ? [CITABLE_THEMES.first, CITABLE_THEMES.count]
      : [1, kind === 'contact' ? COUNTS.contacts : COUNTS.entities];
  return generatedId(kind, first + (((rank - 1) * RANK_SPREAD) % count));
}
/** Users 1–5 write the posts. */
export const AUTHORS = 5;

const n = sql`n`;

async function addUsers(db: Db): Promise<void> {
  const passwordHash = await hashPassword(GENERATED_PASSWORD);
  const users = Array.from({ length: COUNTS.users }, (_, index) => ({
    id: generatedId('user', index + 1),
    email: `bench${index + 1}@vigie.test`,
    password_hash: passwordHash,
    firstname: words.FIRST_NAMES[(index * 7) % words.FIRST_NAMES.length],
    lastname: words.LAST_NAMES[(index * 11) % words.LAST_NAMES.length],
    username: `bench${index + 1}`,
    has_confidential_access: index < 8,
    role: index === 0 ? 'admin' : index < AUTHORS ? 'editor' : 'reader',
  }));
  await insertRows(db, 'users', users);
}

async function addThemes(db: Db): Promise<void> {
  const themes = new Map<string, { item: string; parent_id: string | null; confidential: boolean }>();
  const add = (number: number, item: string, parent: number | null) =>
    themes.set(generatedId('theme', number), {
      item,
      parent_id: parent === null ? null : generatedId('theme', parent),
      confidential: words.CONFIDENTIAL_THEMES.includes(item),
    });
  words.THEME_TREE.forEach(([root, subRoots], r) => {
    add(r + 1, root, null);
    subRoots.forEach((subRoot, s) => {
      const subNumber = CITABLE_THEMES.first + r * subRoots.length + s;
      add(subNumber, subRoot, r + 1);
      words.THEME_ASPECTS.forEach((aspect, a) => {
        add(
          21 + (subNumber - CITABLE_THEMES.first) * words.THEME_ASPECTS.length + a,
          `${subRoot} : ${aspect}`,
          subNumber,
        );
      });
    });
  });
  const placements = placeThemes(themes);
  const rows = [...themes].map(([id, theme]) => ({ id, ...theme, ...placements.get(id) }));
  await insertRows(
    db,
    'themes',
    rows.sort((a, b) => (a.level ?? 0) - (b.level ?? 0)),
  );
}

/** Users, affiliations, contacts, entities, themes, links and theme grids: everything posts cite. */
export async function addReferenceData(db: Db): Promise<void> {
  await addUsers(db);
  await insertRows(
    db,
    'affiliations',
    words.AFFILIATIONS.map(([name, color], index) => ({
      id: generatedId('affiliation', index + 1),
      name,
      color,
    })),
  );
  await sql`INSERT INTO contacts (id, firstname, lastname, biography, career, extra_data, start_position, end_position)
    SELECT ${generatedIdSql('contact', n)}, ${entry(words.FIRST_NAMES, n)},
      ${entry(words.LAST_NAMES, sql`n / ${words.FIRST_NAMES.length} + n`)},
      ${pick(words.MANDATES)} || ', ' || ${pick(words.REGIONS)}, ${pick(words.CAREERS)},
      jsonb_build_object('full_mandat', ${pick(words.MANDATES)} || ' (' || ${pick(words.REGIONS)} || ')'),
      ${position()}, ${position()}
    FROM ${series(1, COUNTS.contacts)} n`.execute(db);
  await sql`INSERT INTO entities (id, name, label, description, address, country, email, extra_data, start_position, end_position)
    SELECT ${generatedIdSql('entity', n)},
      ${entry(words.ENTITY_KINDS, n)} || ' ' || ${entry(words.DOMAINS, sql`n / ${words.ENTITY_KINDS.length}`)}
        || CASE WHEN n > 250 THEN ' ' || ${entry(words.REGIONS, n)} ELSE '' END,
      upper(to_hex(n)), 'Organisation représentative ' || ${pick(words.DOMAINS)} || '.',
      n || ' rue de la République, ' || ${pick(words.PLACES)}, 'France', 'contact@entite' || n || '.example.org',
      jsonb_build_object('url_wikipedia', 'https://fr.wikipedia.org/wiki/Entite_' || n), ${position()}, ${position()}
    FROM ${series(1, COUNTS.entities)} n`.execute(db);
  const affiliation = sql`${generatedIdSql('affiliation', sql`1 + n % ${words.AFFILIATIONS.length}`)}`;
  await sql`INSERT INTO contact_affiliations SELECT ${generatedIdSql('contact', n)}, ${affiliation}
    FROM ${series(1, COUNTS.contacts)} n WHERE n % 10 < 7`.execute(db);
  await sql`INSERT INTO entity_affiliations SELECT ${generatedIdSql('entity', n)}, ${affiliation}
    FROM ${series(1, COUNTS.entities)} n WHERE n % 5 = 0`.execute(db);
  await addThemes(db);
  await addLinksAndGrids(db);
}

async function addLinksAndGrids(db: Db): Promise<void> {
  // Kinds of link by n % 4: contact→entity twice, contact→contact, entity→entity. An odd offset on an
  // even count never links an item to itself.
  const kind = sql`1 + n % 4`;
  const endpoint = (types: string[], number: RawBuilder<unknown>) => sql`CASE (${types}::text[])[${kind}]
    WHEN 'contact' THEN ${generatedIdSql('contact', sql`1 + (${number}) % ${COUNTS.contacts}`)}
    ELSE ${generatedIdSql('entity', sql`1 + (${number}) % ${COUNTS.entities}`)} END`;
  const sources = ['contact', 'contact', 'contact', 'entity'];
  const targets = ['entity', 'entity', 'contact', 'entity'];
  const linkTypes = words.LINK_TYPES.map(([type]) => type);
  const linkColors = words.LINK_TYPES.map(([, color]) => color);
  await sql`INSERT INTO links (id, source_type, source_id, target_type, target_id, type, color)
    SELECT ${generatedIdSql('link', n)}, (${sources}::text[])[${kind}], ${endpoint(sources, n)},
      (${targets}::text[])[${kind}], ${endpoint(targets, sql`n * 7 + 1`)},
      (${linkTypes}::text[])[${kind}], (${linkColors}::text[])[${kind}]
    FROM ${series(1, COUNTS.links)} n`.execute(db);
  await sql`INSERT INTO theme_grid_nodes (id, theme_id, contact_id, entity_id, start_position, end_position)
    SELECT ${generatedIdSql('grid', sql`t * 8 + k`)}, ${generatedIdSql('theme', sql`t`)},
      CASE WHEN k < 6 THEN ${generatedIdSql('contact', sql`1 + (t * 37 + k * 101) % ${COUNTS.contacts}`)} END,
      CASE WHEN k >= 6 THEN ${generatedIdSql('entity', sql`1 + (t * 13 + k * 41) % ${COUNTS.entities}`)} END,
      ${position()}, ${position()}
    FROM ${series(CITABLE_THEMES.first, CITABLE_THEMES.first + CITABLE_THEMES.count - 1)} t,
      ${series(0, 7)} k`.execute(db);
}
