import { beforeAll, describe, expect, it } from 'vitest';
import { refreshTrendCounts } from '../../src/modules/trends/refresh.ts';
import { useTestApp } from '../helpers/app.ts';
import { createPost, createTheme, createUser } from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';

const t = useTestApp();

let cookies: Record<'editor' | 'insider' | 'reader', string>;

beforeAll(async () => {
  const [editor, insider, reader] = await Promise.all([
    createUser(t.db, { role: 'editor' }),
    createUser(t.db, { role: 'admin', has_confidential_access: true }),
    createUser(t.db),
  ]);
  cookies = {
    editor: await signIn(t.app, editor.email),
    insider: await signIn(t.app, insider.email),
    reader: await signIn(t.app, reader.email),
  };
});

const write = (theme: Record<string, unknown>, id?: string, cookie = cookies.editor) =>
  id
    ? call(t.app, 'PUT', `/admin/themes/${id}`, cookie, { theme })
    : call(t.app, 'POST', '/admin/themes', cookie, { theme });
const stored = (id: string) =>
  t.db.selectFrom('themes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const auditOf = (targetId: string) =>
  t.db.selectFrom('audit_log').selectAll().where('target_id', '=', targetId).orderBy('id').execute();

describe('the directory’s themes', () => {
  it('refuses readers (403)', async () => {
    expect((await write({ item: 'Santé' }, undefined, cookies.reader)).statusCode).toBe(403);
  });

  it('creates roots and sub-themes, placed in the tree readers see', async () => {
    const root = (await write({ item: 'Santé' })).json();
    const child = await write({ item: 'Hôpital', parent_id: root.id, type: 'secteur' });
    expect(child.statusCode, child.body).toBe(201);
    expect(child.json()).toMatchObject({
      item: 'Hôpital',
      level: 2,
      parent_id: root.id,
      confidential: false,
    });
    expect((await stored(child.json().id)).root_id).toBe(root.id);
    const tree = (await call(t.app, 'GET', '/poi_theme/tree', cookies.reader)).json();
    const santé = tree.find((node: { id: string }) => node.id === root.id);
    expect(santé.children.map((node: { item: string }) => node.item)).toEqual(['Hôpital']);
    expect((await auditOf(child.json().id))[0]).toMatchObject({ action: 'theme.create', before: null });
  });

  it('refuses a fourth level and a cycle with 400 naming the parent, changing nothing', async () => {
    const a = await createTheme(t.db, { item: 'A' });
    const b = await createTheme(t.db, { item: 'B', parent: a });
    const c = await createTheme(t.db, { item: 'C', parent: b });
    const deeper = await write({ item: 'D', parent_id: c.id });
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json().message).toMatch(/^body\.theme\.parent_id: themes nest at most 3 levels/);
    const cycle = await write({ item: 'A', parent_id: c.id }, a.id);
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().message).toMatch(/^body\.theme\.parent_id: a theme cannot move under itself/);
    const self = await write({ item: 'B', parent_id: b.id }, b.id);
    expect(self.statusCode).toBe(400);
    // B carries C: under another root's child, C would reach level 4.
    const x = await createTheme(t.db, { item: 'X' });
    const y = await createTheme(t.db, { item: 'Y', parent: x });
    expect((await write({ item: 'B', parent_id: y.id }, b.id)).statusCode).toBe(400);
    expect(await stored(b.id)).toEqual(b);
    expect(await auditOf(b.id)).toEqual([]);
  });

  it('moves a theme with its sub-themes, recording the move', async () => {
    const a = await createTheme(t.db, { item: 'Transports' });
    const b = await createTheme(t.db, { item: 'Rail', parent: a });
    const c = await createTheme(t.db, { item: 'Fret', parent: b });
    const x = await createTheme(t.db, { item: 'Industrie' });
    const moved = await write({ item: 'Rail', parent_id: x.id }, b.id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await stored(c.id)).toMatchObject({ root_id: x.id, level: 3 });
    const toRoot = await write({ item: 'Rail', parent_id: null }, b.id);
    expect(toRoot.json()).toMatchObject({ level: 1, parent_id: null });
    expect(await stored(c.id)).toMatchObject({ root_id: b.id, level: 2 });
    const entries = await auditOf(b.id);
    expect(entries.map((entry) => entry.action)).toEqual(['theme.move', 'theme.move']);
    expect(entries[0]).toMatchObject({ before: { parent_id: a.id }, after: { parent_id: x.id } });
  });

  it('hides a theme made confidential with its subtree, from readers and their counts, at once', async () => {
    const insiderTheme = await createTheme(t.db, { item: 'Énergie' });
    const leaf = await createTheme(t.db, { item: 'Nucléaire', parent: insiderTheme });
    await createPost(t.db, { themes: [leaf.id] });
    await refreshTrendCounts(t.db);
    const answer = await write({ item: 'Énergie', confidential: true }, insiderTheme.id, cookies.insider);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await stored(leaf.id)).toMatchObject({ restricted: true });
    expect((await call(t.app, 'GET', `/poi_theme/${leaf.id}`, cookies.reader)).statusCode).toBe(404);
    const trends = (await call(t.app, 'GET', '/trending/all?days=1', cookies.reader)).json();
    expect(trends.theme.map((theme: { id: string }) => theme.id)).not.toContain(leaf.id);
    expect((await auditOf(insiderTheme.id))[0]).toMatchObject({ action: 'theme.update', confidential: true });
  });

  it('keeps confidential themes from an editor without access: unseen, unedited, no parent, not made', async () => {
    const secret = await createTheme(t.db, { item: 'Renseignement', confidential: true });
    const open = await createTheme(t.db, { item: 'Culture' });
    expect((await call(t.app, 'GET', `/admin/themes/${secret.id}`, cookies.editor)).statusCode).toBe(404);
    expect((await write({ item: 'Piraté' }, secret.id)).statusCode).toBe(404);
    const under = await write({ item: 'Sous', parent_id: secret.id });
    expect(under.statusCode).toBe(400);
    expect(under.json().message).toBe(`body.theme.parent_id: unknown theme ${secret.id}`);
    expect((await write({ item: 'Culture', confidential: true }, open.id)).statusCode).toBe(403);
    expect((await write({ item: 'Caché', confidential: true })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', `/admin/themes/${secret.id}`, cookies.insider)).json()).toMatchObject({
      item: 'Renseignement',
      confidential: true,
    });
    expect(await auditOf(secret.id)).toEqual([]);
  });
});
