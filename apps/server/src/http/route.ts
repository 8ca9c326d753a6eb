import { API_PREFIX, ErrorBody, type RouteDef } from '@vigie/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NEWSROOM, requireRole } from '../modules/access/roles.ts';
import type { Viewer } from '../modules/access/viewer.ts';
import { sessionRejected } from './errors.ts';
import { SerializedJson, sendJson } from './serialized-json.ts';

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;
type Answer<R extends RouteDef> = R['success']['body'] extends z.ZodType
  ? z.input<R['success']['body']>
  : undefined;

export interface Context<R extends RouteDef> {
  params: Parsed<R['params']>;
  query: Parsed<R['querystring']>;
  body: Parsed<R['body']>;
  /** The signed-in user; only routes with `auth: false` may run without one. */
  viewer: Viewer;
  request: FastifyRequest;
  reply: FastifyReply;
}

const ADMIN_PREFIX = '/admin/';
const ERROR_STATUSES = [400, 401, 403, 404, 406, 413, 415, 429, 503] as const;

/** Registers one route of the contract: its schemas validate the input and the answer. */
export function route<R extends RouteDef>(
  app: FastifyInstance,
  def: R,
  handler: (ctx: Context<R>) => Promise<Answer<R> | SerializedJson | FastifyReply>,
): void {
  const response: Record<number, z.ZodType> = Object.fromEntries(ERROR_STATUSES.map((s) => [s, ErrorBody]));
  if (def.success.body) response[def.success.status] = def.success.body;
  if (def.alsoEmpty) response[def.alsoEmpty] = z.null().describe('No content');
  if (def.conflict) response[409] = def.conflict;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: API_PREFIX + def.path,
    schema: {
      summary: def.summary,
      ...(def.params && { params: def.params }),
      ...(def.querystring && { querystring: def.querystring }),
      ...(def.body && { body: def.body }),
      response,
    },
    config: { auth: def.auth },
    ...(def.bodyLimit && { bodyLimit: def.bodyLimit }),
    // Readers are refused the administration before their input is read: 403 whatever they send.
    ...(def.path.startsWith(ADMIN_PREFIX) && {
      preValidation: async (request: FastifyRequest) =>
        requireRole(request.viewer as Viewer, NEWSROOM, 'The administration is for editors and admins'),
    }),
    handler: async (request, reply) => {
      if (def.auth && !request.viewer) throw sessionRejected();
      const result = await handler({
        params: request.params as Parsed<R['params']>,
        query: request.query as Parsed<R['querystring']>,
        body: request.body as Parsed<R['body']>,
        viewer: request.viewer as Viewer,
        request,
        reply,
      });
      // A reply is thenable, so awaiting a handler that returns it yields undefined: ask the reply.
      if (reply.sent) return reply;
      reply.code(def.success.status);
      // Sent as it is, skipping the serializer: the cache checked it when it was made.
      if (result instanceof SerializedJson) return sendJson(request, reply, result);
      return def.success.body ? result : reply.send();
    },
  });
}
