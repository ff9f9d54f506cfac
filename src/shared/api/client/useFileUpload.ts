import { useRef, useState } from 'react';
import type { uploadsContract } from '../contract';
import { uploadFile } from './upload';

/**
 * Uploads a form's files through the shared flow and reports progress. Every stored file is
 * remembered, so a save retried after a refusal does not send the same bytes again (a form with
 * several files, such as a course with part thumbnails, reuses each of them). A failed upload
 * throws the flow's UploadError, whose `step` picks the spec's text (shared/lib/upload-failure).
 */
export function useFileUpload(category: uploadsContract.FileCategory) {
  const stored = useRef(new Map<File, string>());
  const [active, setActive] = useState<{ file: File; percent: number } | null>(null);

  const upload = async (file: File): Promise<string> => {
    const known = stored.current.get(file);
    if (known !== undefined) return known;
    try {
      const key = await uploadFile(category, file, { onProgress: (percent) => setActive({ file, percent }) });
      stored.current.set(file, key);
      return key;
    } finally {
      setActive(null);
    }
  };

  /** 0–100 while this file goes up, otherwise undefined (for the FileDrop that shows it). */
  const progressOf = (file: File | null | undefined) => (file && active?.file === file ? active.percent : undefined);

  return { upload, progress: active?.percent, progressOf };
}
