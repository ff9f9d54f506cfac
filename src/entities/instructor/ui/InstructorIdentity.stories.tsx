import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contractFixtures } from '@/shared/api';
import { InstructorIdentity } from './InstructorIdentity';

const [withPortrait, withoutPortrait] = contractFixtures.instructorFixtures;

const meta = {
  title: 'entities/instructor/InstructorIdentity',
  component: InstructorIdentity,
  args: { name: withPortrait?.name ?? '', imageUrl: withPortrait?.imageUrl ?? null },
} satisfies Meta<typeof InstructorIdentity>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Bilal Ahmed')).toBeVisible();
    // The portrait is decoration next to the name, so it has an empty text alternative.
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

export const WithoutImage: Story = {
  args: { name: withoutPortrait?.name ?? '', imageUrl: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('KN')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('Khadija Noor')).toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  args: { name: 'خدیجہ نور', imageUrl: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('خدیجہ نور')).toBeVisible();
  },
};
