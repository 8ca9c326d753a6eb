/** What an answer lists, for changes that reach every answer of a kind (a new post, a trends refresh). */
export type AnswerKind = 'post' | 'list' | 'trends';

/** Changed posts: the answers showing their card or page, and, with `kinds`, every answer of those kinds. */
export interface PostsChange {
  posts: readonly string[];
  kinds?: readonly AnswerKind[];
}

/** What a change may have altered among cached answers and sessions. */
export type SharedChange = 'nothing' | 'everything' | PostsChange;

/** A post published, changed or taken back: its own answers, and every list, whose order it may change. */
export const postsChanged = (posts: readonly string[]): PostsChange => ({ posts, kinds: ['list'] });

const COMMENTS = 'comments:';
const POSTS = 'posts:';
const NEW_POSTS = 'posts:new';
const TRENDS = 'trends';

/**
 * A payload on vigie_changes (migrations 2026-11-25-per-post-comment-notifications and
 * 2026-12-05-notify-changed-rows): `comments:<post id>` when only that post's comments changed,
 * `posts:<post id>` when the post or its citations did, `posts:new` for posts added, `trends` for a trends
 * refresh, otherwise the changed table's name.
 */
export function changeNotified(payload: string): SharedChange {
  if (payload.startsWith(COMMENTS)) return { posts: [payload.slice(COMMENTS.length)] };
  if (payload === NEW_POSTS) return postsChanged([]);
  if (payload.startsWith(POSTS)) return postsChanged([payload.slice(POSTS.length)]);
  if (payload === TRENDS) return { posts: [], kinds: ['trends'] };
  return 'everything';
}
