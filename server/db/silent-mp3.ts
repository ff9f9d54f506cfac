/**
 * A short, silent, valid MP3 (MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, mono) for the demo voice
 * notes, built in code so the seed needs no binary files. Zeroed side information decodes as silence.
 */
export function silentMp3(seconds: number): Buffer {
  const frameBytes = 417; // 144 × 128000 / 44100, without padding
  const frames = Math.ceil((seconds * 44100) / 1152);
  const frame = Buffer.alloc(frameBytes);
  frame.set([0xff, 0xfb, 0x90, 0xc0]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}
