import { ErrorBody, type RouteDef, type RouteName, routes } from '@vigie/contract';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { type FuzzRequest, requestFor } from './requests.ts';
import type { Hints } from './schema-arbitrary.ts';
import type { FuzzWorld } from './world.ts';

/** Answers per route, by status. */
export type Stats = Map<RouteName, Map<number, number>>;

export interface Failure {
  route: RouteName;
  seed: number;
  path: string;
  request: string;
  problem: string;
}

export interface Target {
  app: FastifyInstance;
  world: FuzzWorld;
  hints: Hints;
  stats: Stats;
  /** The server's last logged error, if any, cleared on reading: the cause of a 5xx. */
  takeLoggedError?: () => string | undefined;
}

// Chat is not started under test, and the contract says the route then answers 503.
const DECLARED_UNAVAILABLE = new Set<RouteName>(['chatCredentials']);

/** What is wrong with an answer, Schemathesis-style: a 5xx, an error not shaped `{error, message}`, or a success off its contract. */
export function problemWith(name: RouteName, response: LightMyRequestResponse): string | undefined {
  const status = response.statusCode;
  if (status >= 500 && !(status === 503 && DECLARED_UNAVAILABLE.has(name))) return `answered ${status}`;
  const schema = declaredBody(routes[name], status);
  if (!schema) return undefined;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `answered ${status} with a body that is not JSON`;
  }
  const parsed = schema.safeParse(body);
  return parsed.success
    ? undefined
    : `answered ${status} off the contract: ${parsed.error.issues[0]?.message}`;
}

/** The body the contract gives `status`: its own for a success or a conflict, `{error, message}` for any other error. */
function declaredBody(def: RouteDef, status: number): z.ZodType | null {
  if (status === 409 && def.conflict) return def.conflict;
  if (status >= 400) return ErrorBody.strict();
  return status === def.success.status ? def.success.body : null;
}

export function send(app: FastifyInstance, world: FuzzWorld, request: FuzzRequest) {
  const cookie = request.forgedCookie ?? world.cookie(request.client);
  return app.inject({
    method: request.method,
    url: request.url,
    headers: { ...request.headers, ...(cookie && { cookie }) },
    ...(request.payload !== undefined && { payload: request.payload }),
  });
}

/** Runs `numRuns` requests to one route from `seed` (or replays `path`); answers the first failure, shrunk. */
export async function fuzzRoute(
  target: Target,
  name: RouteName,
  run: { seed: number; numRuns: number; path?: string },
): Promise<Failure | undefined> {
  const { app, world, stats } = target;
  const counts = stats.get(name) ?? new Map<number, number>();
  stats.set(name, counts);
  const property = fc.asyncProperty(requestFor(routes[name], target.hints), async (request) => {
    target.takeLoggedError?.();
    const response = await send(app, world, request);
    counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
    const problem = problemWith(name, response);
    if (problem) {
      const cause = target.takeLoggedError?.();
      throw new Error(
        `${problem}: ${response.body.slice(0, 300)}${cause ? `\n  server logged: ${cause}` : ''}`,
      );
    }
    const signedOut = request.client !== 'anonymous' && !request.forgedCookie && response.statusCode === 406;
    if (signedOut || (request.method !== 'GET' && response.statusCode < 300)) await world.restore();
  });
  const details = await fc.check(property, { seed: run.seed, numRuns: run.numRuns, path: run.path });
  if (!details.failed) return undefined;
  return {
    route: name,
    seed: details.seed,
    path: details.counterexamplePath ?? '',
    request: describe(details.counterexample?.[0]),
    problem:
      details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance),
  };
}

function describe(request: FuzzRequest | undefined): string {
  if (!request) return '(none)';
  const payload =
    request.payload === undefined ? '' : ` ${JSON.stringify(String(request.payload)).slice(0, 300)}`;
  return `${request.client} ${request.method} ${request.url.slice(0, 300)} ${JSON.stringify(request.headers)}${payload}`;
}

export const formatFailure = (failure: Failure) =>
  [
    `${failure.route}: ${failure.problem}`,
    `  request: ${failure.request}`,
    `  replay: npm run fuzz -- --route ${failure.route} --seed ${failure.seed} --path ${failure.path}`,
  ].join('\n');

/** Whether the server still answers, and still reaches its database, after the campaign. */
export async function healthProblem(app: FastifyInstance, world: FuzzWorld): Promise<string | undefined> {
  const health = await app.inject({ url: '/api/health' });
  if (health.statusCode !== 200) return `GET /api/health answered ${health.statusCode}`;
  await world.restore();
  const me = await app.inject({ url: '/api/v1/user/me', headers: { cookie: world.cookie('reader') ?? '' } });
  return me.statusCode === 200
    ? undefined
    : `GET /user/me answered ${me.statusCode} ${me.body.slice(0, 200)}`;
}
