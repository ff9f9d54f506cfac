import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inForm, storedValue } from './FormInputsStoryFrame';
import { TextListInput } from './TextListInput';
import type { ComponentUsage } from '@/shared/lib/storybook';

/** The written part of the docs page. */
const usage = {
  use: 'A form field of the resource mechanism for a list of short lines (a course\'s benefits): add a line, type it, remove it.',
  avoid: 'For one line of text: use `TextInput`.',
  keyboard: ['Tab moves through the lines and their Remove buttons; Add line is a button.'],
  screenReader: ['Each line is a text field named by the list\'s label and its number; Remove buttons name the line they remove.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/form-inputs/TextListInput',
  tags: ['autodocs'],
  component: TextListInput,
  decorators: [inForm],
  args: {
    name: 'benefits',
    label: 'Benefits',
    itemLabel: (number: number) => `Benefit ${number}`,
    addLabel: 'Add benefit',
    removeLabel: (number: number) => `Remove benefit ${number}`,
    emptyText: 'No benefits listed.',
    maxLength: 120,
  },
  parameters: { usage, formInputs: { values: { benefits: [] }, show: 'benefits' } },
} satisfies Meta<typeof TextListInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No lines yet: the list says so and offers Add. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No benefits listed.')).toBeVisible();
    await expect(canvas.queryAllByRole('textbox')).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Add benefit' })).toBeEnabled();
  },
};

/** Add gives a numbered line, the bin takes it out again. */
export const AddAndRemove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add benefit' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Benefit 1/ }), 'Read with confidence');
    await userEvent.click(canvas.getByRole('button', { name: 'Add benefit' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Benefit 2/ }), 'Know the rules');
    await expect(storedValue(canvasElement)).toBe('[{"value":"Read with confidence"},{"value":"Know the rules"}]');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove benefit 1' }));
    await expect(storedValue(canvasElement)).toBe('[{"value":"Know the rules"}]');
    await expect(canvas.getByRole('textbox', { name: /Benefit 1/ })).toHaveValue('Know the rules');
    await expect(canvas.queryByRole('textbox', { name: /Benefit 2/ })).toBeNull();
  },
};

/** A refused Save: an empty line gets the spec's message. */
export const Invalid: Story = {
  parameters: {
    formInputs: { values: { benefits: [{ value: '' }] }, error: { name: 'benefits.0.value', message: 'Missing benefits' } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Missing benefits')).toBeVisible();
    await expect(within(canvasElement).getByRole('textbox', { name: /Benefit 1/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** While the form is saved no line can be added, changed or removed. */
export const Busy: Story = {
  parameters: { formInputs: { values: { benefits: [{ value: 'Read with confidence' }] }, isBusy: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add benefit' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove benefit 1' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /Benefit 1/ })).toBeDisabled();
  },
};

/** In Urdu the lines and their bins run right to left. */
export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add benefit' }));
    await expect(within(canvasElement).getByRole('textbox', { name: /Benefit 1/ })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
