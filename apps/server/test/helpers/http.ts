import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { PASSWORD } from './factories.ts';

export const api = (path: string) => `/api/v1${path}`;

/** Signs in through the real route and returns the session cookie header. */
export async function signIn(app: FastifyInstance, email: string, password = PASSWORD): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: api('/accounts/log_in'),
    payload: { email, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = response.cookies.find((c) => c.name === 'vigie_session');
  return `vigie_session=${cookie?.value}`;
}

/** A call as the client makes it: JSON headers always, the session cookie when given. */
export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  path: string,
  cookie?: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: api(path),
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(cookie && { cookie }) },
    ...(payload !== undefined && { payload: JSON.stringify(payload) }),
  });
}
