import { useState } from 'react';
import type { uploadsContract } from '../contract';
import { uploadFile } from './upload';

/** The upload of a form's file failed (the link, or the bytes); the record was not saved. */
export class UploadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'UploadError';
  }
}

/**
 * Uploads a form's file through the shared flow and reports progress. The last stored file is
 * remembered, so a save retried after a refusal does not send the same bytes again.
 */
export function useFileUpload(category: uploadsContract.FileCategory) {
  const [stored, setStored] = useState<{ file: File; key: string } | null>(null);
  const [progress, setProgress] = useState<number | undefined>(undefined);

  const upload = async (file: File): Promise<string> => {
    if (stored?.file === file) return stored.key;
    try {
      const key = await uploadFile(category, file, { onProgress: setProgress });
      setStored({ file, key });
      return key;
    } catch (error) {
      throw new UploadError(error);
    } finally {
      setProgress(undefined);
    }
  };

  return { upload, progress };
}
