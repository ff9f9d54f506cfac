import type { ChatMessage } from './unread';

/** A run of messages sent on one calendar day, in the order they were sent. */
export interface MessageDay {
  /** The day as YYYY-MM-DD in the time zone the messages are shown in. */
  day: string;
  /** The first message's time, to write the day's heading from. */
  date: Date;
  messages: ChatMessage[];
}

function dayKeyFormat(timeZone?: string) {
  // en-CA writes dates as YYYY-MM-DD, which sorts and compares as text.
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
}

/** The calendar day of an ISO time stamp, as YYYY-MM-DD, in `timeZone` (the browser's when omitted). */
export function dayOf(isoDate: string, timeZone?: string): string {
  return dayKeyFormat(timeZone).format(new Date(isoDate));
}

/**
 * Splits a conversation's messages into days, oldest first. Messages are sorted by their sent time
 * (the message id breaks ties), so the grouping does not depend on the order the server sent them in.
 */
export function groupMessagesByDay(messages: readonly ChatMessage[], timeZone?: string): MessageDay[] {
  const format = dayKeyFormat(timeZone);
  const sorted = [...messages].sort(
    (a, b) => Date.parse(a.sentDate) - Date.parse(b.sentDate) || a.messageId - b.messageId,
  );
  const days: MessageDay[] = [];
  for (const message of sorted) {
    const date = new Date(message.sentDate);
    const day = format.format(date);
    const last = days[days.length - 1];
    if (last && last.day === day) last.messages.push(message);
    else days.push({ day, date, messages: [message] });
  }
  return days;
}

/** Whether the signed-in staff member wrote the message (shown on the end side). */
export function isOwnMessage(message: ChatMessage, userId: number | null | undefined): boolean {
  return userId !== null && userId !== undefined && message.senderId === userId;
}
