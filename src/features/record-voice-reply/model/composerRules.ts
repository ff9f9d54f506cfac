import type { VoiceReplyStatus } from './types';

export interface ComposerContent {
  /** What is typed in the message box. */
  text: string;
  /** Whether an image is attached. */
  hasImage: boolean;
  /** The voice recorder's status. */
  voice: VoiceReplyStatus;
}

export interface ComposerRules {
  /** Typing disables recording. */
  canRecord: boolean;
  /** Recording (and a take waiting to be sent or discarded) disables the text box. */
  canType: boolean;
  /** Send is enabled once there is text, a recorded take or an image. */
  canSend: boolean;
}

/** Statuses in which the voice reply owns the composer: the moderator is recording or has a take. */
const VOICE_BUSY: ReadonlySet<VoiceReplyStatus> = new Set(['requesting', 'recording', 'recorded', 'encoding', 'uploading', 'failed']);

/** The spec's chat composer rules between the text box, the recorder and Send. */
export function composerRules({ text, hasImage, voice }: ComposerContent): ComposerRules {
  const hasText = text.trim().length > 0;
  return {
    canRecord: !hasText,
    canType: !VOICE_BUSY.has(voice),
    canSend: hasText || hasImage || voice === 'recorded' || voice === 'failed',
  };
}

/**
 * The key (in this feature's `voice-reply` namespace) of the message shown when Send is used with
 * nothing to send ('Please enter text or record audio'), or null when there is something.
 */
export function emptyReplyMessage(content: ComposerContent): 'composer.empty' | null {
  return composerRules(content).canSend ? null : 'composer.empty';
}
