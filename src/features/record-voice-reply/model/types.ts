/** A recorded, encoded and stored voice reply, handed to whatever sends the chat message. */
export interface VoiceReply {
  /** The 128 kbps MP3 that was uploaded. */
  file: File;
  /** The stored file's key (the presigned upload's `imageKey`): the AUDIO message's body. */
  key: string;
  /** The take's length in milliseconds. */
  durationMs: number;
}

/** Where the recorder stands; a composer uses it to lock its text box and enable its Send button. */
export type VoiceReplyStatus =
  | 'idle'
  | 'requesting'
  | 'recording'
  | 'recorded'
  | 'encoding'
  | 'uploading'
  | 'failed'
  | 'denied'
  | 'unavailable';

/**
 * The step that failed after a take was recorded; the take is kept for a retry. The upload has two:
 * getting the signed link (`presign`) and sending the MP3 to it (`transfer`).
 */
export type FailedStep = 'encode' | 'presign' | 'transfer' | 'send';

/** What a take is for: a moderator's reply in a chat, or a course's own audio (an exercise option). */
export type RecordingPurpose = 'chat-reply' | 'course-audio';
