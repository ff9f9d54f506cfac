import type { FailedStep } from './types';

/**
 * What the recorder shows. Times are milliseconds. A take exists from `recorded` on, and stays
 * through encoding, uploading and a failure, until it is sent or discarded.
 */
export type RecorderState =
  | { status: 'idle' }
  | { status: 'requesting' }
  | { status: 'recording'; elapsedMs: number }
  | { status: 'recorded'; durationMs: number; positionMs: number; isPlaying: boolean }
  | { status: 'encoding'; durationMs: number; percent: number }
  /** `isStored` once the bytes are up and the reply is being handed over. */
  | { status: 'uploading'; durationMs: number; isStored: boolean }
  | { status: 'failed'; durationMs: number; positionMs: number; isPlaying: boolean; step: FailedStep }
  /** The microphone was refused: the 'Permission Error' dialog is open. */
  | { status: 'denied' }
  /** No microphone, or it could not start: a notice beside the record button. */
  | { status: 'unavailable'; problem: 'missing' | 'failed' };

export type RecorderEvent =
  | { type: 'request' }
  | { type: 'refused' }
  | { type: 'unavailable'; problem: 'missing' | 'failed' }
  | { type: 'started' }
  | { type: 'tick'; elapsedMs: number }
  | { type: 'ready'; durationMs: number }
  | { type: 'playing'; isPlaying: boolean }
  | { type: 'position'; positionMs: number }
  | { type: 'encode' }
  | { type: 'encoding'; percent: number }
  | { type: 'upload' }
  | { type: 'stored' }
  | { type: 'failed'; step: FailedStep }
  | { type: 'sent' }
  | { type: 'discard' }
  | { type: 'dismiss' };

export const initialRecorderState: RecorderState = { status: 'idle' };

/** The statuses in which a recorded take exists. */
export function hasTake(state: RecorderState): state is Extract<RecorderState, { durationMs: number }> {
  return 'durationMs' in state;
}

/** The recorder's state machine; an event that does not fit the current state changes nothing. */
export function recorderReducer(state: RecorderState, event: RecorderEvent): RecorderState {
  switch (event.type) {
    case 'request':
      return state.status === 'idle' || state.status === 'unavailable' ? { status: 'requesting' } : state;
    case 'refused':
      return state.status === 'requesting' ? { status: 'denied' } : state;
    case 'unavailable':
      return state.status === 'requesting' ? { status: 'unavailable', problem: event.problem } : state;
    case 'started':
      return state.status === 'requesting' ? { status: 'recording', elapsedMs: 0 } : state;
    case 'tick':
      return state.status === 'recording' && state.elapsedMs !== event.elapsedMs ? { ...state, elapsedMs: event.elapsedMs } : state;
    case 'ready':
      return state.status === 'recording'
        ? { status: 'recorded', durationMs: event.durationMs, positionMs: 0, isPlaying: false }
        : state;
    case 'playing':
      return state.status === 'recorded' || state.status === 'failed' ? { ...state, isPlaying: event.isPlaying } : state;
    case 'position':
      return (state.status === 'recorded' || state.status === 'failed') && state.positionMs !== event.positionMs
        ? { ...state, positionMs: event.positionMs }
        : state;
    case 'encode':
      return state.status === 'recorded' || state.status === 'failed'
        ? { status: 'encoding', durationMs: state.durationMs, percent: 0 }
        : state;
    case 'encoding':
      return state.status === 'encoding' && state.percent !== event.percent ? { ...state, percent: event.percent } : state;
    case 'upload':
      return state.status === 'encoding' || state.status === 'recorded' || state.status === 'failed'
        ? { status: 'uploading', durationMs: state.durationMs, isStored: false }
        : state;
    case 'stored':
      return state.status === 'uploading' ? { ...state, isStored: true } : state;
    case 'failed':
      return state.status === 'encoding' || state.status === 'uploading'
        ? { status: 'failed', durationMs: state.durationMs, positionMs: 0, isPlaying: false, step: event.step }
        : state;
    case 'sent':
      return state.status === 'uploading' ? initialRecorderState : state;
    case 'discard':
      return state.status === 'encoding' || state.status === 'uploading' ? state : initialRecorderState;
    case 'dismiss':
      return state.status === 'denied' || state.status === 'unavailable' ? initialRecorderState : state;
  }
}
