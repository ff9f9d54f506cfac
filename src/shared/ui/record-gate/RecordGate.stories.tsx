import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RecordGate } from './RecordGate';
import type { ComponentUsage } from '@/shared/lib/storybook';

/** The written part of the docs page. */
const usage = {
  use: 'Around an edit or view screen: waits for the record, says Not found or shows the failure with Try again, and only then draws the form.',
  avoid: 'Not around a list: the list card has its own states.',
  keyboard: ['Try again is reached with Tab.'],
  screenReader: ['While waiting it is a busy status; Not found and failures are read as alerts.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/RecordGate',
  tags: ['autodocs'],
  parameters: { usage },
  component: RecordGate,
  args: {
    isCreate: false,
    isLoading: false,
    notFoundMessage: 'This discount does not exist.',
    failedMessage: 'The discount could not be loaded.',
    loadingLabel: 'Loading the discount',
    onRetry: fn(),
    children: <p>The edit form</p>,
  },
} satisfies Meta<typeof RecordGate>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The edit form')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the discount');
    await expect(within(canvasElement).queryByText('The edit form')).not.toBeInTheDocument();
  },
};

/** Add mode never waits for a record. */
export const Create: Story = {
  args: { isCreate: true, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The edit form')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { error: { status: 404, message: 'Not found' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This discount does not exist.');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { error: { status: 503, message: 'The academy service is unavailable.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The academy service is unavailable.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  args: { error: { status: 503, message: 'سروس دستیاب نہیں۔' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'دوبارہ کوشش کریں' })).toBeVisible();
  },
};
