import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { markedRead, receivedUnread, UNREAD_MESSAGES_QUERY } from '@/entities/chat-message';
import { conversationKey, useNoteConversationOpened } from '@/entities/conversation';
import { apiKey, callApi, chatContract } from '@/shared/api';

/**
 * Opening a chat marks the messages it received as read: the lists hide its count and the cached
 * conversation shows them read at once (unread count 0), PUT chat/message/mark-read tells the server, and the bell's poll is asked
 * again. Each message is sent once; a failed call lets the next look try again.
 */
export function useMarkReadOnOpen(conversation: chatContract.Conversation | undefined, userId: number | null, enabled: boolean) {
  const { mutate } = useSWRConfig();
  const noteOpened = useNoteConversationOpened();
  const sent = useRef(new Set<number>());

  useEffect(() => {
    if (!conversation || !enabled || userId === null) return;
    const ids = receivedUnread(conversation.messages, userId)
      .map((message) => message.messageId)
      .filter((id) => !sent.current.has(id))
      .slice(0, chatContract.CHAT_LIMITS.markReadAtOnce);
    if (ids.length === 0) return;
    void noteOpened(conversation);
    for (const id of ids) sent.current.add(id);
    const chosen = new Set(ids);
    void mutate(
      conversationKey(conversation.conversationId),
      (current: chatContract.Conversation | undefined) =>
        current && { ...current, unreadCount: 0, messages: markedRead(current.messages, chosen, new Date().toISOString()) },
      { revalidate: false },
    );
    callApi(chatContract.markMessagesRead, { query: { messageIds: ids }, body: { messageIds: ids } })
      .then(() => mutate(apiKey(chatContract.unreadMessages, { query: UNREAD_MESSAGES_QUERY })))
      .catch(() => {
        for (const id of ids) sent.current.delete(id);
      });
  }, [conversation, userId, enabled, mutate, noteOpened]);
}
