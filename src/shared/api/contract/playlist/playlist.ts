import { z } from 'zod';
import { pageNumberField, pageReply, pageSizeField } from '../common';
import { defineCall } from '../define';

/** One video of the academy's playlist on the video host: its host id and its title there. */
export const videoTitle = z.object({
  id: z.string(),
  /** The title exactly as on the video host (the chapter form checks its video title against it). */
  title: z.string(),
});
export type VideoTitle = z.infer<typeof videoTitle>;

export const videoTitlesQuery = z.object({
  pageNumber: pageNumberField(z.number()).default(1),
  pageSize: pageSizeField(z.number(), 1000).default(1000),
});

/**
 * GET playlist/video-titles/name-summary?pageNumber=1&pageSize=1000 — the playlist's video titles in
 * playlist order, for the video title pickers of courses, chapters, lessons and batches. Allowed to
 * whoever may list any of those.
 */
export const videoTitleSummary = defineCall({
  service: 'academy',
  method: 'GET',
  path: '/playlist/video-titles/name-summary',
  summary: "The playlist's video titles, for pickers",
  access: {
    anyOf: [
      { point: 'COURSES', bit: 'list' },
      { point: 'CHAPTERS', bit: 'list' },
      { point: 'LESSONS', bit: 'list' },
      { point: 'BATCHES', bit: 'list' },
    ],
  },
  query: videoTitlesQuery,
  reply: pageReply(videoTitle),
});
