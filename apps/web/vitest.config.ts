import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Vitest's default leaves a core to itself; its own share is small, and a second file at a time on two
    // cores halves the suite.
    maxWorkers: os.availableParallelism(),
  },
});
