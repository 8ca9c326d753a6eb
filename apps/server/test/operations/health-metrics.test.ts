import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { connect } from '../../src/db/connect.ts';
import { useTestApp } from '../helpers/app.ts';

const TOKEN = 'metrics-secret-token';
const ctx = useTestApp({ metricsToken: TOKEN });

describe('health, readiness and request ids', () => {
  it('answers liveness and readiness while the database answers', async () => {
    expect((await ctx.app.inject('/api/health')).statusCode).toBe(200);
    const ready = await ctx.app.inject('/api/ready');
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
  });

  it('keeps a safe incoming request id and puts it in the header and the error body', async () => {
    const answer = await ctx.app.inject({ url: '/api/v1/nowhere', headers: { 'x-request-id': 'lb-42.abc' } });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['x-request-id']).toBe('lb-42.abc');
    expect(answer.json().request_id).toBe('lb-42.abc');
  });

  it('replaces an unsafe or long request id, and a contract route keeps request_id in its error', async () => {
    for (const given of ['a b\r\nx-evil: 1', 'x'.repeat(65)]) {
      const answer = await ctx.app.inject({ url: '/api/v1/user', headers: { 'x-request-id': given } });
      expect(answer.statusCode).toBe(406);
      const id = answer.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.json()).toMatchObject({ error: 'session_rejected', request_id: id });
    }
  });
});

describe('/metrics', () => {
  it('is refused without the token, and answers the metrics with it', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`]) {
      const refused = await ctx.app.inject({
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(refused.statusCode).toBe(404);
    }
    await ctx.app.inject('/api/health');
    const answer = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    for (const name of [
      'vigie_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health",status="200"}',
      'vigie_db_pool_connections{state="total"}',
      'vigie_db_pool_connections{state="idle"}',
      'vigie_db_pool_connections{state="waiting"}',
      'vigie_db_query_errors_total',
      'vigie_database_up 1',
      'vigie_read_cache_hits_total',
      'vigie_read_cache_misses_total',
      'vigie_read_cache_bytes',
      'vigie_read_cache_invalidations_total{kind="everything"}',
      'vigie_push_queue_depth 0',
      'vigie_push_queue_oldest_age_seconds 0',
      'vigie_active_sessions 0',
      'vigie_chat_up 0',
    ])
      expect(answer.body).toContain(name);
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const app = await buildApp({ db: ctx.db, config: { ...ctx.config, metricsToken: undefined } });
    const answer = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer ' } });
    expect(answer.statusCode).toBe(404);
    await app.close();
  });
});

describe('a database that does not answer', () => {
  it('answers 503 database_unavailable at once, and /api/ready 503, /api/health 200', async () => {
    // Port 1 refuses connections: what a stopped PostgreSQL looks like.
    const db = connect('postgres://vigie@127.0.0.1:1/vigie', 2, { connectMs: 1_000, queryMs: 1_000 });
    const app = await buildApp({ db, config: ctx.config });
    const started = Date.now();
    const answer = await app.inject({ url: '/api/v1/user', cookies: { vigie_session: 'x'.repeat(43) } });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.json()).toMatchObject({
      error: 'database_unavailable',
      request_id: answer.headers['x-request-id'],
    });
    const ready = await app.inject('/api/ready');
    expect([ready.statusCode, ready.json().error]).toEqual([503, 'database_unavailable']);
    expect((await app.inject('/api/health')).statusCode).toBe(200);
    await app.close();
    await db.destroy();
  });
});
