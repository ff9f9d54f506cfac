// The API suite again, on a real PostgreSQL: each test server gets a database of its own on a
// throwaway cluster, which is removed afterwards. File patterns given (`lessons articles`) run only
// the API test files whose names match.
import { startPostgres } from './postgres.mjs';
import { run } from './run.mjs';

const postgres = await startPostgres();
try {
  const patterns = process.argv.slice(2).map((pattern) => `server/test/${pattern}`);
  await run('npx', ['vitest', 'run', ...(patterns.length > 0 ? patterns : ['server/test'])], { env: { ...process.env, TEST_DATABASE_URL: postgres.url } });
} finally {
  postgres.stop();
}
