import { useEffect, useRef, useState } from 'react';
import type WaveSurfer from 'wavesurfer.js';
import { useTranslation } from '@/shared/i18n';
import { cn } from '@/shared/lib/cn';
import { formatClock } from '../lib/formatClock';

export interface AudioMessageProps {
  /** The voice note's signed link. */
  url: string;
  /** Says whose note it is, e.g. "Voice message from Maryam Iqbal, 10:45". */
  label: string;
  /** The bubble's colours: own messages sit on the brand colour. */
  tone?: 'own' | 'other';
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
 * A voice note with its waveform, a play/pause button and the position and length. wavesurfer.js is
 * fetched by a dynamic import the first time a voice note is shown, so screens without one never
 * load it. The waveform is a picture; the button and the time are what assistive technology reads.
 */
export function AudioMessage({ url, label, tone = 'other' }: AudioMessageProps) {
  const { t } = useTranslation('chat-message');
  const boxRef = useRef<HTMLDivElement>(null);
  const playerRef = useRef<WaveSurfer | null>(null);
  const [state, setState] = useState<LoadState>('loading');
  const [isPlaying, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let player: WaveSurfer | null = null;
    import('wavesurfer.js')
      .then(({ default: WaveSurferClass }) => {
        const box = boxRef.current;
        if (cancelled || !box) return;
        const style = getComputedStyle(box);
        player = WaveSurferClass.create({
          container: box,
          url,
          height: 32,
          waveColor: style.getPropertyValue('--wave').trim() || style.color,
          progressColor: style.getPropertyValue('--wave-played').trim() || style.color,
          cursorWidth: 0,
          barWidth: 2,
          barGap: 1,
          barRadius: 2,
          // Seeking by pointer alone would have no keyboard equivalent; the button is the control.
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
    };
  }, [url]);

  const toggle = () => {
    const player = playerRef.current;
    if (!player) return;
    void player.playPause().catch(() => setState('failed'));
  };

  const own = tone === 'own';
  return (
    <div role="group" aria-label={label} aria-busy={state === 'loading'} className="flex min-w-56 items-center gap-2">
      <button
        type="button"
        onClick={toggle}
        disabled={state !== 'ready'}
        aria-label={isPlaying ? t('audio.pause') : t('audio.play')}
        className={cn(
          'inline-flex size-9 shrink-0 items-center justify-center rounded-full outline-none',
          'focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
          own ? 'bg-surface text-brand-700' : 'bg-brand-600 text-ink-inverse',
        )}
      >
        {isPlaying ? <PauseIcon /> : <PlayIcon />}
      </button>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        {/* wavesurfer draws left to right whatever the page direction. */}
        <div
          ref={boxRef}
          dir="ltr"
          aria-hidden="true"
          className={cn(
            'h-8 w-full',
            own ? 'text-brand-200 [--wave-played:#ffffff]' : 'text-border-strong [--wave-played:var(--color-brand-600)]',
            state === 'failed' && 'hidden',
          )}
        />
        {state === 'failed' ? (
          <p className="text-sm">
            {t('audio.failed')}{' '}
            <a href={url} target="_blank" rel="noreferrer" className="underline underline-offset-2">
              {t('audio.openFile')}
            </a>
          </p>
        ) : (
          <p className={cn('text-xs tabular-nums', own ? 'text-brand-50' : 'text-ink-muted')}>
            {state === 'loading' ? (
              t('audio.loading')
            ) : (
              <span aria-label={t('audio.position', { position: formatClock(position), duration: formatClock(duration) })} role="timer" dir="ltr">
                {/* "position / length" reads left to right in Urdu too, as in the recorder and media players. */}
                {formatClock(position)} / {formatClock(duration)}
              </span>
            )}
          </p>
        )}
      </div>
    </div>
  );
}
