import { useCallback, useEffect, useReducer, useRef, type RefObject } from 'react';
import type WaveSurfer from 'wavesurfer.js';
import type RecordPlugin from 'wavesurfer.js/plugins/record';
import { UploadError, useFileUpload } from '@/shared/api';
import { MAX_REPLY_BYTES, MAX_TAKE_MS } from '../config/limits';
import { encodeTake, type EncodedTake } from '../lib/encodeTake';
import { ensureMicrophone, MicrophoneError } from '../lib/microphone';
import { waveformOptions } from '../lib/waveform';
import { hasTake, initialRecorderState, recorderReducer, type RecorderState } from './recorderState';
import type { FailedStep, VoiceReply } from './types';

export interface VoiceRecorderOptions {
  /** Receives the stored reply; the take is cleared once this settles, and kept if it throws. */
  onRecorded(reply: VoiceReply): unknown;
  /** The upload's file category: CHAT_AUDIO for the chat, AUDIO for a course's own recordings. */
  fileCategory?: RecordingCategory;
}

/** The MP3 categories a take may be stored as. */
export type RecordingCategory = 'CHAT_AUDIO' | 'AUDIO';

export interface VoiceRecorder {
  state: RecorderState;
  /** 0–100 while the MP3 goes up. */
  uploadPercent: number | undefined;
  /** Attach to the box the waveform is drawn in. */
  waveformRef: RefObject<HTMLDivElement | null>;
  start(): void;
  stop(): void;
  play(): void;
  pause(): void;
  discard(): void;
  /** Encodes, uploads and hands over the take; after a failure it retries with the same take. */
  send(): void;
  /** Closes the 'Permission Error' dialog or the microphone notice. */
  dismiss(): void;
}

/** The waveform player and its recorder for one take; made when recording starts, destroyed with the take. */
interface Session {
  waveSurfer: WaveSurfer;
  recorder: RecordPlugin;
}

/**
 * Records a voice reply with wavesurfer.js and its Record plugin, plays the take back, and on send
 * turns it into a 128 kbps MP3, uploads it as CHAT_AUDIO and hands over the stored key. The audio
 * libraries are fetched the first time recording starts, never before.
 */
export function useVoiceRecorder({ onRecorded, fileCategory = 'CHAT_AUDIO' }: VoiceRecorderOptions): VoiceRecorder {
  const [state, dispatch] = useReducer(recorderReducer, initialRecorderState);
  const { upload, progress } = useFileUpload(fileCategory);
  const waveformRef = useRef<HTMLDivElement | null>(null);
  const session = useRef<Session | null>(null);
  const take = useRef<Blob | null>(null);
  const encoded = useRef<EncodedTake | null>(null);
  // Each take gets a number; work still running for an older one (after a discard) is ignored.
  const generation = useRef(0);
  const current = useRef(state);
  useEffect(() => {
    current.current = state;
  }, [state]);

  const release = useCallback(() => {
    const ending = session.current;
    session.current = null;
    take.current = null;
    encoded.current = null;
    ending?.waveSurfer.destroy();
  }, []);

  useEffect(
    () => () => {
      generation.current += 1;
      release();
    },
    [release],
  );

  const start = () => {
    const status = current.current.status;
    if (status !== 'idle' && status !== 'unavailable') return;
    const id = ++generation.current;
    dispatch({ type: 'request' });
    void (async () => {
      try {
        await ensureMicrophone();
        const [{ default: WaveSurferClass }, { default: RecordPluginClass }] = await Promise.all([
          import('wavesurfer.js'),
          import('wavesurfer.js/plugins/record'),
        ]);
        if (id !== generation.current) return;
        const box = waveformRef.current;
        if (!box) throw new Error('The waveform box is not on the page.');
        const waveSurfer = WaveSurferClass.create({ container: box, ...waveformOptions(box) });
        const recorder = waveSurfer.registerPlugin(RecordPluginClass.create({ scrollingWaveform: true, renderRecordedAudio: false }));
        session.current = { waveSurfer, recorder };

        recorder.on('record-start', () => dispatch({ type: 'started' }));
        recorder.on('record-progress', (elapsedMs) => {
          dispatch({ type: 'tick', elapsedMs: Math.floor(elapsedMs / 1000) * 1000 });
          if (elapsedMs >= MAX_TAKE_MS) recorder.stopRecording();
        });
        recorder.on('record-end', (blob) => {
          if (id !== generation.current) return;
          take.current = blob;
          // Draw the take only once the plugin has let go of the microphone: until then its live
          // waveform keeps redrawing and would replace the take's.
          queueMicrotask(() => {
            if (id !== generation.current) return;
            void waveSurfer
              .loadBlob(blob)
              .catch(() => undefined)
              .then(() => {
                if (id !== generation.current) return;
                const seconds = waveSurfer.getDuration();
                dispatch({ type: 'ready', durationMs: Math.round(seconds > 0 ? seconds * 1000 : recorder.getDuration()) });
              });
          });
        });
        waveSurfer.on('play', () => dispatch({ type: 'playing', isPlaying: true }));
        waveSurfer.on('pause', () => dispatch({ type: 'playing', isPlaying: false }));
        waveSurfer.on('finish', () => dispatch({ type: 'playing', isPlaying: false }));
        waveSurfer.on('timeupdate', (seconds) => dispatch({ type: 'position', positionMs: Math.floor(seconds) * 1000 }));

        await recorder.startRecording();
      } catch (error) {
        if (id !== generation.current) return;
        release();
        if (error instanceof MicrophoneError && error.problem === 'denied') dispatch({ type: 'refused' });
        else dispatch({ type: 'unavailable', problem: error instanceof MicrophoneError && error.problem === 'missing' ? 'missing' : 'failed' });
      }
    })();
  };

  const stop = () => {
    if (current.current.status === 'recording') session.current?.recorder.stopRecording();
  };

  const play = () => {
    if (!hasTake(current.current)) return;
    // A refused play (the browser's autoplay rules) leaves the player paused, which the button shows.
    session.current?.waveSurfer.play().catch(() => undefined);
  };

  const pause = () => session.current?.waveSurfer.pause();

  const discard = () => {
    const status = current.current.status;
    if (status === 'encoding' || status === 'uploading') return;
    generation.current += 1;
    release();
    dispatch({ type: 'discard' });
  };

  const send = () => {
    const status = current.current.status;
    const blob = take.current;
    if ((status !== 'recorded' && status !== 'failed') || !blob) return;
    const id = generation.current;
    session.current?.waveSurfer.pause();
    void (async () => {
      let phase: 'encode' | 'upload' | 'send' = 'encode';
      try {
        let mp3 = encoded.current;
        if (!mp3) {
          dispatch({ type: 'encode' });
          mp3 = await encodeTake(blob, (percent) => {
            if (id === generation.current) dispatch({ type: 'encoding', percent });
          });
          if (mp3.file.size > MAX_REPLY_BYTES) throw new Error('The recording is larger than a chat audio file may be.');
          encoded.current = mp3;
        }
        if (id !== generation.current) return;
        phase = 'upload';
        dispatch({ type: 'upload' });
        // The upload hook remembers stored files, so a retry after a failed hand-over sends no bytes again.
        const key = await upload(mp3.file);
        dispatch({ type: 'stored' });
        phase = 'send';
        await onRecorded({ file: mp3.file, key, durationMs: mp3.durationMs });
        if (id !== generation.current) return;
        generation.current += 1;
        release();
        dispatch({ type: 'sent' });
      } catch (error) {
        if (id !== generation.current) return;
        const step: FailedStep = error instanceof UploadError ? error.step : phase === 'upload' ? 'transfer' : phase;
        dispatch({ type: 'failed', step });
      }
    })();
  };

  const dismiss = () => dispatch({ type: 'dismiss' });

  const uploadPercent = state.status === 'uploading' ? (progress ?? (state.isStored ? 100 : 0)) : undefined;
  return { state, uploadPercent, waveformRef, start, stop, play, pause, discard, send, dismiss };
}
