import { describe, expect, it } from 'vitest';
import { chatContract, contractFixtures } from '@/shared/api';
import { conversationListBody, mergePages, tabSource } from './listQuery';
import { messagePreview, unreadReceivedIds } from './preview';

describe('tabSource', () => {
  it('reads Active Chats from the unassigned list and the other tabs from the caller’s own', () => {
    expect(tabSource('active')).toEqual({ call: chatContract.listUnassignedConversations, status: 'ACTIVE' });
    expect(tabSource('mine')).toEqual({ call: chatContract.listMyConversations, status: 'ACTIVE' });
    expect(tabSource('completed')).toEqual({ call: chatContract.listMyConversations, status: 'CLOSED' });
  });
});

describe('conversationListBody', () => {
  const unreadFirst = [
    { field: 'unreadCount', desc: true },
    { field: 'updatedAt', desc: true },
  ];

  it('asks for 10 a page, most unread first, for open chats', () => {
    expect(conversationListBody('active', 1, '')).toEqual({
      pageNumber: 1,
      pageSize: 10,
      status: 'ACTIVE',
      userName: '',
      multiSortProperties: unreadFirst,
    });
  });

  it('orders the first page of completed chats by update time only', () => {
    expect(conversationListBody('completed', 1, '').multiSortProperties).toEqual([{ field: 'updatedAt', desc: true }]);
  });

  it('orders completed chats like open ones when paging or searching', () => {
    expect(conversationListBody('completed', 2, '').multiSortProperties).toEqual(unreadFirst);
    expect(conversationListBody('completed', 1, ' ayesha ')).toMatchObject({ userName: 'ayesha', multiSortProperties: unreadFirst });
  });
});

describe('mergePages', () => {
  it('keeps the first place of a conversation seen on two pages', () => {
    const rows = mergePages([
      { content: [{ conversationId: 1 }, { conversationId: 2 }] },
      { content: [{ conversationId: 2 }, { conversationId: 3 }] },
    ]);
    expect(rows.map((row) => row.conversationId)).toEqual([1, 2, 3]);
  });
});

describe('messagePreview', () => {
  const base = contractFixtures.openConversationFixture.messages[4]!;

  it('shows text on one line and names attachments', () => {
    expect(messagePreview({ ...base, messageBody: 'Line one\n  line two ' })).toEqual({ kind: 'text', text: 'Line one line two' });
    expect(messagePreview({ ...base, messageType: 'AUDIO' })).toEqual({ kind: 'audio' });
    expect(messagePreview({ ...base, messageType: 'IMAGE' })).toEqual({ kind: 'image' });
    expect(messagePreview(null)).toEqual({ kind: 'none' });
  });
});

describe('unreadReceivedIds', () => {
  it('picks the unread messages sent to the reader or waiting unassigned', () => {
    expect(unreadReceivedIds(contractFixtures.openConversationFixture.messages, 3)).toEqual([25, 26]);
    expect(unreadReceivedIds(contractFixtures.unassignedConversationFixture.messages, 3)).toEqual([9, 11, 16]);
    expect(unreadReceivedIds(contractFixtures.openConversationFixture.messages, 1003)).toEqual([]);
  });
});
