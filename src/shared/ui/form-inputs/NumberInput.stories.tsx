import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inForm, storedValue } from './FormInputsStoryFrame';
import { NumberInput } from './NumberInput';
import type { ComponentUsage } from '@/shared/lib/storybook';

/** The written part of the docs page. */
const usage = {
  use: 'A form field of the resource mechanism for a number (rank, price), bound to the form by its field name.',
  avoid: 'Outside such a form: use `NumberField`.',
  keyboard: ['Digits are typed; Up and Down step the value.'],
  screenReader: ['A text field named by its label; the spec\'s error is read as its description.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/form-inputs/NumberInput',
  tags: ['autodocs'],
  component: NumberInput,
  decorators: [inForm],
  args: { name: 'rank', label: 'Rank', minValue: 1, isRequired: true },
  parameters: { usage, formInputs: { values: { rank: null }, show: 'rank' } },
} satisfies Meta<typeof NumberInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty at first: the field holds null. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Rank/ })).toHaveValue('');
    await expect(storedValue(canvasElement)).toBe('null');
  },
};

/** A typed number is stored as a number once the field is left. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: /Rank/ });
    await userEvent.type(field, '12');
    await userEvent.tab();
    await expect(storedValue(canvasElement)).toBe('12');
    await expect(field).toHaveValue('12');
  },
};

/** A refused Save: the spec's message under the field. */
export const Invalid: Story = {
  parameters: { formInputs: { error: { name: 'rank', message: 'Enter a valid number' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Enter a valid number')).toBeVisible();
  },
};

/** While the form is saved the field is locked. */
export const Busy: Story = {
  parameters: { formInputs: { isBusy: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Rank/ })).toBeDisabled();
  },
};

/** In Urdu the field sits right to left. */
export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Rank/ })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
