import { useCallback, useEffect, useRef } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { apiKey, callApi, chatContract, useApi, type ApiError } from '@/shared/api';
import { conversationListBody, mergePages, tabSource } from '../model/listQuery';
import { unreadReceivedIds } from '../model/preview';
import type { Conversation, ConversationSummary, ConversationTab } from '../model/types';

type ListKey = ReturnType<typeof apiKey>;
type Page = chatContract.ConversationPage;

/**
 * One tab's conversations, 10 a page, filtered by part of the learner's name. Pages are read one
 * after the other with `loadMore`; a new search starts again from the first page.
 */
export function useConversationList(tab: ConversationTab, search = '') {
  const { call } = tabSource(tab);
  const getKey = (index: number, previous: Page | null): ListKey | null => {
    if (previous && previous.pageNumber >= previous.totalPages) return null;
    return apiKey(call, { body: conversationListBody(tab, index + 1, search) });
  };
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite<Page, ApiError, typeof getKey>(
    getKey,
    (key: ListKey) => callApi(call, { body: (JSON.parse(key[3]) as { b: chatContract.ConversationListBody }).b }),
    // A new page does not read the first one again; a refresh reads every page shown.
    { revalidateFirstPage: false, keepPreviousData: true },
  );

  const pages = data ?? [];
  const last = pages.at(-1);
  const hasMore = last !== undefined && last.pageNumber < last.totalPages;
  const isLoadingMore = !error && size > 0 && pages.length > 0 && pages.length < size;
  const loadMore = useCallback(() => void setSize((current) => current + 1), [setSize]);
  const retry = useCallback(() => void mutate(), [mutate]);

  // A refresh asked for elsewhere (useRevalidateConversations) reads every page shown again.
  const { data: refreshedAt } = useSWR<number>(LISTS_REFRESHED_KEY, null);
  const seenRefresh = useRef(refreshedAt);
  useEffect(() => {
    if (refreshedAt === seenRefresh.current) return;
    seenRefresh.current = refreshedAt;
    void mutate();
  }, [refreshedAt, mutate]);

  // Conversations opened here show no unread count until the server says something new came.
  const { data: readHere } = useSWR<ReadHere>(READ_HERE_KEY, null);
  const rows = mergePages(pages).map((row) => (isReadHere(row, readHere) ? { ...row, unreadCount: 0 } : row));

  return {
    rows,
    totalRecords: pages[0]?.totalRecords ?? 0,
    error,
    /** Nothing to show yet: the first page is on its way. */
    isLoading: isLoading && pages.length === 0,
    isLoadingMore,
    /** A new search or refresh is on its way while the previous rows stay shown. */
    isRefreshing: isValidating && !isLoadingMore && pages.length > 0,
    hasMore,
    loadMore,
    retry,
  };
}

/** The cache key of one conversation, shared with whatever updates it (send, close, mark read). */
export function conversationKey(conversationId: number) {
  return apiKey(chatContract.getConversation, { query: { conversationId } });
}

/** One conversation with every message, oldest first; `null` waits until one is chosen. */
export function useConversation(conversationId: number | null) {
  return useApi(chatContract.getConversation, conversationId === null ? null : { query: { conversationId } });
}

/** Marks received messages as read; the spec sends the ids both in the query and as the body. */
export async function markRead(messageIds: readonly number[]) {
  if (messageIds.length === 0) return { success: true, updated: 0 };
  const ids = [...messageIds];
  return callApi(chatContract.markMessagesRead, { query: { messageIds: ids }, body: ids });
}

/** Conversations opened in this session: their id and the update time they had when opened. */
type ReadHere = ReadonlyMap<number, string>;
const READ_HERE_KEY = 'conversations-read-here';

function isReadHere(row: ConversationSummary, readHere: ReadHere | undefined) {
  const openedAt = readHere?.get(row.conversationId);
  return row.unreadCount > 0 && openedAt !== undefined && Date.parse(row.updatedAt) <= Date.parse(openedAt);
}

/**
 * What opening a chat does to its unread messages: the lists show no unread count for it at once,
 * and the messages `readerId` received are marked as read on the server.
 */
/** Notes that a chat was opened, so every shown list hides its unread count until something newer arrives. */
export function useNoteConversationOpened() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (conversation: Conversation) =>
      mutate<ReadHere>(READ_HERE_KEY, (current) => new Map(current).set(conversation.conversationId, conversation.updatedAt), {
        revalidate: false,
      }),
    [mutate],
  );
}

/** Opening a chat: the lists hide its count at once, then the reader's unread messages are marked read. */
export function useMarkConversationRead() {
  const noteOpened = useNoteConversationOpened();
  return useCallback(
    async (conversation: Conversation, readerId: number) => {
      await noteOpened(conversation);
      return markRead(unreadReceivedIds(conversation.messages, readerId));
    },
    [noteOpened],
  );
}

/** Holds when the chat lists were last asked to refresh; every shown list listens to it. */
const LISTS_REFRESHED_KEY = 'conversation-lists-refreshed-at';

/** Every shown chat list (all its pages) and every cached conversation is read again (after a send, a close, a read). */
export function useRevalidateConversations() {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    const isConversationKey = (key: unknown) =>
      Array.isArray(key) && key[0] === 'academy' && key[2] === chatContract.getConversation.path;
    await Promise.all([mutate(LISTS_REFRESHED_KEY, Date.now(), { revalidate: false }), mutate(isConversationKey)]);
  }, [mutate]);
}
