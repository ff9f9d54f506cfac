export {
  CONVERSATION_TABS,
  isConversationTab,
  type Conversation,
  type ConversationMessage,
  type ConversationStatus,
  type ConversationSummary,
  type ConversationTab,
} from './model/types';
export { assignmentOf, type AssignmentRef } from './model/assignment';
export { messagePreview, unreadReceivedIds, type MessagePreview } from './model/preview';
export {
  conversationKey,
  markRead,
  useConversation,
  useConversationList,
  useMarkConversationRead,
  useNoteConversationOpened,
  useRevalidateConversations,
} from './api/conversationApi';
export { ConversationRow, type ConversationRowProps } from './ui/ConversationRow';
