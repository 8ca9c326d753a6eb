import { beforeAll, describe, expect, it } from 'vitest';
import type { ItemType } from '../../src/db/database.ts';
import { newId } from '../../src/lib/ids.ts';
import { refreshTrendCounts } from '../../src/modules/trends/refresh.ts';
import { useTestApp } from '../helpers/app.ts';
import { createContact, createEntity, createPost, createTheme, createUser } from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';

const t = useTestApp();
const UNKNOWN = 'f'.repeat(24);

let reader: string;
let insider: string;

async function link(source: [ItemType, string], target: [ItemType, string], type: string, color = '#123456') {
  const id = newId();
  await t.db
    .insertInto('links')
    .values({
      id,
      source_type: source[0],
      source_id: source[1],
      target_type: target[0],
      target_id: target[1],
      type,
      color,
    })
    .execute();
  return id;
}

beforeAll(async () => {
  reader = await signIn(t.app, (await createUser(t.db)).email);
  insider = await signIn(t.app, (await createUser(t.db, { has_confidential_access: true })).email);
});

describe('GET /poi_contact', () => {
  it('lists contacts by last then first name, ignoring accents, with affiliations, stance and counts', async () => {
    const zola = await createContact(t.db, { firstname: 'Émile', lastname: 'Zola' });
    const ecole = await createContact(t.db, {
      firstname: 'Anne',
      lastname: 'Écoles',
      start_position: 'supportive',
      end_position: 'opponent',
    });
    const dupont = await createContact(t.db, { firstname: 'Luc', lastname: 'Dupont' });
    const party = { id: newId(), name: 'Parti A', color: '#ff0000' };
    const union = { id: newId(), name: 'Alliance', color: '#00ff00' };
    await t.db.insertInto('affiliations').values([party, union]).execute();
    await t.db
      .insertInto('contact_affiliations')
      .values([
        { contact_id: ecole.id, affiliation_id: party.id },
        { contact_id: ecole.id, affiliation_id: union.id },
      ])
      .execute();
    await createPost(t.db, { contacts: [ecole.id], type: 'memo' });
    await createPost(t.db, { contacts: [ecole.id], confidential: true });
    await refreshTrendCounts(t.db);

    const response = await call(t.app, 'GET', '/poi_contact', reader);
    expect(response.statusCode).toBe(200);
    const ids = response.json().map((c: { id: string }) => c.id);
    expect(ids.indexOf(dupont.id)).toBeLessThan(ids.indexOf(ecole.id));
    expect(ids.indexOf(ecole.id)).toBeLessThan(ids.indexOf(zola.id));
    const item = response.json().find((c: { id: string }) => c.id === ecole.id);
    expect(item).toEqual({
      id: ecole.id,
      firstname: 'Anne',
      lastname: 'Écoles',
      img: null,
      affiliations: [union, party],
      grid_node: { start_position: 'supportive', end_position: 'opponent' },
      total_counts: 1,
    });
    const zolaItem = response.json().find((c: { id: string }) => c.id === zola.id);
    expect(zolaItem).toMatchObject({ affiliations: [], total_counts: 0 });

    const seen = (await call(t.app, 'GET', '/poi_contact', insider)).json();
    expect(seen.find((c: { id: string }) => c.id === ecole.id).total_counts).toBe(2);
  });

  it('searches names, biography and career ignoring case and accents', async () => {
    const elodie = await createContact(t.db, { firstname: 'Élodie', lastname: 'Marchand' });
    const career = await createContact(t.db, { career: 'Ancienne préfète de région' });
    await createContact(t.db, { biography: 'Sans rapport' });
    for (const term of ['elodie', 'ELODIE', 'élodie', 'marCHAND']) {
      const found = (
        await call(t.app, 'GET', `/poi_contact?search=${encodeURIComponent(term)}`, reader)
      ).json();
      expect(found.map((c: { id: string }) => c.id)).toEqual([elodie.id]);
    }
    const byCareer = (await call(t.app, 'GET', '/poi_contact?search=PREFETE', reader)).json();
    expect(byCareer.map((c: { id: string }) => c.id)).toEqual([career.id]);
  });

  it('matches % and _ literally', async () => {
    const percent = await createContact(t.db, { biography: 'Élu à 55% des voix' });
    const found = (
      await call(t.app, 'GET', `/poi_contact?search=${encodeURIComponent('5%')}`, reader)
    ).json();
    expect(found.map((c: { id: string }) => c.id)).toEqual([percent.id]);
    expect((await call(t.app, 'GET', '/poi_contact?search=_', reader)).json()).toEqual([]);
  });

  it('answers 406 without a session and 400 for an overlong search, for entities too', async () => {
    for (const path of ['/poi_contact', '/poi_entity']) {
      expect((await call(t.app, 'GET', path)).statusCode).toBe(406);
      const long = await call(t.app, 'GET', `${path}?search=${'a'.repeat(101)}`, reader);
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toMatch(/^query(string)?\.search:/);
    }
  });
});

describe('GET /poi_contact/:id', () => {
  it('answers every field, counts by audience, and links grouped by the other item', async () => {
    const contact = await createContact(t.db, {
      firstname: 'Hélène',
      lastname: 'Roux',
      biography: 'Députée',
      career: 'Avocate',
      extra_data: JSON.stringify({ full_mandat: 'Députée de la 3e', seats: 2 }),
      start_position: 'neutral',
    });
    const ally = await createContact(t.db, { firstname: 'Paul', lastname: 'Allard' });
    const agency = await createEntity(t.db, { name: 'Agence' });
    const open = await createTheme(t.db, { item: 'Énergie' });
    const secret = await createTheme(t.db, { item: 'Défense', confidential: true });
    const under = await createTheme(t.db, { item: 'Sous-défense', parent: secret });
    const toAlly1 = await link(['contact', contact.id], ['contact', ally.id], 'collègue', '#111111');
    const toAlly2 = await link(['contact', contact.id], ['contact', ally.id], 'ami', '#222222');
    const toAgency = await link(['contact', contact.id], ['entity', agency.id], 'membre');
    const toOpen = await link(['contact', contact.id], ['theme', open.id], 'suit');
    await link(['contact', contact.id], ['theme', secret.id], 'suit');
    await link(['contact', contact.id], ['theme', under.id], 'suit');
    await link(['contact', contact.id], ['contact', UNKNOWN], 'fantôme');
    const fromAgency = await link(['entity', agency.id], ['contact', contact.id], 'emploie');
    await createPost(t.db, { contacts: [contact.id], type: 'memo' });
    await createPost(t.db, { contacts: [contact.id], type: 'synthese' });
    await createPost(t.db, { contacts: [contact.id], type: 'news', confidential: true });
    await refreshTrendCounts(t.db);

    const response = await call(t.app, 'GET', `/poi_contact/${contact.id}`, reader);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: contact.id,
      firstname: 'Hélène',
      lastname: 'Roux',
      img: null,
      biography: 'Députée',
      career: 'Avocate',
      affiliations: [],
      extra_data: { full_mandat: 'Députée de la 3e' },
      grid_node: { start_position: 'neutral', end_position: null },
      total_counts: 2,
      counts: { memo: 1, news: 0, synthese: 1 },
    });
    expect(body.links_forward).toEqual([
      {
        link_target_type: 'poi_entity',
        poi_entity: { id: agency.id, name: 'Agence', img: null },
        links: [{ id: toAgency, type: 'membre', poi_link_category: { color: '#123456' } }],
      },
      {
        link_target_type: 'poi_contact',
        poi_contact: { id: ally.id, firstname: 'Paul', lastname: 'Allard', img: null },
        links: [
          { id: toAlly2, type: 'ami', poi_link_category: { color: '#222222' } },
          { id: toAlly1, type: 'collègue', poi_link_category: { color: '#111111' } },
        ],
      },
      {
        link_target_type: 'poi_theme',
        poi_theme: { id: open.id, item: 'Énergie', confidential: false, level: 1 },
        links: [{ id: toOpen, type: 'suit', poi_link_category: { color: '#123456' } }],
      },
    ]);
    expect(body.links_backward).toEqual([
      {
        link_target_type: 'poi_entity',
        poi_entity: { id: agency.id, name: 'Agence', img: null },
        links: [{ id: fromAgency, type: 'emploie', poi_link_category: { color: '#123456' } }],
      },
    ]);

    const full = (await call(t.app, 'GET', `/poi_contact/${contact.id}`, insider)).json();
    expect(full).toMatchObject({ total_counts: 3, counts: { memo: 1, news: 1, synthese: 1 } });
    const themes = full.links_forward.filter(
      (l: { link_target_type: string }) => l.link_target_type === 'poi_theme',
    );
    expect(themes.map((l: { poi_theme: { id: string } }) => l.poi_theme.id)).toEqual([
      secret.id,
      open.id,
      under.id,
    ]);
  });
});

describe('GET /poi_entity', () => {
  it('lists entities by name and searches name, description, label and alias without accents', async () => {
    const ministry = await createEntity(t.db, { name: 'Ministère', label: 'Ministère', alias: 'MTE' });
    const agency = await createEntity(t.db, { name: 'Agence', description: 'Opérateur de l’État' });
    const all = (await call(t.app, 'GET', '/poi_entity', reader)).json();
    const ids = all.map((e: { id: string }) => e.id);
    expect(ids.indexOf(agency.id)).toBeLessThan(ids.indexOf(ministry.id));
    expect(all.find((e: { id: string }) => e.id === ministry.id)).toEqual({
      id: ministry.id,
      name: 'Ministère',
      img: null,
      label: 'Ministère',
      affiliations: [],
      grid_node: { start_position: null, end_position: null },
      total_counts: 0,
    });
    for (const [term, id] of [
      ['ministere', ministry.id],
      ['mte', ministry.id],
      ['OPERATEUR DE L’ETAT', agency.id],
    ] as const) {
      const found = (
        await call(t.app, 'GET', `/poi_entity?search=${encodeURIComponent(term)}`, reader)
      ).json();
      expect(found.map((e: { id: string }) => e.id)).toEqual([id]);
    }
  });
});

describe('GET /poi_entity/:id', () => {
  it('answers every field, with counts and backward links', async () => {
    const entity = await createEntity(t.db, {
      name: 'Cour des comptes',
      label: 'Juridiction',
      description: 'Contrôle',
      alias: 'CDC',
      address: '13 rue Cambon',
      country: 'France',
      email: 'contact@example.org',
      phone: '+33 1 00 00 00 00',
      extra_data: JSON.stringify({ url_twitter: 'https://x.example/cdc' }),
      end_position: 'passive',
    });
    const contact = await createContact(t.db, { firstname: 'Jean', lastname: 'Petit' });
    const fromContact = await link(['contact', contact.id], ['entity', entity.id], 'président');
    await createPost(t.db, { entities: [entity.id], type: 'news' });
    await refreshTrendCounts(t.db);

    const response = await call(t.app, 'GET', `/poi_entity/${entity.id}`, reader);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: entity.id,
      name: 'Cour des comptes',
      img: null,
      label: 'Juridiction',
      description: 'Contrôle',
      alias: 'CDC',
      address: '13 rue Cambon',
      country: 'France',
      email: 'contact@example.org',
      phone: '+33 1 00 00 00 00',
      affiliations: [],
      extra_data: { url_twitter: 'https://x.example/cdc' },
      grid_node: { start_position: null, end_position: 'passive' },
      total_counts: 1,
      counts: { memo: 0, news: 1, synthese: 0 },
      links_forward: [],
      links_backward: [
        {
          link_target_type: 'poi_contact',
          poi_contact: { id: contact.id, firstname: 'Jean', lastname: 'Petit', img: null },
          links: [{ id: fromContact, type: 'président', poi_link_category: { color: '#123456' } }],
        },
      ],
    });
  });
});

describe('GET /poi_contact/:id and /poi_entity/:id', () => {
  it('answers 404 for an unknown id, 400 for a malformed one, 406 without a session', async () => {
    for (const [path, name] of [
      ['/poi_contact', 'Contact'],
      ['/poi_entity', 'Entity'],
    ]) {
      const missing = await call(t.app, 'GET', `${path}/${UNKNOWN}`, reader);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: 'not_found', message: `${name} not found` });
      const bad = await call(t.app, 'GET', `${path}/ABCDEF`, reader);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        error: 'validation_error',
        message: expect.stringMatching(/^params\.id/),
      });
      expect((await call(t.app, 'GET', `${path}/${UNKNOWN}`)).statusCode).toBe(406);
    }
  });
});
