import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { installSecurityHeaders, originsOf } from '../http/security-headers';
import { serveStaticFolders } from '../http/static-files';

let app: FastifyInstance;
let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'back-office-headers-'));
  for (const name of ['dist', 'storybook']) {
    mkdirSync(join(folder, name), { recursive: true });
    writeFileSync(join(folder, name, 'index.html'), `<!doctype html><title>${name}</title>`);
  }
  app = Fastify();
  installSecurityHeaders(app, originsOf(['https://api.example.org/academy', '/api/site', undefined]), ['https://files.example.org']);
  app.get('/api/docs', async () => ({ openapi: '3.1.0' }));
  serveStaticFolders(app, { distDir: join(folder, 'dist'), storybookDir: join(folder, 'storybook') });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(folder, { recursive: true, force: true });
});

const directives = (policy: string | undefined) =>
  Object.fromEntries((policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

describe('browser defences', () => {
  it.each(['/', '/courses/edit/12', '/api/docs', '/api/no-such-call'])('%s may not be framed and runs no foreign or inline script', async (url) => {
    const reply = await app.inject({ method: 'GET', url });
    const policy = directives(reply.headers['content-security-policy'] as string);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    // Pictures come from this origin and the file store only: a picture from any other site would tell it who
    // opened the page and when (an article's author would learn who read it).
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://files.example.org']);
    expect(policy['media-src']).toContain('https://files.example.org');
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toContain('https://api.example.org');
    expect(reply.headers['x-frame-options']).toBe('DENY');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets the Storybook frame its own stories, and nobody else frame it', async () => {
    const reply = await app.inject({ method: 'GET', url: '/storybook/' });
    expect(reply.statusCode).toBe(200);
    expect(directives(reply.headers['content-security-policy'] as string)['frame-ancestors']).toEqual(["'self'"]);
    expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
