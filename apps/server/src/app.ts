import type { Agent } from 'node:https';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import { parseQueryString } from './http/query-string.ts';
import { requestId } from './http/request-id.ts';
import { validatorCompiler } from './http/validator.ts';
import type { ChatBackend } from './modules/chat/runtime.ts';
import { modules } from './modules/index.ts';
import { operationsPlugin } from './modules/operations/routes.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { errorsPlugin, routerRefusal } from './plugins/errors.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { readCachePlugin } from './plugins/read-cache.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { sessionPlugin } from './plugins/session.ts';
import { staticWebPlugin } from './plugins/static-web.ts';
import { websocketProxyPlugin } from './plugins/websocket-proxy.ts';
import { writeGuardPlugin } from './plugins/write-guard.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** The https agent test pushes go through (`POST /notification/ping`); undefined for the default. */
    pushAgent: Agent | undefined;
    /** The XMPP server behind chat; undefined when chat is unavailable. */
    chat: ChatBackend | undefined;
  }
}

export interface AppOptions {
  db: Db;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Tests pass one trusting their local push service's certificate. */
  pushAgent?: Agent;
  /**
   * A database URL to LISTEN on for changes made by any process. Without it nothing is cached: the app
   * could not know when another connection changed what it keeps.
   */
  listenUrl?: string;
  /** Chat (`modules/chat/runtime.ts`), started by main.ts; without it, chat answers 503. */
  chat?: ChatBackend;
}

/** The HTTP application, without listening: tests drive it with inject(). */
export async function buildApp({
  db,
  config,
  logger = false,
  pushAgent,
  listenUrl,
  chat,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: config.trustProxy,
    frameworkErrors: routerRefusal,
    genReqId: requestId,
    requestIdHeader: false,
    routerOptions: { querystringParser: parseQueryString },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('pushAgent', pushAgent);
  app.decorate('chat', chat);

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compressionPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(writeGuardPlugin);
  await app.register(readCachePlugin, { listenUrl });
  await app.register(sessionPlugin);
  await app.register(openApiPlugin);
  await app.register(websocketProxyPlugin);
  for (const register of modules) await app.register(register);
  await app.register(operationsPlugin);
  await app.register(staticWebPlugin);
  return app;
}
