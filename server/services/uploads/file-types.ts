/** Browsers and tools name some types in more than one way. */
const ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'audio/mp3': 'audio/mpeg',
  'audio/mpeg3': 'audio/mpeg',
  'audio/x-mpeg-3': 'audio/mpeg',
};

const ZIP_BASED: Record<string, string> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': '.xlsx',
};

/** The extension a file of each accepted type is named with. */
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'audio/mpeg': '.mp3',
  'application/pdf': '.pdf',
  ...ZIP_BASED,
};

/**
 * The name a stored file is offered under: the uploader's name without its extension, made safe for
 * a header, and the extension of the type its bytes were checked as.
 */
export function downloadName(fileName: string, contentType: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return `${stem || 'file'}${Object.hasOwn(EXTENSIONS, contentType) ? EXTENSIONS[contentType] : ''}`;
}

export function normaliseContentType(header: string | undefined): string {
  const type = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return ALIASES[type] ?? type;
}

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

function looksLikeMp3(bytes: Buffer): boolean {
  if (startsWith(bytes, ascii('ID3'))) return true;
  // An MPEG audio frame header: 11 sync bits, then a layer other than "reserved".
  return bytes.length >= 2 && bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0 && ((bytes[1] ?? 0) & 0x06) !== 0;
}

/** Does the file's leading content match the type it claims to be? */
export function bytesMatchType(bytes: Buffer, contentType: string, fileName: string): boolean {
  switch (contentType) {
    case 'image/jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'image/png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/gif':
      return startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'));
    case 'image/webp':
      return startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8);
    case 'audio/mpeg':
      return looksLikeMp3(bytes);
    case 'application/pdf':
      return startsWith(bytes, ascii('%PDF-'));
    default: {
      // Office documents are zip archives; the name's extension tells a document from a sheet.
      const extension = ZIP_BASED[contentType];
      return !!extension && startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && fileName.toLowerCase().endsWith(extension);
    }
  }
}
