import type { PostCard } from '@vigie/contract';
import { describe, expect, it } from 'vitest';
import { type FeedPage, mergePages } from './feed-query.ts';

const post = (id: string, title = id) => ({ id, title }) as PostCard;
const page = (ids: string[], cursor: string | false = 'next'): FeedPage => ({
  data: ids.map((id) => post(id)),
  cursor,
});

describe('mergePages', () => {
  it('keeps the order of the pages', () => {
    const ids = mergePages([page(['a', 'b']), page(['c', 'd'], false)]).map((p) => p.id);
    expect(ids).toEqual(['a', 'b', 'c', 'd']);
  });

  it('shows a post repeated by a later page only once, where it first appeared', () => {
    const merged = mergePages([page(['a', 'b', 'c']), page(['c', 'b', 'd']), page(['a', 'e'], false)]);
    expect(merged.map((p) => p.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('gives an empty list for no pages or empty pages', () => {
    expect(mergePages([])).toEqual([]);
    expect(mergePages([page([], false)])).toEqual([]);
  });
});
