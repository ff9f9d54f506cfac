import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BitCheckboxes, type BitCheckboxesProps } from './BitCheckboxes';

/** Holds the value as a form would, so the stories show what a click does. */
function Controlled(props: BitCheckboxesProps) {
  const [value, setValue] = useState(props.value);
  return (
    <BitCheckboxes
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'entities/security-bit/BitCheckboxes',
  component: BitCheckboxes,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Bit settings', value: 1 + 2, onChange: fn() },
} satisfies Meta<typeof BitCheckboxes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** List and view chosen; adding edit adds its bit (8) to the value. */
export const Several: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'List' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Edit' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(1 + 2 + 8);
  },
};

/** Choosing ALL makes the value 127 and clears and disables the other bits; clearing it leaves none. */
export const ChoosingAll: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'ALL' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(127);
    await expect(canvas.getByRole('checkbox', { name: 'List' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Delete' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'ALL' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
    await expect(canvas.getByRole('checkbox', { name: 'Delete' })).toBeEnabled();
  },
};

/** A reader without edit sees the bits but cannot change them. */
export const ReadOnly: Story = {
  args: { isDisabled: true, description: 'You can view these settings but not change them.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: { label: 'بٹ کی ترتیبات' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getAllByRole('checkbox')).toHaveLength(7);
  },
};
