/**
 * Addresses the server hands out instead of declaring them as calls of the contract: the signed
 * upload target a presigned-URL reply names, and the signed links stored files are served at. The
 * stories' handlers take them from here, so each is written once.
 */

/** The upload target a story's presigned-URL reply hands out for `key`, where the file is then PUT. */
export const uploadTarget = (key: string) => `/api/academy/storage/upload/${key}`;

/** Where a stored file is served (a signed link; the query is not part of the match). */
export const STORED_FILE = {
  chatAudio: '/api/storage/files/chat-audio/:name',
  chatImage: '/api/storage/files/chat-image-private/:name',
  /** Public course and theory audio (AUDIO uploads). */
  audio: '/api/storage/files/audio/:name',
  /** Pictures in an article's body (ARTICLE_IMAGE uploads). */
  articleImage: '/api/storage/files/article-image/:name',
} as const;
