import { cn } from '@/shared/lib/cn';

export interface CourseAudioPlayerProps {
  /** Names the player for assistive technology, e.g. the audio's title. */
  title: string;
  url: string | null;
  className?: string;
}

/**
 * The browser's own audio player (play, pause, seek, volume, keyboard and screen reader support);
 * nothing is downloaded until play is pressed.
 */
export function CourseAudioPlayer({ title, url, className }: CourseAudioPlayerProps) {
  if (!url) return null;
  // Recitation audio has no caption track; the title names it for assistive technology.
  // eslint-disable-next-line jsx-a11y/media-has-caption
  return <audio controls preload="none" src={url} aria-label={title} className={cn('h-9 w-full max-w-xs', className)} />;
}
