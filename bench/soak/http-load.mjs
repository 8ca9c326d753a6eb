// The soak's HTTP traffic: bench:api's mix of reads, comments, bookmarks and focus toggles from many signed-in
// readers (`setupRequest`, from mixedRequests), over a pool of keep-alive connections. Flat out, a fixed
// number of clients send request after request: that measures capacity. At a rate, requests leave evenly
// spaced whether or not earlier ones were answered, as independent readers send them, so a slow answer
// delays the ones queued behind it and shows in their latency (a client that waits would hide it).
import { Pool } from 'undici';

const CONNECTIONS = 20;
const TICK_MS = 5;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the mix for `seconds`, at `rate` requests per second or flat out when it is undefined, each
 * answer's kind, latency and failure going to `recorder`: the answers counted in each second.
 * `backlogSeconds` bounds the requests waiting for their answer at a rate, in seconds of that rate: a stall
 * shorter than that shows in latencies; past it the server has fallen behind, and each request due meanwhile
 * is a failure rather than one more in a queue that grows without end.
 */
export async function sendMix({ origin, setupRequest, seconds, rate, backlogSeconds, recorder }) {
  const pool = new Pool(origin, { connections: CONNECTIONS });
  const startedAt = performance.now();
  const endAt = startedAt + seconds * 1000;
  const answeredPerSecond = Array(Math.ceil(seconds)).fill(0);
  const send = async () => {
    const context = {};
    const { method, path, headers, body } = setupRequest({}, context);
    const sentAt = performance.now();
    try {
      const response = await pool.request({ method, path, headers, body: body || undefined });
      await response.body.dump();
      const answeredAt = performance.now();
      recorder.latency(answeredAt - sentAt);
      recorder.count(context.kind);
      answeredPerSecond[Math.min(seconds - 1, Math.floor((answeredAt - startedAt) / 1000))]++;
      if (response.statusCode < 200 || response.statusCode > 299)
        recorder.fail(`${context.kind} ${response.statusCode}`);
    } catch (error) {
      recorder.fail(`${context.kind} ${error.code ?? error.message}`);
    }
  };
  await (rate ? paced(send, rate * backlogSeconds, rate, endAt, recorder) : flatOut(send, endAt));
  await pool.close();
  return answeredPerSecond;
}

async function flatOut(send, endAt) {
  const client = async () => {
    while (performance.now() < endAt) await send();
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
}

async function paced(send, maxWaiting, rate, endAt, recorder) {
  const startedAt = performance.now();
  const inFlight = new Set();
  let sent = 0;
  while (performance.now() < endAt) {
    const due = Math.floor(((performance.now() - startedAt) / 1000) * rate);
    for (; sent < due; sent++) {
      if (inFlight.size >= maxWaiting) {
        recorder.fail('not sent: the server fell behind');
        continue;
      }
      const request = send().finally(() => inFlight.delete(request));
      inFlight.add(request);
    }
    await sleep(TICK_MS);
  }
  await Promise.all(inFlight);
}
