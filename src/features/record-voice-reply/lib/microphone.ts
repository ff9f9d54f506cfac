/** Why the microphone could not be used: refused by the person or the browser, absent, or anything else. */
export type MicrophoneProblem = 'denied' | 'missing' | 'failed';

/** A failed microphone request, with the kind of problem the panel explains to the moderator. */
export class MicrophoneError extends Error {
  constructor(
    readonly problem: MicrophoneProblem,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'MicrophoneError';
  }
}

/** Sorts a getUserMedia rejection by the DOMException names browsers use. */
export function microphoneProblemOf(error: unknown): MicrophoneProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'missing';
    default:
      return 'failed';
  }
}

/**
 * Asks for the microphone and lets it go again. The recorder asks once more when it starts; the
 * browser remembers the answer, so the person sees one prompt. Asking here first is what tells a
 * refusal apart from a missing device: the recorder reports either as a bare message.
 */
export async function ensureMicrophone(): Promise<void> {
  if (!navigator.mediaDevices?.getUserMedia) throw new MicrophoneError('failed', new Error('This browser cannot record audio.'));
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch (error) {
    throw new MicrophoneError(microphoneProblemOf(error), error);
  }
  for (const track of stream.getTracks()) track.stop();
}
