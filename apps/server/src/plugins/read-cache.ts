import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CHANGES_CHANNEL, listen } from '../db/listen.ts';
import { nextPublication } from '../modules/access/confidentiality.ts';
import { AnswerCache } from '../modules/read-cache/answers.ts';
import { Generation } from '../modules/read-cache/generation.ts';
import { SessionCache } from '../modules/read-cache/sessions.ts';
import { mayChangeSharedReads } from '../modules/read-cache/writes.ts';

export interface ReadCache {
  sessions: SessionCache;
  answers: AnswerCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

/**
 * Sessions and shared answers kept in memory, dropped whenever the database may have changed: on each
 * change notified by any process, and before this process answers a write of its own, so that the
 * writer's next read never finds the old answer. Without `listenUrl` nothing is kept.
 */
export const readCachePlugin = fp(async (app: FastifyInstance, { listenUrl }: { listenUrl?: string }) => {
  const generation = new Generation();
  app.decorate('readCache', {
    sessions: new SessionCache(generation),
    answers: new AnswerCache(generation, () => nextPublication(app.db)),
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (mayChangeSharedReads(request)) generation.bump();
    return payload;
  });
  if (!listenUrl) return;
  const listener = listen({
    connectionString: listenUrl,
    channel: CHANGES_CHANNEL,
    onNotify: () => generation.watch(),
    onLost: () => generation.unwatch(),
    log: app.log,
  });
  app.addHook('onClose', () => listener.close());
  await listener.ready;
});
