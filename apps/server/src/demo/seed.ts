import type { Db } from '../db/connect.ts';

export interface DemoLogin {
  email: string;
  password: string;
  description: string;
}

/** Loads the demo data set into an empty database; answers the demo logins that exist. */
export async function seedDemoIfEmpty(_db: Db): Promise<{ loaded: boolean; logins: DemoLogin[] }> {
  return { loaded: false, logins: [] };
}
