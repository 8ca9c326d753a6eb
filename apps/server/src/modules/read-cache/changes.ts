/** What a change may have altered among cached answers and sessions. */
export type SharedChange = 'nothing' | 'everything' | { commentsOf: readonly string[] };

const COMMENTS = 'comments:';

/**
 * A payload on vigie_changes: `comments:<post id>` when only that post's comments changed (migration
 * 2026-11-25-per-post-comment-notifications), otherwise the changed table's name.
 */
export const changeNotified = (payload: string): SharedChange =>
  payload.startsWith(COMMENTS) ? { commentsOf: [payload.slice(COMMENTS.length)] } : 'everything';
