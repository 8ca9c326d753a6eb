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
