import { existsSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler';

export interface StaticFolders {
  /** The built panel (`vite build`); missing in API-only tests. */
  distDir?: string;
  /** The built Storybook, served under /storybook/ when present. */
  storybookDir?: string;
}

const hasIndex = (dir: string | undefined): dir is string => !!dir && existsSync(join(dir, 'index.html'));

/**
 * Serves the panel with history fallback (any GET that is not an API call or a file gets
 * index.html, so deep links work) and the Storybook under /storybook/. Unknown API paths get JSON 404.
 */
export function serveStaticFolders(app: FastifyInstance, { distDir, storybookDir }: StaticFolders): void {
  const panelDir = hasIndex(distDir) ? distDir : undefined;
  if (panelDir) {
    const assets = join(panelDir, 'assets') + sep;
    app.register(fastifyStatic, {
      root: panelDir,
      prefix: '/',
      // The site root is the panel itself; every other page address falls back to it below.
      index: 'index.html',
      // Our own cache headers below, not the plugin's default.
      cacheControl: false,
      setHeaders: (res, path) => {
        // Hashed build assets never change; everything else is checked on each load.
        res.setHeader('cache-control', path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  if (hasIndex(storybookDir)) {
    app.register(fastifyStatic, { root: storybookDir, prefix: '/storybook/', decorateReply: !panelDir });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    const isPage = request.method === 'GET' && !isApi && !path.startsWith('/storybook') && !extname(path);
    if (panelDir && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html', panelDir, { cacheControl: false });
    return sendError(reply, 404, 'This address does not exist.');
  });
}
