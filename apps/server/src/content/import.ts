import type { Db } from '../db/connect.ts';
import { StorableText } from '../lib/storable-text.ts';
import { countInTrends } from '../modules/posts/write.ts';
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
  const parsed = StorableText.pipe(importFileSchema).safeParse(input);
  if (!parsed.success) throw firstIssue(parsed.error);
  const themes = await checkImport(db, parsed.data);
  const { report, posts } = await db.transaction().execute((trx) => writeContent(trx, parsed.data, themes));
  // Counts depend only on posts, their citations and theme restriction; a user import skips the rebuild.
  const { posts: postCounts, themes: themeCounts } = report.counts;
  if (postCounts.inserted + postCounts.updated + themeCounts.inserted + themeCounts.updated > 0) {
    await countInTrends(
      db,
      posts,
      parsed.data.themes.map((theme) => theme.id),
    );
  }
  return report;
}
