import { uploadsContract } from '@/shared/api';

/** The spec's chat image limits: under 1 MB, 50–1500 px wide and 20–1200 px high. */
export const CHAT_IMAGE_LIMITS = {
  maxBytes: uploadsContract.UPLOAD_RULES.CHAT_IMAGE_PRIVATE.maxBytes,
  mimeTypes: uploadsContract.UPLOAD_RULES.CHAT_IMAGE_PRIVATE.mimeTypes,
  minWidth: 50,
  maxWidth: 1500,
  minHeight: 20,
  maxHeight: 1200,
} as const;

/** Time to read the refusal before the page reloads (the same pause as after a save). */
export const RELOAD_AFTER_REFUSAL_MS = 2000;
