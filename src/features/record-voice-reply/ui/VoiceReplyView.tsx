import { useEffect, useRef, type Ref } from 'react';
import { useTranslation } from '@/shared/i18n';
import { cn } from '@/shared/lib/cn';
import { useUploadFailureText } from '@/shared/lib/upload-failure';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { IconButton } from '@/shared/ui/icon-button';
import { ProgressBar } from '@/shared/ui/progress';
import { TrashIcon } from '@/shared/ui/trash-icon';
import { MAX_TAKE_MS } from '../config/limits';
import { formatClock } from '../lib/clock';
import type { RecorderState } from '../model/recorderState';
import type { RecordingPurpose } from '../model/types';
import { MicIcon, PauseIcon, PlayIcon, SendIcon, StopIcon } from './icons';
import { PermissionErrorDialog } from './PermissionErrorDialog';

export interface VoiceReplyViewProps {
  state: RecorderState;
  /** 0–100 while the MP3 goes up. */
  uploadPercent?: number;
  /** The box the waveform is drawn in (live while recording, then the take's). */
  waveformRef?: Ref<HTMLDivElement>;
  /** Recording cannot start, for example while the composer holds text. */
  isDisabled?: boolean;
  /** What the take is for, which words the controls use: a chat reply, or a course's own audio. */
  purpose?: RecordingPurpose;
  onRecord(): void;
  onStop(): void;
  onPlay(): void;
  onPause(): void;
  onDiscard(): void;
  onSend(): void;
  /** Closes the 'Permission Error' dialog or the microphone notice. */
  onDismiss(): void;
}

/** Words that differ by purpose come from `course-audio.*` for a course's recording, the rest are shared. */
function useWording(purpose: RecordingPurpose) {
  const { t } = useTranslation('voice-reply');
  return (key: string) => (purpose === 'course-audio' ? t([`course-audio.${key}`, key]) : t(key));
}

/** The voice reply's controls for each state of the recorder; it holds no state of its own. */
export function VoiceReplyView({
  state,
  uploadPercent,
  waveformRef,
  isDisabled = false,
  purpose = 'chat-reply',
  onRecord,
  onStop,
  onPlay,
  onPause,
  onDiscard,
  onSend,
  onDismiss,
}: VoiceReplyViewProps) {
  const { t } = useTranslation('voice-reply');
  const say = useWording(purpose);
  const uploadFailure = useUploadFailureText();
  const group = useRef<HTMLDivElement>(null);
  const focusWasInside = useRef(false);

  // Controls come and go with the state (Record gives way to Stop, Discard to Record). When the
  // focused one disappears, focus moves to the state's main control instead of falling to the page;
  // after a failure that is Try again. A take just made hands the focus to its Send, wherever in the
  // recorder it was (Stop turns into Play in place), so Enter sends it, as it sends a typed reply.
  useEffect(() => {
    const box = group.current;
    const active = document.activeElement;
    if (!box || !focusWasInside.current) return;
    const fellToPage = !active || active === document.body;
    const takeReady = state.status === 'recorded' && active !== null && box.contains(active);
    if (!fellToPage && !takeReady) return;
    // While the microphone is being asked for, wait: Stop takes the focus once recording starts.
    if (state.status === 'requesting') return;
    const enabled = Array.from(box.querySelectorAll<HTMLButtonElement>('button:not([disabled])'));
    const target = state.status === 'failed' || state.status === 'recorded' ? enabled.at(-1) : enabled[0];
    target?.focus();
  }, [state.status]);

  const announcement =
    state.status === 'requesting' || state.status === 'recording' || state.status === 'recorded' || state.status === 'encoding' || state.status === 'uploading'
      ? say(`status.${state.status}`)
      : '';

  return (
    <div
      ref={group}
      role="group"
      aria-label={say('label')}
      className="flex min-w-0 flex-col gap-2"
      onFocus={() => {
        focusWasInside.current = true;
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget)) return;
        if (event.relatedTarget) {
          focusWasInside.current = false;
          return;
        }
        // Focus went to the page: either the person clicked outside, or the focused control was
        // removed by a change of state. Only the first means the focus has left.
        const control = event.target;
        setTimeout(() => {
          if (control.isConnected) focusWasInside.current = false;
        });
      }}
    >
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {state.status === 'idle' || state.status === 'denied' || state.status === 'unavailable' ? (
        <div className="flex items-center gap-3">
          <IconButton label={say('record')} icon={<MicIcon />} variant="secondary" isDisabled={isDisabled} onPress={onRecord} />
          {state.status === 'unavailable' && (
            <p role="alert" className="text-sm text-danger-700">
              {t(`problem.${state.problem}`)}
            </p>
          )}
        </div>
      ) : (
        <TakeRow
          state={state}
          waveformRef={waveformRef}
          onStop={onStop}
          onPlay={onPlay}
          onPause={onPause}
          onDiscard={onDiscard}
          onSend={onSend}
          sendLabel={say('send')}
        />
      )}
      {state.status === 'encoding' && <ProgressBar label={t('status.encoding')} value={state.percent} />}
      {state.status === 'uploading' && <ProgressBar label={t('status.uploading')} value={uploadPercent ?? 0} />}
      {state.status === 'failed' && (
        <Alert tone="danger">
          {state.step === 'presign' || state.step === 'transfer' ? uploadFailure.of(state.step) : t(`failed.${state.step}`)}
        </Alert>
      )}
      <PermissionErrorDialog isOpen={state.status === 'denied'} onClose={onDismiss} />
    </div>
  );
}

type ActiveState = Exclude<RecorderState, { status: 'idle' | 'denied' | 'unavailable' }>;

interface TakeRowProps extends Pick<VoiceReplyViewProps, 'waveformRef' | 'onStop' | 'onPlay' | 'onPause' | 'onDiscard' | 'onSend'> {
  state: ActiveState;
  sendLabel: string;
}

/** One line: the main control, the waveform, the time, then discard and send. */
function TakeRow({ state, waveformRef, sendLabel, onStop, onPlay, onPause, onDiscard, onSend }: TakeRowProps) {
  const { t } = useTranslation('voice-reply');
  const isBusy = state.status === 'encoding' || state.status === 'uploading';
  const canPlay = state.status === 'recorded' || state.status === 'failed';
  const isPlaying = canPlay && state.isPlaying;

  return (
    <div className="flex min-w-0 items-center gap-2 rounded-card border border-border bg-surface p-1.5">
      {state.status === 'requesting' || state.status === 'recording' ? (
        <IconButton
          label={t('stop')}
          icon={<StopIcon />}
          variant="danger"
          isDisabled={state.status === 'requesting'}
          onPress={onStop}
        />
      ) : (
        <IconButton
          label={t(isPlaying ? 'pause' : 'play')}
          icon={isPlaying ? <PauseIcon /> : <PlayIcon />}
          variant="secondary"
          isDisabled={!canPlay}
          onPress={isPlaying ? onPause : onPlay}
        />
      )}
      {state.status === 'recording' && <span aria-hidden="true" className="size-2.5 shrink-0 animate-pulse rounded-full bg-danger-600 @max-md:hidden" />}
      <div className="relative h-10 min-w-12 flex-1">
        {/* Time runs left to right in the waveform whatever the page direction: it is a media timeline. */}
        <div
          ref={waveformRef}
          dir="ltr"
          role="img"
          aria-label={t('waveform')}
          className={cn(
            'h-10 w-full text-brand-500 [--wave-played:var(--color-brand-800)] [--wave-cursor:var(--color-ink)]',
            isBusy && 'opacity-60',
          )}
        />
        {state.status === 'requesting' && (
          <p className="absolute inset-0 flex items-center px-2 text-sm text-ink-muted">{t('status.requesting')}</p>
        )}
      </div>
      <TimeReadout state={state} />
      <IconButton label={t('discard')} icon={<TrashIcon />} variant="danger" isDisabled={isBusy} onPress={onDiscard} />
      {state.status === 'failed' ? (
        <Button size="sm" onPress={onSend}>
          {t('retry')}
        </Button>
      ) : (
        <IconButton
          label={sendLabel}
          icon={<SendIcon />}
          variant="primary"
          isDisabled={state.status !== 'recorded'}
          isPending={isBusy}
          onPress={onSend}
        />
      )}
    </div>
  );
}

/** Elapsed time against the limit while recording; position against length once there is a take. */
function TimeReadout({ state }: { state: ActiveState }) {
  const { t } = useTranslation('voice-reply');
  if (state.status === 'requesting') return null;
  const isRecording = state.status === 'recording';
  // A take's length is rounded to the nearest second (1.98 s reads 0:02); positions count whole seconds.
  const [current, total] = isRecording
    ? [state.elapsedMs, MAX_TAKE_MS]
    : ['positionMs' in state ? state.positionMs : 0, Math.round(state.durationMs / 1000) * 1000];
  return (
    // "position / length" is a numeric expression and reads left to right in Urdu too, as media players show it.
    <p role="timer" aria-label={t(isRecording ? 'elapsed' : 'position')} dir="ltr" className="shrink-0 text-sm tabular-nums text-ink-muted">
      <span className={cn(isRecording && 'font-medium text-ink')}>{formatClock(current)}</span>
      {/* In a narrow composer (a phone's drawer) the recording's limit gives its room to the waveform. */}
      <span className={cn(isRecording && '@max-md:hidden')}>
        {' / '}
        {formatClock(total)}
      </span>
    </p>
  );
}
