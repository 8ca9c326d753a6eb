import { type RouteName, routes } from '@vigie/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { formatFailure, fuzzRoute, healthProblem, type Target } from './campaign.ts';
import { hintsFor } from './hints.ts';
import { createWorld } from './world.ts';

// Fixed, so that a run in CI is the same run everywhere; `npm run fuzz` explores further.
const SEED = 20_261_126;
const RUNS_PER_ROUTE = 30;

const t = useTestApp();
const target = { stats: new Map() } as Target;

beforeAll(async () => {
  target.app = t.app;
  target.world = await createWorld(t.db);
  target.hints = hintsFor(target.world);
});

describe('every route of the contract, fed hostile and contract-shaped input by three clients', () => {
  for (const [index, name] of (Object.keys(routes) as RouteName[]).entries()) {
    it(`${name} never answers 5xx, and errors are {error, message}`, async () => {
      const failure = await fuzzRoute(target, name, { seed: SEED + index, numRuns: RUNS_PER_ROUTE });
      expect(failure && formatFailure(failure)).toBeUndefined();
    });
  }

  it('leaves the server answering, and reaching its database', async () => {
    expect(await healthProblem(t.app, target.world)).toBeUndefined();
  });
});
