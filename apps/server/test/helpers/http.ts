import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { TestContext } from './app.ts';
import { createUser, PASSWORD } from './factories.ts';

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

/**
 * Session cookies of a reader and of a reader with confidential access, signed in before the file's
 * tests: the two audiences confidentiality tells apart.
 */
export function useReaderAndInsider(t: TestContext): { reader: string; insider: string } {
  const cookies = { reader: '', insider: '' };
  beforeAll(async () => {
    cookies.reader = await signIn(t.app, (await createUser(t.db)).email);
    cookies.insider = await signIn(t.app, (await createUser(t.db, { has_confidential_access: true })).email);
  });
  return cookies;
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
