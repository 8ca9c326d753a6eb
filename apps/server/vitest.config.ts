import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { systemDatabaseUrl } from './test/setup/system-database.ts';

// The suite runs on the embedded PostgreSQL, and again on the system one when it answers.
export default defineConfig(async () => {
  const system = await systemDatabaseUrl();
  const common = {
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 120_000,
    // A file spends much of its time waiting for PostgreSQL: one per core keeps the cores busy. At most
    // four, so that the files' pools stay well within PostgreSQL's 100 connections (two files held 11).
    maxWorkers: Math.min(4, os.availableParallelism()),
    // Each file builds its own app on its own database, so the server's modules are loaded once per
    // worker rather than once per file: loading them took more time than the tests themselves.
    isolate: false,
  };
  return {
    test: {
      projects: [
        { test: { ...common, name: 'embedded-pg', globalSetup: ['test/setup/global-embedded.ts'] } },
        ...(system
          ? [
              {
                test: {
                  ...common,
                  name: 'system-pg',
                  globalSetup: ['test/setup/global-system.ts'],
                  env: { VIGIE_SYSTEM_PG: system },
                },
              },
            ]
          : []),
      ],
    },
  };
});
