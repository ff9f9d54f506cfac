import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SyncStatusBadge } from './SyncStatusBadge';

const meta = {
  title: 'entities/product-sync-run/SyncStatusBadge',
  component: SyncStatusBadge,
  args: { status: 'SUCCESS' },
  parameters: { screenshot: { skip: true } },
} satisfies Meta<typeof SyncStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Success')).toBeVisible();
  },
};

export const Waiting: Story = {
  args: { status: 'PENDING' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Waiting')).toBeVisible();
  },
};

export const Running: Story = {
  args: { status: 'RUNNING' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Running')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 'FAILED' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Failed')).toBeVisible();
  },
};

export const Rtl: Story = {
  args: { status: 'FAILED' },
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ناکام')).toBeVisible();
  },
};
