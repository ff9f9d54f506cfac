/**
 * Averages the channels of a decoded take into one. Voice replies are mono: a stereo take from a
 * headset carries the same voice twice. Always returns a new array, so it can be handed to a worker
 * (transferred) without touching the decoder's own buffers.
 */
export function downmixToMono(channels: readonly Float32Array[]): Float32Array {
  const [first] = channels;
  if (!first) return new Float32Array(0);
  if (channels.length === 1) return first.slice();
  const length = Math.min(...channels.map((channel) => channel.length));
  const mono = new Float32Array(length);
  for (const channel of channels) {
    for (let index = 0; index < length; index += 1) mono[index]! += channel[index]!;
  }
  const scale = 1 / channels.length;
  for (let index = 0; index < length; index += 1) mono[index]! *= scale;
  return mono;
}
