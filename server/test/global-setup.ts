import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedTemplate } from './seeded-template';

/**
 * Seeds the template once a run, before any worker starts: seeding in each worker took 2 s on a quiet
 * machine and up to 10 s beside the other test lanes, inside a test file's 10 s `beforeAll`.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'back-office-api-template-'));
  project.provide('seededTemplate', await seedTemplate(folder, Date.now()));
  return () => rmSync(folder, { recursive: true, force: true });
}
