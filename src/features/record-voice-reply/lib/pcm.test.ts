import { describe, expect, it } from 'vitest';
import { downmixToMono } from './pcm';

describe('downmixToMono', () => {
  it('copies a single channel rather than sharing it', () => {
    const channel = new Float32Array([0.25, -0.5]);
    const mono = downmixToMono([channel]);
    expect([...mono]).toEqual([0.25, -0.5]);
    expect(mono.buffer).not.toBe(channel.buffer);
  });

  it('averages two channels, stopping at the shorter one', () => {
    const mono = downmixToMono([new Float32Array([1, 0.5, 0.25]), new Float32Array([0, -0.5])]);
    expect([...mono]).toEqual([0.5, 0]);
  });

  it('gives silence of no length for no channels', () => {
    expect(downmixToMono([])).toHaveLength(0);
  });
});
