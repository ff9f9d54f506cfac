import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { serveStaticFolders } from '../http/static-files';

let app: FastifyInstance;
let folder: string;
const PANEL = '<!doctype html><title>panel</title>';

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'back-office-static-'));
  mkdirSync(join(folder, 'dist', 'assets'), { recursive: true });
  writeFileSync(join(folder, 'dist', 'index.html'), PANEL);
  writeFileSync(join(folder, 'dist', 'assets', 'app-1234.js'), 'console.log(1)');
  app = Fastify();
  serveStaticFolders(app, { distDir: join(folder, 'dist'), storybookDir: join(folder, 'none') });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the built panel', () => {
  it.each(['/', '/courses/edit/12', '/moderatorpanel?id=3'])('is served at %s', async (url) => {
    const reply = await app.inject({ method: 'GET', url });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe(PANEL);
    expect(reply.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets for a year', async () => {
    const reply = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API paths and missing files with JSON 404', async () => {
    for (const url of ['/api/nothing', '/assets/missing.js']) {
      const reply = await app.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toMatchObject({ success: false });
    }
  });
});
