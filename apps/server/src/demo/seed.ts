import { describeReport } from '../content/cli-commands.ts';
import { importContent } from '../content/import.ts';
import type { Db } from '../db/connect.ts';
import { buildDemoData, DEMO_LOGINS, type DemoLogin } from './dataset.ts';

export interface StartingContent {
  /** The demo data set was loaded now. */
  loaded: boolean;
  /** The demo logins that exist, to print; none unless demo data is allowed. */
  logins: DemoLogin[];
  /** The database has no user: someone must create the first admin. */
  needsFirstAdmin: boolean;
}

/**
 * What a starting server finds: an empty database gets the demo data set only when demo data is
 * allowed (`config.demo`); otherwise it stays empty until an admin is created.
 */
export async function prepareContent(db: Db, demo: boolean): Promise<StartingContent> {
  const empty = !(await db.selectFrom('users').select('id').limit(1).executeTakeFirst());
  if (!demo) return { loaded: false, logins: [], needsFirstAdmin: empty };
  if (empty) await importContent(db, buildDemoData(new Date()));
  return { loaded: empty, logins: await existingDemoLogins(db), needsFirstAdmin: false };
}

/** Imports (or brings up to date) the demo data set: `npm run vigie -- demo`. */
export async function importDemo(db: Db): Promise<string> {
  const report = await importContent(db, buildDemoData(new Date()));
  const logins = DEMO_LOGINS.map(
    (login) => `Demo login: ${login.email} / ${login.password}  (${login.description})`,
  );
  return [describeReport(report), ...logins].join('\n');
}

async function existingDemoLogins(db: Db): Promise<DemoLogin[]> {
  const existing = await db
    .selectFrom('users')
    .select('email')
    .where(
      'email',
      'in',
      DEMO_LOGINS.map((login) => login.email.toLowerCase()),
    )
    .execute();
  const emails = new Set(existing.map((user) => user.email));
  return DEMO_LOGINS.filter((login) => emails.has(login.email.toLowerCase()));
}
