import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  interface ProvidedContext {
    testRunFolder: string;
  }
}

/**
 * One folder for the run's test servers and templates, removed once every worker is done: Vitest ends its
 * workers without their exit handlers, which had left each worker's template folder behind.
 */
export default function setup(project: TestProject): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'back-office-api-run-'));
  project.provide('testRunFolder', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
