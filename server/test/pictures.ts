import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A well-formed PNG whose header declares `width` × `height` RGBA pixels while its picture data holds
 * only the first row, compressed to a few hundred bytes: what a decompression bomb looks like to a
 * server that reads only headers. A text chunk pads it to about `bytes`.
 */
export function pngDeclaring(width: number, height: number, bytes = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, colour type RGBA, deflate, adaptive filters, no interlace
  const firstRow = deflateSync(Buffer.alloc(1 + width * 4));
  const parts = [SIGNATURE, chunk('IHDR', header), chunk('IDAT', firstRow)];
  const room = bytes - parts.reduce((sum, part) => sum + part.length, 0) - 2 * 12 - 'Comment\0'.length;
  if (room > 0) parts.push(chunk('tEXt', Buffer.concat([Buffer.from('Comment\0', 'latin1'), Buffer.alloc(room, 0x20)])));
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/**
 * A JPEG whose frame header declares `width` × `height` (at most 65535 each) after an APP1 segment of
 * `padding` bytes (at most 65533), as a camera's metadata puts it far from the file's start; no picture
 * data follows.
 */
export function jpegDeclaring(width: number, height: number, padding = 0): Buffer {
  const segment = (marker: number, data: Buffer) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(data.length + 2, 2);
    return Buffer.concat([head, data]);
  };
  const frame = Buffer.from([8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]); // 8 bits, 3 components
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), segment(0xe1, Buffer.alloc(padding)), segment(0xc0, frame), Buffer.from([0xff, 0xd9])]);
}

/** Bytes that start as a PNG does but hold no header to read a size from. */
export const PNG_WITHOUT_HEADER = Buffer.concat([SIGNATURE, Buffer.alloc(64)]);
