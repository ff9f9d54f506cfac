import { useEffect, useEffectEvent, useRef } from 'react';
import { chatContract, useApi } from '@/shared/api';
import { UNREAD_MESSAGES_QUERY } from './useUnreadAudioMessages';

/** While the moderator panel is open its inbox is asked this often; an unchanged answer is a 304. */
export const INBOX_POLL_INTERVAL_MS = 5_000;

/**
 * Calls `onChange` when the caller's unread messages (those sent to them and those waiting in
 * unassigned chats, of every type) differ from the previous answer: a learner sent something, a
 * chat was taken by someone else, or messages were read. The poll is the bell's own call, so the
 * two share one request and an unchanged inbox costs a 304 with no body.
 */
export function useInboxChanges(onChange: () => void) {
  const { data } = useApi(chatContract.unreadMessages, { query: UNREAD_MESSAGES_QUERY }, { refreshInterval: INBOX_POLL_INTERVAL_MS });
  const notify = useEffectEvent(onChange);
  const seen = useRef(data);

  useEffect(() => {
    if (data === undefined) return;
    const before = seen.current;
    seen.current = data;
    // SWR keeps the same object while the answer is unchanged, so a new one means news.
    if (before !== undefined && before !== data) notify();
  }, [data]);
}
