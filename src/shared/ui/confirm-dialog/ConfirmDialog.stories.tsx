import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import type { ComponentUsage } from '@/shared/lib/storybook';

/** Opens the question from a button and closes it through `onOpenChange`, as a page does. */
function ConfirmWithTrigger({ openLabel, ...args }: ConfirmDialogProps & { openLabel: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const change = (open: boolean) => {
    setIsOpen(open);
    args.onOpenChange(open);
  };
  return (
    <>
      <Button variant="danger" onPress={() => change(true)}>
        {openLabel}
      </Button>
      <ConfirmDialog {...args} isOpen={isOpen} onOpenChange={change} />
    </>
  );
}

/** The written part of the docs page. */
const usage = {
  use: 'Asking before an action that cannot be undone or costs something: delete, publish, remove a discount. It says what will happen, names the record, and offers Cancel and the action.',
  avoid: 'Not for a form: use `Dialog` with `FormFooter`. Not for information alone: use an `Alert`.',
  keyboard: ['Opens with focus inside; Tab stays within it; Escape cancels; Enter on the focused button presses it.', 'Focus returns to the button that opened it when it closes.'],
  screenReader: ['Announced as an alert dialog named by its title; the message is its description.', 'While the action runs its button says it is pending and Cancel waits.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/ConfirmDialog',
  tags: ['autodocs'],
  parameters: { usage },
  component: ConfirmDialog,
  args: {
    isOpen: false,
    onOpenChange: fn(),
    title: 'Delete this lesson?',
    message: 'Learners lose access to it at once. This cannot be undone.',
    confirmLabel: 'Delete',
    onConfirm: fn(),
  },
  render: (args) => <ConfirmWithTrigger {...args} openLabel="Delete lesson" />,
  // A busy button announces itself through a live region that outlives the story by seconds and
  // would then point at a button that is gone; clear it so the next story starts clean.
  beforeEach: () => () => {
    document.querySelectorAll('[data-live-announcer] [role="img"]').forEach((node) => node.remove());
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openQuestion(canvasElement: HTMLElement, openLabel = 'Delete lesson') {
  await userEvent.click(within(canvasElement).getByRole('button', { name: openLabel }));
  return within(document.body).findByRole('alertdialog');
}

/** Confirming runs the action once and closes the question. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openQuestion(canvasElement);
    await expect(dialog).toHaveAccessibleName('Delete this lesson?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Cancel (or Escape) closes without running the action. */
export const Cancelled: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openQuestion(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** While the action runs the confirm button is busy, Cancel is off and Escape does not close. */
export const Pending: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ args, canvasElement }) => {
    const dialog = await openQuestion(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(confirm).toHaveAttribute('data-pending', 'true'));
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).getByRole('alertdialog')).toBeInTheDocument();
  },
};

/** A question that is not destructive uses the brand colour. */
export const Primary: Story = {
  args: {
    tone: 'primary',
    title: 'Publish the course?',
    message: 'It becomes visible to every learner.',
    confirmLabel: 'Publish',
    cancelLabel: 'Not yet',
  },
  play: async ({ canvasElement }) => {
    const dialog = await openQuestion(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Publish' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Not yet' })).toBeEnabled();
  },
};

export const Rtl: Story = {
  args: {
    title: 'یہ سبق حذف کریں؟',
    message: 'طلبہ کی اس تک رسائی فوراً ختم ہو جائے گی۔ یہ عمل واپس نہیں ہو سکتا۔',
    confirmLabel: 'حذف کریں',
  },
  globals: { locale: 'ur' },
  render: (args) => <ConfirmWithTrigger {...args} openLabel="سبق حذف کریں" />,
  play: async ({ canvasElement }) => {
    const dialog = await openQuestion(canvasElement, 'سبق حذف کریں');
    await expect(within(dialog).getByRole('button', { name: 'منسوخ کریں' })).toBeEnabled();
  },
};
