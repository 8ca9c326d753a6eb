import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STANCE_LABELS } from '../../src/modules/stances/labels.ts';
import { useTestApp } from '../helpers/app.ts';
import { drain, queued } from '../helpers/drain.ts';
import {
  createContact,
  createDevice,
  createEntity,
  createPost,
  createTheme,
  createUser,
  setItem,
} from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';
import { type Browser, newBrowser, startPushService } from '../helpers/push-service.ts';

const service = await startPushService();
const t = useTestApp({ pushPrivateEndpoints: true }, { pushAgent: service.agent });
afterAll(() => service.close());

type Account = 'editor' | 'insider' | 'admin' | 'reader' | 'insiderReader';
const cookies = {} as Record<Account, string>;
const browsers = {} as Record<'alice' | 'bob' | 'carol' | 'dave' | 'frank', Browser>;
let contact: { id: string };
let entity: { id: string };
let energy: { id: string };
let secretTheme: { id: string };
let post: { id: string; title: string };
let secretPost: { id: string };
let draft: { id: string };
let editorId: string;

beforeAll(async () => {
  contact = await createContact(t.db, { firstname: 'Claire', lastname: 'Dupont' });
  entity = await createEntity(t.db, { name: 'Sénat' });
  energy = await createTheme(t.db, { item: 'Énergie' });
  secretTheme = await createTheme(t.db, { item: 'Dossier secret', confidential: true });
  post = await createPost(t.db, { title: 'Vote en commission' });
  secretPost = await createPost(t.db, { title: 'Note interne', confidential: true });
  draft = await createPost(t.db, { title: 'Brouillon', is_published: false });
  const accounts: Record<Account, { id: string; email: string }> = {
    editor: await createUser(t.db, { role: 'editor', firstname: 'Éva', lastname: 'Leroy' }),
    insider: await createUser(t.db, { role: 'editor', has_confidential_access: true }),
    admin: await createUser(t.db, { role: 'admin', has_confidential_access: true }),
    reader: await createUser(t.db),
    insiderReader: await createUser(t.db, { has_confidential_access: true }),
  };
  editorId = accounts.editor.id;
  for (const [name, user] of Object.entries(accounts))
    cookies[name as Account] = await signIn(t.app, user.email);

  for (const name of ['alice', 'bob', 'carol', 'dave', 'frank'] as const)
    browsers[name] = newBrowser(service, name);
  const alice = await createUser(t.db);
  const bob = await createUser(t.db);
  const carol = await createUser(t.db);
  const dave = await createUser(t.db);
  const frank = await createUser(t.db, { has_confidential_access: true });
  await setItem(t.db, alice.id, 'contact', contact.id, { notification_enabled: true });
  await setItem(t.db, bob.id, 'contact', contact.id, { notification_enabled: true });
  await setItem(t.db, carol.id, 'contact', contact.id, { focus_enabled: true });
  await setItem(t.db, dave.id, 'entity', entity.id, { notification_enabled: true });
  await setItem(t.db, frank.id, 'contact', contact.id, { notification_enabled: true });
  for (const [user, browser] of [
    [alice, browsers.alice],
    [carol, browsers.carol],
    [dave, browsers.dave],
    [frank, browsers.frank],
  ] as const)
    await createDevice(t.db, user.id, browser.subscription);
  // Bob's app shows English: his device says so when it registers.
  const bobCookie = await signIn(t.app, bob.email);
  const registered = await call(t.app, 'POST', '/notification/register?mode=new', bobCookie, {
    subscription: browsers.bob.subscription,
    lang: 'en',
  });
  expect(registered.statusCode, registered.body).toBe(204);
});

const setStance = (body: Record<string, unknown>, cookie = cookies.editor) =>
  call(t.app, 'PUT', '/admin/stances', cookie, body);
const contactStance = (position: string | null, extra: Record<string, unknown> = {}) => ({
  item_type: 'contact',
  item_id: contact.id,
  theme_id: energy.id,
  position,
  ...extra,
});
const grid = (itemType: string, itemId: string, cookie = cookies.editor) =>
  call(t.app, 'GET', `/admin/stances?item_type=${itemType}&item_id=${itemId}`, cookie);
const theme = async (id: string, cookie = cookies.reader) => {
  const response = await call(t.app, 'GET', `/poi_theme/${id}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const bodies = (browser: Browser) => browser.payloads().map((payload) => (payload as { body: string }).body);

describe('PUT /admin/stances', () => {
  it('records each change, newest first, and keeps the first stance as the start', async () => {
    expect((await setStance(contactStance('hesitant'))).statusCode).toBe(200);
    const response = await setStance(contactStance('supportive', { post_id: post.id }));
    expect(response.statusCode, response.body).toBe(200);
    const cell = response.json();
    expect(cell).toMatchObject({
      theme: { id: energy.id, item: 'Énergie', confidential: false, level: 1 },
      start_position: 'hesitant',
      end_position: 'supportive',
    });
    expect(cell.history).toEqual([
      expect.objectContaining({
        from: 'hesitant',
        to: 'supportive',
        post: { id: post.id, title: 'Vote en commission' },
        editor: { id: editorId, firstname: 'Éva', lastname: 'Leroy' },
      }),
      expect.objectContaining({ from: null, to: 'hesitant', post: null }),
    ]);
    expect(Date.parse(cell.history[0].changed_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('queues the drift once per device of the notified followers, each in its language', async () => {
    const rows = await queued(t.db);
    // Two changes to Alice's, Bob's and Frank's devices; Carol follows without notifications.
    expect(rows).toHaveLength(6);
    await drain(t.db, service);
    await drain(t.db, service);
    expect(bodies(browsers.alice)).toEqual([
      'Inconnue → Hésitant sur « Énergie »',
      'Hésitant → Favorable sur « Énergie »',
    ]);
    expect(bodies(browsers.bob)).toEqual([
      'Unknown → Hesitant on “Énergie”',
      'Hesitant → Supportive on “Énergie”',
    ]);
    expect(browsers.alice.payloads()[1]).toEqual({
      title: 'Claire Dupont',
      body: 'Hésitant → Favorable sur « Énergie »',
      url: `/app/contact/${contact.id}`,
      tag: expect.stringMatching(/^stance-\d+$/),
    });
    expect(browsers.frank.payloads()).toHaveLength(2);
    expect(browsers.carol.payloads()).toEqual([]);
    expect(browsers.dave.payloads()).toEqual([]);
    expect(await queued(t.db)).toEqual([]);
  });

  it('changes nothing when the stance is already that one', async () => {
    const before = (await grid('contact', contact.id)).json().cells[0].history.length;
    const response = await setStance(contactStance('supportive'));
    expect(response.statusCode).toBe(200);
    expect(response.json().history).toHaveLength(before);
    expect(await queued(t.db)).toEqual([]);
  });

  it('records every change in the audit log', async () => {
    const response = await call(
      t.app,
      'GET',
      `/admin/audit?target_type=contact&target_id=${contact.id}`,
      cookies.admin,
    );
    expect(response.json().data).toEqual([
      expect.objectContaining({
        action: 'stance.change',
        actor_id: editorId,
        before: { stance: { theme_id: energy.id, position: 'hesitant' }, post_id: null },
        after: { stance: { theme_id: energy.id, position: 'supportive' }, post_id: post.id },
      }),
      expect.objectContaining({
        action: 'stance.change',
        before: { stance: { theme_id: energy.id, position: null } },
        after: { stance: { theme_id: energy.id, position: 'hesitant' } },
      }),
    ]);
  });

  it('clears a stance, and moves an entity’s for its own followers', async () => {
    const cleared = await setStance(contactStance(null));
    expect(cleared.json()).toMatchObject({ start_position: 'hesitant', end_position: null });
    const moved = await setStance({
      item_type: 'entity',
      item_id: entity.id,
      theme_id: energy.id,
      position: 'opponent',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await drain(t.db, service);
    expect(bodies(browsers.alice).at(-1)).toBe('Favorable → Inconnue sur « Énergie »');
    expect(bodies(browsers.dave)).toEqual(['Inconnue → Opposant sur « Énergie »']);
    expect(browsers.dave.payloads()[0]).toMatchObject({ title: 'Sénat', url: `/app/entity/${entity.id}` });
  });

  it('refuses readers with 403', async () => {
    expect((await setStance(contactStance('neutral'), cookies.reader)).statusCode).toBe(403);
    expect((await grid('contact', contact.id, cookies.reader)).statusCode).toBe(403);
  });

  it.each([
    ['body.position', () => contactStance('undecided')],
    ['body.theme_id', () => contactStance('neutral', { theme_id: 'nope' })],
    ['body.item_type', () => contactStance('neutral', { item_type: 'theme' })],
    ['body', () => contactStance('neutral', { colour: 'red' })],
    ['body.item_id', () => contactStance('neutral', { item_id: '0123456789abcdef01234567' })],
    ['body.theme_id', () => contactStance('neutral', { theme_id: '0123456789abcdef01234567' })],
    ['body.post_id', () => contactStance('neutral', { post_id: draft.id })],
  ])('answers 400 naming %s', async (field, body) => {
    const response = await setStance(body());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${field.replace('.', '\\.')}`));
  });
});

describe('confidentiality', () => {
  it('keeps restricted themes and confidential posts from editors without access', async () => {
    const onSecret = await setStance({ ...contactStance('neutral'), theme_id: secretTheme.id });
    expect(onSecret.statusCode).toBe(400);
    expect(onSecret.json().message).toMatch(/^body\.theme_id/);
    const citing = await setStance(contactStance('neutral', { post_id: secretPost.id }));
    expect(citing.statusCode).toBe(400);
    expect(citing.json().message).toMatch(/^body\.post_id/);
    expect(await queued(t.db)).toEqual([]);
  });

  it('lets an insider do both, pushing a restricted theme only to followers who may see it', async () => {
    const insider = { ...contactStance('committed'), theme_id: secretTheme.id };
    expect((await setStance(insider, cookies.insider)).statusCode).toBe(200);
    const justified = await setStance(contactStance('neutral', { post_id: secretPost.id }), cookies.insider);
    expect(justified.statusCode).toBe(200);
    const aliceBefore = browsers.alice.payloads().length;
    await drain(t.db, service);
    expect(bodies(browsers.frank)).toContain('Inconnue → Engagé sur « Dossier secret »');
    expect(bodies(browsers.alice).slice(aliceBefore)).toEqual(['Inconnue → Neutre sur « Énergie »']);
  });

  it('hides restricted themes from the grid of an editor without access', async () => {
    const themes = (response: Awaited<ReturnType<typeof grid>>) =>
      response.json().cells.map((cell: { theme: { item: string } }) => cell.theme.item);
    expect(themes(await grid('contact', contact.id, cookies.insider))).toEqual(['Dossier secret', 'Énergie']);
    expect(themes(await grid('contact', contact.id))).toEqual(['Énergie']);
    expect((await grid('contact', '0123456789abcdef01234567')).statusCode).toBe(404);
  });

  it('hides the audit entry of a confidential change from admins without access', async () => {
    const outsider = await createUser(t.db, { role: 'admin' });
    const cookie = await signIn(t.app, outsider.email);
    const path = `/admin/audit?target_type=contact&target_id=${contact.id}`;
    const all = (await call(t.app, 'GET', path, cookies.admin)).json().data.length;
    const seen = (await call(t.app, 'GET', path, cookie)).json().data.length;
    expect(all - seen).toBe(2);
  });
});

describe('the theme grid readers see', () => {
  it('gives each stance its latest change, citing its post only for readers who may read it', async () => {
    const node = (answer: {
      grid: { contact_nodes: { poi_contact_id: string; latest_change: unknown }[] };
    }) => answer.grid.contact_nodes.find((found) => found.poi_contact_id === contact.id);
    const change = { from: null, to: 'neutral', changed_at: expect.any(String) };
    expect(node(await theme(energy.id))).toMatchObject({
      end_position: 'neutral',
      latest_change: { ...change, post: null },
    });
    expect(node(await theme(energy.id, cookies.insiderReader))?.latest_change).toEqual({
      ...change,
      post: { id: secretPost.id, title: 'Note interne' },
    });
    const entities = (await theme(energy.id)).grid.entity_nodes;
    expect(entities).toEqual([
      expect.objectContaining({
        poi_entity_id: entity.id,
        latest_change: expect.objectContaining({ to: 'opponent' }),
      }),
    ]);
  });

  it('answers a stance never changed here with no latest change', async () => {
    const other = await createTheme(t.db);
    await t.db
      .insertInto('theme_grid_nodes')
      .values({
        id: 'ab0000000000000000000001',
        theme_id: other.id,
        contact_id: contact.id,
        start_position: 'passive',
        end_position: 'passive',
      })
      .execute();
    expect((await theme(other.id)).grid.contact_nodes).toEqual([
      expect.objectContaining({ poi_contact_id: contact.id, latest_change: null }),
    ]);
  });
});

describe('the drift push’s words', () => {
  it.each(['fr', 'en'] as const)('name positions as the web app’s %s catalogue does', (lang) => {
    const url = new URL(`../../../web/src/locales/${lang}.json`, import.meta.url);
    const { stance } = JSON.parse(readFileSync(url, 'utf8'));
    for (const [position, label] of Object.entries(STANCE_LABELS[lang])) expect(stance[position]).toBe(label);
  });
});
