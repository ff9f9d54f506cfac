import { recogniseServerMessage, serverText, UploadError, uploadsContract, useFileUpload } from '@/shared/api';
import { useUploadFailureText } from '@/shared/lib/upload-failure';
import type { EditorPictures } from '@/shared/ui/rich-text-editor';

const { UPLOAD_RULES, STORED_FILES_PATH, storedFilePath, fileTooLargeMessage } = uploadsContract;
const RULE = UPLOAD_RULES.ARTICLE_IMAGE;
const TOO_LARGE = fileTooLargeMessage('ARTICLE_IMAGE');

/** A stored file's link on this origin, written from the root or in full (as a saved body has it). */
function isStoredPicture(address: string): boolean {
  try {
    const url = new URL(address, window.location.href);
    return url.origin === window.location.origin && url.pathname.startsWith(STORED_FILES_PATH);
  } catch {
    return false;
  }
}

/**
 * The body editor's pictures: the Image button uploads through the signed upload flow with the article
 * picture limits and inserts the stored file's address (the server keeps it on PUBLIC_URL and refuses
 * pictures from anywhere else); a failed upload gives the spec's words for the step that failed.
 */
export function useBodyPictures(): EditorPictures {
  const { upload, progress } = useFileUpload('ARTICLE_IMAGE');
  const uploadFailure = useUploadFailureText();
  const tooLarge = recogniseServerMessage(TOO_LARGE);
  return {
    accept: RULE.mimeTypes,
    maxBytes: RULE.maxBytes,
    // The words the server would send for it, in the panel's language.
    tooLargeMessage: serverText(TOO_LARGE, tooLarge?.code, tooLarge?.params),
    progress,
    isStored: isStoredPicture,
    store: async (file) => {
      try {
        return { address: storedFilePath(await upload(file)) };
      } catch (error) {
        return { failure: error instanceof UploadError ? uploadFailure.of(error.step) : uploadFailure.title };
      }
    },
  };
}
