import { useEffect, useRef, useState } from 'react';
import type WaveSurfer from 'wavesurfer.js';
import { useTranslation } from '@/shared/i18n';
import { cn } from '@/shared/lib/cn';
import { formatClock } from './formatClock';

export interface AudioPreviewProps {
  /** A file just chosen (not uploaded yet) or the address of a stored one. */
  source: File | string;
  /** Names the player for assistive technology, e.g. "Audio of Makharij practice". */
  label: string;
  /** Extra classes for the player's box, for placement only. */
  className?: string;
}

type LoadState = 'loading' | 'ready' | 'failed';

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

/**
 * Plays an MP3 (a File or an address) with its waveform, a play/pause button and the position and
 * length. wavesurfer.js is fetched by a dynamic import the first time a preview is shown, so screens
 * without one never load it. The waveform is a picture; the button and the time are what assistive
 * technology reads, and the button is the only control (seeking by pointer would have no keyboard twin).
 */
export function AudioPreview(props: AudioPreviewProps) {
  // A new source starts a new player, with its state from the beginning.
  return <Player key={keyOf(props.source)} {...props} />;
}

/** A stable key per source: the address, or a number given to each File the first time it is shown. */
const fileKeys = new WeakMap<File, string>();
let filesSeen = 0;
function keyOf(source: File | string): string {
  if (typeof source === 'string') return `url:${source}`;
  let key = fileKeys.get(source);
  if (key === undefined) {
    filesSeen += 1;
    key = `file:${filesSeen}`;
    fileKeys.set(source, key);
  }
  return key;
}

function Player({ source, label, className }: AudioPreviewProps) {
  const { t } = useTranslation('ui-audio');
  // A stored file's address, offered as a link when it cannot be played; a chosen File has none.
  const url = typeof source === 'string' ? source : null;
  const boxRef = useRef<HTMLDivElement>(null);
  const playerRef = useRef<WaveSurfer | null>(null);
  const [state, setState] = useState<LoadState>('loading');
  const [isPlaying, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let player: WaveSurfer | null = null;
    // A chosen file plays from the browser's memory, given back when the player goes.
    const playable = typeof source === 'string' ? source : URL.createObjectURL(source);
    import('wavesurfer.js')
      .then(({ default: WaveSurferClass }) => {
        const box = boxRef.current;
        if (cancelled || !box) return;
        const style = getComputedStyle(box);
        player = WaveSurferClass.create({
          container: box,
          url: playable,
          height: 40,
          waveColor: style.color,
          progressColor: style.getPropertyValue('--wave-played').trim() || style.color,
          cursorWidth: 0,
          barWidth: 2,
          barGap: 1,
          barRadius: 2,
          interact: false,
        });
        playerRef.current = player;
        player.on('decode', (seconds) => {
          setDuration(seconds);
          setState('ready');
        });
        player.on('timeupdate', (seconds) => setPosition(seconds));
        player.on('play', () => setPlaying(true));
        player.on('pause', () => setPlaying(false));
        player.on('finish', () => {
          setPlaying(false);
          setPosition(0);
          player?.setTime(0);
        });
        player.on('error', () => {
          if (!cancelled) setState('failed');
        });
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      playerRef.current = null;
      player?.destroy();
      if (typeof source !== 'string') URL.revokeObjectURL(playable);
    };
  }, [source]);

  const toggle = () => {
    const player = playerRef.current;
    if (!player) return;
    void player.playPause().catch(() => setState('failed'));
  };

  return (
    <div
      role="group"
      aria-label={label}
      aria-busy={state === 'loading'}
      className={cn('flex min-w-56 max-w-xl items-center gap-3 rounded-md border border-border bg-surface p-2', className)}
    >
      <button
        type="button"
        onClick={toggle}
        disabled={state !== 'ready'}
        aria-label={isPlaying ? t('pause') : t('play')}
        className={cn(
          'inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-ink-inverse outline-none',
          'focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
        )}
      >
        {isPlaying ? <PauseIcon /> : <PlayIcon />}
      </button>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {/* wavesurfer draws left to right whatever the page direction, as media players do. */}
        <div
          ref={boxRef}
          dir="ltr"
          aria-hidden="true"
          data-testid="audio-waveform"
          className={cn('h-10 w-full text-border-strong [--wave-played:var(--color-brand-600)]', state === 'failed' && 'hidden')}
        />
        {state === 'failed' ? (
          <p className="text-sm text-ink">
            {t('failed')}{' '}
            {url && (
              <a href={url} target="_blank" rel="noreferrer" className="text-brand-700 underline underline-offset-2">
                {t('openFile')}
              </a>
            )}
          </p>
        ) : (
          <p className="text-xs text-ink-muted tabular-nums">
            {state === 'loading' ? (
              t('loading')
            ) : (
              <span role="timer" dir="ltr" aria-label={t('position', { position: formatClock(position), duration: formatClock(duration) })}>
                {formatClock(position)} / {formatClock(duration)}
              </span>
            )}
          </p>
        )}
      </div>
    </div>
  );
}
