import { defineConfig } from 'vitest/config';

/** The Playwright journeys: run one file at a time against the server `scripts/test-e2e.mjs` starts. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    // The replicas journey needs the two-process set-up scripts/test-e2e.mjs starts for it.
    exclude: process.env.E2E_REPLICA_URLS ? [] : ['e2e/replicas.e2e.ts'],
    setupFiles: ['e2e/setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
