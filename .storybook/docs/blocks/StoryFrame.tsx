import { useEffect, useRef } from 'react';
import type { Language } from '../../../src/shared/i18n';

interface StoryFrameProps {
  storyId: string;
  name: string;
  language: Language;
  /** The story's own picture height (`parameters.screenshot.viewport`), else a screen's usual. */
  height?: number;
  /**
   * Whether the story's play function runs, as in its own run (what a person does); false shows the state
   * as it first draws (Storybook's `embed` mode plays nothing), so a Failed state is not shown after its
   * check pressed Try again.
   */
  plays?: boolean;
  /** False while the frames before it are still drawing: it waits, empty. */
  isDue?: boolean;
  /** Called once its story has drawn (and played), or failed to. */
  onDrawn?(): void;
}

/** Longest wait for one story before the next frame starts anyway. */
const DRAW_TIMEOUT_MS = 30_000;
const FINAL_PHASES = new Set(['finished', 'errored', 'aborted']);

type PreviewWindow = Window & { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } };

/**
 * One story in a frame of its own, as the story command draws it: a screen's story signs someone in, serves
 * its calls and sets the page's language and direction, which would leak into the docs page and into the
 * stories beside it (`.storybook/docs-frame.ts` gives the frame its own storage). A screen's frames draw one
 * after another, so each story has the machine to itself, as in its own run.
 */
export function StoryFrame({ storyId, name, language, height = 560, plays = true, isDue = true, onDrawn }: StoryFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  /** The address whose document has loaded in the frame: before that, the frame still shows the last one. */
  const loadedSrc = useRef<string>(undefined);
  const globals = language === 'ur' ? '&globals=locale:ur' : '';
  const src = `iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story${globals}${plays ? '' : '&embed=true'}`;

  useEffect(() => {
    if (!isDue || !onDrawn) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      const phase = (frame.current?.contentWindow as PreviewWindow | null)?.__STORYBOOK_PREVIEW__?.currentRender?.phase;
      if ((loadedSrc.current === src && phase && FINAL_PHASES.has(phase)) || Date.now() - started > DRAW_TIMEOUT_MS) {
        window.clearInterval(timer);
        onDrawn();
      }
    }, 200);
    return () => window.clearInterval(timer);
  }, [isDue, onDrawn, src]);

  return (
    <iframe
      ref={frame}
      src={isDue ? src : 'about:blank'}
      title={`${name}, ${language === 'ur' ? 'Urdu' : 'English'}`}
      data-story-frame={storyId}
      onLoad={() => {
        loadedSrc.current = isDue ? src : undefined;
      }}
      className="block w-full rounded-card border border-border bg-surface"
      style={{ height }}
    />
  );
}
