import { POSITIONS } from '@vigie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importContent } from '../../src/content/import.ts';
import { importFileSchema } from '../../src/content/import-schema.ts';
import type { Db } from '../../src/db/connect.ts';
import { buildDemoData, DEMO_LOGINS } from '../../src/demo/dataset.ts';
import { dumpTables } from '../content/database.ts';
import { createTestDatabase } from '../helpers/app.ts';

const NOW = new Date('2026-12-01T09:30:00.000Z');
const DAY = 86_400_000;
const data = importFileSchema.parse(buildDemoData(NOW));
const ageOf = (timestamp: string) => NOW.getTime() - Date.parse(timestamp);
const idsOf = (rows: { id: string }[]) => new Set(rows.map((row) => row.id));
const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function themeLevels(): Map<string, number> {
  const parentOf = new Map(data.themes.map((theme) => [theme.id, theme.parent_id]));
  const levelOf = (id: string): number => {
    const parent = parentOf.get(id);
    return parent ? 1 + levelOf(parent) : 1;
  };
  return new Map(data.themes.map((theme) => [theme.id, levelOf(theme.id)]));
}

describe('the demo data set', () => {
  it('is a valid import file, identical for the same now', () => {
    expect(importFileSchema.safeParse(buildDemoData(NOW)).success).toBe(true);
    expect(buildDemoData(new Date(NOW))).toEqual(buildDemoData(NOW));
  });

  it('keeps its ids when now moves, and moves the publication dates with it', () => {
    const later = importFileSchema.parse(buildDemoData(new Date(NOW.getTime() + DAY)));
    for (const kind of ['users', 'contacts', 'entities', 'themes', 'links', 'posts', 'comments'] as const)
      expect(later[kind].map((row) => row.id)).toEqual(data[kind].map((row) => row.id));
    expect(Date.parse(later.posts[0]!.publish_date) - Date.parse(data.posts[0]!.publish_date)).toBe(DAY);
  });

  it('uses unique 24-character hex ids in every section', () => {
    const { users, affiliations, contacts, entities, themes, links, theme_grid, posts, comments } = data;
    const attachments = posts.flatMap((post) => post.attachments);
    for (const rows of [
      users,
      affiliations,
      contacts,
      entities,
      themes,
      links,
      theme_grid,
      posts,
      comments,
      attachments,
    ]) {
      const ids = rows.map((row) => row.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    }
  });

  it('only references rows that exist', () => {
    const users = idsOf(data.users);
    const affiliations = idsOf(data.affiliations);
    const known = { contact: idsOf(data.contacts), entity: idsOf(data.entities), theme: idsOf(data.themes) };
    const posts = idsOf(data.posts);
    const expectIn = (set: Set<string>, ids: (string | null | undefined)[]) => {
      for (const id of ids) if (id) expect(set).toContain(id);
    };
    for (const poi of [...data.contacts, ...data.entities]) expectIn(affiliations, poi.affiliations);
    expectIn(
      known.theme,
      data.themes.map((theme) => theme.parent_id),
    );
    for (const link of data.links) {
      expectIn(known[link.source_type], [link.source_id]);
      expectIn(known[link.target_type], [link.target_id]);
    }
    for (const node of data.theme_grid) {
      expectIn(known.theme, [node.theme_id]);
      expectIn(known.contact, [node.poi_contact_id]);
      expectIn(known.entity, [node.poi_entity_id]);
    }
    for (const post of data.posts) {
      expectIn(users, [post.author_id]);
      expectIn(known.contact, post.contacts);
      expectIn(known.entity, post.entities);
      expectIn(known.theme, post.themes);
    }
    for (const comment of data.comments) {
      expectIn(posts, [comment.post_id]);
      expectIn(users, [
        comment.user_id,
        ...comment.body.map((part) => (part.type === 'mention' ? part.user_id : null)),
      ]);
    }
  });

  it('has four users whose access matches the demo logins', () => {
    const byEmail = new Map(data.users.map((user) => [user.email, user]));
    expect(DEMO_LOGINS.map((login) => login.email)).toEqual([...byEmail.keys()]);
    expect(byEmail.get('lecteur@vigie.example')).toMatchObject({
      role: 'reader',
      has_confidential_access: false,
    });
    expect(byEmail.get('analyste@vigie.example')).toMatchObject({
      role: 'reader',
      has_confidential_access: true,
    });
    expect(byEmail.get('redaction@vigie.example')).toMatchObject({
      role: 'editor',
      has_confidential_access: true,
    });
    expect(byEmail.get('admin@vigie.example')).toMatchObject({
      role: 'admin',
      has_confidential_access: true,
    });
    for (const login of DEMO_LOGINS) expect(byEmail.get(login.email)?.password).toBe(login.password);
    expect(data.users.some((user) => /https?:\/\//.test(user.biography))).toBe(true);
    const editor = byEmail.get('redaction@vigie.example')!;
    expect(data.posts.every((post) => post.author_id === editor.id)).toBe(true);
  });

  it('has at least 60 posts of the three types over the last 40 days, some within the last day', () => {
    const published = data.posts.filter((post) => post.is_published && ageOf(post.publish_date) > 0);
    expect(published.length).toBeGreaterThanOrEqual(60);
    for (const type of ['memo', 'news', 'synthese'])
      expect(published.filter((post) => post.type === type).length).toBeGreaterThanOrEqual(
        published.length / 4,
      );
    for (const post of data.posts) {
      expect(ageOf(post.publish_date)).toBeGreaterThan(-2 * DAY);
      expect(ageOf(post.publish_date)).toBeLessThanOrEqual(40 * DAY);
      expect(post.contacts.length).toBeGreaterThanOrEqual(1);
      expect(post.contacts.length).toBeLessThanOrEqual(4);
      expect(post.entities.length).toBeLessThanOrEqual(3);
      expect(post.themes.length).toBeGreaterThanOrEqual(1);
      expect(post.themes.length).toBeLessThanOrEqual(2);
    }
    expect(data.posts.filter((post) => ageOf(post.publish_date) < DAY).length).toBeGreaterThanOrEqual(4);
  });

  it('gives the newsroom drafts and posts scheduled within the next two days', () => {
    const drafts = data.posts.filter((post) => !post.is_published);
    const scheduled = data.posts.filter((post) => post.is_published && ageOf(post.publish_date) < 0);
    expect(drafts.length).toBeGreaterThanOrEqual(2);
    expect(scheduled.length).toBeGreaterThanOrEqual(2);
    for (const post of drafts) expect(ageOf(post.publish_date)).toBeGreaterThan(0);
  });

  it('writes posts with markdown descriptions, sources, attachments and the words searches look for', () => {
    for (const post of data.posts) {
      expect(post.summary.split(/(?<=[.!?»])\s+/).length).toBeGreaterThanOrEqual(2);
      expect(post.description).toMatch(/^## .+$/m);
      expect(post.description).toMatch(/^- \*\*.+\*\* : .+$/m);
      expect(post.geo).not.toBe('');
    }
    expect(data.posts.filter((post) => /\]\(https:\/\/.+\)/.test(post.description)).length).toBeGreaterThan(
      30,
    );
    const sourced = data.posts.filter((post) => post.source_url.startsWith('https://') && post.source_name);
    expect(sourced.length).toBeGreaterThan(10);
    expect(sourced.some((post) => post.source_flag)).toBe(true);
    expect(data.posts.filter((post) => post.attachments.length > 0).length).toBeGreaterThanOrEqual(3);
    const text = (post: (typeof data.posts)[number]) =>
      ascii(`${post.title} ${post.summary} ${post.description}`);
    expect(data.posts.filter((post) => text(post).includes('elysee')).length).toBeGreaterThanOrEqual(3);
    expect(data.posts.filter((post) => text(post).includes('reforme')).length).toBeGreaterThanOrEqual(3);
    expect([...new Set(data.posts.map((post) => post.geo))]).toEqual(
      expect.arrayContaining(['Paris', 'Bruxelles', 'Lyon']),
    );
  });

  it('has 30 contacts and 20 entities, with every stance position and some unknown ones', () => {
    expect(data.contacts.length).toBeGreaterThanOrEqual(30);
    expect(data.entities.length).toBeGreaterThanOrEqual(20);
    const positions = new Set(
      data.contacts.flatMap((c) => [c.grid_node.start_position, c.grid_node.end_position]),
    );
    expect([...positions].sort()).toEqual([...POSITIONS, null].sort());
    expect(data.contacts.some((contact) => /[ÉÈéèêëàâçôîï]/.test(contact.firstname + contact.lastname))).toBe(
      true,
    );
    expect(data.contacts.every((contact) => contact.extra_data.full_mandat)).toBe(true);
    expect(data.contacts.some((contact) => contact.extra_data.url_twitter)).toBe(true);
    expect(data.entities.some((entity) => entity.extra_data.url_wikipedia)).toBe(true);
    const gridThemes = new Set(data.theme_grid.map((node) => node.theme_id));
    expect(gridThemes.size).toBeGreaterThanOrEqual(4);
    expect(data.theme_grid.some((node) => node.poi_entity_id)).toBe(true);
  });

  it('has a three-level theme tree with a confidential branch that confidential posts cite', () => {
    const levels = themeLevels();
    expect(new Set(levels.values())).toEqual(new Set([1, 2, 3]));
    const confidentialThemes = idsOf(data.themes.filter((theme) => theme.confidential));
    expect(confidentialThemes.size).toBeGreaterThanOrEqual(3);
    const confidentialPosts = data.posts.filter((post) => post.confidential);
    expect(confidentialPosts.length).toBeGreaterThanOrEqual(4);
    expect(confidentialPosts.length).toBeLessThanOrEqual(6);
    for (const post of data.posts)
      expect(post.themes.some((id) => confidentialThemes.has(id))).toBe(post.confidential);
  });

  it('has both readers follow a handful of items their focus feed shows posts about, none they may not see', () => {
    const confidentialThemes = idsOf(data.themes.filter((theme) => theme.confidential));
    const cited = { contact: 'contacts', entity: 'entities', theme: 'themes' } as const;
    for (const email of ['lecteur@vigie.example', 'analyste@vigie.example']) {
      const user = data.users.find((candidate) => candidate.email === email)!;
      const follows = data.follows.filter((follow) => follow.user_id === user.id);
      expect(follows.length).toBeGreaterThanOrEqual(3);
      const readable = data.posts.filter(
        (post) =>
          post.is_published &&
          ageOf(post.publish_date) > 0 &&
          (user.has_confidential_access || !post.confidential),
      );
      for (const follow of follows) {
        expect(user.has_confidential_access || !confidentialThemes.has(follow.item_id)).toBe(true);
        expect(
          readable.some((post) => post.themes.concat(post[cited[follow.item_type]]).includes(follow.item_id)),
        ).toBe(true);
      }
    }
  });

  it('dates comments between their post and now, and mentions only users who may read the post', () => {
    expect(data.comments.length).toBeGreaterThanOrEqual(20);
    const posts = new Map(data.posts.map((post) => [post.id, post]));
    const users = new Map(data.users.map((user) => [user.id, user]));
    for (const comment of data.comments) {
      const post = posts.get(comment.post_id)!;
      expect(Date.parse(comment.inserted_at!)).toBeGreaterThan(Date.parse(post.publish_date));
      expect(ageOf(comment.inserted_at!)).toBeGreaterThan(0);
      const people = [
        comment.user_id,
        ...comment.body.flatMap((part) => (part.type === 'mention' ? [part.user_id] : [])),
      ];
      for (const id of people)
        if (post.confidential) expect(users.get(id)?.has_confidential_access).toBe(true);
      for (const part of comment.body)
        if (part.type === 'mention')
          expect(part.content).toBe(users.get(part.user_id)?.firstname.replaceAll(' ', ''));
    }
    expect(
      data.comments.filter((comment) => comment.body.some((part) => part.type === 'mention')).length,
    ).toBeGreaterThan(5);
  });

  it('configures the terms of use, the title and the images with JSON text', () => {
    const config = new Map(data.app_config.map((entry) => [entry.key, JSON.parse(entry.value) as unknown]));
    expect(config.get('cgu')).toEqual({
      last_version_at: expect.any(String),
      label_fr: expect.any(String),
      pdf_fr: '/api/v1/app_config/file/cgu/fr',
      pdf_en: '/api/v1/app_config/file/cgu/en',
    });
    expect([...config.keys()].sort()).toEqual(['app_title', 'cgu', 'icon', 'img/app_image']);
  });

  it.each(['cgu/fr', 'cgu/en'])('ships %s as a one-page PDF with a correct cross-reference table', (key) => {
    const file = data.app_files.find((entry) => entry.key === key)!;
    const pdf = Buffer.from(file.data_base64, 'base64').toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const xref = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(pdf)?.[1]);
    const [header, size, ...entries] = pdf.slice(xref).split('\n');
    expect(header).toBe('xref');
    const count = Number(size?.split(' ')[1]);
    expect(count).toBeGreaterThan(5);
    for (const [number, entry] of entries.slice(0, count).entries()) {
      expect(`${entry}\n`).toHaveLength(20);
      if (number > 0) expect(pdf.startsWith(`${number} 0 obj\n`, Number(entry.slice(0, 10)))).toBe(true);
    }
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(pdf)?.[1]);
    const start = pdf.indexOf('stream\n') + 'stream\n'.length;
    expect(pdf.indexOf('\nendstream')).toBe(start + length);
    expect(pdf).toContain('/Type /Page ');
    expect(pdf).toContain(
      key === 'cgu/fr' ? "(Conditions générales d'utilisation de Vigie) Tj" : '(Vigie terms of use) Tj',
    );
  });
});

describe('importing the demo data set', () => {
  let database: { db: Db; drop(): Promise<void> };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('fills an empty database, then changes nothing when imported again', async () => {
    const first = await importContent(database.db, buildDemoData(NOW));
    for (const [kind, counts] of Object.entries(first.counts))
      expect(counts, kind).toEqual({
        inserted: data[kind as keyof typeof data].length,
        updated: 0,
        unchanged: 0,
      });
    const stored = await dumpTables(database.db);

    const second = await importContent(database.db, buildDemoData(NOW));
    for (const [kind, counts] of Object.entries(second.counts))
      expect(counts, kind).toEqual({
        inserted: 0,
        updated: 0,
        unchanged: data[kind as keyof typeof data].length,
      });
    expect(await dumpTables(database.db)).toEqual(stored);

    const themes = await database.db.selectFrom('themes').select(['level', 'restricted']).execute();
    expect(new Set(themes.map((theme) => theme.level))).toEqual(new Set([1, 2, 3]));
    expect(themes.filter((theme) => theme.restricted).length).toBe(
      data.themes.filter((t) => t.confidential).length,
    );
  });
});
