import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inCourseForm, storedValue } from './CourseFieldFrame';
import { CriteriaInput } from './CriteriaInput';

const meta = {
  title: 'features/save-course/fields/CriteriaInput',
  component: CriteriaInput,
  decorators: [inCourseForm],
  args: { name: 'completionCriteria', label: 'Completion criteria', isRequired: true },
  parameters: { courseField: { show: 'completionCriteria' } },
} satisfies Meta<typeof CriteriaInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing ticked yet: the three criteria of the spec. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Video lectures', 'Practice exercises', 'Assignments']) await expect(canvas.getByRole('checkbox', { name })).not.toBeChecked();
    await expect(storedValue(canvasElement)).toBe('[]');
  },
};

/** Ticked criteria are stored in the spec's order, whatever order they were ticked in. */
export const Ticking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Assignments' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Video lectures' }));
    await expect(storedValue(canvasElement)).toBe('["VIDEO_LEC","ASSIGNMENT"]');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Assignments' }));
    await expect(storedValue(canvasElement)).toBe('["VIDEO_LEC"]');
  },
};

/** A refused Save: the spec's message under the boxes. */
export const Invalid: Story = {
  parameters: { courseField: { error: { name: 'completionCriteria', message: 'validation.completionCriteria' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Please select completion criteria')).toBeVisible();
  },
};

/** While the course is saved the boxes are locked. */
export const Busy: Story = {
  parameters: { courseField: { isBusy: true } },
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

/** In Urdu the boxes run right to left. */
export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('checkbox')).toHaveLength(3);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
