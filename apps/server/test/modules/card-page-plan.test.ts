import { beforeAll, describe, expect, it } from 'vitest';
import { visiblePosts } from '../../src/modules/access/confidentiality.ts';
import type { Viewer } from '../../src/modules/access/viewer.ts';
import { cardPageQuery, newestKeys } from '../../src/modules/posts/repository.ts';
import { useTestApp } from '../helpers/app.ts';
import { planOf, postsAMinuteApart } from '../helpers/plans.ts';

const t = useTestApp();
const reader: Viewer = { id: 'reader', has_confidential_access: false, role: 'reader' };
const insider: Viewer = { ...reader, has_confidential_access: true };

beforeAll(() => postsAMinuteApart(t.db, 40, (i) => `Note ${i}`));

describe('a feed page read from keys in date order', () => {
  it.each([
    ['a reader', reader],
    ['a reader with confidential access', insider],
  ])('joins its cards in that order, sorting nothing, for %s', async (_, viewer) => {
    const plan = await planOf(t.db, (trx) =>
      cardPageQuery(trx, viewer, newestKeys(visiblePosts(trx, viewer), undefined, 21)),
    );
    expect(plan).toMatch(/post_cards/);
    expect(plan).not.toMatch(/Sort/);
  });
});
