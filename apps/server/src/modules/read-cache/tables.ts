import type { Database } from '../../db/database.ts';

type Table = keyof Database;
export type Statement = 'INSERT' | 'UPDATE' | 'DELETE' | 'TRUNCATE';

/**
 * The tables no cached answer or session reads, and why no change to them can alter one. Every other
 * table must notify vigie_changes on each statement changing it, or the cache would serve its old
 * contents: test/modules/read-cache-tables.test.ts checks the triggers in PostgreSQL's catalog.
 */
export const UNCACHED_TABLES: Partial<Record<Table, string>> = {
  bookmarks: 'personal: read by their owner’s bookmark routes only, not cached; cards carry no mark',
  item_settings: 'personal (focus and notification settings): read by the focus feed, which is not cached',
  focus_sets:
    'personal (what a reader’s focus follows): read by the focus feed and the digest, neither cached',
  push_subscriptions: 'devices, personal: read by push registration and sending only',
  push_queue: 'pushes waiting to be sent: read by the push drainer only',
  vapid_keys: 'the push signing keys: read by the push sender only',
  login_attempts: 'sign-in limits: read by sign-in, which is never cached',
  password_resets: 'set-password links: read by the set-password route only, never cached',
  chat_tokens: 'chat passwords: read when Prosody checks a chat login, never cached',
  media: 'uploaded images, served uncached by their own route; answers hold only their address',
  files: 'post pictures and attachments, served uncached by their own route; answers hold only their address',
  affiliations: 'shown on contact and entity pages only, which are not cached',
  contact_affiliations: 'shown on contact pages only, which are not cached',
  entity_affiliations: 'shown on entity pages only, which are not cached',
  links: 'shown on contact and entity pages only, which are not cached',
  theme_grid_nodes: 'the theme grid, which is not cached',
  stance_changes:
    'stance history: read by the theme page’s grid and the newsroom, neither of which is cached',
  app_config: 'the app settings and their routes, which are not cached',
  app_files: 'files served by the app settings routes, which are not cached',
  audit_log: 'the administration’s history: read by GET /admin/audit only, which is not cached',
  saved_searches: 'personal: read by the focus feed, the digest and the push fan-out, none of them cached',
  push_preferences: 'personal quiet hours and digest time: read by their route and the push jobs only',
  held_pushes: 'pushes waiting for quiet hours to end: read by the push jobs only',
  read_markers: 'personal: read by the reader’s marker routes only, which are not cached',
  trend_window_rebuilds: 'when the trend windows were last rebuilt: read by the trends schedule only',
  settled_citations:
    'citations counted once for the trends’ all-time totals: read by their recount, whose trend_counts notify',
  settled_citations_bound: 'how far settled_citations counts: read by the trends’ recount and triggers only',
};

/** Statements a notifying table leaves unnotified on purpose, and why the cache stays right. */
export const UNNOTIFIED_STATEMENTS: Partial<Record<Table, Partial<Record<Statement, string>>>> = {
  post_cards: Object.fromEntries(
    (['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE'] as const).map((statement) => [
      statement,
      'cards are written only by the triggers of the posts, citations, cited items, authors and comments they show, in the statement that changed them, whose own notifications drop the answers',
    ]),
  ),
  sessions: {
    INSERT:
      'signing in must not empty every cache: only sessions found are kept, so a new one is looked up at once',
  },
};
