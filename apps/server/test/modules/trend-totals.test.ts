import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/connect.ts';
import { refreshStaleTrendWindows, refreshTrendCounts } from '../../src/modules/trends/refresh.ts';
import { useTestApp } from '../helpers/app.ts';
import { createContact, createEntity, createTheme, createUser } from '../helpers/factories.ts';
import { call, signIn } from '../helpers/http.ts';

const t = useTestApp();
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

let editor: string;
let contacts: { id: string }[];
let entity: { id: string };
let root: { id: string; root_id: string; level: number; restricted: boolean };
let subTheme: { id: string };

beforeAll(async () => {
  editor = await signIn(
    t.app,
    (await createUser(t.db, { role: 'editor', has_confidential_access: true })).email,
  );
  contacts = [await createContact(t.db), await createContact(t.db), await createContact(t.db)];
  entity = await createEntity(t.db);
  root = await createTheme(t.db);
  subTheme = await createTheme(t.db, { parent: root });
});

interface Cited {
  contacts?: string[];
  entities?: string[];
  themes?: string[];
  type?: 'memo' | 'news' | 'synthese';
  confidential?: boolean;
}

/** Publishes a post through the newsroom, dated `days` ago; returns it as the newsroom edits it. */
async function publish(days: number, { type = 'memo', ...cited }: Cited) {
  const post = { title: `Note datée de ${days} jours`, type, publish_date: daysAgo(days), ...cited };
  const response = await call(t.app, 'POST', '/admin/posts', editor, { post });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; version: number; publish_date: string };
}

async function edit(post: Awaited<ReturnType<typeof publish>>, changes: Cited) {
  const { type = 'memo', ...cited } = changes;
  const body = {
    version: post.version,
    post: { title: 'Note corrigée', type, publish_date: post.publish_date, ...cited },
  };
  const response = await call(t.app, 'PUT', `/admin/posts/${post.id}`, editor, body);
  expect(response.statusCode, response.body).toBe(200);
}

/** Every item's all-time counts per audience, as the trends keep them. */
async function keptTotals(db: Db) {
  const { rows } = await sql`SELECT audience, item_type, item_id, memo, news, synthese FROM trend_counts
    WHERE period_days = 0 ORDER BY 1, 2, 3`.execute(db);
  return rows;
}

/** The same counts, counted plainly from every citation. */
async function countedTotals(db: Db) {
  const { rows } = await sql`
    WITH cited AS (
      SELECT 'contact' AS item_type, contact_id AS item_id, type, confidential, is_published, publish_date
        FROM post_contacts
      UNION ALL SELECT 'entity', entity_id, type, confidential, is_published, publish_date FROM post_entities
      UNION ALL SELECT 'theme', theme_id, type, confidential, is_published, publish_date FROM post_themes)
    SELECT a.audience, c.item_type, c.item_id,
      count(*) FILTER (WHERE c.type = 'memo')::int AS memo, count(*) FILTER (WHERE c.type = 'news')::int AS news,
      count(*) FILTER (WHERE c.type = 'synthese')::int AS synthese
    FROM cited c
    LEFT JOIN themes t ON c.item_type = 'theme' AND t.id = c.item_id
    CROSS JOIN (VALUES ('all'), ('public')) AS a(audience)
    WHERE c.is_published AND c.publish_date <= now()
      AND (a.audience = 'all' OR NOT (c.confidential OR coalesce(t.restricted, false)))
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`.execute(db);
  return rows;
}

const settledUntil = async () =>
  (await t.db.selectFrom('settled_citations_bound').select('settled_until').executeTakeFirstOrThrow())
    .settled_until;
const settledCount = async () =>
  Number((await sql<{ n: string }>`SELECT sum(n) AS n FROM settled_citations`.execute(t.db)).rows[0]?.n ?? 0);

describe('the all-time trend counts', () => {
  it('stay exact as posts older than the settled citations are published, edited, retracted and deleted', async () => {
    const [a, b, c] = contacts.map((contact) => contact.id) as [string, string, string];
    const edited = await publish(400, { contacts: [a, b], themes: [subTheme.id] });
    const retracted = await publish(200, { contacts: [a], entities: [entity.id], type: 'news' });
    const deleted = await publish(90, { contacts: [b], themes: [root.id] });
    await publish(3, { contacts: [a, c], type: 'synthese', confidential: true });
    await refreshTrendCounts(t.db);
    expect(await settledCount()).toBe(9);
    expect(Date.now() - (await settledUntil()).getTime()).toBeLessThan(60_000);

    await publish(300, { contacts: [b], entities: [entity.id], themes: [subTheme.id], type: 'news' });
    await edit(edited, { contacts: [c], themes: [root.id], type: 'synthese', confidential: true });
    const retract = await call(t.app, 'POST', `/admin/posts/${retracted.id}/retract`, editor);
    expect(retract.statusCode, retract.body).toBe(200);
    await t.db.deleteFrom('posts').where('id', '=', deleted.id).execute();
    const merge = await call(t.app, 'POST', `/admin/contacts/${c}/merge`, editor, { duplicate_id: b });
    expect(merge.statusCode, merge.body).toBe(200);
    await refreshTrendCounts(t.db, {
      contacts: [a, b, c],
      entities: [entity.id],
      themes: [root.id, subTheme.id],
    });

    expect(await settledCount()).toBe(7);
    expect(await keptTotals(t.db)).toEqual(await countedTotals(t.db));
    const page = await call(t.app, 'GET', `/poi_contact/${c}`, editor);
    expect(page.json()).toMatchObject({ total_counts: 3, counts: { memo: 0, news: 1, synthese: 2 } });
  });

  it('settle the newest citations on the trends schedule, unless a write is correcting them', async () => {
    const [a] = contacts.map((contact) => contact.id) as [string];
    await refreshTrendCounts(t.db);
    const before = await settledUntil();
    const recent = await publish(0, { contacts: [a], type: 'news' });
    const settled = await settledCount();

    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('posts').set({ type: 'memo' }).where('id', '=', recent.id).execute();
      expect(await refreshStaleTrendWindows(t.db, 0)).toBe(true);
      expect(await settledUntil()).toEqual(before);
    });
    expect(await refreshStaleTrendWindows(t.db, 0)).toBe(true);
    expect((await settledUntil()).getTime()).toBeGreaterThan(before.getTime());
    expect(await settledCount()).toBe(settled + 1);

    await edit(recent, { contacts: [a], type: 'synthese' });
    expect(await keptTotals(t.db)).toEqual(await countedTotals(t.db));
  });
});
