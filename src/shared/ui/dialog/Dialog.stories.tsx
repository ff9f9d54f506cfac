import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/shared/ui/button';
import { Dialog, type DialogProps } from './Dialog';
import type { ComponentUsage } from '@/shared/lib/storybook';

/** Opens the dialog from a button, as a page does, and closes it again through `onOpenChange`. */
function DialogWithTrigger({ openLabel, ...args }: DialogProps & { openLabel: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const change = (open: boolean) => {
    setIsOpen(open);
    args.onOpenChange(open);
  };
  return (
    <>
      <Button variant="secondary" onPress={() => change(true)}>
        {openLabel}
      </Button>
      <Dialog
        {...args}
        isOpen={isOpen}
        onOpenChange={change}
        footer={
          <>
            <Button variant="secondary" onPress={() => change(false)}>
              Cancel
            </Button>
            <Button onPress={() => change(false)}>Save</Button>
          </>
        }
      />
    </>
  );
}

/** The written part of the docs page. */
const usage = {
  use: 'A short task that keeps the screen behind it: a category\'s form, a subscription\'s details. It has a title, a body and, for a form, a `FormFooter`.',
  avoid: 'Not to confirm an action: use `ConfirmDialog`. Not for a long form or one that needs its own address: give it a page.',
  keyboard: ['Opens with focus inside; Tab stays within it; Escape and the close button close it; focus returns to what opened it.'],
  screenReader: ['Announced as a dialog named by its title; the page behind it is hidden from screen readers while it is open.', 'The close button is named Close (بند کریں in Urdu).'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/Dialog',
  tags: ['autodocs'],
  parameters: { usage },
  component: Dialog,
  args: {
    isOpen: false,
    onOpenChange: fn(),
    title: 'Rename lesson',
    children: <p>The new name shows to learners at once. Lessons keep their place in the course.</p>,
  },
  render: (args) => <DialogWithTrigger {...args} openLabel="Rename" />,
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement, openLabel = 'Rename') {
  await userEvent.click(within(canvasElement).getByRole('button', { name: openLabel }));
  return within(document.body).findByRole('dialog');
}

/** Opens from its button, keeps Tab inside, closes with Escape and gives focus back to the button. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog).toHaveAccessibleName('Rename lesson');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Four stops inside (close, Cancel, Save, then round again): focus never leaves the dialog.
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Focus goes back once the dialog has left the page.
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Rename' })).toHaveFocus());
  },
};

/** Open, with its footer: the picture of the dialog itself. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).getByRole('heading', { name: 'Rename lesson' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeVisible());
  },
};

/** The × button closes it too. */
export const CloseButton: Story = {
  args: { size: 'sm' },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A wide dialog for a form or a table. */
export const Large: Story = {
  args: {
    size: 'xl',
    title: 'Edit course details',
    children: (
      <div className="flex flex-col gap-2">
        <p>Title, description, level and cover image of the course.</p>
        <p>Changes show to learners after you save.</p>
      </div>
    ),
  },
  parameters: { screenshot: { viewport: { width: 1280, height: 800 } } },
  play: async ({ canvasElement }) => {
    await expect(await openDialog(canvasElement)).toHaveAccessibleName('Edit course details');
  },
};

export const Rtl: Story = {
  args: {
    title: 'سبق کا نام بدلیں',
    children: <p>نیا نام فوراً طلبہ کو نظر آئے گا۔ اسباق کورس میں اپنی جگہ پر رہیں گے۔</p>,
  },
  globals: { locale: 'ur' },
  render: (args) => <DialogWithTrigger {...args} openLabel="نام بدلیں" />,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'نام بدلیں');
    await expect(dialog).toHaveAccessibleName('سبق کا نام بدلیں');
    await expect(within(dialog).getByRole('button', { name: 'بند کریں' })).toBeInTheDocument();
  },
};
