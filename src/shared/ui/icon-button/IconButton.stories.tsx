import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './IconButton';
import type { ComponentUsage } from '@/shared/lib/storybook';

function PencilIcon() {
  return (
    <svg viewBox="0 0 20 20" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
      <path d="M13.5 3.5l3 3L7 16H4v-3z" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg viewBox="0 0 20 20" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 6h12M8 6V4h4v2M6 6l1 10h6l1-10" />
    </svg>
  );
}

/** The written part of the docs page. */
const usage = {
  use: 'An action shown by an icon alone where space is short and the icon is well known: close, delete a row, more actions.',
  avoid: 'Not where a word would be clearer: use `Button` with an icon beside its label.',
  keyboard: ['Tab reaches it; Enter or Space presses it.'],
  screenReader: ['Its `label` is its accessible name (and its tooltip); the icon is hidden.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/IconButton',
  tags: ['autodocs'],
  parameters: { usage },
  component: IconButton,
  args: { label: 'Edit course', icon: <PencilIcon />, onPress: fn() },
  decorators: [
    (Story) => (
      <div className="flex justify-center pt-12">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The label is the button's accessible name and shows as a tooltip on keyboard focus; Enter presses it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Edit course' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Edit course');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
    // Pressing hides the tooltip; focusing the button again brings it back for the picture.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Edit course');
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex gap-3">
      <IconButton {...args} label="Edit" variant="primary" />
      <IconButton {...args} label="Edit" variant="secondary" />
      <IconButton {...args} label="Edit" variant="ghost" />
      <IconButton {...args} label="Delete" icon={<TrashIcon />} variant="danger" />
      <IconButton {...args} label="Edit" variant="secondary" size="sm" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Edit' })).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, variant: 'secondary' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Edit course' });
    await expect(button).toBeDisabled();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Busy while its action runs: a spinner, and presses are refused. */
export const Loading: Story = {
  args: { isPending: true, variant: 'secondary' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Edit course' });
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Rtl: Story = {
  args: { label: 'کورس میں ترمیم کریں', variant: 'secondary' },
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'کورس میں ترمیم کریں' })).toHaveFocus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('کورس میں ترمیم کریں');
  },
};
