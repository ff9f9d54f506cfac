import { deflateSync } from 'node:zlib';

/**
 * A small PNG drawn in code for the demo chat (a photo of a learner's ruled practice sheet), so the
 * seed needs no binary files. 8-bit RGB, no interlace; inside the chat image limits (50-1500 px wide,
 * 20-1200 px high, under 1 MB).
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

export type Rgb = readonly [number, number, number];
const PAPER: Rgb = [250, 246, 233];
const RULE: Rgb = [178, 204, 228];
const MARGIN: Rgb = [226, 128, 128];
const INK: Rgb = [36, 52, 96];

/** The colour of one pixel of the practice sheet: paper, ruled lines, a margin and rows of looping strokes. */
function pixel(x: number, y: number, width: number): Rgb {
  const lineGap = 32;
  const row = Math.floor(y / lineGap);
  const inRow = y % lineGap;
  if (x >= 40 && x <= width - 24 && row >= 1 && row <= 6) {
    // A looping stroke, like joined handwriting, sitting on the row's line.
    const t = (x - 40) / 9 + row * 1.7;
    const stroke = lineGap - 9 - 8 * Math.abs(Math.sin(t)) * (0.6 + 0.4 * Math.sin(t / 3.1));
    const gapBetweenWords = Math.sin((x + row * 53) / 23) > 0.82;
    if (!gapBetweenWords && Math.abs(inRow - stroke) < 1.4) return INK;
  }
  if (x === 32 || x === 33) return MARGIN;
  if (inRow === lineGap - 1) return RULE;
  return PAPER;
}

export const practiceSheetPng = drawnOnce((width: number = 360, height: number = 240) => drawPng(width, height, (x, y) => pixel(x, y, width)));

/**
 * `draw` with each picture it makes kept: the seed draws the same pictures for every database it fills
 * (one for each API test server), and drawing them took most of its time.
 */
export function drawnOnce<Args extends readonly unknown[]>(draw: (...args: Args) => Buffer): (...args: Args) => Buffer {
  const drawn = new Map<string, Buffer>();
  return (...args) => {
    const key = JSON.stringify(args);
    let picture = drawn.get(key);
    if (!picture) {
      picture = draw(...args);
      drawn.set(key, picture);
    }
    return picture;
  };
}

/** A PNG of the given size whose every pixel is `colour(x, y)` (8-bit RGB). */
export function drawPng(width: number, height: number, colour: (x: number, y: number) => Rgb): Buffer {
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    raw[y * stride] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = colour(x, y);
      raw.set([r, g, b], y * stride + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, adaptive filters, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
