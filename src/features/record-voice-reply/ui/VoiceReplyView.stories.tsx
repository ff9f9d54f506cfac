import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import WaveSurfer from 'wavesurfer.js';
import { waveformOptions } from '../lib/waveform';
import { VoiceReplyView, type VoiceReplyViewProps } from './VoiceReplyView';

/** A made-up spoken phrase: syllables rising and falling, with short pauses between words. */
function speechPeaks(count: number): number[] {
  return Array.from({ length: count }, (_, index) => {
    const word = Math.abs(Math.sin((index / count) * Math.PI * 7));
    const syllable = 0.55 + 0.45 * Math.abs(Math.sin(index * 0.9));
    return Number((word * syllable * 0.9).toFixed(3));
  });
}

type ViewStoryProps = VoiceReplyViewProps & {
  /** Draws this waveform (as the recorder would) instead of leaving the box empty. */
  peaks?: number[];
  peaksSeconds?: number;
};

/** The view with a fixed waveform drawn by wavesurfer.js, so each state's picture is the same every run. */
function ViewWithWaveform({ peaks, peaksSeconds = 12, ...props }: ViewStoryProps) {
  const box = useRef<HTMLDivElement>(null);
  // The live waveform scrolls under no play head, as the Record plugin draws it.
  const isLive = props.state.status === 'recording';
  useEffect(() => {
    const element = box.current;
    if (!element || !peaks) return;
    const options = { ...waveformOptions(element), ...(isLive ? { cursorWidth: 0 } : {}) };
    const waveSurfer = WaveSurfer.create({ container: element, ...options, peaks: [peaks], duration: peaksSeconds });
    // Remembers the width each drawing was made for: a late resize (a font arriving) redraws it 100 ms later.
    waveSurfer.on('redrawcomplete', () => element.setAttribute('data-drawn-width', String(element.clientWidth)));
    return () => waveSurfer.destroy();
  }, [peaks, peaksSeconds, isLive]);
  return <VoiceReplyView {...props} waveformRef={box} />;
}

const meta = {
  title: 'features/record-voice-reply/VoiceReplyView',
  component: ViewWithWaveform,
  args: {
    state: { status: 'idle' },
    onRecord: fn(),
    onStop: fn(),
    onPlay: fn(),
    onPause: fn(),
    onDiscard: fn(),
    onSend: fn(),
    onDismiss: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
  parameters: { screenshot: { viewport: { width: 640, height: 200 } } },
} satisfies Meta<typeof ViewWithWaveform>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Presses a button, then moves pointer and focus away so the picture shows the state alone. */
async function press(button: HTMLElement) {
  await userEvent.click(button);
  await userEvent.unhover(button);
  button.blur();
}

/** The waveform is drawn for the width it has now, with the page's fonts in place. */
async function drawn(canvasElement: HTMLElement) {
  await document.fonts.ready;
  await waitFor(() => {
    const waveform = canvasElement.querySelector<HTMLElement>('[role=img][data-drawn-width]');
    expect(waveform?.dataset.drawnWidth).toBe(String(waveform?.clientWidth));
  });
}

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await press(canvas.getByRole('button', { name: 'Record a voice reply' }));
    await expect(args.onRecord).toHaveBeenCalledOnce();
  },
};

/** Typing in the composer disables recording. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Record a voice reply' })).toBeDisabled();
  },
};

/** The browser is asking for the microphone: the spec's prompt shows where the waveform will be. */
export const Requesting: Story = {
  args: { state: { status: 'requesting' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Allow your microphone to access', { selector: ':not([role=status])' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Stop recording' })).toBeDisabled();
  },
};

export const Recording: Story = {
  args: { state: { status: 'recording', elapsedMs: 7000 }, peaks: speechPeaks(500), peaksSeconds: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer', { name: 'Recorded time and limit' })).toHaveTextContent('0:07 / 5:00');
    await expect(canvas.getByRole('button', { name: 'Stop recording' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Send voice reply' })).toBeDisabled();
    await drawn(canvasElement);
  },
};

/** Recording in a composer as narrow as a phone's drawer: the limit and the red dot step aside so the live waveform keeps its room. */
export const RecordingNarrow: Story = {
  args: { state: { status: 'recording', elapsedMs: 7000 }, peaks: speechPeaks(500), peaksSeconds: 5 },
  decorators: [
    (Story) => (
      <div className="@container w-[16rem]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0:07')).toBeVisible();
    await expect(canvas.getByText('/ 5:00')).not.toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Waveform of the recording' }).getBoundingClientRect().width).toBeGreaterThanOrEqual(48);
    // Nothing spills out of the narrow composer.
    const box = canvasElement.querySelector('.\\@container')!.getBoundingClientRect();
    await expect(canvas.getByRole('button', { name: 'Send voice reply' }).getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    await drawn(canvasElement);
  },
};

export const Recorded: Story = {
  args: { state: { status: 'recorded', durationMs: 12_400, positionMs: 0, isPlaying: false }, peaks: speechPeaks(240) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer', { name: 'Playback position and length' })).toHaveTextContent('0:00 / 0:12');
    for (const name of ['Play the recording', 'Discard the recording', 'Send voice reply']) {
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
    }
    await drawn(canvasElement);
  },
};

/** While the take plays, the main control pauses it. */
export const Playing: Story = {
  args: { state: { status: 'recorded', durationMs: 12_400, positionMs: 4000, isPlaying: true }, peaks: speechPeaks(240) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await press(canvas.getByRole('button', { name: 'Pause the recording' }));
    await expect(args.onPause).toHaveBeenCalledOnce();
    await drawn(canvasElement);
  },
};

export const Encoding: Story = {
  args: { state: { status: 'encoding', durationMs: 12_400, percent: 62 }, peaks: speechPeaks(240) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Preparing the audio…' })).toHaveAttribute('aria-valuenow', '62');
    await expect(canvas.getByRole('button', { name: 'Discard the recording' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Play the recording' })).toBeDisabled();
    await drawn(canvasElement);
  },
};

export const Uploading: Story = {
  args: { state: { status: 'uploading', durationMs: 12_400, isStored: false }, uploadPercent: 45, peaks: speechPeaks(240) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Uploading the audio…' })).toHaveAttribute('aria-valuenow', '45');
    await expect(canvas.getByRole('button', { name: 'Discard the recording' })).toBeDisabled();
    await drawn(canvasElement);
  },
};

/** The MP3 did not reach the storage: the spec's S3 text; the take is kept to play, discard or send again. */
export const UploadFailed: Story = {
  args: {
    state: { status: 'failed', durationMs: 12_400, positionMs: 0, isPlaying: false, step: 'transfer' },
    peaks: speechPeaks(240),
  },
  parameters: { screenshot: { viewport: { width: 640, height: 240 } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred while uploading to S3. Please try again.');
    await expect(canvas.getByRole('button', { name: 'Play the recording' })).toBeEnabled();
    await press(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
    await drawn(canvasElement);
  },
};

export const MicrophoneMissing: Story = {
  args: { state: { status: 'unavailable', problem: 'missing' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No microphone was found. Connect one and try again.');
    await expect(canvas.getByRole('button', { name: 'Record a voice reply' })).toBeEnabled();
  },
};

export const PermissionDenied: Story = {
  args: { state: { status: 'denied' } },
  parameters: { screenshot: { viewport: { width: 640, height: 480 } } },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Permission Error' });
    await waitFor(() => expect(within(dialog).getByText('Set Microphone to Allow.')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

/** Urdu: the controls run right to left; the waveform keeps its time axis left to right. */
export const Rtl: Story = {
  globals: { locale: 'ur' },
  args: { state: { status: 'recorded', durationMs: 12_400, positionMs: 0, isPlaying: false }, peaks: speechPeaks(240) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('button', { name: 'ریکارڈنگ چلائیں' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'صوتی جواب بھیجیں' })).toBeEnabled();
    await expect(canvas.getByRole('img', { name: 'ریکارڈنگ کی صوتی لہر' })).toHaveAttribute('dir', 'ltr');
    await drawn(canvasElement);
  },
};

export const RtlPermissionDenied: Story = {
  globals: { locale: 'ur' },
  args: { state: { status: 'denied' } },
  parameters: { screenshot: { viewport: { width: 640, height: 480 } } },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'اجازت کی خرابی' });
    // The dialog fades in; wait for it rather than catch it half drawn.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'ٹھیک ہے' })).toBeVisible());
  },
};
