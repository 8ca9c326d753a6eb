import { defineConfig } from 'vitest/config';

// One server for the whole run, and one test file at a time: each scenario drives a real Chromium,
// and two cores are shared with the server and its PostgreSQL.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
