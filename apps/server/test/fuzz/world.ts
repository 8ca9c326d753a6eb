import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/connect.ts';
import { hashToken } from '../../src/modules/auth/service.ts';
import { SESSION_COOKIE } from '../../src/modules/auth/session-cookie.ts';
import { createContact, createEntity, createPost, createTheme, createUser } from '../helpers/factories.ts';

export type ClientName = 'anonymous' | 'reader' | 'insider';

/** What the fuzzed requests act on: a few rows of each kind, and a session for each signed-in client. */
export interface FuzzWorld {
  /** Ids of existing rows, so that well-formed ids sometimes find something. */
  ids: Record<'posts' | 'users' | 'inactiveUsers' | 'contacts' | 'entities' | 'themes', string[]>;
  emails: string[];
  cookie(client: ClientName): string | undefined;
  /** Puts the signed-in users back as they were, with new sessions: a request may have changed them. */
  restore(): Promise<void>;
}

export async function createWorld(db: Db): Promise<FuzzWorld> {
  const reader = await createUser(db);
  // An admin too, so that the newsroom and account routes get past the role check.
  const insider = await createUser(db, { has_confidential_access: true, role: 'admin' });
  const inactive = await createUser(db, { is_active: false });
  const contact = await createContact(db);
  const entity = await createEntity(db);
  const root = await createTheme(db);
  const child = await createTheme(db, { parent: root });
  const secret = await createTheme(db, { confidential: true });
  const posts = [
    await createPost(db, { contacts: [contact.id], entities: [entity.id], themes: [root.id, child.id] }),
    await createPost(db, { themes: [child.id], type: 'memo' }),
    await createPost(db, { entities: [entity.id], type: 'synthese' }),
    await createPost(db, { confidential: true, themes: [secret.id], contacts: [contact.id] }),
    await createPost(db, { is_published: false }),
  ];
  const cookies = new Map<ClientName, string>();
  const restore = async () => {
    for (const [client, user] of [
      ['reader', reader],
      ['insider', insider],
    ] as const) {
      const { role, has_confidential_access } = user;
      await db
        .updateTable('users')
        .set({ role, has_confidential_access, is_active: true })
        .where('id', '=', user.id)
        .execute();
      const token = randomBytes(32).toString('base64url');
      const expires_at = new Date(Date.now() + 86_400_000);
      await db
        .insertInto('sessions')
        .values({ token_hash: hashToken(token), user_id: user.id, expires_at })
        .execute();
      cookies.set(client, `${SESSION_COOKIE}=${token}`);
    }
  };
  await restore();
  return {
    ids: {
      posts: posts.map((post) => post.id),
      users: [reader.id, insider.id],
      inactiveUsers: [inactive.id],
      contacts: [contact.id],
      entities: [entity.id],
      themes: [root.id, child.id, secret.id],
    },
    emails: [reader.email, insider.email, inactive.email],
    cookie: (client) => cookies.get(client),
    restore,
  };
}
