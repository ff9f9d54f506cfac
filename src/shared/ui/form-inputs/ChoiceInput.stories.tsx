import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChoiceInput } from './ChoiceInput';
import { inForm, storedValue } from './FormInputsStoryFrame';
import type { ComponentUsage } from '@/shared/lib/storybook';

/** The written part of the docs page. */
const usage = {
  use: 'A form field of the resource mechanism that picks one of a few fixed choices (a course\'s type), bound to the form by its field name.',
  avoid: 'Outside a form built on the resource mechanism: use `RadioGroup` or `Select`.',
  keyboard: ['As `RadioGroup`: Tab reaches the group, the arrow keys choose.'],
  screenReader: ['A radio group named by its label; the spec\'s error is read as its description.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/form-inputs/ChoiceInput',
  tags: ['autodocs'],
  component: ChoiceInput,
  decorators: [inForm],
  args: {
    name: 'type',
    label: 'Course type',
    isRequired: true,
    options: [
      { value: 'MASTERCLASS', label: 'Masterclass' },
      { value: 'BASIC', label: 'Basic' },
    ],
    onChosen: fn(),
  },
  parameters: { usage, formInputs: { values: { type: null }, show: 'type' } },
} satisfies Meta<typeof ChoiceInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: both options offered, none ticked. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await expect(radios).toHaveLength(2);
    for (const radio of radios) await expect(radio).not.toBeChecked();
    await expect(storedValue(canvasElement)).toBe('null');
  },
};

/** Choosing stores the value and tells the form, which may set other fields from it. */
export const Choosing: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Basic' }));
    await expect(storedValue(canvasElement)).toBe('"BASIC"');
    await expect(args.onChosen).toHaveBeenCalledWith('BASIC');
  },
};

/** A refused Save: the spec's message under the options. */
export const Invalid: Story = {
  parameters: { formInputs: { error: { name: 'type', message: 'Please select Course Type!' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Please select Course Type!')).toBeVisible();
  },
};

/** While the form is saved the options are locked. */
export const Busy: Story = {
  parameters: { formInputs: { isBusy: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Basic' })).toBeDisabled();
  },
};

/** In Urdu the options run right to left. */
export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(2);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
