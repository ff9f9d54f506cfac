import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MultiSelect, type MultiSelectProps } from './MultiSelect';
import type { ComponentUsage } from '@/shared/lib/storybook';

const courses = [
  { id: 1, label: 'Fajr basics' },
  { id: 2, label: 'Tajweed for beginners' },
  { id: 3, label: 'Stories of the prophets' },
  { id: 4, label: 'Arabic alphabet' },
  { id: 5, label: 'Fasting in Ramadan', isDisabled: true },
];

/** Holds the chosen keys as a page would, and still reports each change to the story's spy. */
function StatefulMultiSelect(args: MultiSelectProps<number>) {
  const [keys, setKeys] = useState<number[]>([...args.selectedKeys]);
  return (
    <MultiSelect<number>
      {...args}
      selectedKeys={keys}
      onChange={(next) => {
        setKeys(next);
        args.onChange(next);
      }}
    />
  );
}

/** The written part of the docs page. */
const usage = {
  use: 'Choosing several items from a list by typing part of their names (tags, courses); the chosen ones show as removable tags.',
  avoid: 'For one item: use `ComboBox`. For a few fixed items: checkboxes.',
  keyboard: ['Typing filters; Down opens the list; Enter adds the focused item and keeps the list open; Backspace in the empty field removes the last tag; Escape closes.'],
  screenReader: ['A combo box named by its label; each chosen tag has a Remove button naming it; the count of chosen items is read.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/MultiSelect',
  tags: ['autodocs'],
  parameters: { usage },
  component: MultiSelect<number>,
  args: { label: 'Courses', items: courses, selectedKeys: [], onChange: fn() },
  render: (args) => <StatefulMultiSelect {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-sm pb-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MultiSelect<number>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** With the keyboard only: type, pick with Enter (a tag appears), then Backspace takes it back. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Courses' });
    await userEvent.click(input);
    await userEvent.keyboard('taj');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([2]);
    const tags = await canvas.findByRole('grid', { name: 'Selected: Courses' });
    await expect(within(tags).getByRole('row', { name: 'Tajweed for beginners' })).toBeVisible();
    await expect(input).toHaveValue('');
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await waitFor(() => expect(canvas.queryByRole('grid', { name: 'Selected: Courses' })).not.toBeInTheDocument());
  },
};

/** Chosen courses show as tags; a tag's remove button (reached with the arrow keys) drops it. */
export const WithChosenTags: Story = {
  args: { selectedKeys: [1, 3, 4], description: 'The discount applies to these courses.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const tags = canvas.getByRole('grid', { name: 'Selected: Courses' });
    await expect(within(tags).getAllByRole('row')).toHaveLength(3);
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Courses' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(tags).getByRole('row', { name: 'Fajr basics' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Delete}');
    await expect(args.onChange).toHaveBeenLastCalledWith([1, 4]);
    await waitFor(() => expect(within(tags).getAllByRole('row')).toHaveLength(2));
  },
};

/** The list open: chosen courses are ticked, a disabled one cannot be picked. */
export const Open: Story = {
  args: { selectedKeys: [1] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Show suggestions/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Fajr basics' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(listbox).getByRole('option', { name: 'Fasting in Ramadan' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A click anywhere in the field opens the whole list, not only a click on the chevron. */
export const OpensOnFieldClick: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Courses' });
    await userEvent.click(input);
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
  },
};

/**
 * A pick by pointer closes the list, so it no longer covers the form below (its Save included) nor hides
 * the page from assistive tech; the field keeps the focus, and a click opens the list again for the next.
 */
export const ClosesAfterPick: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Courses' });
    await userEvent.click(input);
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Arabic alphabet' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([4]);
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvas.getByRole('grid', { name: 'Selected: Courses' })).getByRole('row', { name: 'Arabic alphabet' })).toBeVisible();
    await userEvent.click(input);
    const again = await within(document.body).findByRole('listbox');
    await expect(within(again).getByRole('option', { name: 'Arabic alphabet' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Nothing matches what was typed. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Courses' }), 'Geometry');
    const status = await within(document.body).findByText('No results found');
    await waitFor(() => expect(status).toBeVisible());
  },
};

/** Tags stay readable but lose their remove buttons. */
export const Disabled: Story = {
  args: { selectedKeys: [1, 2], isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Courses' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  },
};

/** The spec's message for an empty choice. */
export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Please select at least one course.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Courses' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Please select at least one course.');
  },
};

export const Rtl: Story = {
  args: {
    label: 'کورسز',
    items: [
      { id: 1, label: 'فجر کی بنیادی باتیں' },
      { id: 2, label: 'ابتدائی تجوید' },
      { id: 3, label: 'انبیاء کے قصے' },
      { id: 4, label: 'عربی حروفِ تہجی' },
    ],
    selectedKeys: [1, 3],
  },
  globals: { locale: 'ur' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const tags = canvas.getByRole('grid', { name: 'منتخب شدہ: کورسز' });
    await expect(within(tags).getAllByRole('row')).toHaveLength(2);
    // How to take a chosen one off is told in Urdu, not in react-aria's English.
    await expect(within(tags).getAllByRole('row')[0]).toHaveAccessibleDescription('ٹیگ ہٹانے کے لیے Delete دبائیں۔');
    await userEvent.type(canvas.getByRole('combobox', { name: 'کورسز' }), 'عربی');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([1, 3, 4]);
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
  },
};
