/**
 * An audible demo "voice note" as a valid MP3 (MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, mono), built
 * in code so the seed needs no binary files: a low hum in short syllables of two pitches with rising
 * and falling loudness, a stand-in for a recitation. Each granule carries one spectral line (Huffman table 1), so the
 * bitstream stays tiny and simple; the rest of every frame is zero padding.
 */

const FRAME_BYTES = 417; // 144 × 128000 / 44100, without padding
const GRANULES_PER_FRAME = 2;
const SAMPLES_PER_GRANULE = 576;
const SAMPLE_RATE = 44100;

/**
 * Spectral lines 8 and 9 of a subband are the two the decoder's alias reduction leaves alone, so one
 * of them alone sounds clean: about 325 Hz and 364 Hz in the lowest subband.
 */
const PITCH_LINES = [8, 9] as const;
/** Loudest gain of a syllable; every step below is 1.5 dB quieter. */
const PEAK_GAIN = 203;

class BitWriter {
  private readonly bytes: Buffer;
  private bit = 0;

  constructor(size: number) {
    this.bytes = Buffer.alloc(size);
  }

  write(value: number, width: number): void {
    for (let shift = width - 1; shift >= 0; shift--) {
      if ((value >> shift) & 1) this.bytes[this.bit >> 3]! |= 0x80 >> (this.bit & 7);
      this.bit += 1;
    }
  }

  get buffer(): Buffer {
    return this.bytes;
  }
}

/** One granule's spectrum: silence, or a single line with value ±1 at this gain. */
interface Granule {
  line: number | null;
  gain: number;
}

/**
 * The Huffman bits of a granule with table 1: every pair before the line's pair is (0,0), coded '1';
 * the line's pair is (1,0) '01' or (0,1) '001', then its sign bit (0 = positive).
 */
function huffmanBits(granule: Granule): { pairs: number; bits: [number, number][] } {
  if (granule.line === null) return { pairs: 0, bits: [] };
  const pair = granule.line >> 1;
  const bits: [number, number][] = Array.from({ length: pair }, () => [1, 1]);
  bits.push(granule.line % 2 === 0 ? [0b01, 2] : [0b001, 3]);
  bits.push([0, 1]);
  return { pairs: pair + 1, bits };
}

function frame(granules: readonly [Granule, Granule]): Buffer {
  const out = new BitWriter(FRAME_BYTES);
  out.write(0xfffb, 16); // sync, MPEG-1, Layer III, no CRC
  out.write(0x90, 8); // 128 kbit/s, 44.1 kHz, no padding
  out.write(0xc0, 8); // mono

  const coded = granules.map(huffmanBits);
  out.write(0, 9); // main_data_begin: the data follows the side information
  out.write(0, 5); // private bits
  out.write(0, 4); // scfsi
  for (const [index, granule] of granules.entries()) {
    const { pairs, bits } = coded[index]!;
    out.write(bits.reduce((sum, [, width]) => sum + width, 0), 12); // part2_3_length (no scalefactors)
    out.write(pairs, 9); // big_values
    out.write(granule.gain, 8); // global_gain
    out.write(0, 4); // scalefac_compress: no scalefactor bits
    out.write(0, 1); // window_switching_flag: long blocks
    for (let region = 0; region < 3; region++) out.write(pairs > 0 ? 1 : 0, 5); // table_select
    out.write(15, 4); // region0_count
    out.write(7, 3); // region1_count
    out.write(0, 3); // preflag, scalefac_scale, count1table_select
  }
  for (const { bits } of coded) for (const [value, width] of bits) out.write(value, width);
  return out.buffer;
}

/** A small deterministic generator, so the same seed always gives the same note. */
function randomFrom(seed: number): () => number {
  let state = (seed * 2654435761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/** The granules of a note: syllables with a rise and fall of loudness, separated by short pauses. */
function granulesOf(seconds: number, seed: number): Granule[] {
  const total = Math.ceil((seconds * SAMPLE_RATE) / SAMPLES_PER_GRANULE);
  const random = randomFrom(seed);
  const granules: Granule[] = [];
  const silence = (count: number) => {
    for (let i = 0; i < count && granules.length < total; i++) granules.push({ line: null, gain: 0 });
  };
  silence(4);
  while (granules.length < total) {
    const length = 10 + Math.floor(random() * 16);
    const line = PITCH_LINES[Math.floor(random() * PITCH_LINES.length)]!;
    const peak = PEAK_GAIN - Math.floor(random() * 4);
    for (let i = 0; i < length && granules.length < total; i++) {
      const edge = Math.min(i, length - 1 - i);
      granules.push({ line, gain: peak - Math.max(0, 6 - 2 * edge) });
    }
    silence(3 + Math.floor(random() * 6));
  }
  return granules;
}

export function voiceNoteMp3(seconds: number, seed = 1): Buffer {
  const granules = granulesOf(seconds, seed);
  if (granules.length % GRANULES_PER_FRAME) granules.push({ line: null, gain: 0 });
  const frames: Buffer[] = [];
  for (let i = 0; i < granules.length; i += GRANULES_PER_FRAME) {
    frames.push(frame([granules[i]!, granules[i + 1]!]));
  }
  return Buffer.concat(frames);
}
