import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STORED_FILE, toneWav, type ComponentUsage } from '@/shared/lib/storybook';
import { AudioPreview } from './AudioPreview';

const STORED = STORED_FILE.audio.replace(':name', 'makharij-practice');
const playable = http.get(STORED_FILE.audio, () => new HttpResponse(toneWav(), { headers: { 'content-type': 'audio/mpeg' } }));

/** The written part of the docs page. */
const usage = {
  use: 'Playing back a stored or just-chosen audio file inside a form (course audio, voice replies), with its length.',
  avoid: 'Not for recording: that is the voice-reply feature. Not for video.',
  keyboard: ['Tab reaches the play button; Enter or Space plays and pauses.'],
  screenReader: ['A group named by its label; the button is named Play or Pause; the time is a timer read as the position and the length.', 'The player stays left to right in Urdu, as media controls never mirror.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/AudioPreview',
  tags: ['autodocs'],
  component: AudioPreview,
  args: { source: STORED, label: 'Audio of Makharij practice' },
  parameters: { usage, msw: { handlers: [playable] } },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AudioPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A stored file: the waveform loads, its length shows, and play turns into pause and back. */
export const Stored: Story = {
  // How far the waveform is coloured depends on how long it played: the picture is ChosenFile's.
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Audio of Makharij practice' })).toBeVisible();
    await expect(await canvas.findByRole('timer', { name: '0:00 of 0:04' }, { timeout: 5000 })).toBeVisible();
    const play = canvas.getByRole('button', { name: 'Play audio' });
    await waitFor(() => expect(play).toBeEnabled());
    await userEvent.click(play);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pause audio' }));
    await expect(await canvas.findByRole('button', { name: 'Play audio' })).toBeVisible();
  },
};

/** A file just chosen, before any upload: it plays from the browser's memory. */
export const ChosenFile: Story = {
  args: { source: new File([toneWav(2)], 'lesson-theory.mp3', { type: 'audio/mpeg' }), label: 'Audio of lesson-theory.mp3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('timer', { name: '0:00 of 0:02' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Play audio' })).toBeEnabled();
    // The waveform is drawn inside the box.
    await expect(canvasElement.querySelector('[data-testid="audio-waveform"]')?.childElementCount).toBeGreaterThan(0);
  },
};

/** While the file is on its way the button waits, and the player says so. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(STORED_FILE.audio, () => new Promise<never>(() => {}))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading audio…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Play audio' })).toBeDisabled();
    await expect(canvas.getByRole('group', { name: 'Audio of Makharij practice' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A file that is gone offers its link instead of a dead player. */
export const Failed: Story = {
  parameters: { msw: { handlers: [http.get(STORED_FILE.audio, () => new HttpResponse(null, { status: 404 }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The audio could not be loaded.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the file' })).toHaveAttribute('href', STORED);
  },
};

/** In Urdu the button and the time are told in Urdu; the waveform still runs left to right. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: { label: 'مخارج کی مشق کی آڈیو' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('timer', { name: '0:04 میں سے 0:00' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'آڈیو چلائیں' })).toBeEnabled();
    await expect(canvasElement.querySelector('[data-testid="audio-waveform"]')).toHaveAttribute('dir', 'ltr');
  },
};
