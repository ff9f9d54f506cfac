import { describe, expect, it } from 'vitest';
import { initialRecorderState, recorderReducer, type RecorderEvent, type RecorderState } from './recorderState';

const run = (events: RecorderEvent[], from: RecorderState = initialRecorderState) => events.reduce(recorderReducer, from);
const recorded: RecorderEvent[] = [{ type: 'request' }, { type: 'started' }, { type: 'tick', elapsedMs: 3000 }, { type: 'ready', durationMs: 3400 }];

describe('recorderReducer', () => {
  it('goes from asking for the microphone to recording to a take', () => {
    expect(run([{ type: 'request' }])).toEqual({ status: 'requesting' });
    expect(run([{ type: 'request' }, { type: 'started' }, { type: 'tick', elapsedMs: 2000 }])).toEqual({ status: 'recording', elapsedMs: 2000 });
    expect(run(recorded)).toEqual({ status: 'recorded', durationMs: 3400, positionMs: 0, isPlaying: false });
  });

  it('opens the permission dialog on a refusal and closes it back to idle', () => {
    const denied = run([{ type: 'request' }, { type: 'refused' }]);
    expect(denied).toEqual({ status: 'denied' });
    expect(recorderReducer(denied, { type: 'dismiss' })).toEqual(initialRecorderState);
  });

  it('lets a missing microphone be tried again', () => {
    const missing = run([{ type: 'request' }, { type: 'unavailable', problem: 'missing' }]);
    expect(missing).toEqual({ status: 'unavailable', problem: 'missing' });
    expect(recorderReducer(missing, { type: 'request' })).toEqual({ status: 'requesting' });
  });

  it('plays, pauses and follows the position of a take', () => {
    const playing = run([...recorded, { type: 'playing', isPlaying: true }, { type: 'position', positionMs: 1000 }]);
    expect(playing).toMatchObject({ status: 'recorded', isPlaying: true, positionMs: 1000 });
    expect(recorderReducer(playing, { type: 'playing', isPlaying: false })).toMatchObject({ isPlaying: false });
  });

  it('discards a take, or a recording under way', () => {
    expect(run([...recorded, { type: 'discard' }])).toEqual(initialRecorderState);
    expect(run([{ type: 'request' }, { type: 'started' }, { type: 'discard' }])).toEqual(initialRecorderState);
  });

  it('encodes, uploads and clears the take once it is sent', () => {
    const uploading = run([...recorded, { type: 'encode' }, { type: 'encoding', percent: 40 }, { type: 'upload' }]);
    expect(uploading).toEqual({ status: 'uploading', durationMs: 3400, isStored: false });
    expect(recorderReducer(uploading, { type: 'stored' })).toMatchObject({ isStored: true });
    expect(run([{ type: 'stored' }, { type: 'sent' }], uploading)).toEqual(initialRecorderState);
  });

  it('keeps the take after a failed upload, and retries with it', () => {
    const failed = run([...recorded, { type: 'encode' }, { type: 'upload' }, { type: 'failed', step: 'transfer' }]);
    expect(failed).toEqual({ status: 'failed', durationMs: 3400, positionMs: 0, isPlaying: false, step: 'transfer' });
    // The failed take can still be played, and a retry goes straight to the upload (the MP3 is kept).
    expect(recorderReducer(failed, { type: 'playing', isPlaying: true })).toMatchObject({ status: 'failed', isPlaying: true });
    expect(recorderReducer(failed, { type: 'upload' })).toMatchObject({ status: 'uploading', durationMs: 3400 });
  });

  it('cannot discard while the take is being encoded or uploaded', () => {
    const encoding = run([...recorded, { type: 'encode' }]);
    expect(recorderReducer(encoding, { type: 'discard' })).toBe(encoding);
  });

  it('ignores events that do not fit', () => {
    expect(recorderReducer(initialRecorderState, { type: 'ready', durationMs: 10 })).toBe(initialRecorderState);
    expect(recorderReducer(initialRecorderState, { type: 'tick', elapsedMs: 10 })).toBe(initialRecorderState);
    const recording = run([{ type: 'request' }, { type: 'started' }]);
    expect(recorderReducer(recording, { type: 'request' })).toBe(recording);
  });
});
