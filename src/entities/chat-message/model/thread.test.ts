import { describe, expect, it } from 'vitest';
import { contractFixtures } from '@/shared/api';
import { dayOf, groupMessagesByDay, isOwnMessage } from './thread';
import { receivedUnread } from './unread';

const { openConversationFixture, unassignedConversationFixture } = contractFixtures;

describe('groupMessagesByDay', () => {
  it('splits messages into calendar days, oldest first', () => {
    const days = groupMessagesByDay(openConversationFixture.messages, 'UTC');
    expect(days.map((day) => day.day)).toEqual(['2025-03-11', '2025-03-13', '2025-03-14']);
    expect(days.map((day) => day.messages.map((message) => message.messageId))).toEqual([[7, 8], [18, 19], [25, 26]]);
  });

  it('sorts by sent time whatever order the messages come in', () => {
    const days = groupMessagesByDay([...openConversationFixture.messages].reverse(), 'UTC');
    expect(days[0]?.messages[0]?.messageId).toBe(7);
  });

  it('uses the time zone it is given for the day boundary', () => {
    expect(dayOf('2025-03-13T22:30:00.000Z', 'UTC')).toBe('2025-03-13');
    expect(dayOf('2025-03-13T22:30:00.000Z', 'Asia/Karachi')).toBe('2025-03-14');
  });

  it('gives no days for no messages', () => {
    expect(groupMessagesByDay([])).toEqual([]);
  });
});

describe('isOwnMessage', () => {
  it('is true only for the signed-in sender', () => {
    const [learner, moderator] = openConversationFixture.messages;
    expect(isOwnMessage(moderator!, 3)).toBe(true);
    expect(isOwnMessage(learner!, 3)).toBe(false);
    expect(isOwnMessage(moderator!, null)).toBe(false);
  });
});

describe('receivedUnread', () => {
  it('takes the unread messages sent to the reader', () => {
    expect(receivedUnread(openConversationFixture.messages, 3).map((message) => message.messageId)).toEqual([25, 26]);
  });

  it('takes the messages waiting for any teacher', () => {
    expect(receivedUnread(unassignedConversationFixture.messages, 3)).toHaveLength(3);
  });

  it('leaves messages sent to someone else and the reader’s own', () => {
    expect(receivedUnread(openConversationFixture.messages, 7)).toEqual([]);
  });
});
