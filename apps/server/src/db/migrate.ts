import { type Kysely, type Migration, Migrator } from 'kysely';
import * as initial from './migrations/2026-11-22-initial.ts';
import * as push from './migrations/2026-11-22-push.ts';
import * as changeNotifications from './migrations/2026-11-23-change-notifications.ts';
import * as chatTokens from './migrations/2026-11-23-chat-tokens.ts';
import * as trendNotifications from './migrations/2026-11-23-trend-notifications.ts';
import * as citationFeeds from './migrations/2026-11-25-citation-feeds.ts';
import * as keysetBookmarks from './migrations/2026-11-25-keyset-bookmarks.ts';
import * as perPostCommentNotifications from './migrations/2026-11-25-per-post-comment-notifications.ts';
import * as pushRecipientsIndex from './migrations/2026-11-25-push-recipients-index.ts';
import * as loginAttempts from './migrations/2026-11-26-login-attempts.ts';
import * as reencodeUploadedImages from './migrations/2026-11-26-reencode-uploaded-images.ts';
import * as auditLog from './migrations/2026-11-26-s1-audit-log.ts';
import * as postLifecycle from './migrations/2026-11-26-s2-post-lifecycle.ts';
import * as passwordResets from './migrations/2026-11-26-s5-password-resets.ts';
import * as files from './migrations/2026-11-27-f-files.ts';
import * as stanceHistory from './migrations/2026-11-27-st-stance-history.ts';
import * as readMarkers from './migrations/2026-11-28-rm-read-markers.ts';
import * as savedSearchesQuietHours from './migrations/2026-11-28-sq-saved-searches-quiet-hours.ts';
import * as commentClientIds from './migrations/2026-11-29-oq-comment-client-ids.ts';
import * as postCards from './migrations/2026-12-01-post-cards.ts';
import * as focusSets from './migrations/2026-12-02-focus-sets.ts';
import * as citationsByDate from './migrations/2026-12-03-citations-by-date.ts';
import * as asciiCards from './migrations/2026-12-04-ascii-cards.ts';
import * as notifyChangedRows from './migrations/2026-12-05-notify-changed-rows.ts';
import * as focusShare from './migrations/2026-12-06-focus-share.ts';
import * as trendAnswersAsText from './migrations/2026-12-07-trend-answers-as-text.ts';
import * as commentCounts from './migrations/2026-12-08-comment-counts.ts';
import * as trendWindowRebuilds from './migrations/2026-12-09-trend-window-rebuilds.ts';
import * as settledCitations from './migrations/2026-12-10-settled-citations.ts';
import * as trendWindowSlides from './migrations/2026-12-11-trend-window-slides.ts';
import * as focusSetRefresh from './migrations/2026-12-12-focus-set-refresh.ts';
import * as searchByDate from './migrations/2026-12-13-search-by-date.ts';
import * as unchangedThemesSkipFocus from './migrations/2026-12-14-unchanged-themes-skip-focus.ts';

/** Every migration, by dated name. A landed migration is never edited: add a new one. */
const migrations: Record<string, Migration> = {
  '2026-11-22-initial': initial,
  '2026-11-22-push': push,
  '2026-11-23-change-notifications': changeNotifications,
  '2026-11-23-trend-notifications': trendNotifications,
  '2026-11-23-chat-tokens': chatTokens,
  '2026-11-25-citation-feeds': citationFeeds,
  '2026-11-25-keyset-bookmarks': keysetBookmarks,
  '2026-11-25-per-post-comment-notifications': perPostCommentNotifications,
  '2026-11-25-push-recipients-index': pushRecipientsIndex,
  '2026-11-26-login-attempts': loginAttempts,
  '2026-11-26-reencode-uploaded-images': reencodeUploadedImages,
  '2026-11-26-s1-audit-log': auditLog,
  '2026-11-26-s2-post-lifecycle': postLifecycle,
  '2026-11-26-s5-password-resets': passwordResets,
  '2026-11-27-f-files': files,
  '2026-11-27-st-stance-history': stanceHistory,
  '2026-11-28-rm-read-markers': readMarkers,
  '2026-11-28-sq-saved-searches-quiet-hours': savedSearchesQuietHours,
  '2026-11-29-oq-comment-client-ids': commentClientIds,
  '2026-12-01-post-cards': postCards,
  '2026-12-02-focus-sets': focusSets,
  '2026-12-03-citations-by-date': citationsByDate,
  '2026-12-04-ascii-cards': asciiCards,
  '2026-12-05-notify-changed-rows': notifyChangedRows,
  '2026-12-06-focus-share': focusShare,
  '2026-12-07-trend-answers-as-text': trendAnswersAsText,
  '2026-12-08-comment-counts': commentCounts,
  '2026-12-09-trend-window-rebuilds': trendWindowRebuilds,
  '2026-12-10-settled-citations': settledCitations,
  '2026-12-11-trend-window-slides': trendWindowSlides,
  '2026-12-12-focus-set-refresh': focusSetRefresh,
  '2026-12-13-search-by-date': searchByDate,
  '2026-12-14-unchanged-themes-skip-focus': unchangedThemesSkipFocus,
};

// Kysely runs migrations in name order and refuses one that sorts before a migration already run: the
// newest, listed last, must also sort last, or databases migrated before it would no longer start.
const names = Object.keys(migrations);
const newest = names.at(-1) ?? '';
if (names.some((name) => name > newest)) throw new Error(`Migration ${newest} must sort after every other`);

export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** How many known migrations the database lacks: a server answers /api/ready only with none. */
export async function pendingMigrations<T>(db: Kysely<T>): Promise<number> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  return (await migrator.getMigrations()).filter((m) => m.executedAt === undefined).length;
}
