import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';

/** The address links should point at: the configured public origin, else the one the request came to. */
export function originOf(ctx: ServerContext, request: FastifyRequest): string {
  return ctx.publicOrigin ?? `${request.protocol}://${request.host}`;
}
