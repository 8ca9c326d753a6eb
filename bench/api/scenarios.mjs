import autocannon from 'autocannon';

/** Unrecorded load before each measurement: both servers' code is compiled and warm when it starts. */
const WARM_UP_SECONDS = 3;

/**
 * Runs one load scenario: `connections` clients, each sending its next request as soon as the
 * previous answer arrives, for `duration` seconds, after a warm-up. `paths` rotate; with `encoding`, the
 * requests accept that compression, as browsers do.
 */
export async function measure({ origin, paths, cookie, encoding, connections, duration }) {
  const load = (seconds) => {
    let next = 0;
    return autocannon({
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
  };
  await load(WARM_UP_SECONDS);
  const result = await load(duration);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${paths[0]}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    requests: result.requests.total,
  };
}
