import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../src/modules/access/viewer.ts';
import { type CitingWay, citing } from '../../src/modules/posts/citing.ts';
import { focusedBy } from '../../src/modules/posts/focused.ts';
import { type ListedIds, listedItems, listedKinds, listedWay } from '../../src/modules/posts/listed-items.ts';
import { useTestApp } from '../helpers/app.ts';
import { planOf } from '../helpers/plans.ts';

const t = useTestApp();
const reader: Viewer = { id: 'reader', has_confidential_access: false, role: 'reader' };
const window = { position: undefined, limit: 21 };

const focusPlan = (way: CitingWay) =>
  planOf(t.db, (trx) => citing(trx, reader, focusedBy(reader), [], window, way));

// PostgreSQL starts every node of a plan, run or not: a part the statement cannot use costs each call.
describe('the focus statement of a reader with saved searches', () => {
  it('read by the newest posts alone, holds the searches but not the tiers only the merge reads', async () => {
    const plan = await focusPlan('scan');
    expect(plan).toMatch(/CTE searched/);
    expect(plan).not.toMatch(/CTE (recent_window|window_hits|tiers)/);
  });

  it.each<CitingWay>(['merge', 'scan then merge'])('read by %s, holds the tiers', async (way) => {
    expect(await focusPlan(way)).toMatch(/CTE window_hits/);
  });
});

describe('a custom feed', () => {
  const none: ListedIds = { contacts: [], entities: [], themes: [] };
  const LINK_TABLES = ['post_contacts', 'post_entities', 'post_themes'];
  const listedPlan = (ids: ListedIds) =>
    planOf(t.db, (trx) =>
      citing(trx, reader, listedItems(trx, reader, ids, listedKinds(ids)), [], window, listedWay(ids)),
    );

  it.each([
    ['a theme’s Briefing tab', { ...none, themes: ['theme'] }, 'post_themes'],
    ['a contact’s Briefing tab', { ...none, contacts: ['contact'] }, 'post_contacts'],
    ['an entity’s Briefing tab', { ...none, entities: ['entity'] }, 'post_entities'],
  ])('of one kind of item, %s, reads that kind’s citations alone', async (_, ids, table) => {
    const plan = await listedPlan(ids);
    for (const each of LINK_TABLES) expect(plan.includes(each), each).toBe(each === table);
  });

  it('of several kinds reads each', async () => {
    const plan = await listedPlan({ contacts: ['contact'], entities: [], themes: ['theme'] });
    expect(LINK_TABLES.filter((table) => plan.includes(table))).toEqual(['post_contacts', 'post_themes']);
  });
});
