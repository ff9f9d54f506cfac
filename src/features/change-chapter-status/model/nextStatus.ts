import type { ChapterStatus } from '@/entities/chapter';

/** The list menu offers Publish for a NEW or UNPUBLISHED chapter, and Unpublish otherwise. */
export function nextStatus(status: ChapterStatus): 'PUBLISH' | 'UNPUBLISHED' {
  return status === 'NEW' || status === 'UNPUBLISHED' ? 'PUBLISH' : 'UNPUBLISHED';
}
