import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inForm, storedValue } from './FormInputsStoryFrame';
import { TextInput } from './TextInput';
import type { ComponentUsage } from '@/shared/lib/storybook';

/** The written part of the docs page. */
const usage = {
  use: 'A form field of the resource mechanism for text, one line or several, bound to the form by its field name, with its counter and the spec\'s messages.',
  avoid: 'Outside such a form: use `TextField` or `TextArea`.',
  keyboard: ['Plain typing; Tab moves on.'],
  screenReader: ['A text field named by its label; the hint and the spec\'s error are its description.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/form-inputs/TextInput',
  tags: ['autodocs'],
  component: TextInput,
  decorators: [inForm],
  args: { name: 'title', label: 'Course title', maxLength: 40, isRequired: true },
  parameters: { usage, formInputs: { values: { title: '', shortDescription: '' }, show: 'title' } },
} satisfies Meta<typeof TextInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty at first: nothing counted against the limit. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0 / 40')).toBeVisible();
    await expect(storedValue(canvasElement)).toBe('""');
  },
};

/** Typing stores the text and counts it against the limit. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Course title/ }), 'Tajweed Basics');
    await expect(storedValue(canvasElement)).toBe('"Tajweed Basics"');
    await expect(canvas.getByText('14 / 40')).toBeVisible();
  },
};

/** Several lines: a text area with its own counter. */
export const MultiLine: Story = {
  args: { name: 'shortDescription', label: 'Short description', rows: 3, maxLength: 200, isRequired: false },
  parameters: { formInputs: { show: 'shortDescription' } },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Short description' });
    await userEvent.type(box, 'Learn the rules{Enter}of recitation.');
    await expect(storedValue(canvasElement)).toBe('"Learn the rules\\nof recitation."');
  },
};

/** A refused Save: the field shows the spec's message. */
export const Invalid: Story = {
  parameters: { formInputs: { error: { name: 'title', message: 'Enter a valid title' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Enter a valid title')).toBeVisible();
  },
};

/** While the form is saved the field is locked. */
export const Busy: Story = {
  parameters: { formInputs: { isBusy: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Course title/ })).toBeDisabled();
  },
};

/** In Urdu the field, its counter and its message sit right to left. */
export const Rtl: Story = {
  globals: { locale: 'ur' },
  parameters: { formInputs: { error: { name: 'title', message: 'درست عنوان درج کریں' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Course title/ })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
