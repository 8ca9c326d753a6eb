import autocannon from 'autocannon';

/**
 * Runs one load scenario: `connections` clients, each sending its next request as soon as the
 * previous answer arrives, for `duration` seconds. `paths` rotate so a cache cannot serve them all.
 */
export async function measure({ origin, paths, cookie, connections, duration }) {
  let next = 0;
  const result = await autocannon({
    url: origin,
    connections,
    duration,
    headers: { accept: 'application/json', ...(cookie && { cookie }) },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
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
