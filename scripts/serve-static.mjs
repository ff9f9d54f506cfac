// Serves a built folder (the static Storybook) on a free loopback port; resolves to its address.
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

export async function serveStatic(folder) {
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, { root: resolve(folder), prefix: '/' });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { address, close: () => app.close() };
}
