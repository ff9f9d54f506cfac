import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** The file part of a form, read whole (its size is bounded by `maxFileBytes`). */
export interface FormFile {
  /** The name the client gave it: for messages only, never for a path. */
  fileName: string;
  /** The type the client declared; check the bytes before believing it. */
  contentType: string;
  bytes: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  /** Undefined when no file was sent (or a browser's empty file input). */
  file?: FormFile;
  /** Each file sent, by its part's name (a form with several file parts). */
  files: Record<string, FormFile>;
}

export interface MultipartRules {
  /** The one part that may hold a file, or the parts that may (each once); `file` is the first's. */
  fileField: string | readonly string[];
  /** The text fields the form may have. */
  fieldNames: readonly string[];
  /** The largest file a part may hold (a part's own smaller limit is the caller's to check). */
  maxFileBytes: number;
  /** The longest text field, in bytes; 1 KB when not given (a JSON part of a whole record needs more). */
  maxFieldBytes?: number;
  /** The replies to a form refused as a whole. */
  messages: { tooLarge: string; notMultipart: string; unreadable: string; tooManyParts: string };
}

const FIELD_BYTES = 1024;
/** Room for the boundaries and part headers around the file and its fields. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

const LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

/** What a client's malformed form becomes: a 4xx with words, never a 500. */
function refusal(error: unknown, { messages }: MultipartRules): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, messages.tooLarge);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(415, messages.notMultipart);
  if (typeof code === 'string' && LIMIT_CODES.has(code)) return new HttpError(400, messages.tooManyParts);
  return new HttpError(400, messages.unreadable);
}

/**
 * Reads a multipart/form-data body (with @fastify/multipart registered on the route's scope): its
 * text fields and its file (or files, one a part). Oversized files, extra or unknown parts and broken forms are refused
 * with a 4xx; a declared Content-Length past the limit is refused before anything is read.
 */
export async function readMultipartForm(request: FastifyRequest, rules: MultipartRules): Promise<MultipartForm> {
  const fileFields = [rules.fileField].flat();
  if (Number(request.headers['content-length']) > rules.maxFileBytes * fileFields.length + FORM_OVERHEAD_BYTES) {
    throw new HttpError(413, rules.messages.tooLarge);
  }
  if (!request.isMultipart()) throw new HttpError(415, rules.messages.notMultipart);

  const fields: Record<string, string> = {};
  const files: Record<string, FormFile> = {};
  const sentFiles = new Set<string>();
  let problem: HttpError | undefined;
  try {
    const parts = request.parts({
      limits: {
        fileSize: rules.maxFileBytes,
        files: fileFields.length,
        fields: rules.fieldNames.length,
        fieldSize: rules.maxFieldBytes ?? FIELD_BYTES,
        fieldNameSize: 100,
        parts: rules.fieldNames.length + fileFields.length,
        headerPairs: 20,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        // Read even a part we refuse, so the form is consumed to its end.
        const bytes = await part.toBuffer();
        if (!fileFields.includes(part.fieldname) || sentFiles.has(part.fieldname)) problem ??= new HttpError(400, rules.messages.tooManyParts);
        else if (part.filename || bytes.length > 0) files[part.fieldname] = { fileName: part.filename, contentType: part.mimetype, bytes };
        sentFiles.add(part.fieldname);
      } else if (!rules.fieldNames.includes(part.fieldname) || part.fieldname in fields) {
        problem ??= new HttpError(400, rules.messages.tooManyParts);
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw refusal(error, rules);
  }
  if (problem) throw problem;
  return { fields, file: files[fileFields[0]!], files };
}
