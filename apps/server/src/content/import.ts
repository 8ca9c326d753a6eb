import type { Db } from '../db/connect.ts';
import { enqueuePostPushes } from '../modules/push/fan-out.ts';
import { refreshTrendCounts } from '../modules/trends/refresh.ts';
import { countScopeOf } from './count-scope.ts';
import { checkImport } from './import-checks.ts';
import { firstIssue } from './import-error.ts';
import { importFileSchema } from './import-schema.ts';
import { type ImportReport, writeContent } from './import-write.ts';

export { ImportError } from './import-error.ts';
export type { ChangeCounts, ImportReport } from './import-write.ts';

/**
 * Validates an import file (schema, then references and the theme tree) and upserts it by id in one
 * transaction: all of it or nothing, with the pushes its newly published posts trigger. Rows equal to
 * what is stored are left untouched, so importing the same file again changes nothing. Throws an
 * ImportError naming the first bad field.
 */
export async function importContent(db: Db, input: unknown): Promise<ImportReport> {
  const parsed = importFileSchema.safeParse(input);
  if (!parsed.success) throw firstIssue(parsed.error);
  const themes = await checkImport(db, parsed.data);
  const scope = await countScopeOf(db, parsed.data);
  const report = await db.transaction().execute(async (trx) => {
    const written = await writeContent(trx, parsed.data, themes);
    // Queued with the posts: a push goes out only for a post that is stored, and always does.
    await enqueuePostPushes(trx, written.publishedPostIds);
    return written;
  });
  // Counts depend only on posts, their citations and theme restriction; a user import skips the rebuild.
  const { posts, themes: themeCounts } = report.counts;
  if (posts.inserted + posts.updated + themeCounts.inserted + themeCounts.updated > 0) {
    await refreshTrendCounts(db, scope);
  }
  return report;
}
