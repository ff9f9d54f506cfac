import { createMp3Encoder } from 'wasm-media-encoders';

/** Constant bit rates an MP3 encoder accepts, in kbps. */
export type Mp3Bitrate = 32 | 40 | 48 | 64 | 80 | 96 | 112 | 128 | 160 | 192 | 224 | 256 | 320;

export interface EncodeMp3Options {
  sampleRate: number;
  bitrateKbps: Mp3Bitrate;
  /** Called with 0–100 as the samples are encoded. */
  onProgress?: (percent: number) => void;
}

/** Samples handed to the encoder at a time: about a second of audio, so progress moves smoothly. */
const CHUNK_SAMPLES = 1152 * 40;

/**
 * Encodes mono samples (-1…1) as a constant bit rate MP3 with LAME (WebAssembly). Runs wherever
 * WebAssembly does: the browser's encoder worker, and Node for the tests.
 */
export async function encodeMp3(samples: Float32Array, { sampleRate, bitrateKbps, onProgress }: EncodeMp3Options): Promise<Uint8Array> {
  const encoder = await createMp3Encoder();
  encoder.configure({ channels: 1, sampleRate, bitrate: bitrateKbps });

  const parts: Uint8Array[] = [];
  let size = 0;
  // The encoder returns a view of its own memory, which the next call overwrites: keep a copy.
  const keep = (output: Uint8Array) => {
    if (output.length === 0) return;
    parts.push(output.slice());
    size += output.length;
  };

  let lastPercent = -1;
  for (let start = 0; start < samples.length; start += CHUNK_SAMPLES) {
    keep(encoder.encode([samples.subarray(start, start + CHUNK_SAMPLES)]));
    const percent = Math.floor((Math.min(start + CHUNK_SAMPLES, samples.length) / samples.length) * 100);
    if (percent !== lastPercent) {
      lastPercent = percent;
      onProgress?.(percent);
    }
  }
  keep(encoder.finalize());
  onProgress?.(100);

  const mp3 = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    mp3.set(part, offset);
    offset += part.length;
  }
  return mp3;
}
