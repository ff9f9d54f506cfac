import { useMemo } from 'react';
import { chatContract, useApi } from '@/shared/api';
import { unreadAudioOnly } from '../model/unread';

/** The bell asks again every 15 s; an unchanged reply costs a 304 thanks to the server's ETag. */
export const UNREAD_POLL_INTERVAL_MS = 15_000;

/** The spec's query: the caller's unread messages of every conversation, newest first. */
export const UNREAD_MESSAGES_QUERY = {
  pageNumber: 1,
  pageSize: 1000,
  descending: true,
  sortProperties: 'id',
  read: false,
  conversationId: 0,
} as const;

/** Unread voice notes for the moderator bell, polled while `enabled`. */
export function useUnreadAudioMessages({ enabled = true }: { enabled?: boolean } = {}) {
  const { data, error, isLoading } = useApi(
    chatContract.unreadMessages,
    enabled ? { query: UNREAD_MESSAGES_QUERY } : null,
    { refreshInterval: UNREAD_POLL_INTERVAL_MS },
  );
  const messages = useMemo(() => unreadAudioOnly(data?.content ?? []), [data]);
  return { messages, count: messages.length, error: error as Error | undefined, isLoading };
}
