import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { call } from './http.ts';

export type Attempt = readonly [InjectOptions['method'], string, unknown];

/** Each attempt is refused with 403 to every cookie given (readers, editors) and with 406 signed out. */
export async function expectRefusedToNonAdmins(
  app: FastifyInstance,
  attempts: readonly Attempt[],
  cookies: string[],
): Promise<void> {
  for (const [method, path, body] of attempts) {
    for (const cookie of cookies) {
      const response = await call(app, method, path, cookie, body);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json().error).toBe('forbidden');
    }
    expect((await call(app, method, path, undefined, body)).statusCode).toBe(406);
  }
}
