import { useEffect, useEffectEvent, useImperativeHandle, type Ref } from 'react';
import { useVoiceRecorder } from '../model/useVoiceRecorder';
import type { RecordingPurpose, VoiceReply, VoiceReplyStatus } from '../model/types';
import { VoiceReplyView } from './VoiceReplyView';

/** What a composer can do with the recorder from its own controls (Send, Enter, keyboard shortcuts). */
export interface VoiceReplyHandle {
  start(): void;
  stop(): void;
  play(): void;
  pause(): void;
  discard(): void;
  /** Encodes, uploads and hands over the take (a retry after a failure); does nothing without a take. */
  send(): void;
}

export interface VoiceReplyRecorderProps {
  /**
   * Receives the stored reply: the MP3, its CHAT_AUDIO key and its length. Send the chat message
   * here (an AUDIO message whose body is `key`). When it settles the recorder clears the take; when
   * it throws, the take stays and the moderator can try again (the file is not uploaded twice).
   */
  onRecorded(reply: VoiceReply): unknown;
  /** Tells the composer where the recorder stands, to lock its text box and enable Send. */
  onStatusChange?(status: VoiceReplyStatus): void;
  /** Recording cannot start, for example while the composer holds text. */
  isDisabled?: boolean;
  /**
   * Listens on the page for the spec's recording shortcuts: Ctrl+Shift+S record, Ctrl+I stop,
   * Ctrl+Shift+L play, Ctrl+Shift+K pause, Ctrl+Shift+H discard. Off unless asked for, so only the
   * composer of the open chat answers them.
   */
  keyboardShortcuts?: boolean;
  /**
   * What the take is for: a chat reply (the default, stored as CHAT_AUDIO, "Send voice reply") or a
   * course's own audio such as an exercise option (stored as AUDIO, "Record audio", "Use recording").
   */
  purpose?: RecordingPurpose;
  ref?: Ref<VoiceReplyHandle>;
}

type Shortcut = 'start' | 'stop' | 'play' | 'pause' | 'discard';

/** The spec's recording shortcuts, by key with Ctrl (and Shift where it says so). */
function shortcutOf(event: KeyboardEvent): Shortcut | null {
  if (!event.ctrlKey || event.altKey || event.metaKey) return null;
  const key = event.key.toLowerCase();
  if (!event.shiftKey) return key === 'i' ? 'stop' : null;
  switch (key) {
    case 's':
      return 'start';
    case 'l':
      return 'play';
    case 'k':
      return 'pause';
    case 'h':
      return 'discard';
    default:
      return null;
  }
}

/**
 * The moderator's voice reply: record from the microphone with a live waveform, stop, play and
 * pause the take, discard it or send it. Sending encodes a 128 kbps MP3 in a worker, uploads it as
 * CHAT_AUDIO and passes the stored key to `onRecorded`.
 */
export function VoiceReplyRecorder({
  onRecorded,
  onStatusChange,
  isDisabled = false,
  keyboardShortcuts = false,
  purpose = 'chat-reply',
  ref,
}: VoiceReplyRecorderProps) {
  const recorder = useVoiceRecorder({ onRecorded, fileCategory: purpose === 'course-audio' ? 'AUDIO' : 'CHAT_AUDIO' });
  const { state } = recorder;
  const start = () => {
    if (!isDisabled) recorder.start();
  };

  useImperativeHandle(ref, () => ({
    start,
    stop: recorder.stop,
    play: recorder.play,
    pause: recorder.pause,
    discard: recorder.discard,
    send: recorder.send,
  }));

  const reportStatus = useEffectEvent((status: VoiceReplyStatus) => onStatusChange?.(status));
  useEffect(() => reportStatus(state.status), [state.status]);

  const onShortcut = useEffectEvent((event: KeyboardEvent) => {
    const shortcut = shortcutOf(event);
    if (!shortcut) return;
    event.preventDefault();
    if (shortcut === 'start') start();
    else recorder[shortcut]();
  });
  useEffect(() => {
    if (!keyboardShortcuts) return;
    const listener = (event: KeyboardEvent) => onShortcut(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [keyboardShortcuts]);

  return (
    <VoiceReplyView
      state={state}
      uploadPercent={recorder.uploadPercent}
      waveformRef={recorder.waveformRef}
      isDisabled={isDisabled}
      purpose={purpose}
      onRecord={start}
      onStop={recorder.stop}
      onPlay={recorder.play}
      onPause={recorder.pause}
      onDiscard={recorder.discard}
      onSend={recorder.send}
      onDismiss={recorder.dismiss}
    />
  );
}
