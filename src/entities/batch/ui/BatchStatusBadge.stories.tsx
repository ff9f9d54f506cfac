import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BatchStatusBadge } from './BatchStatusBadge';

const meta = {
  title: 'entities/batch/BatchStatusBadge',
  component: BatchStatusBadge,
  args: { status: 'RUNNING' },
} satisfies Meta<typeof BatchStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Running')).toBeVisible();
  },
};

export const Finished: Story = {
  args: { status: 'FINISHED' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Finished')).toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('جاری')).toBeVisible();
  },
};
