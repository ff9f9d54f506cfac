import { chatContract } from '@/shared/api';
import type { ConversationStatus, ConversationTab } from './types';

const TAB_SOURCE = {
  active: { call: chatContract.listUnassignedConversations, status: 'ACTIVE' },
  completed: { call: chatContract.listMyConversations, status: 'CLOSED' },
  mine: { call: chatContract.listMyConversations, status: 'ACTIVE' },
} as const satisfies Record<ConversationTab, { call: unknown; status: ConversationStatus }>;

/** The contract call and conversation status behind one tab. */
export function tabSource(tab: ConversationTab) {
  return TAB_SOURCE[tab];
}

/**
 * The body of one page of a tab's list. The order is the spec's: unread count then update time for
 * open chats; for completed ones update time on the first page, and the open chats' order when
 * paging further or searching by name.
 */
export function conversationListBody(tab: ConversationTab, pageNumber: number, search: string): chatContract.ConversationListBody {
  const { status } = tabSource(tab);
  const userName = search.trim();
  return {
    pageNumber,
    pageSize: chatContract.CONVERSATION_PAGE_SIZE,
    status,
    userName,
    multiSortProperties: chatContract.conversationSortFor(status, pageNumber > 1 || userName !== ''),
  };
}

/**
 * The rows of several pages in one list. A conversation that moved between two page reads (a new
 * message reorders the list) shows once, where it was first seen.
 */
export function mergePages<T extends { conversationId: number }>(pages: readonly { content: readonly T[] }[]): T[] {
  const seen = new Set<number>();
  const rows: T[] = [];
  for (const page of pages) {
    for (const row of page.content) {
      if (seen.has(row.conversationId)) continue;
      seen.add(row.conversationId);
      rows.push(row);
    }
  }
  return rows;
}
