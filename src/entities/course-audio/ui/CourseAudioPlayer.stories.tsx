import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CourseAudioPlayer } from './CourseAudioPlayer';

const meta = {
  title: 'entities/course-audio/CourseAudioPlayer',
  component: CourseAudioPlayer,
  args: { title: 'Surah Al-Fatiha recitation', url: '/silence.mp3' },
} satisfies Meta<typeof CourseAudioPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const player = canvasElement.querySelector('audio');
    await expect(player).toHaveAttribute('aria-label', 'Surah Al-Fatiha recitation');
    await expect(player).toHaveAttribute('preload', 'none');
    await expect(player).toHaveAttribute('controls');
  },
};

/** An item whose file is missing shows no player at all. */
export const WithoutFile: Story = {
  args: { url: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('audio')).toBeNull();
    await expect(within(canvasElement).queryByLabelText('Surah Al-Fatiha recitation')).not.toBeInTheDocument();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  args: { title: 'سورۃ الفاتحہ کی تلاوت' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('audio')).toHaveAttribute('aria-label', 'سورۃ الفاتحہ کی تلاوت');
  },
};
