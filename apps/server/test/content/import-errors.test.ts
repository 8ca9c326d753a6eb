import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ImportError, importContent } from '../../src/content/import.ts';
import { rowCounts, useFreshDatabase } from './database.ts';
import { example, ID } from './example.ts';

const t = useFreshDatabase();
const theme = (id: number, parent?: number) => ({
  id: `d0000000000000000000000${id}`,
  item: `Thème ${id}`,
  ...(parent && { parent_id: `d0000000000000000000000${parent}` }),
});

async function expectRefused(input: unknown, message: string | RegExp): Promise<void> {
  const refused = importContent(t.db, input);
  await expect(refused).rejects.toBeInstanceOf(ImportError);
  await expect(refused).rejects.toThrow(message);
}

describe('importContent refusals', () => {
  it('names the first bad field and imports nothing', async () => {
    const file = example();
    file.posts[1]!.publish_date = '2026-11-21 18:00';
    file.comments[0]!.id = 'not an id';
    await expectRefused(file, 'posts[1].publish_date: Invalid ISO datetime');
    expect(Object.values(await rowCounts(t.db)).every((count) => count === 0)).toBe(true);
  });

  it('refuses unknown fields, wrong types and bad values with their path', async () => {
    const cases: [(file: ReturnType<typeof example>) => void, string | RegExp][] = [
      [
        (file) => Object.assign(file.contacts[0]!, { nickname: 'Babeth' }),
        'contacts[0].nickname: unknown field',
      ],
      [(file) => Object.assign(file, { extra: [] }), 'extra: unknown field'],
      [
        (file) => Object.assign(file.users[0]!, { id: 'A00000000000000000000001' }),
        /^users\[0\]\.id: must be a 24-character/,
      ],
      [
        (file) => Object.assign(file.entities[0]!.grid_node!, { end_position: 'hostile' }),
        /^entities\[0\]\.grid_node\.end_position: /,
      ],
      [(file) => Object.assign(file.posts[0]!, { type: 'tweet' }), /^posts\[0\]\.type: /],
      [(file) => Object.assign(file.posts[0]!, { title: 'x'.repeat(501) }), /^posts\[0\]\.title: Too big/],
      [
        (file) => Object.assign(file.theme_grid[0]!, { poi_entity_id: ID.cre }),
        /^theme_grid\[0\]: needs exactly one of/,
      ],
      [
        (file) => Object.assign(file.comments[0]!.body[0]!, { type: 'emoji' }),
        /^comments\[0\]\.body\[0\]\.type: /,
      ],
      [
        (file) => Object.assign(file.app_config[1]!, { value: '{not json' }),
        'app_config[1].value: must be JSON text',
      ],
      [(file) => Object.assign(file.posts[1]!, { id: ID.news }), `posts[1].id: ${ID.news} appears twice`],
      [
        (file) => Object.assign(file.contacts[0]!, { affiliations: [ID.affiliation, ID.affiliation] }),
        `contacts[0].affiliations[1]: ${ID.affiliation} appears twice`,
      ],
      [
        (file) => Object.assign(file.posts[0]!, { themes: [ID.energy, ID.energy] }),
        `posts[0].themes[1]: ${ID.energy} appears twice`,
      ],
      [
        (file) => file.follows.push({ ...file.follows[0]!, focus_enabled: false }),
        `follows[1]: ${ID.reader}:theme:${ID.energy} appears twice`,
      ],
      [
        (file) => Object.assign(file.contacts[0]!, { biography: 'a\u0000b' }),
        'contacts[0].biography: must not contain NUL characters',
      ],
      [
        (file) => Object.assign(file.posts[0]!, { title: 'x\ud800' }),
        'posts[0].title: must be well-formed Unicode, without lone surrogates',
      ],
      [
        (file) => Object.assign(file.contacts[0]!, { img: 'javascript:alert(1)' }),
        'contacts[0].img: must be an http(s) URL or a path on this site',
      ],
      [
        (file) => Object.assign(file.entities[0]!, { extra_data: { url_wikipedia: 'data:text/html,x' } }),
        'entities[0].extra_data.url_wikipedia: must be an http(s) URL or a path on this site',
      ],
      [
        (file) => Object.assign(file.posts[0]!, { source_url: 'vbscript:x' }),
        'posts[0].source_url: must be an http(s) URL or a path on this site',
      ],
    ];
    for (const [spoil, message] of cases) {
      const file = example();
      spoil(file);
      await expectRefused(file, message);
    }
    await expectRefused([], /^file: Invalid input: expected object/);
  });

  it('refuses a reference found late, after valid arrays, and imports nothing', async () => {
    const file = example();
    file.comments[0]!.body[0] = { type: 'mention', content: 'Personne', user_id: 'a0000000000000000000000f' };
    await expectRefused(file, 'comments[0].body[0].user_id: unknown user a0000000000000000000000f');
    expect((await rowCounts(t.db)).users).toBe(0);
    const other = example();
    other.links[0]!.target_type = 'contact';
    await expectRefused(other, `links[0].target_id: unknown contact ${ID.cre}`);
    const follow = example();
    follow.follows[0]!.item_type = 'entity';
    await expectRefused(follow, `follows[0].item_id: unknown entity ${ID.energy}`);
  });

  it('refuses an e-mail already used by another user', async () => {
    await importContent(t.db, { users: example().users });
    const intruder = {
      ...example().users[1]!,
      id: 'a00000000000000000000003',
      email: 'CLAIRE.DUBOIS@example.org',
    };
    await expectRefused({ users: [intruder] }, `users[0].email: already used by user ${ID.editor}`);
  });

  it('refuses a theme tree deeper than 3 levels, also through themes already stored', async () => {
    await expectRefused(
      { themes: [theme(1), theme(2, 1), theme(3, 2), theme(4, 3)] },
      'themes[3].parent_id: the theme tree is deeper than 3 levels',
    );
    await importContent(t.db, { themes: [theme(1), theme(2, 1), theme(3, 2), theme(4)] });
    await expectRefused(
      { themes: [theme(5), theme(6, 3)] },
      'themes[1].parent_id: the theme tree is deeper than 3 levels',
    );
    // Theme 1 moving under 4 would push its stored grandchild 3 to level 4.
    await expectRefused(
      { themes: [theme(1, 4)] },
      'themes[0].parent_id: the theme tree is deeper than 3 levels',
    );
  });

  it('refuses a cycle in the theme tree', async () => {
    await expectRefused(
      { themes: [theme(5), theme(1, 3), theme(2, 1), theme(3, 2)] },
      /^themes\[1\]\.parent_id: the theme tree has a cycle \(d0+1 → d0+3 → d0+2 → d0+1\)/,
    );
    await importContent(t.db, { themes: [theme(1), theme(2, 1)] });
    await expectRefused({ themes: [theme(1, 2)] }, /^themes\[0\]\.parent_id: the theme tree has a cycle/);
  });

  it('rolls back every row when writing fails part-way', async () => {
    await sql`CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$`.execute(
      t.db,
    );
    await sql`CREATE TRIGGER refuse BEFORE INSERT ON comments FOR EACH ROW EXECUTE FUNCTION refuse()`.execute(
      t.db,
    );
    await expect(importContent(t.db, example())).rejects.toThrow('disk full');
    expect(Object.values(await rowCounts(t.db)).every((count) => count === 0)).toBe(true);
  });
});
