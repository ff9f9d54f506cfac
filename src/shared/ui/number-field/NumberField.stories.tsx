import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';
import type { ComponentUsage } from '@/shared/lib/storybook';

/** The written part of the docs page. */
const usage = {
  use: 'A number with limits and a format: a rank, a price in a currency, a percentage.',
  avoid: 'Not for numbers that are names (a phone number, an id typed by hand): use `TextField`.',
  keyboard: ['Digits are typed; Up and Down step by the field\'s step; Page Up and Page Down step further; a value below the minimum is refused when the field is left.'],
  screenReader: ['Announced as a text field named by its label, with its value formatted (a currency says its unit); the hint and error are its description.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/NumberField',
  tags: ['autodocs'],
  parameters: { usage },
  component: NumberField,
  args: { label: 'Lesson count', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-56">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A typed number is committed when the field loses focus; the step buttons add and take one. */
export const Default: Story = {
  args: { minValue: 1 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Lesson count' });
    await userEvent.type(input, '12');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(12);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Lesson count' }));
    await expect(input).toHaveValue('13');
    await expect(args.onChange).toHaveBeenLastCalledWith(13);
  },
};

export const WithHint: Story = {
  // Steps count from the minimum, so 0 keeps them on multiples of 5.
  args: { label: 'Duration (minutes)', defaultValue: 45, minValue: 0, step: 5, description: 'Rounded to 5 minutes.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Duration (minutes)' });
    await expect(input).toHaveAccessibleDescription('Rounded to 5 minutes.');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('50');
  },
};

/** Below the minimum is refused: the field snaps back to it and the decrease button stops. */
export const RefusesBelowMin: Story = {
  args: { minValue: 1, defaultValue: 3, description: 'At least 1.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Lesson count' });
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(input).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('button', { name: 'Decrease Lesson count' })).toBeDisabled();
  },
};

/** Prices are shown in the currency's format. */
export const Currency: Story = {
  args: { label: 'Price', defaultValue: 4.99, minValue: 0, formatOptions: { style: 'currency', currency: 'USD' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Price' })).toHaveValue('$4.99');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 8, isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Lesson count' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase Lesson count' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { value: null, isRequired: true, errorMessage: 'Please enter valid number' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Lesson count' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(await canvas.findByText('Please enter valid number')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Please enter valid number');
  },
};

export const Rtl: Story = {
  args: { label: 'اسباق کی تعداد', defaultValue: 7, minValue: 1, description: 'کم از کم ایک۔' },
  globals: { locale: 'ur' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'اسباق کی تعداد بڑھائیں' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(8);
  },
};
