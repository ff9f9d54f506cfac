import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import { registerSignInCalls } from './login';
import { registerPasswordCalls } from './password-reset';

/** `/api/auth`: sign in and out, the signed-in profile, forgotten and changed passwords. */
export const authService: FastifyPluginAsync<{ ctx: ServerContext }> = async (app, { ctx }) => {
  registerSignInCalls(app, ctx);
  registerPasswordCalls(app, ctx);
};
