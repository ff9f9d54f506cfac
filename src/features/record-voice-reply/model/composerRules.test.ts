import { describe, expect, it } from 'vitest';
import { composerRules, emptyReplyMessage } from './composerRules';

describe('composerRules', () => {
  it('allows recording and typing, but not sending, in an empty composer', () => {
    expect(composerRules({ text: '', hasImage: false, voice: 'idle' })).toEqual({ canRecord: true, canType: true, canSend: false });
  });

  it('disables recording once text is typed, and enables Send', () => {
    expect(composerRules({ text: 'Well recited', hasImage: false, voice: 'idle' })).toEqual({ canRecord: false, canType: true, canSend: true });
  });

  it('does not count blank text as text', () => {
    expect(composerRules({ text: '   ', hasImage: false, voice: 'idle' })).toMatchObject({ canRecord: true, canSend: false });
  });

  it('disables the text box while recording, and Send until the take exists', () => {
    expect(composerRules({ text: '', hasImage: false, voice: 'recording' })).toMatchObject({ canType: false, canSend: false });
    expect(composerRules({ text: '', hasImage: false, voice: 'recorded' })).toMatchObject({ canType: false, canSend: true });
  });

  it('gives the text box back once the take is discarded or sent', () => {
    expect(composerRules({ text: '', hasImage: false, voice: 'idle' }).canType).toBe(true);
    expect(composerRules({ text: '', hasImage: false, voice: 'denied' }).canType).toBe(true);
  });

  it('enables Send for an image alone', () => {
    expect(composerRules({ text: '', hasImage: true, voice: 'idle' }).canSend).toBe(true);
  });

  it("names the spec's message only when there is nothing to send", () => {
    expect(emptyReplyMessage({ text: '', hasImage: false, voice: 'idle' })).toBe('composer.empty');
    expect(emptyReplyMessage({ text: 'ok', hasImage: false, voice: 'idle' })).toBeNull();
  });
});
