import { describe, expect, it } from 'vitest';
import { postIdsIn } from './fill.ts';
import { picturesOf, withoutPosts } from './prune.ts';

const id = (n: number) => String(n).padStart(24, '0');

describe('postIdsIn', () => {
  it('reads the ids of a feed page and of the bookmark list', () => {
    expect(postIdsIn({ data: [{ id: id(1) }, { id: id(2) }], cursor: false })).toEqual([id(1), id(2)]);
    expect(postIdsIn([id(3), id(4)])).toEqual([id(3), id(4)]);
  });

  it('ignores anything else: other answers, malformed ids, paths in disguise', () => {
    expect(postIdsIn({ contact: [] })).toEqual([]);
    expect(postIdsIn(null)).toEqual([]);
    expect(postIdsIn([{ id: '../accounts/log_out' }, { id: 42 }, 'zz'])).toEqual([]);
  });
});

describe('withoutPosts', () => {
  const gone = new Set([id(2)]);

  it('drops the gone posts from a feed page, keeping its cursor and the other cards in order', () => {
    const page = { data: [{ id: id(1) }, { id: id(2) }, { id: id(3) }], cursor: 'abc' };
    expect(withoutPosts(page, gone)).toEqual({ data: [{ id: id(1) }, { id: id(3) }], cursor: 'abc' });
  });

  it('drops them from the bookmark list', () => {
    expect(withoutPosts([id(2), id(4)], gone)).toEqual([id(4)]);
  });
});

describe('picturesOf', () => {
  const gone = new Set([id(2)]);

  it('names the pictures of gone posts in a post or a feed page, and nothing of the others', () => {
    expect(picturesOf({ id: id(2), img: '/api/v1/files/a' }, gone)).toEqual(['/api/v1/files/a']);
    expect(picturesOf({ id: id(1), img: '/api/v1/files/b' }, gone)).toEqual([]);
    const page = {
      data: [
        { id: id(1), img: '/x' },
        { id: id(2), img: '/y' },
        { id: id(2), img: null },
      ],
    };
    expect(picturesOf(page, gone)).toEqual(['/y']);
    expect(picturesOf(null, gone)).toEqual([]);
  });
});
