import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inCourseForm, storedValue } from './CourseFieldFrame';
import { TextListInput } from './TextListInput';

const meta = {
  title: 'features/save-course/fields/TextListInput',
  component: TextListInput,
  decorators: [inCourseForm],
  args: {
    name: 'benefits',
    label: 'Benefits',
    itemLabel: (number: number) => `Benefit ${number}`,
    addLabel: 'Add a benefit',
    removeLabel: (number: number) => `Remove benefit ${number}`,
    emptyText: 'No benefits yet.',
    maxLength: 120,
  },
  parameters: { courseField: { show: 'benefits' } },
} satisfies Meta<typeof TextListInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty at first; Add gives a numbered line, the bin takes it out again. */
export const AddAndRemove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No benefits yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a benefit' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Benefit 1/ }), 'Read with confidence');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a benefit' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Benefit 2/ }), 'Know the rules');
    await expect(storedValue(canvasElement)).toBe('[{"value":"Read with confidence"},{"value":"Know the rules"}]');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove benefit 1' }));
    await expect(storedValue(canvasElement)).toBe('[{"value":"Know the rules"}]');
  },
};

export const Busy: Story = {
  parameters: { courseField: { isBusy: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add a benefit' })).toBeDisabled();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add a benefit' }));
    await expect(within(canvasElement).getByRole('textbox', { name: /Benefit 1/ })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
