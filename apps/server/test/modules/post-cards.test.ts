import { PostCard } from '@vigie/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { newId } from '../../src/lib/ids.ts';
import { useTestApp } from '../helpers/app.ts';
import { createContact, createEntity, createPost, createTheme, createUser } from '../helpers/factories.ts';
import { call, useReaderAndInsider } from '../helpers/http.ts';

const t = useTestApp();
const audiences = useReaderAndInsider(t);

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The card rendered from the tables themselves, as docs/product.md §7.1 describes it. */
async function expectedCard(postId: string, insiders: boolean): Promise<PostCard> {
  const db = t.db;
  const post = await db.selectFrom('posts').selectAll().where('id', '=', postId).executeTakeFirstOrThrow();
  const contacts = (
    await db
      .selectFrom('post_contacts')
      .selectAll()
      .where('post_id', '=', postId)
      .orderBy('position')
      .execute()
  ).slice(0, 5);
  const entities = (
    await db
      .selectFrom('post_entities')
      .selectAll()
      .where('post_id', '=', postId)
      .orderBy('position')
      .execute()
  ).slice(0, 5);
  const themes = await db
    .selectFrom('post_themes')
    .selectAll()
    .where('post_id', '=', postId)
    .orderBy('position')
    .execute();
  const byId = async <R extends { id: string }>(rows: Promise<R[]>) =>
    new Map((await rows).map((r) => [r.id, r]));
  const contactRows = await byId(db.selectFrom('contacts').selectAll().execute());
  const entityRows = await byId(db.selectFrom('entities').selectAll().execute());
  const themeRows = await byId(db.selectFrom('themes').selectAll().execute());
  const author = post.author_id
    ? await db.selectFrom('users').selectAll().where('id', '=', post.author_id).executeTakeFirstOrThrow()
    : null;
  const { count } = await db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('post_id', '=', postId)
    .executeTakeFirstOrThrow();
  return {
    id: post.id,
    title: post.title,
    type: post.type,
    summary: post.summary,
    img: post.img,
    is_published: post.is_published,
    publish_date: post.publish_date.toISOString(),
    inserted_at: post.inserted_at.toISOString(),
    edited_at: iso(post.edited_at),
    confidential: post.confidential,
    geo: post.geo,
    source_name: post.source_name,
    source_url: post.source_url,
    source_flag: post.source_flag,
    contacts: contacts.map(({ contact_id }) => {
      const { id, firstname, lastname, img } = contactRows.get(contact_id)!;
      return { id, firstname, lastname, img };
    }),
    entities: entities.map(({ entity_id }) => {
      const { id, name, img } = entityRows.get(entity_id)!;
      return { id, name, img };
    }),
    themes: themes
      .map(({ theme_id }) => themeRows.get(theme_id)!)
      .filter((theme) => insiders || !theme.restricted)
      .map(({ id, item, confidential, level }) => ({ id, item, confidential, level })),
    author: author && {
      id: author.id,
      firstname: author.firstname,
      lastname: author.lastname,
      username: author.username,
      img: author.img,
    },
    comments_count: count,
  };
}

/** The card a feed sends to each audience, checked against the contract and the rendering above. */
async function expectCurrent(postId: string) {
  for (const [cookie, insiders] of [
    [audiences.reader, false],
    [audiences.insider, true],
  ] as const) {
    const response = await call(t.app, 'GET', `/post/${postId}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const card = PostCard.strict().parse(
      Object.fromEntries(
        Object.entries(response.json()).filter(
          ([key]) => !['description', 'attachments', 'comments'].includes(key),
        ),
      ),
    );
    expect(card).toEqual(await expectedCard(postId, insiders));
  }
}

const comment = (postId: string, userId: string) =>
  t.db
    .insertInto('comments')
    .values({
      id: newId(),
      post_id: postId,
      user_id: userId,
      body: JSON.stringify([{ type: 'text', content: 'Lu' }]),
    })
    .execute();

describe('stored post cards', () => {
  it('show the post, its first five contacts and entities, its themes for each audience, author and comments', async () => {
    const author = await createUser(t.db, { img: '/media/a.png' });
    const contacts = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => createContact(t.db)));
    const entities = await Promise.all([1, 2].map(() => createEntity(t.db, { img: '/media/e.png' })));
    const open = await createTheme(t.db);
    const restricted = await createTheme(t.db, { confidential: true });
    const post = await createPost(t.db, {
      author_id: author.id,
      summary: 'Résumé « cité » \\ "échappé"',
      contacts: contacts.map((c) => c.id).reverse(),
      entities: entities.map((e) => e.id),
      themes: [restricted.id, open.id],
    });
    await comment(post.id, author.id);
    await comment(post.id, author.id);
    await expectCurrent(post.id);
    const feed = await call(t.app, 'GET', '/post/feed/normal', audiences.reader);
    const card = feed.json().data.find((c: PostCard) => c.id === post.id);
    expect(card.contacts.map((c: { id: string }) => c.id)).toEqual(
      contacts
        .map((c) => c.id)
        .reverse()
        .slice(0, 5),
    );
    expect(card.themes.map((c: { id: string }) => c.id)).toEqual([open.id]);
    expect(card.comments_count).toBe(2);
  });

  it('follow every change of what they show', async () => {
    const author = await createUser(t.db);
    const [contact, other] = [await createContact(t.db), await createContact(t.db)];
    const entity = await createEntity(t.db);
    const theme = await createTheme(t.db);
    const post = await createPost(t.db, {
      author_id: author.id,
      contacts: [contact.id],
      entities: [entity.id],
      themes: [theme.id],
    });
    const changes = [
      () =>
        t.db
          .updateTable('posts')
          .set({ title: 'Titre corrigé', edited_at: new Date() })
          .where('id', '=', post.id),
      () =>
        t.db
          .updateTable('contacts')
          .set({ lastname: 'Renommée', img: '/media/c.png' })
          .where('id', '=', contact.id),
      () => t.db.updateTable('entities').set({ name: 'Agence renommée' }).where('id', '=', entity.id),
      () => t.db.updateTable('themes').set({ item: 'Thème renommé' }).where('id', '=', theme.id),
      () =>
        t.db.updateTable('themes').set({ restricted: true, confidential: true }).where('id', '=', theme.id),
      () =>
        t.db
          .updateTable('users')
          .set({ firstname: 'Auteure', username: 'auteure' })
          .where('id', '=', author.id),
      () => t.db.updateTable('post_contacts').set({ contact_id: other.id }).where('post_id', '=', post.id),
      () => t.db.deleteFrom('post_entities').where('post_id', '=', post.id),
      () => t.db.updateTable('posts').set({ author_id: null }).where('id', '=', post.id),
    ];
    for (const change of changes) {
      await change().execute();
      await expectCurrent(post.id);
    }
    await comment(post.id, author.id);
    await expectCurrent(post.id);
    await t.db.deleteFrom('comments').where('post_id', '=', post.id).execute();
    await expectCurrent(post.id);
  });

  it('are stored in ASCII, every other character escaped, and read as written', async () => {
    const title = 'L’Assemblée « réforme » — 1 000 € 😀 \\ "fin"';
    const contact = await createContact(t.db, { firstname: 'Ségolène', lastname: 'Łukasiewicz' });
    const restricted = await createTheme(t.db, { confidential: true, item: 'Énergie ✓' });
    const post = await createPost(t.db, { title, contacts: [contact.id], themes: [restricted.id] });
    const stored = await t.db
      .selectFrom('post_cards')
      .select(['card', 'public_card'])
      .where('post_id', '=', post.id)
      .executeTakeFirstOrThrow();
    for (const text of [stored.card, stored.public_card ?? '']) expect(text).toMatch(/^[\x20-\x7e]+$/);
    expect(JSON.parse(stored.card).title).toBe(title);
    await expectCurrent(post.id);
  });

  it('count every comment of comments written at the same time', async () => {
    const author = await createUser(t.db);
    const post = await createPost(t.db);
    await Promise.all(Array.from({ length: 12 }, () => comment(post.id, author.id)));
    const response = await call(t.app, 'GET', `/post/${post.id}`, audiences.reader);
    expect(response.json().comments_count).toBe(12);
    expect(response.json().comments).toHaveLength(12);
  });

  it('count a comment added or deleted in the stored text, exactly as rendering the card again would', async () => {
    const restricted = await createTheme(t.db, { confidential: true, item: 'Énergie ✓' });
    const post = await createPost(t.db, { title: 'L’accord « final »', themes: [restricted.id] });
    const author = await createUser(t.db);
    const stored = () =>
      t.db
        .selectFrom('post_cards')
        .select(['card', 'public_card'])
        .where('post_id', '=', post.id)
        .executeTakeFirstOrThrow();
    for (const change of [
      () => comment(post.id, author.id),
      () => comment(post.id, author.id),
      () =>
        t.db
          .deleteFrom('comments')
          .where('id', 'in', (eb) =>
            eb.selectFrom('comments').select('id').where('post_id', '=', post.id).limit(1),
          )
          .execute(),
    ]) {
      await change();
      const counted = await stored();
      await sql`SELECT refresh_post_cards(ARRAY[${post.id}]::char(24)[])`.execute(t.db);
      expect(counted).toEqual(await stored());
    }
    const { card, public_card } = await stored();
    expect([JSON.parse(card).comments_count, JSON.parse(public_card ?? '{}').comments_count]).toEqual([1, 1]);
  });
});
