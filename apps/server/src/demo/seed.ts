import { importContent } from '../content/import.ts';
import type { Db } from '../db/connect.ts';
import { buildDemoData, DEMO_LOGINS } from './dataset.ts';

export interface DemoLogin {
  email: string;
  password: string;
  description: string;
}

/** Loads the demo data set into a database without users; answers the demo logins that exist. */
export async function seedDemoIfEmpty(db: Db): Promise<{ loaded: boolean; logins: DemoLogin[] }> {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (!anyUser) await importContent(db, buildDemoData(new Date()));
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
  return { loaded: !anyUser, logins: DEMO_LOGINS.filter((login) => emails.has(login.email.toLowerCase())) };
}
