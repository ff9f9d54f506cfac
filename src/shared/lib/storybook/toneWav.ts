/**
 * A short WAV file of a tone that swells and fades a few times, so a waveform has a visible shape.
 * Stories serve it wherever audio plays (voice notes, previews); it is made in memory, so no audio file is kept in the repository.
 */
export function toneWav(seconds = 4, sampleRate = 8000): ArrayBuffer {
  const samples = Math.round(seconds * sampleRate);
  const buffer = new ArrayBuffer(44 + samples * 2);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) => {
    for (let index = 0; index < value.length; index += 1) view.setUint8(offset + index, value.charCodeAt(index));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // size of the format block
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per frame
  view.setUint16(34, 16, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  for (let index = 0; index < samples; index += 1) {
    const time = index / sampleRate;
    const envelope = 0.15 + 0.85 * Math.abs(Math.sin(Math.PI * time * 1.3)) * Math.abs(Math.sin(Math.PI * time * 0.37 + 0.4));
    const sample = Math.sin(2 * Math.PI * 330 * time) * envelope * 0.8;
    view.setInt16(44 + index * 2, Math.round(sample * 32767), true);
  }
  return buffer;
}
