import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inForm, storedValue } from './FormInputsStoryFrame';
import { YesNoInput } from './YesNoInput';
import type { ComponentUsage } from '@/shared/lib/storybook';

/** The written part of the docs page. */
const usage = {
  use: 'A form field of the resource mechanism for a yes-or-no question the spec asks with two answers (Contains parts?).',
  avoid: 'For a setting that applies at once: use `Switch`.',
  keyboard: ['As `RadioGroup`: Tab reaches the group, the arrow keys choose Yes or No.'],
  screenReader: ['A radio group named by the question; the spec\'s error is read as its description.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/form-inputs/YesNoInput',
  tags: ['autodocs'],
  component: YesNoInput,
  decorators: [inForm],
  args: { name: 'containParts', label: 'Does the course have parts?', onAnswered: fn() },
  parameters: { usage, formInputs: { values: { containParts: null }, show: 'containParts' } },
} satisfies Meta<typeof YesNoInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not answered yet: Yes and No, neither chosen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'No' })).not.toBeChecked();
    await expect(storedValue(canvasElement)).toBe('null');
  },
};

/** Yes and No are stored as true and false; the form hears the answer. */
export const Answering: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Yes' }));
    await expect(storedValue(canvasElement)).toBe('true');
    await userEvent.click(canvas.getByRole('radio', { name: 'No' }));
    await expect(storedValue(canvasElement)).toBe('false');
    await expect(args.onAnswered).toHaveBeenLastCalledWith(false);
  },
};

/** A refused Save: the spec's message under the question. */
export const Invalid: Story = {
  parameters: { formInputs: { error: { name: 'containParts', message: 'Please select Course Parts' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Please select Course Parts')).toBeVisible();
  },
};

/** While the form is saved the answer is locked. */
export const Busy: Story = {
  parameters: { formInputs: { isBusy: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Yes' })).toBeDisabled();
    await expect(within(canvasElement).getByRole('radio', { name: 'No' })).toBeDisabled();
  },
};

/** In Urdu Yes and No come from the Urdu catalogue and run right to left. */
export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(2);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
