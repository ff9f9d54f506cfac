import { describe, expect, it } from 'vitest';
import { encodeMp3 } from './mp3';

/** MPEG-1 Layer III bit rates (kbps) by header index, and sample rates (Hz) by index. */
const BITRATES = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const SAMPLE_RATES = [44_100, 48_000, 32_000];

/** Reads the frame header at `offset`: version, layer, bit rate, sample rate, channels and frame size. */
function frameAt(bytes: Uint8Array, offset: number) {
  const b1 = bytes[offset + 1]!;
  const b2 = bytes[offset + 2]!;
  const b3 = bytes[offset + 3]!;
  const sync = bytes[offset] === 0xff && (b1 & 0xe0) === 0xe0;
  const bitrate = BITRATES[b2 >> 4]!;
  const sampleRate = SAMPLE_RATES[(b2 >> 2) & 0x03]!;
  const padding = (b2 >> 1) & 0x01;
  return {
    sync,
    isMpeg1: ((b1 >> 3) & 0x03) === 0x03,
    isLayer3: ((b1 >> 1) & 0x03) === 0x01,
    bitrate,
    sampleRate,
    isMono: b3 >> 6 === 0x03,
    size: Math.floor((144_000 * bitrate) / sampleRate) + padding,
  };
}

function tone(seconds: number, sampleRate: number) {
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  for (let index = 0; index < samples.length; index += 1) samples[index] = 0.4 * Math.sin((2 * Math.PI * 440 * index) / sampleRate);
  return samples;
}

describe('encodeMp3', () => {
  it('encodes mono samples as a constant 128 kbps MPEG-1 Layer III stream', async () => {
    const sampleRate = 48_000;
    const mp3 = await encodeMp3(tone(2, sampleRate), { sampleRate, bitrateKbps: 128 });

    // Walk every frame: each one is a mono 128 kbps frame at 48 kHz, and they fill the file exactly.
    let offset = 0;
    let frames = 0;
    while (offset < mp3.length) {
      const frame = frameAt(mp3, offset);
      expect(frame).toMatchObject({ sync: true, isMpeg1: true, isLayer3: true, bitrate: 128, sampleRate, isMono: true });
      offset += frame.size;
      frames += 1;
    }
    expect(offset).toBe(mp3.length);
    // 1152 samples a frame: two seconds is about 84 frames (plus the encoder's start-up and tail).
    expect(frames).toBeGreaterThanOrEqual(84);
    expect(frames).toBeLessThan(90);
    // 128 kbps is 16,000 bytes a second.
    expect(mp3.length / 2).toBeGreaterThan(15_500);
    expect(mp3.length / 2).toBeLessThan(17_500);
  });

  it('reports progress up to 100', async () => {
    const seen: number[] = [];
    await encodeMp3(tone(3, 44_100), { sampleRate: 44_100, bitrateKbps: 128, onProgress: (percent) => seen.push(percent) });
    expect(seen.at(-1)).toBe(100);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.length).toBeGreaterThan(2);
  });

  it('gives a valid (tiny) stream for an empty take', async () => {
    const mp3 = await encodeMp3(new Float32Array(0), { sampleRate: 48_000, bitrateKbps: 128 });
    expect(mp3.length).toBeLessThan(2_000);
  });
});
