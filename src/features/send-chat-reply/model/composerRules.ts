/**
 * Where the voice recorder plugged into the composer stands. The composer only needs to know
 * whether a take is being made or waits to be sent; any other status counts as idle.
 */
export type RecorderStatus = string;

/** Statuses in which the recorder owns the composer: recording, or a take waiting to be sent. */
const RECORDER_BUSY: ReadonlySet<string> = new Set(['requesting', 'recording', 'recorded', 'encoding', 'uploading', 'failed']);
/** Statuses in which there is a take that Send can send. */
const RECORDER_HAS_TAKE: ReadonlySet<string> = new Set(['recorded', 'failed']);

export interface ComposerContent {
  text: string;
  hasImage: boolean;
  recorder: RecorderStatus;
}

export interface ComposerState {
  /** Recording (or a take waiting) locks the text box. */
  canType: boolean;
  /** Typing or a chosen image locks the recorder. */
  canRecord: boolean;
  /** An image can be chosen unless the recorder is busy. */
  canAttach: boolean;
  /** Send needs text, a recorded take or an image. */
  canSend: boolean;
  /** What Send would send. */
  hasText: boolean;
  hasTake: boolean;
}

/** The spec's rules between the text box, the recorder, the image button and Send. */
export function composerState({ text, hasImage, recorder }: ComposerContent): ComposerState {
  const hasText = text.trim().length > 0;
  const busy = RECORDER_BUSY.has(recorder);
  const hasTake = RECORDER_HAS_TAKE.has(recorder);
  return {
    canType: !busy,
    canRecord: !hasText && !hasImage,
    canAttach: !busy,
    canSend: hasText || hasImage || hasTake,
    hasText,
    hasTake,
  };
}
