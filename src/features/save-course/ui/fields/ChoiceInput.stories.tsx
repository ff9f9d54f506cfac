import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChoiceInput } from './ChoiceInput';
import { inCourseForm, storedValue } from './CourseFieldFrame';

const meta = {
  title: 'features/save-course/fields/ChoiceInput',
  component: ChoiceInput,
  decorators: [inCourseForm],
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
  parameters: { courseField: { show: 'type' } },
} satisfies Meta<typeof ChoiceInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing stores the value and tells the form, which may set other fields from it. */
export const Choosing: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Basic' }));
    await expect(storedValue(canvasElement)).toBe('"BASIC"');
    await expect(args.onChosen).toHaveBeenCalledWith('BASIC');
  },
};

export const Invalid: Story = {
  parameters: { courseField: { error: { name: 'type', message: 'validation.type' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Please select Course Type!')).toBeVisible();
  },
};

export const Busy: Story = {
  parameters: { courseField: { isBusy: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Basic' })).toBeDisabled();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(2);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
