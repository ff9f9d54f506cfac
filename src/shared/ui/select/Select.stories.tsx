import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select';
import type { ComponentUsage } from '@/shared/lib/storybook';

const accessItems = [
  { id: 'free', label: 'Free' },
  { id: 'basic', label: 'Basic' },
  { id: 'premium', label: 'Premium' },
  { id: 'legacy', label: 'Legacy plan', isDisabled: true },
];

/** The written part of the docs page. */
const usage = {
  use: 'One choice among a short fixed list (up to about fifteen): a status, a page size, a language.',
  avoid: 'For a long list or one to search: use `ComboBox`. For two to five options always visible: `RadioGroup`.',
  keyboard: ['Enter, Space or Down opens the list; Up and Down move; typing a letter jumps; Enter picks; Escape closes.'],
  screenReader: ['A button named by its label and read with the chosen value; the open list is a list box.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/Select',
  tags: ['autodocs'],
  parameters: { usage },
  component: Select<string>,
  args: { label: 'Course access', items: accessItems, onSelectionChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select<string>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the list, skips the disabled option and chooses Premium; the list stays open for the picture. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: /Course access/ });
    await expect(trigger).toHaveTextContent('Select an option');
    await userEvent.click(trigger);
    const listbox = await page.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Legacy plan' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Premium' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('premium');
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Premium');
    await userEvent.click(trigger);
    await expect(await page.findByRole('option', { name: 'Premium' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Keyboard: arrow keys open the list and move, Enter chooses. */
export const WithHint: Story = {
  args: { description: 'Premium courses need a subscription.', defaultSelectedKey: 'free', isRequired: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Course access/ });
    await expect(trigger).toHaveAccessibleDescription('Premium courses need a subscription.');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('basic');
    await expect(trigger).toHaveTextContent('Basic');
  },
};

export const Disabled: Story = {
  args: { defaultSelectedKey: 'basic', isDisabled: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Course access/ });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveTextContent('Basic');
  },
};

export const Invalid: Story = {
  args: { selectedKey: null, isRequired: true, errorMessage: 'Please select Course Access!' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Please select Course Access!')).toBeVisible();
    const trigger = canvas.getByRole('button', { name: /Course access/ });
    await expect(trigger).toHaveAccessibleDescription('Please select Course Access!');
    // react-aria marks the hidden native select invalid; the visible trigger shows it in red.
    await expect(canvasElement.querySelector('[data-invalid]')).not.toBeNull();
  },
};

export const Rtl: Story = {
  args: {
    label: 'کورس تک رسائی',
    items: [
      { id: 'free', label: 'مفت' },
      { id: 'basic', label: 'بنیادی' },
      { id: 'premium', label: 'پریمیم' },
    ],
  },
  globals: { locale: 'ur' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /کورس تک رسائی/ });
    await expect(trigger).toHaveTextContent('ایک آپشن منتخب کریں');
    await userEvent.click(trigger);
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'بنیادی' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('basic');
  },
};

/**
 * Urdu names whose Nastaliq letters climb high (تفہیم، بچوں کے لیے) and hang low (the dots of ی and ج):
 * the chosen one in the field and every option of the open list show whole, none cut at the top or bottom.
 */
export const RtlTallAndDeepLetters: Story = {
  args: {
    label: 'کورس',
    items: [
      { id: 'tajweed', label: 'تجوید کی بنیادی باتیں' },
      { id: 'alphabet', label: 'بچوں کے لیے عربی حروفِ تہجی' },
      { id: 'prayer', label: 'نماز کی تفہیم' },
      { id: 'hifz', label: 'حفظ کا ہفتہ وار جائزہ' },
    ],
    defaultSelectedKey: 'alphabet',
  },
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /کورس/ });
    await expect(trigger).toHaveTextContent('بچوں کے لیے عربی حروفِ تہجی');
    await userEvent.click(trigger);
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await expect(within(listbox).getByRole('option', { name: 'بچوں کے لیے عربی حروفِ تہجی' })).toHaveAttribute('aria-selected', 'true');
  },
};
