import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/shared/ui/button';
import { ToastRegion } from './ToastRegion';
import { dismissAllToasts, showToast, type ToastOptions } from './toastQueue';
import type { ComponentUsage } from '@/shared/lib/storybook';

function Demo({ toast }: { toast: ToastOptions }) {
  return (
    <div className="min-h-[32rem]">
      <Button onPress={() => showToast(toast)}>Save</Button>
      <ToastRegion />
    </div>
  );
}

/** The written part of the docs page. */
const usage = {
  use: 'The outcome of an action that succeeded (Saved, Published) or failed without a form to hold it; it comes in at the screen\'s corner and leaves after a few seconds.',
  avoid: 'Not for an error the person must act on in a form: use `Alert`. Not for anything that must stay.',
  keyboard: ['Tab reaches a toast\'s close button; Enter or Space closes it. A toast waits while the pointer or the focus is on the toasts.'],
  screenReader: ['A failure is `role="alert"`, read at once; any other toast is `role="status"`, read politely.', 'The toasts sit in a region named Notifications; each close button is named Dismiss.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/Toast',
  tags: ['autodocs'],
  parameters: { usage },
  component: Demo,
  args: { toast: { tone: 'success', title: 'Course updated', description: 'Learners see the new version now.', timeout: 0 } },
  argTypes: { toast: { description: 'What `showToast` is given: the tone, the title, an optional description, and the milliseconds before it goes by itself (0 keeps it until closed).' } },
  beforeEach: () => dismissAllToasts,
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    const toast = await page().findByRole('status');
    await expect(toast).toHaveTextContent('Course updated');
  },
};

/** Errors are announced at once (role=alert) and stay until closed. */
export const Danger: Story = {
  args: { toast: { tone: 'danger', title: 'Could not save', description: 'Rank must be at least 1.', timeout: 0 } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(await page().findByRole('alert')).toHaveTextContent('Rank must be at least 1.');
  },
};

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await page().findByRole('status');
    await userEvent.click(page().getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(page().queryByText('Course updated')).toBeNull());
  },
};

export const LeavesOnItsOwn: Story = {
  args: { toast: { tone: 'info', title: 'Link copied', timeout: 300 } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(await page().findByText('Link copied')).toBeVisible();
    await waitFor(() => expect(page().queryByText('Link copied')).toBeNull(), { timeout: 3000 });
  },
};

/** More than four at once: the oldest four show, the rest wait their turn. */
export const Stacked: Story = {
  args: { toast: { tone: 'warning', title: 'Price not saved', timeout: 0 } },
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: 'Save' });
    for (let press = 0; press < 6; press += 1) await userEvent.click(save);
    await waitFor(() => expect(page().getAllByRole('status')).toHaveLength(4));
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  args: { toast: { tone: 'success', title: 'کورس محفوظ ہو گیا', description: 'طلبہ کو اب نیا ورژن نظر آتا ہے۔', timeout: 0 } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(await page().findByRole('status')).toHaveTextContent('کورس محفوظ ہو گیا');
  },
};
