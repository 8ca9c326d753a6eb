import type { Db } from '../../db/connect.ts';
import { CHANGES_CHANNEL, listen } from '../../db/listen.ts';
import { activeUserNames } from './repository.ts';
import type { ChatLog } from './runtime.ts';

/**
 * mod_groups' file: one group holding every active user, named as in Vigie, so that each user's
 * roster lists all the others. A line is `jid=name`.
 */
export async function groupsFile(db: Db, domain: string): Promise<string> {
  const users = await activeUserNames(db);
  const lines = users.map((user) => {
    const name = `${user.firstname} ${user.lastname}`.trim() || user.username || user.id;
    return `${user.id}@${domain}=${name.replace(/\s+/g, ' ')}`;
  });
  return `[Vigie]\n${lines.join('\n')}\n`;
}

export interface RosterSyncOptions {
  db: Db;
  domain: string;
  listenUrl: string;
  /** Hands the new file to Prosody. */
  write: (groups: string) => Promise<void>;
  log: ChatLog;
}

/** Rewrites the groups file whenever `users` changes, whichever process changed it. */
export function keepRosterInSync({ db, domain, listenUrl, write, log }: RosterSyncOptions) {
  let running: Promise<void> | undefined;
  let again = false;
  const rewrite = () => {
    again = true;
    running ??= (async () => {
      while (again) {
        again = false;
        await write(await groupsFile(db, domain));
      }
    })()
      .catch((error) => log.error({ err: error }, 'chat roster not updated'))
      .finally(() => {
        running = undefined;
      });
  };
  const listener = listen({
    connectionString: listenUrl,
    channel: CHANGES_CHANNEL,
    // No table named: the connection is new, and changes made meanwhile were not announced.
    onNotify: (table) => {
      if (table === undefined || table === 'users') rewrite();
    },
    log,
  });
  return {
    ready: listener.ready,
    async close() {
      await listener.close();
      await running;
    },
  };
}
