import type { chatContract } from '@/shared/api';

export type ConversationSummary = chatContract.ConversationSummary;
export type Conversation = chatContract.Conversation;
export type ConversationStatus = chatContract.ConversationStatus;
export type ConversationMessage = chatContract.ChatMessage;

/**
 * The moderator panel's three lists: Active Chats are the conversations no teacher holds yet,
 * Assigned to Me the caller's open ones, Completed the caller's conversations marked as pass.
 */
export const CONVERSATION_TABS = ['active', 'completed', 'mine'] as const;
export type ConversationTab = (typeof CONVERSATION_TABS)[number];

export function isConversationTab(value: unknown): value is ConversationTab {
  return typeof value === 'string' && (CONVERSATION_TABS as readonly string[]).includes(value);
}
