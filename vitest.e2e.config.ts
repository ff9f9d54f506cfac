import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The journeys whose server is the team scripts/test-e2e.mjs starts (two server processes on one
 * PostgreSQL and one S3 stand-in, behind one address): the replicas journey races a claim across the
 * two processes, and the moderator's voice and image replies go through the bucket. The script names
 * the same files, to start the team only when one of them is to run.
 */
const TEAM_JOURNEYS = ['e2e/moderator-panel.e2e.ts', 'e2e/replicas.e2e.ts'];

/** The team's front-end address and each replica's own, as scripts/test-e2e.mjs passes them. */
const team = process.env.E2E_TEAM ? (JSON.parse(process.env.E2E_TEAM) as { address: string; replicas: string[] }) : undefined;

/**
 * Longest journeys first, by their time in the last run (by file size before the first), whichever
 * server they use: Vitest's own order runs one project after the other, which left a long team journey
 * to one worker at the end while the others had nothing left to do.
 */
class LongestFirst extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { cache, config } = this.ctx;
    const key = (file: TestSpecification) => `${file.project.name}:${relative(config.root, file.moduleId)}`;
    const duration = (file: TestSpecification) => cache.getFileTestResults(key(file))?.duration;
    const size = (file: TestSpecification) => cache.getFileStats(key(file))?.size ?? 0;
    return Promise.resolve(
      [...files].sort((a, b) => {
        const [durationA, durationB] = [duration(a), duration(b)];
        return durationA === undefined || durationB === undefined ? size(b) - size(a) : durationB - durationA;
      }),
    );
  }
}

/**
 * The Playwright journeys, as many files at a time as scripts/test-e2e.mjs started servers for
 * (E2E_WORKERS; one at a time against a server started by hand). Each worker has a server of its own
 * (e2e/support.ts picks it by VITEST_POOL_ID), so files never meet another worker's writes, and within a
 * worker they run one after another as on a single server. The team's journeys share the team whichever
 * worker runs them, and may run at the same time: the moderator panel's journeys answer the seeded
 * chats, the replicas journey makes new chats of its own.
 */
export default defineConfig({
  test: {
    setupFiles: ['e2e/setup.ts'],
    environment: 'node',
    maxWorkers: Number(process.env.E2E_WORKERS ?? 1),
    // A worker keeps Playwright, the support module and its browser (e2e/support.ts) from one file to the
    // next: loading them again cost most of a second a file, and a launch more than a second. e2e/setup.ts
    // starts each file's policy check afresh.
    isolate: false,
    sequence: { sequencer: LongestFirst },
    // A journey's length is no check: a step that never comes fails on its own after Playwright's 30 s,
    // naming the step. This limit only stops a journey that runs on and on, so it sits far above the
    // longest journey on a busy machine. The course catalogue's first journey took 26 s alone on a quiet
    // machine and 50-60 s beside the others on a busy one; it ran out of a 60 s limit once in CI, with no
    // step named.
    testTimeout: 180_000,
    hookTimeout: 60_000,
    // A poll waits for the page as a locator does: a second (Vitest's default) is less than a sign-in and
    // the next screen take on a loaded machine, where hashing the password alone may take one.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: { name: 'one server', include: ['e2e/**/*.e2e.ts'], exclude: TEAM_JOURNEYS },
      },
      {
        extends: true,
        test: {
          name: 'team',
          include: TEAM_JOURNEYS,
          // The replicas journey needs the two processes; without a team the moderator panel runs on the
          // worker's server or E2E_BASE_URL.
          exclude: team ? [] : ['e2e/replicas.e2e.ts'],
          env: team ? { E2E_BASE_URL: team.address, E2E_REPLICA_URLS: JSON.stringify(team.replicas) } : {},
        },
      },
    ],
  },
});
