import autocannon from 'autocannon';
import { percentiles } from '../percentiles.mjs';

/** Unrecorded load before each measurement: both servers' code is compiled and warm when it starts. */
const WARM_UP_SECONDS = 3;
/** How long each turn lasts when several scenarios are measured in turns. */
const TURN_SECONDS = 2;

/**
 * One autocannon run of a scenario for `seconds`: `connections` clients, each sending its next request as
 * soon as the previous answer arrives. `paths` rotate; with `encoding`, the requests accept that
 * compression, as browsers do. Each answer's latency in milliseconds goes to `latencies`, unrounded.
 */
async function load({ origin, paths, cookie, encoding }, { connections, seconds, latencies }) {
  let next = 0;
  const run = autocannon({
    url: origin,
    connections,
    duration: seconds,
    headers: {
      accept: 'application/json',
      ...(cookie && { cookie }),
      ...(encoding && { 'accept-encoding': encoding }),
    },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  if (latencies) run.on('response', (_client, _status, _bytes, latency) => latencies.push(latency));
  const result = await run;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${paths[0]}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
}

const hundredths = (value) => Math.round(value * 100) / 100;

/**
 * Measures `scenarios` for `duration` seconds each, after a warm-up of each. Several scenarios are measured
 * in turns of TURN_SECONDS, one at a time: a feed's deepest page and its page 1 then meet the same moments
 * of a machine whose speed drifts by a third within a minute, and their latencies compare their costs,
 * while each request waits behind requests of its own kind only. Latencies are in milliseconds.
 */
export async function measure({ scenarios, connections, duration }) {
  for (const scenario of scenarios) await load(scenario, { connections, seconds: WARM_UP_SECONDS });
  const turns = scenarios.length > 1 ? Math.max(1, Math.round(duration / TURN_SECONDS)) : 1;
  const latencies = scenarios.map(() => []);
  for (let turn = 0; turn < turns; turn++)
    for (const [i, scenario] of scenarios.entries())
      await load(scenario, { connections, seconds: duration / turns, latencies: latencies[i] });
  return latencies.map((measured) => {
    const [p50, p99] = percentiles(measured, [0.5, 0.99]);
    return {
      p50: hundredths(p50),
      p99: hundredths(p99),
      rps: measured.length / duration,
      requests: measured.length,
    };
  });
}
