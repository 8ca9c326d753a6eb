import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../src/modules/access/viewer.ts';
import { type CitingWay, citing } from '../../src/modules/posts/citing.ts';
import { focusedBy } from '../../src/modules/posts/focused.ts';
import { useTestApp } from '../helpers/app.ts';
import { planOf } from '../helpers/plans.ts';

const t = useTestApp();
const reader: Viewer = { id: 'reader', has_confidential_access: false, role: 'reader' };

const focusPlan = (way: CitingWay) =>
  planOf(t.db, (trx) => citing(trx, reader, focusedBy(reader), [], { position: undefined, limit: 21 }, way));

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
