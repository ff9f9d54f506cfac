// The API suite again, on a real PostgreSQL: each test server gets a database of its own on a
// throwaway cluster, which is removed afterwards.
import { startPostgres } from './postgres.mjs';
import { run } from './run.mjs';

const postgres = await startPostgres();
try {
  await run('npx', ['vitest', 'run', 'server/test', ...process.argv.slice(2)], { env: { ...process.env, TEST_DATABASE_URL: postgres.url } });
} finally {
  postgres.stop();
}
