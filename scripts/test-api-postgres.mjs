// The API suite again, on a real PostgreSQL: each test server gets a database of its own on a
// throwaway cluster, which is removed afterwards. File patterns given (`lessons articles`) run only
// the API test files whose names match.
import { startPostgres } from './postgres.mjs';
import { run } from './run.mjs';

const postgres = await startPostgres();
try {
  const patterns = process.argv.slice(2).map((pattern) => `server/test/${pattern}`);
  // Two workers, where Vitest would take one on two cores: the tests wait on the database about half the time,
  // and beside the SQLite lane the run then took 83 s instead of 128-131 s (the phase 100 s instead of 131 s).
  await run('npx', ['vitest', 'run', '--maxWorkers=2', ...(patterns.length > 0 ? patterns : ['server/test'])], { env: { ...process.env, TEST_DATABASE_URL: postgres.url } });
} finally {
  postgres.stop();
}
