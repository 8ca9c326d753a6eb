import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/lib/ids.ts';
import { refreshTrendCounts } from '../../src/modules/trends/refresh.ts';
import { useTestApp } from '../helpers/app.ts';
import { createContact, createEntity, createPost, createTheme, createUser } from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';

const t = useTestApp();

let reader: string;
let insider: string;
let themes: Record<string, Awaited<ReturnType<typeof createTheme>>>;

const node = (theme: (typeof themes)[string], children: unknown[] = []) => ({
  id: theme.id,
  item: theme.item,
  confidential: theme.confidential,
  level: theme.level,
  type: theme.type,
  children,
});
const ref = ({ id, item, confidential, level }: (typeof themes)[string]) => ({
  id,
  item,
  confidential,
  level,
});

beforeAll(async () => {
  reader = await signIn(t.app, (await createUser(t.db)).email);
  insider = await signIn(t.app, (await createUser(t.db, { has_confidential_access: true })).email);
  const finances = await createTheme(t.db, { item: 'Finances', type: 'politique' });
  const ecologie = await createTheme(t.db, { item: 'Écologie' });
  const defense = await createTheme(t.db, { item: 'Défense', confidential: true });
  const budget = await createTheme(t.db, { item: 'Budget', parent: finances });
  const impots = await createTheme(t.db, { item: 'Impôts', parent: finances });
  const secret = await createTheme(t.db, { item: 'Audit', parent: finances, confidential: true });
  const underSecret = await createTheme(t.db, { item: 'Rapport', parent: secret });
  const tva = await createTheme(t.db, { item: 'TVA', parent: impots });
  const ir = await createTheme(t.db, { item: 'Éxonérations', parent: impots });
  const armee = await createTheme(t.db, { item: 'Armée', parent: defense });
  themes = { finances, ecologie, defense, budget, impots, secret, underSecret, tva, ir, armee };
});

describe('GET /poi_theme/tree', () => {
  it('nests the visible themes in three levels, each level by label ignoring accents', async () => {
    const { finances, ecologie, budget, impots, tva, ir } = themes;
    const response = await call(t.app, 'GET', '/poi_theme/tree', reader);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      node(ecologie!),
      node(finances!, [node(budget!), node(impots!, [node(ir!), node(tva!)])]),
    ]);
  });

  it('shows confidential themes and their subtrees to a user with access', async () => {
    const { defense, armee, secret, underSecret, finances } = themes;
    const tree = (await call(t.app, 'GET', '/poi_theme/tree', insider)).json();
    expect(tree.map((root: { item: string }) => root.item)).toEqual(['Défense', 'Écologie', 'Finances']);
    expect(tree[0]).toEqual(node(defense!, [node(armee!)]));
    expect(tree[2].id).toBe(finances!.id);
    expect(tree[2].children[0]).toEqual(node(secret!, [node(underSecret!)]));
  });

  it('answers 406 without a session', async () => {
    expect((await call(t.app, 'GET', '/poi_theme/tree')).statusCode).toBe(406);
  });
});

describe('GET /poi_theme/:id', () => {
  it('answers ancestors, the visible subtree, participants, stance grid and counts', async () => {
    const { finances, impots, tva, ir, budget, secret } = themes;
    const contact = await createContact(t.db, { firstname: 'Rémi', lastname: 'Bernard' });
    const other = await createContact(t.db, { firstname: 'Alice', lastname: 'Aubert' });
    const entity = await createEntity(t.db, { name: 'Bercy' });
    const nodes = [
      {
        id: newId(),
        contact_id: contact.id,
        start_position: 'committed' as const,
        end_position: 'hesitant' as const,
      },
      { id: newId(), contact_id: other.id, start_position: null, end_position: null },
      { id: newId(), entity_id: entity.id, start_position: 'adversary' as const, end_position: null },
    ];
    await t.db
      .insertInto('theme_grid_nodes')
      .values(nodes.map((n) => ({ theme_id: finances!.id, ...n })))
      .execute();
    await createPost(t.db, { themes: [finances!.id], type: 'synthese' });
    await createPost(t.db, { themes: [finances!.id], type: 'news', confidential: true });
    await refreshTrendCounts(t.db);

    const response = await call(t.app, 'GET', `/poi_theme/${finances!.id}`, reader);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      ...ref(finances!),
      type: 'politique',
      description: '',
      parent_id: null,
      root: null,
      subroot: null,
      children: [node(budget!), node(impots!, [node(ir!), node(tva!)])],
      contacts: [
        { id: other.id, firstname: 'Alice', lastname: 'Aubert', img: null },
        { id: contact.id, firstname: 'Rémi', lastname: 'Bernard', img: null },
      ],
      entities: [{ id: entity.id, name: 'Bercy', img: null }],
      total_counts: 1,
      counts: { memo: 0, news: 0, synthese: 1 },
    });
    expect(body.grid.entity_nodes).toEqual([
      {
        id: nodes[2]!.id,
        poi_entity_id: entity.id,
        start_position: 'adversary',
        end_position: null,
        latest_change: null,
      },
    ]);
    expect(body.grid.contact_nodes).toHaveLength(2);
    expect(body.grid.contact_nodes).toContainEqual({
      id: nodes[0]!.id,
      poi_contact_id: contact.id,
      start_position: 'committed',
      end_position: 'hesitant',
      latest_change: null,
    });

    const full = (await call(t.app, 'GET', `/poi_theme/${finances!.id}`, insider)).json();
    expect(full).toMatchObject({ total_counts: 2, counts: { memo: 0, news: 1, synthese: 1 } });
    expect(full.children.map((c: { id: string }) => c.id)).toEqual([secret!.id, budget!.id, impots!.id]);
  });

  it('names the root and sub-root of deeper themes', async () => {
    const { finances, impots, tva } = themes;
    const leaf = (await call(t.app, 'GET', `/poi_theme/${tva!.id}`, reader)).json();
    expect(leaf).toMatchObject({
      parent_id: impots!.id,
      root: ref(finances!),
      subroot: ref(impots!),
      children: [],
      contacts: [],
      grid: { contact_nodes: [], entity_nodes: [] },
      total_counts: 0,
      counts: { memo: 0, news: 0, synthese: 0 },
    });
    const middle = (await call(t.app, 'GET', `/poi_theme/${impots!.id}`, reader)).json();
    expect(middle).toMatchObject({ root: ref(finances!), subroot: null });
  });

  it('answers 404 for a restricted theme to a user without access, and shows it to one with', async () => {
    const { defense, secret, underSecret, finances } = themes;
    for (const theme of [defense!, secret!, underSecret!]) {
      const hidden = await call(t.app, 'GET', `/poi_theme/${theme.id}`, reader);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toMatchObject({ error: 'not_found', message: 'Theme not found' });
      expect((await call(t.app, 'GET', `/poi_theme/${theme.id}`, insider)).statusCode).toBe(200);
    }
    const deep = (await call(t.app, 'GET', `/poi_theme/${underSecret!.id}`, insider)).json();
    expect(deep).toMatchObject({ root: ref(finances!), subroot: ref(secret!) });
  });

  it("names the theme's chat room only to readers who may see the theme", async () => {
    const open = await createTheme(t.db, { chat_room: 'salon-ouvert' });
    const closed = await createTheme(t.db, { confidential: true, chat_room: 'salon-ferme' });
    expect((await call(t.app, 'GET', `/poi_theme/${open.id}`, reader)).json().chat_room).toBe('salon-ouvert');
    expect(
      (await call(t.app, 'GET', `/poi_theme/${themes.finances!.id}`, reader)).json().chat_room,
    ).toBeNull();
    const hidden = await call(t.app, 'GET', `/poi_theme/${closed.id}`, reader);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('salon-ferme');
    expect((await call(t.app, 'GET', `/poi_theme/${closed.id}`, insider)).json().chat_room).toBe(
      'salon-ferme',
    );
  });

  it('answers 404 for an unknown id, 400 for a malformed one, 406 without a session', async () => {
    expect((await call(t.app, 'GET', `/poi_theme/${'0'.repeat(24)}`, reader)).statusCode).toBe(404);
    const bad = await call(t.app, 'GET', '/poi_theme/123', reader);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^params\.id/);
    expect((await call(t.app, 'GET', `/poi_theme/${themes.tva!.id}`)).statusCode).toBe(406);
  });
});
