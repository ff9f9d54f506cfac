import type { Mp3Bitrate } from './mp3';

/** What the page sends the encoder worker: one take, already decoded and mixed to mono. */
export interface EncodeRequest {
  samples: Float32Array;
  sampleRate: number;
  bitrateKbps: Mp3Bitrate;
}

/** What the worker answers: progress while it works, then the MP3 bytes or the reason it failed. */
export type EncodeReply =
  | { type: 'progress'; percent: number }
  | { type: 'done'; mp3: Uint8Array }
  | { type: 'error'; message: string };
