import type { ImportFile } from '../content/import-schema.ts';
import { FOLLOWS } from './corpus/follows.ts';
import { DEMO_PASSWORD, USERS } from './corpus/users.ts';
import { demoId } from './ids.ts';
import { appConfigRows, appFileRows } from './rows/app-config.ts';
import type { ImportRow } from './rows/import-row.ts';
import {
  affiliationRows,
  contactRows,
  entityRows,
  linkRows,
  themeGridRows,
  themeRows,
} from './rows/network.ts';
import { commentRows, postRows } from './rows/posts.ts';

export interface DemoLogin {
  email: string;
  password: string;
  description: string;
}

/** The demo accounts, as start-up prints them for a new user. */
export const DEMO_LOGINS: DemoLogin[] = Object.values(USERS).map((user) => ({
  email: user.email,
  password: DEMO_PASSWORD,
  description: user.loginDescription,
}));

const userRows = (): ImportRow<'users'>[] =>
  Object.entries(USERS).map(([slug, { confidentialAccess, loginDescription: _, ...user }]) => ({
    id: demoId('user', slug),
    ...user,
    password: DEMO_PASSWORD,
    has_confidential_access: confidentialAccess,
  }));

const followRows = (): ImportRow<'follows'>[] =>
  Object.entries(FOLLOWS).flatMap(([user, items]) =>
    items.map(({ type, slug }) => ({
      user_id: demoId('user', user),
      item_type: type,
      item_id: demoId(type, slug),
    })),
  );

/**
 * The built-in demo data set as an import file. Publication dates count back from `now`, so the feed and
 * the 1-, 7- and 30-day trends always look current; everything else, ids included, is fixed.
 */
export function buildDemoData(now: Date): ImportFile {
  return {
    users: userRows(),
    affiliations: affiliationRows(),
    contacts: contactRows(),
    entities: entityRows(),
    themes: themeRows(),
    links: linkRows(),
    theme_grid: themeGridRows(),
    posts: postRows(now),
    comments: commentRows(now),
    follows: followRows(),
    app_config: appConfigRows(),
    app_files: appFileRows(),
  };
}
