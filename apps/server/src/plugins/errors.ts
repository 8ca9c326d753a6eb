import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { databaseUnavailable, isDatabaseUnavailable } from '../db/unavailable.ts';
import { HttpError } from '../http/errors.ts';

/**
 * Every error leaves as JSON `{error, message, request_id}`; a 5xx says nothing of its cause. Every
 * answer carries its request's id in `X-Request-Id`, as the logs do (docs/product.md §10.19).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('preSerialization', async (request, reply, payload) =>
    reply.statusCode >= 400 && isErrorBody(payload) ? { ...payload, request_id: request.id } : payload,
  );
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    let error = thrown;
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      error = databaseUnavailable() as unknown as FastifyError;
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ ...error.details, error: error.code, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = [error.validationContext, ...(first?.instancePath.split('/').filter(Boolean) ?? [])].join(
        '.',
      );
      return reply
        .code(400)
        .send({ error: 'validation_error', message: `${field}: ${first?.message ?? 'invalid'}` });
    }
    if (isResponseSerializationError(error))
      request.log.error({ err: error.cause }, 'answer does not fit its schema');
    const status = error.statusCode ?? 500;
    if (status >= 500 || isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ error: 'internal_error', message: 'An error occured' });
    }
    return reply.code(status).send({ error: errorCode(status), message: error.message });
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ error: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` }),
  );
});

const ROUTER_REFUSALS: Record<string, string> = {
  FST_ERR_BAD_URL: 'params: must be percent-encoded UTF-8',
  FST_ERR_MAX_PARAM_LENGTH: 'params: a path segment is too long',
};

/**
 * Fastify's `frameworkErrors`: the router refuses a path that does not decode, or a parameter over its
 * length limit, before any handler runs, and would otherwise answer in a shape of its own.
 */
export function routerRefusal(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  const message = ROUTER_REFUSALS[error.code];
  if (!message) return reply.code(500).send({ error: 'internal_error', message: 'An error occured' });
  return reply.code(status).send({ error: errorCode(status), message });
}

function isErrorBody(payload: unknown): payload is Record<string, unknown> {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof (payload as { error?: unknown }).error === 'string'
  );
}

function errorCode(status: number): string {
  if (status === 413) return 'payload_too_large';
  if (status === 414) return 'uri_too_long';
  if (status === 415) return 'unsupported_media_type';
  return 'bad_request';
}
