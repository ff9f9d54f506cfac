import { describe, expect, it } from 'vitest';
import { contractFixtures } from '@/shared/api';
import { unreadAudioOnly } from './unread';

describe('unreadAudioOnly', () => {
  it('keeps unread voice notes in the order received', () => {
    const audio = unreadAudioOnly(contractFixtures.chatMessages);
    expect(audio.map((message) => message.messageId)).toEqual([12, 8, 5]);
  });

  it('drops text, images and messages already read', () => {
    const [first] = contractFixtures.chatMessages;
    if (!first) throw new Error('fixture missing');
    expect(unreadAudioOnly([{ ...first, isRead: true }, { ...first, messageType: 'IMAGE' }])).toEqual([]);
  });
});
