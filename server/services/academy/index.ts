import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../../context';
import { registerUnreadMessages } from '../chat';
import { registerInstructorCalls } from '../instructors';
import { registerPresignedUrl } from '../uploads';

/** `/api/academy`: uploads, chat, and (as the screens arrive) courses, lessons and the rest. */
export const academyService: FastifyPluginAsync<{ ctx: ServerContext }> = async (app, { ctx }) => {
  registerPresignedUrl(app, ctx);
  registerUnreadMessages(app, ctx);
  registerInstructorCalls(app, ctx);
};
