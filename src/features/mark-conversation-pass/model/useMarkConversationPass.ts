import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { apiKey, callApi, chatContract, type ApiError } from '@/shared/api';

/**
 * Closes a conversation (Mark as Pass): PATCH chat/conversation/{id} with status CLOSED. On success
 * the cached conversation turns CLOSED at once (so its pane shows the closed state) and is fetched
 * again; `onClosed` then lets the panel refresh its lists. `markPass` resolves to the failure, or
 * null on success.
 */
export function useMarkConversationPass(conversationId: number, onClosed?: () => void) {
  const { mutate } = useSWRConfig();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  const markPass = useCallback(async () => {
    setPending(true);
    setError(null);
    try {
      await callApi(chatContract.closeConversation, {
        params: { id: conversationId },
        body: { status: 'CLOSED', createdByAppId: chatContract.CHAT_APP_ID },
      });
      await mutate(
        apiKey(chatContract.getConversation, { query: { conversationId } }),
        (current: chatContract.Conversation | undefined) => (current ? { ...current, status: 'CLOSED' as const, unreadCount: 0 } : current),
        { revalidate: true },
      );
      onClosed?.();
      return null;
    } catch (caught) {
      const failure = caught as ApiError;
      setError(failure);
      return failure;
    } finally {
      setPending(false);
    }
  }, [conversationId, mutate, onClosed]);

  return { markPass, isPending, error };
}
