import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox, type ComboBoxProps } from './ComboBox';
import type { ComponentUsage } from '@/shared/lib/storybook';

const cities = [
  { id: 'khi', label: 'Karachi' },
  { id: 'lhe', label: 'Lahore' },
  { id: 'isb', label: 'Islamabad' },
  { id: 'pew', label: 'Peshawar' },
  { id: 'qta', label: 'Quetta' },
  { id: 'mux', label: 'Multan', isDisabled: true },
];

/** The written part of the docs page. */
const usage = {
  use: 'Choosing one item from a long list by typing part of its name: a course, an instructor, a city.',
  avoid: 'Not for fewer than about ten fixed items: use `Select`. Not for choosing several: use `MultiSelect`.',
  keyboard: ['Typing filters the list; Down and Up open it and move through the items; Enter chooses; Escape closes it, and a second Escape clears the text.'],
  screenReader: ['Announced as a combo box with its label; the open list is a list box whose items are read as they are reached, with their count.', 'Loading and empty lists say so in words.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/ComboBox',
  tags: ['autodocs'],
  parameters: { usage },
  component: ComboBox<string>,
  args: { label: 'City', items: cities, placeholder: 'Type a city', onSelectionChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm pb-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComboBox<string>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing narrows the list; choosing an option fills the box and reports its id. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(document.body);
    const input = within(canvasElement).getByRole('combobox', { name: 'City' });
    await userEvent.type(input, 'la');
    const listbox = await page.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    await expect(within(listbox).getByRole('option', { name: 'Lahore' })).toBeVisible();
    await expect(within(listbox).getByRole('option', { name: 'Islamabad' })).toBeVisible();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Lahore' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('lhe');
    await expect(input).toHaveValue('Lahore');
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** The list open from the button, with the chosen option ticked and a disabled one greyed out. */
export const Open: Story = {
  args: { defaultSelectedKey: 'isb', description: 'Where the class meets.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Show suggestions/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Islamabad' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(listbox).getByRole('option', { name: 'Multan' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Nothing matches what was typed. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'City' }), 'Zurich');
    const status = await within(document.body).findByText('No results found');
    await waitFor(() => expect(status).toBeVisible());
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

/** A server search: the caller owns the text and the items; while it runs the list says so. */
export const Loading: Story = {
  render: function SearchingCity(args: ComboBoxProps<string>) {
    const [text, setText] = useState('Sial');
    return <ComboBox<string> {...args} items={[]} inputValue={text} onInputChange={setText} isLoading />;
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'City' });
    await expect(input).toHaveValue('Sial');
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Show suggestions/ }));
    const status = await within(document.body).findByText('Searching…');
    await waitFor(() => expect(status).toBeVisible());
  },
};

export const Disabled: Story = {
  args: { defaultSelectedKey: 'khi', isDisabled: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'City' });
    await expect(input).toBeDisabled();
    // The chosen option's text fills the box once the list has been collected.
    await waitFor(() => expect(input).toHaveValue('Karachi'));
  },
};

/** The message shows under the field; the input is marked invalid and described by it. */
export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Please select a city.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'City' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Please select a city.');
  },
};

export const Rtl: Story = {
  args: {
    label: 'شہر',
    placeholder: 'شہر کا نام لکھیں',
    items: [
      { id: 'khi', label: 'کراچی' },
      { id: 'lhe', label: 'لاہور' },
      { id: 'isb', label: 'اسلام آباد' },
      { id: 'pew', label: 'پشاور' },
    ],
  },
  globals: { locale: 'ur' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'شہر' });
    await userEvent.type(input, 'لاہ');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('lhe');
    await expect(input).toHaveValue('لاہور');
    // Open the whole list again for the picture: the chosen city is ticked.
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^تجاویز دکھائیں/ }));
    const reopened = await within(document.body).findByRole('listbox');
    await expect(within(reopened).getByRole('option', { name: 'لاہور' })).toHaveAttribute('aria-selected', 'true');
  },
};
