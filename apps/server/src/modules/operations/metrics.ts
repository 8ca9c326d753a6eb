import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { poolStats } from '../../db/connect.ts';
import { activeSessions, ping, pushQueueState } from './repository.ts';

/** A counter whose total is kept elsewhere: read at each scrape. */
function mirroredCounter(registry: Registry, name: string, help: string, read: () => number): void {
  new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      this.reset();
      this.inc(read());
    },
  });
}

/** A gauge set at each scrape from the database; left unset when the database does not answer. */
function databaseGauge(registry: Registry, name: string, help: string, read: () => Promise<number>): void {
  new Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      this.reset();
      this.set(await read().catch(() => Number.NaN));
    },
  });
}

/**
 * The metrics `/metrics` serves (docs/product.md §10.19): request latencies by route pattern and status,
 * the database pool, the read cache, the push queue, sessions and chat. One registry per app.
 */
export function createMetrics(app: FastifyInstance): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const latency = new Histogram({
    name: 'vigie_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    latency.observe({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
  });

  new Gauge({
    name: 'vigie_db_pool_connections',
    help: "Requests' database pool: connections open, idle, and callers waiting for one",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = poolStats(app.db);
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  mirroredCounter(
    registry,
    'vigie_db_query_errors_total',
    'Queries of the requests pool that failed',
    () => poolStats(app.db)?.queryErrors ?? 0,
  );
  databaseGauge(registry, 'vigie_database_up', 'Whether the database answers', () =>
    ping(app.db).then(
      () => 1,
      () => 0,
    ),
  );

  const { answers, generation } = app.readCache;
  mirroredCounter(
    registry,
    'vigie_read_cache_hits_total',
    'Answers served from memory',
    () => answers.counts.hits,
  );
  mirroredCounter(
    registry,
    'vigie_read_cache_misses_total',
    'Answers loaded from the database',
    () => answers.counts.misses,
  );
  new Gauge({
    name: 'vigie_read_cache_bytes',
    help: 'About what the answers kept take in memory (at most READ_CACHE_MB)',
    registers: [registry],
    collect() {
      this.set(answers.bytes);
    },
  });
  new Counter({
    name: 'vigie_read_cache_invalidations_total',
    help: 'Every answer made stale (everything), or one answer dropped for a change to what it shows (answer)',
    labelNames: ['kind'],
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ kind: 'everything' }, generation.bumps);
      this.inc({ kind: 'answer' }, answers.counts.drops);
    },
  });

  const queue = () => pushQueueState(app.db);
  databaseGauge(
    registry,
    'vigie_push_queue_depth',
    'Pushes waiting to be sent',
    async () => (await queue()).depth,
  );
  databaseGauge(
    registry,
    'vigie_push_queue_oldest_age_seconds',
    'How long the oldest queued push has waited',
    async () => (await queue()).oldestSeconds,
  );
  databaseGauge(registry, 'vigie_active_sessions', 'Sessions not expired', () => activeSessions(app.db));
  new Gauge({
    name: 'vigie_chat_up',
    help: 'Whether the chat server this process runs (Prosody) is up',
    registers: [registry],
    collect() {
      this.set(app.chat?.upstreamPort() === undefined ? 0 : 1);
    },
  });
  return registry;
}
