import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';
import type { ComponentUsage } from '@/shared/lib/storybook';

/** The written part of the docs page. */
const usage = {
  use: 'How far an upload or a long task has gone, when the amount is known (or an unknown amount, without a value).',
  avoid: 'Not while a list loads: use `Skeleton`. Not in a button: its pending state shows a spinner.',
  keyboard: ['Not focusable.'],
  screenReader: ['Announced as a progress bar with its label and the percentage (or the value on its own scale).'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/ProgressBar',
  tags: ['autodocs'],
  parameters: { usage },
  component: ProgressBar,
  args: { label: 'Uploading course image', value: 40 },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar', { name: 'Uploading course image' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
    await expect(within(canvasElement).getByText('40%')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar')).toHaveAttribute('aria-valuetext', '0%');
  },
};

export const Complete: Story = {
  args: { label: 'Upload finished', value: 100 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar')).toHaveAttribute('aria-valuetext', '100%');
  },
};

export const CustomScale: Story = {
  args: {
    label: 'Lessons published',
    value: 7,
    maxValue: 12,
    formatOptions: { style: 'decimal' },
  },
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar', { name: 'Lessons published' });
    await expect(bar).toHaveAttribute('aria-valuemax', '12');
    await expect(bar).toHaveAttribute('aria-valuenow', '7');
  },
};

export const WithoutValue: Story = {
  args: { showValue: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('40%')).not.toBeInTheDocument();
    await expect(await within(canvasElement).findByRole('progressbar')).toHaveAttribute('aria-valuetext', '40%');
  },
};

export const Rtl: Story = {
  args: { label: 'کورس کی تصویر اپ لوڈ ہو رہی ہے', value: 65 },
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar', { name: 'کورس کی تصویر اپ لوڈ ہو رہی ہے' });
    await expect(bar).toHaveAttribute('aria-valuenow', '65');
  },
};
