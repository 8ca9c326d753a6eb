import { beforeAll, describe, expect, it } from 'vitest';
import { cachedGet, useCachingApp } from '../helpers/caching-app.ts';
import { createContact, createEntity, createPost, createTheme, createUser } from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';

const t = useCachingApp();
const UNKNOWN_ID = '0123456789abcdef01234567';
const AFFILIATION = 'af0000000000000000000001';

let cookies: Record<'editor' | 'insider' | 'reader', string>;
let secret: Awaited<ReturnType<typeof createTheme>>;
let entity: Awaited<ReturnType<typeof createEntity>>;

beforeAll(async () => {
  const [editor, insider, reader] = await Promise.all([
    createUser(t.db, { role: 'editor' }),
    createUser(t.db, { role: 'editor', has_confidential_access: true }),
    createUser(t.db),
  ]);
  cookies = {
    editor: await signIn(t.app, editor.email),
    insider: await signIn(t.app, insider.email),
    reader: await signIn(t.app, reader.email),
  };
  await t.db
    .insertInto('affiliations')
    .values({ id: AFFILIATION, name: 'Renaissance', color: '#ffd600' })
    .execute();
  secret = await createTheme(t.db, { item: 'Défense', confidential: true });
  entity = await createEntity(t.db, { name: 'Assemblée nationale' });
});

const newContact = (fields: Record<string, unknown> = {}) => ({
  firstname: 'Élisabeth',
  lastname: 'Borne',
  full_mandat: 'Députée du Calvados',
  url_linkedin: 'https://www.linkedin.com/in/eborne',
  affiliations: [AFFILIATION],
  links: [{ target_type: 'entity', target_id: entity.id, type: 'Membre de', color: '#1f6feb' }],
  ...fields,
});
const create = (contact: Record<string, unknown>, cookie = cookies.editor) =>
  call(t.app, 'POST', '/admin/contacts', cookie, { contact });
const auditOf = (targetId: string) =>
  t.db.selectFrom('audit_log').selectAll().where('target_id', '=', targetId).orderBy('id').execute();

describe('the directory’s contacts and entities', () => {
  it('refuses readers (403) before reading their input', async () => {
    const { id } = await createContact(t.db);
    for (const [method, path] of [
      ['GET', `/admin/contacts/${id}`],
      ['PUT', `/admin/contacts/${id}`],
      ['POST', '/admin/entities'],
      ['GET', '/admin/affiliations'],
    ] as const) {
      const response = await call(t.app, method, path, cookies.reader, method === 'GET' ? undefined : {});
      expect(response.statusCode, path).toBe(403);
    }
  });

  it('creates a contact with its social networks, affiliations and links, seen by readers at once', async () => {
    const response = await create(newContact());
    expect(response.statusCode, response.body).toBe(201);
    const contact = response.json();
    expect(contact).toMatchObject({
      firstname: 'Élisabeth',
      full_mandat: 'Députée du Calvados',
      url_twitter: '',
      affiliations: [AFFILIATION],
      links: [
        {
          target_type: 'entity',
          target_id: entity.id,
          type: 'Membre de',
          target_name: 'Assemblée nationale',
        },
      ],
    });
    const seen = (await call(t.app, 'GET', `/poi_contact/${contact.id}`, cookies.reader)).json();
    expect(seen.extra_data).toEqual({
      full_mandat: 'Députée du Calvados',
      url_linkedin: 'https://www.linkedin.com/in/eborne',
    });
    expect(seen.affiliations).toEqual([{ id: AFFILIATION, name: 'Renaissance', color: '#ffd600' }]);
    expect(seen.links_forward[0].links[0]).toMatchObject({
      type: 'Membre de',
      poi_link_category: { color: '#1f6feb' },
    });
    const [entry] = await auditOf(contact.id);
    expect(entry).toMatchObject({ action: 'contact.create', target_type: 'contact', before: null });
    expect(entry?.after).toMatchObject({ lastname: 'Borne', affiliations: [AFFILIATION] });
  });

  it('refuses bad input with 400 naming the field, writing nothing', async () => {
    const before = await t.db.selectFrom('contacts').select('id').execute();
    const refusals = [
      [newContact({ lastname: '  ' }), 'body.contact.lastname'],
      [newContact({ url_twitter: 'javascript:alert(1)' }), 'body.contact.url_twitter'],
      [newContact({ affiliations: [UNKNOWN_ID] }), 'body.contact.affiliations.0'],
      [
        newContact({
          links: [{ target_type: 'entity', target_id: UNKNOWN_ID, type: 'x', color: '#000000' }],
        }),
        'body.contact.links.0.target_id',
      ],
      [
        newContact({ links: [{ target_type: 'entity', target_id: entity.id, type: 'x', color: 'red' }] }),
        'body.contact.links.0.color',
      ],
      [newContact({ role: 'admin' }), 'body.contact'],
    ] as const;
    for (const [contact, field] of refusals) {
      const response = await create(contact);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message).toContain(field);
    }
    expect(await t.db.selectFrom('contacts').select('id').execute()).toEqual(before);
  });

  it('edits a contact, records the change before and after, and search and cached pages show the new name', async () => {
    const contact = await createContact(t.db, { firstname: 'Jean', lastname: 'Dupont' });
    const post = await createPost(t.db, { title: 'Budget 2027', contacts: [contact.id] });
    expect((await cachedGet(t, `/post/${post.id}`, cookies.reader)).json().contacts[0].lastname).toBe(
      'Dupont',
    );
    const response = await call(t.app, 'PUT', `/admin/contacts/${contact.id}`, cookies.editor, {
      contact: { firstname: 'Jean', lastname: 'Dupond', career: 'Préfet' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ lastname: 'Dupond', career: 'Préfet', links: [] });
    const page = await call(t.app, 'GET', `/post/${post.id}`, cookies.reader);
    expect(page.json().contacts[0].lastname).toBe('Dupond');
    const found = (await call(t.app, 'GET', '/post/search?query=dupond', cookies.reader)).json();
    expect(found.data.map((card: { id: string }) => card.id)).toEqual([post.id]);
    const [entry] = await auditOf(contact.id);
    expect(entry).toMatchObject({
      action: 'contact.update',
      before: { lastname: 'Dupont', career: '' },
      after: { lastname: 'Dupond', career: 'Préfet' },
    });
  });

  it('creates and edits entities, keeping what an import stored beside their social addresses', async () => {
    const stored = await createEntity(t.db, { name: 'CRE', extra_data: JSON.stringify({ siren: '130002' }) });
    const response = await call(t.app, 'PUT', `/admin/entities/${stored.id}`, cookies.editor, {
      entity: {
        name: 'Commission de régulation de l’énergie',
        label: 'CRE',
        url_wikipedia: 'https://fr.wikipedia.org/wiki/CRE',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = await t.db
      .selectFrom('entities')
      .selectAll()
      .where('id', '=', stored.id)
      .executeTakeFirstOrThrow();
    expect(row.extra_data).toEqual({ siren: '130002', url_wikipedia: 'https://fr.wikipedia.org/wiki/CRE' });
    const created = await call(t.app, 'POST', '/admin/entities', cookies.editor, {
      entity: { name: 'Sénat' },
    });
    expect(created.statusCode).toBe(201);
    expect((await auditOf(created.json().id))[0]?.action).toBe('entity.create');
  });

  it('keeps links to a confidential theme out of the sight and reach of an editor without access', async () => {
    const link = { target_type: 'theme', target_id: secret.id, type: 'Expert de', color: '#aa0000' };
    const refused = await create(newContact({ links: [link] }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(`unknown theme ${secret.id}`);
    const made = await create(newContact({ links: [link] }), cookies.insider);
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json();
    expect((await auditOf(id))[0]?.confidential).toBe(true);
    const seen = (await call(t.app, 'GET', `/admin/contacts/${id}`, cookies.editor)).json();
    expect(seen.links).toEqual([]);
    // An edit by someone who cannot see the link leaves it in place.
    await call(t.app, 'PUT', `/admin/contacts/${id}`, cookies.editor, {
      contact: { ...newContact(), links: [] },
    });
    const kept = (await call(t.app, 'GET', `/admin/contacts/${id}`, cookies.insider)).json();
    expect(kept.links).toMatchObject([{ target_id: secret.id, target_name: 'Défense' }]);
  });

  it('lists affiliations and the link categories in use', async () => {
    const affiliations = (await call(t.app, 'GET', '/admin/affiliations', cookies.editor)).json();
    expect(affiliations).toEqual([{ id: AFFILIATION, name: 'Renaissance', color: '#ffd600' }]);
    const categories = (await call(t.app, 'GET', '/admin/link_categories', cookies.editor)).json();
    expect(categories).toContainEqual({ type: 'Membre de', color: '#1f6feb' });
  });

  it('answers 404 for an unknown contact', async () => {
    expect((await call(t.app, 'GET', `/admin/contacts/${UNKNOWN_ID}`, cookies.editor)).statusCode).toBe(404);
    const response = await call(t.app, 'PUT', `/admin/contacts/${UNKNOWN_ID}`, cookies.editor, {
      contact: newContact(),
    });
    expect(response.statusCode).toBe(404);
  });
});
