import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormFooter } from './FormFooter';
import type { ComponentUsage } from '@/shared/lib/storybook';

/** The written part of the docs page. */
const usage = {
  use: 'The end of every form, in a page or a dialog: Cancel, then Save (or the form\'s own primary label), at the end of the line.',
  avoid: 'Not for actions that belong to a list or a page heading: put those in `PageHeader`.',
  keyboard: ['Tab reaches Cancel, then the primary action; Enter in a field submits the form as the primary action does.'],
  screenReader: ['Two buttons named by their labels; while saving the primary action is pending and Cancel is unavailable.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/FormFooter',
  tags: ['autodocs'],
  parameters: { usage },
  component: FormFooter,
  args: { onCancel: fn() },
  render: (args) => (
    <form aria-label="Add Tag" onSubmit={(event) => event.preventDefault()} className="max-w-xl rounded-card border border-border bg-surface p-6">
      <FormFooter {...args} />
    </form>
  ),
} satisfies Meta<typeof FormFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

const buttonsOf = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('button');

/** Cancel, then Save, at the end of the line; Cancel leaves, Save submits the form. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const [cancel, save] = buttonsOf(canvasElement);
    await expect(cancel).toHaveAccessibleName('Cancel');
    await expect(save).toHaveAccessibleName('Save');
    await expect(save).toHaveAttribute('type', 'submit');
    await expect(save!.getBoundingClientRect().left).toBeGreaterThan(cancel!.getBoundingClientRect().left);
    await userEvent.click(cancel!);
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** In Urdu the same order reads from the right, so Save sits at the left end, where the line ends. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const [cancel, save] = buttonsOf(canvasElement);
    await expect(cancel).toHaveAccessibleName('منسوخ کریں');
    await expect(save).toHaveAccessibleName('محفوظ کریں');
    await expect(save!.getBoundingClientRect().left).toBeLessThan(cancel!.getBoundingClientRect().left);
  },
};

/** A form's own primary action (Update in a dialog that changes a status). */
export const OwnPrimaryLabel: Story = {
  args: { submitLabel: 'Update' },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Update' })).toHaveAttribute('type', 'submit');
  },
};

/** While saving, the primary action waits and Cancel is held. */
export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement }) => {
    const [cancel] = buttonsOf(canvasElement);
    await expect(cancel).toBeDisabled();
  },
};

/** Saved: the primary action cannot be pressed again while the form is on its way out; Cancel still leaves. */
export const Saved: Story = {
  args: { isSaved: true },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const [cancel, save] = buttonsOf(canvasElement);
    await expect(save).toBeDisabled();
    await expect(cancel).toBeEnabled();
  },
};
