import type { WaveSurferOptions } from 'wavesurfer.js';

/**
 * How the recorder draws its waveforms (live and of the take). Colours come from the design tokens
 * set on the box: its text colour for the wave, `--wave-played` for what has been heard and
 * `--wave-cursor` for the play head.
 */
export function waveformOptions(box: HTMLElement): Omit<WaveSurferOptions, 'container'> {
  const style = getComputedStyle(box);
  const read = (name: string) => style.getPropertyValue(name).trim() || style.color;
  return {
    height: 40,
    waveColor: style.color,
    progressColor: read('--wave-played'),
    cursorColor: read('--wave-cursor'),
    cursorWidth: 2,
    barWidth: 2,
    barGap: 1,
    barRadius: 2,
    // Seeking by pointer would have no keyboard equivalent; play and pause are the controls.
    interact: false,
  };
}
