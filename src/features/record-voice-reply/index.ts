/**
 * Record a voice reply (moderator panel composer).
 *
 * `<VoiceReplyRecorder onRecorded={…} />` records from the microphone with a live waveform, plays,
 * pauses or discards the take, and on send encodes it as a 128 kbps MP3 (in a Web Worker), uploads
 * it with the presigned CHAT_AUDIO flow and calls `onRecorded({ file, key, durationMs })`. The
 * parent sends the chat message (messageType AUDIO, messageBody `key`); if that throws, the take
 * and its stored file are kept for a retry.
 *
 * - `onStatusChange(status)` and `isDisabled` let the composer (features/send-chat-reply, which owns
 *   the spec's rules between text, recording and Send) lock and follow the recorder.
 * - `purpose="course-audio"` stores the take as AUDIO instead of CHAT_AUDIO (an exercise's
 *   recording) and words the controls for it ("Record audio", "Use recording"); the chat leaves it.
 * - `ref` (`VoiceReplyHandle`) lets the composer's own Send or shortcuts drive the recorder;
 *   `keyboardShortcuts` makes the recorder answer the spec's recording shortcuts itself.
 * - wavesurfer.js, its Record plugin and the MP3 encoder load only when recording starts or a take
 *   is sent; importing this slice costs no audio code.
 */
export { VoiceReplyRecorder, type VoiceReplyHandle, type VoiceReplyRecorderProps } from './ui/VoiceReplyRecorder';
export type { FailedStep, RecordingPurpose, VoiceReply, VoiceReplyStatus } from './model/types';
