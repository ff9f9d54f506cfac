import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { registerConversationCalls } from './conversations';
import { registerDeviceCalls } from './devices';
import { registerLearnerCalls } from './learner';
import { registerUnreadMessages } from './messages';
import { registerSendCalls } from './send';

export { registerUnreadMessages, toChatMessage } from './messages';
export { programCodeOf, UNASSIGNED_RECEIVER } from './rules';

/** Every chat call: the panel's lists, conversation, replies, read receipts, closing, the bell, push devices, and learners' submissions. */
export function registerChatCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerUnreadMessages(app, ctx);
  registerConversationCalls(app, ctx);
  registerSendCalls(app, ctx);
  registerDeviceCalls(app, ctx);
  registerLearnerCalls(app, ctx);
}
