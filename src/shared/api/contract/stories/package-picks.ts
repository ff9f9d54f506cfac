import { z } from 'zod';
import { recordIdField, successReply } from '../common';
import { defineCall } from '../define';

/** The largest rank a video may have in a package. */
export const MAX_VIDEO_RANK = 10_000;

/** The spec's words for adding a video to a package (shell §5), then this product's own. */
export const PACKAGE_PICK_MESSAGES = {
  selectPackage: 'Select Package',
  enterRank: 'Please enter rank',
  added: 'Record updated successfully!',
  // Not worded by the spec:
  rankForm: `Enter a whole number from 1 to ${MAX_VIDEO_RANK}.`,
  packageNotFound: 'This package does not exist.',
  videoNotFound: 'This video does not exist.',
  published: 'This package is already published; choose one still to come.',
  alreadyIn: 'The video is already in this package.',
} as const;

const M = PACKAGE_PICK_MESSAGES;

/** One package as the add-to-package picker needs it: its name (a date) and the day it shows from. */
export const packagePick = z.object({
  id: z.number().int(),
  name: z.string(),
  /** YYYY-MM-DD. */
  publishedAt: z.string(),
});
export type PackagePick = z.infer<typeof packagePick>;

/** GET package/name-summary: every package's id, name and publish day, newest first, for pickers. */
export const packageNames = defineCall({
  service: 'stories',
  method: 'GET',
  path: '/package/name-summary',
  summary: "Every video package's name, for pickers",
  access: {
    anyOf: [
      { point: 'PACKAGES', bit: 'list' },
      { point: 'VIDEOS', bit: 'edit' },
    ],
  },
  reply: z.object({ content: z.array(packagePick) }),
});

/** The video and its rank in the package (shell §7: videoId, videoRank). */
export const addVideoToPackageBody = z.object({
  videoId: recordIdField(z.number(), M.videoNotFound),
  videoRank: z.number({ error: M.enterRank }).int(M.rankForm).min(1, M.rankForm).max(MAX_VIDEO_RANK, M.rankForm),
});
export type AddVideoToPackageBody = z.input<typeof addVideoToPackageBody>;

/**
 * PATCH package/{id}/add-videos: puts a video in a package not yet published (its day still to come) at
 * a rank; a video already there is refused. The package's countries are the new video's too.
 */
export const addVideoToPackage = defineCall({
  service: 'stories',
  method: 'PATCH',
  path: '/package/:id/add-videos',
  summary: 'Add a video to a package',
  access: { point: 'PACKAGES', bit: 'edit' },
  params: z.object({ id: recordIdField(z.coerce.number(), M.packageNotFound) }),
  body: addVideoToPackageBody,
  reply: successReply,
});
