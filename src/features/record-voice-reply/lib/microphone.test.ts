import { describe, expect, it } from 'vitest';
import { microphoneProblemOf } from './microphone';

describe('microphoneProblemOf', () => {
  it('reads a refusal by the person or the browser as denied', () => {
    expect(microphoneProblemOf(new DOMException('Permission denied', 'NotAllowedError'))).toBe('denied');
    expect(microphoneProblemOf(new DOMException('Insecure context', 'SecurityError'))).toBe('denied');
  });

  it('reads an absent device as missing', () => {
    expect(microphoneProblemOf(new DOMException('Requested device not found', 'NotFoundError'))).toBe('missing');
  });

  it('reads anything else as a failure', () => {
    expect(microphoneProblemOf(new DOMException('Could not start audio source', 'NotReadableError'))).toBe('failed');
    expect(microphoneProblemOf('nope')).toBe('failed');
  });
});
