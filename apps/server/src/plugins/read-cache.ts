import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CHANGES_CHANNEL, listen } from '../db/listen.ts';
import { nextPublication } from '../modules/access/confidentiality.ts';
import { AnswerCache } from '../modules/read-cache/answers.ts';
import { changeNotified, type SharedChange } from '../modules/read-cache/changes.ts';
import { Generation } from '../modules/read-cache/generation.ts';
import { SessionCache } from '../modules/read-cache/sessions.ts';
import { changeWritten } from '../modules/read-cache/writes.ts';

export interface ReadCache {
  sessions: SessionCache;
  answers: AnswerCache;
  generation: Generation;
}

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

/**
 * Sessions and shared answers kept in memory, dropped when the database may have changed what they
 * show: on each change notified by any process, and before this process answers a write of its own,
 * so that the writer's next read never finds the old answer. A change to posts drops the answers
 * showing them, and a new post every list (modules/read-cache/changes.ts); other changes drop everything.
 * Without `listenUrl` nothing is kept; with `READ_CACHE=off` (config.readCache), sessions only.
 */
export const readCachePlugin = fp(async (app: FastifyInstance, { listenUrl }: { listenUrl?: string }) => {
  const generation = new Generation();
  const { readCache, readCacheBytes } = app.config;
  const answers = new AnswerCache(generation, () => nextPublication(app.db), readCacheBytes, readCache);
  app.decorate('readCache', { sessions: new SessionCache(generation), answers, generation });
  const drop = (change: SharedChange) => {
    if (change === 'everything') generation.bump();
    else if (change !== 'nothing') answers.drop(change);
  };
  app.addHook('onSend', async (request, reply, payload) => {
    drop(changeWritten(request, reply.statusCode));
    return payload;
  });
  if (!listenUrl) return;
  const listener = listen({
    connectionString: listenUrl,
    channel: CHANGES_CHANNEL,
    onNotify: (payload) => (payload === undefined ? generation.watch() : drop(changeNotified(payload))),
    onLost: () => generation.unwatch(),
    log: app.log,
  });
  app.addHook('onClose', () => listener.close());
  await listener.ready;
});
