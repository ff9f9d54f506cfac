import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LessonStatusBadge } from './LessonStatusBadge';

const meta = {
  title: 'entities/lesson/LessonStatusBadge',
  component: LessonStatusBadge,
  args: { status: 'NEW' },
} satisfies Meta<typeof LessonStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('New')).toBeVisible();
  },
};

export const Published: Story = {
  args: { status: 'PUBLISH' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Published')).toBeVisible();
  },
};

export const Unpublished: Story = {
  args: { status: 'UNPUBLISHED' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Unpublished')).toBeVisible();
  },
};

export const Rtl: Story = {
  args: { status: 'PUBLISH' },
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('شائع شدہ')).toBeVisible();
  },
};
