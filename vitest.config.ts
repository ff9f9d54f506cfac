import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.ts', 'server/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // A worker keeps the modules it has loaded from one test file to the next: every API file loads the
    // whole server, and loading it afresh for each file was nearly half of the suite's time. Nothing the
    // tests share lives in a module (each test server has its own database and folder); a test that
    // needs fresh modules (a second replica) asks for them with vi.resetModules().
    isolate: false,
    // A hang detector, not a speed check (the bench scripts measure speed): the API tests run their servers,
    // replicas and background jobs in the test worker, on two cores the other test lanes share, where a
    // replica's start or a sync that takes a second alone took six.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    globalSetup: ['server/test/global-setup.ts'],
  },
});
