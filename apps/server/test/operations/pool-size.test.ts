import { availableParallelism } from 'node:os';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, poolStats } from '../../src/db/connect.ts';
import { createTestDatabase } from '../helpers/app.ts';

describe('the requests pool size', () => {
  it('is twice the cores by default, at least 4, and DATABASE_POOL_SIZE otherwise', () => {
    expect(loadConfig({}).dbPoolSize).toBe(Math.max(4, 2 * availableParallelism()));
    expect(loadConfig({ DATABASE_POOL_SIZE: '3' }).dbPoolSize).toBe(3);
  });

  it.each(['0', '-2', '2.5', 'many'])('refuses DATABASE_POOL_SIZE=%s, naming it', (value) => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: value })).toThrow(
      `DATABASE_POOL_SIZE must be a whole number of connections, got "${value}"`,
    );
  });

  describe('on a database', () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(() => database?.drop());

    it('opens no more connections than the size, the other queries waiting their turn', async () => {
      const config = loadConfig({ DATABASE_URL: database.url, DATABASE_POOL_SIZE: '2' });
      const opened = await openDatabase(config, config.dbTimeouts);
      try {
        const started = Date.now();
        const answers = await Promise.all(
          Array.from({ length: 6 }, (_, i) =>
            sql<{ n: number }>`SELECT ${i}::int AS n, pg_sleep(0.1)`.execute(opened.db),
          ),
        );
        expect(answers.map(({ rows }) => rows[0]?.n)).toEqual([0, 1, 2, 3, 4, 5]);
        expect(poolStats(opened.db)?.total).toBe(2);
        // Six queries of 100 ms on two connections: three turns.
        expect(Date.now() - started).toBeGreaterThanOrEqual(300);
      } finally {
        await opened.close();
      }
    });
  });
});
