import { useCallback } from 'react';
import { callApi, recogniseServerMessage, serverText, siteContract, UploadError, uploadsContract, useFileUpload } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useUploadFailureText } from '@/shared/lib/upload-failure';
import type { EditorPictures, PictureLibrary } from '@/shared/ui/rich-text-editor';

const { UPLOAD_RULES, STORED_FILES_PATH, storedFilePath, fileTooLargeMessage } = uploadsContract;
const { listArticlePictures, ARTICLE_PICTURE_PAGE_SIZE, PUBLIC_FILES_PATH } = siteContract;
const RULE = UPLOAD_RULES.ARTICLE_IMAGE;
const TOO_LARGE = fileTooLargeMessage('ARTICLE_IMAGE');
const OUR_PICTURE_PATHS = [STORED_FILES_PATH, `/${PUBLIC_FILES_PATH}/`];

/** A stored or public file's link on this origin, written from the root or in full (as a saved body has it). */
function isStoredPicture(address: string): boolean {
  try {
    const url = new URL(address, window.location.href);
    return url.origin === window.location.origin && OUR_PICTURE_PATHS.some((path) => url.pathname.startsWith(path));
  } catch {
    return false;
  }
}

/** The picker's pictures: the public picture files and the body pictures already uploaded, from blog-post/pictures. */
function usePictureLibrary(): PictureLibrary {
  const { t } = useTranslation('articles');
  return useCallback<PictureLibrary>(
    async ({ search, page, signal }) => {
      const found = await callApi(listArticlePictures, { query: { search: search || undefined, pageNumber: page, pageSize: ARTICLE_PICTURE_PAGE_SIZE }, signal });
      return {
        pictures: found.content.map((picture) => ({
          name: picture.name,
          address: picture.address,
          origin: t(picture.source === 'publicFile' ? 'form.pictureFromPublicFiles' : 'form.pictureFromArticles'),
        })),
        hasMore: found.pageNumber < found.totalPages,
      };
    },
    [t],
  );
}

/**
 * The body editor's pictures: the Image button uploads through the signed upload flow with the article
 * picture limits and inserts the stored file's address (the server keeps it on PUBLIC_URL and refuses
 * pictures from anywhere else), or chooses one of the site's pictures; a failed upload gives the spec's
 * words for the step that failed.
 */
export function useBodyPictures(): EditorPictures {
  const { upload, progress } = useFileUpload('ARTICLE_IMAGE');
  const uploadFailure = useUploadFailureText();
  const library = usePictureLibrary();
  const tooLarge = recogniseServerMessage(TOO_LARGE);
  return {
    accept: RULE.mimeTypes,
    maxBytes: RULE.maxBytes,
    // The words the server would send for it, in the panel's language.
    tooLargeMessage: serverText(TOO_LARGE, tooLarge?.code, tooLarge?.params),
    progress,
    isStored: isStoredPicture,
    library,
    store: async (file) => {
      try {
        return { address: storedFilePath(await upload(file)) };
      } catch (error) {
        return { failure: error instanceof UploadError ? uploadFailure.of(error.step) : uploadFailure.title };
      }
    },
  };
}
