import type { Language } from '../../../src/shared/i18n';

interface StoryFrameProps {
  storyId: string;
  name: string;
  language: Language;
  /** The story's own picture height (`parameters.screenshot.viewport`), else a screen's usual. */
  height?: number;
}

/**
 * One story in a frame of its own, as the runner draws it: a screen's story signs someone in, serves its
 * calls and may set the page's language and direction, which would leak into the docs page and into the
 * stories beside it. The frame loads when it nears the reader's view.
 */
export function StoryFrame({ storyId, name, language, height = 560 }: StoryFrameProps) {
  const globals = language === 'ur' ? '&globals=locale:ur' : '';
  return (
    <iframe
      src={`iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story${globals}`}
      title={`${name}, ${language === 'ur' ? 'Urdu' : 'English'}`}
      loading="lazy"
      data-story-frame={storyId}
      className="block w-full rounded-card border border-border bg-surface"
      style={{ height }}
    />
  );
}
