import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, coursesContract } from '@/shared/api';
import { contractHandler, signedInAs } from '@/shared/lib/storybook';
import { CoursePicker } from './CoursePicker';

const meta = {
  title: 'entities/course/CoursePicker',
  component: CoursePicker,
  args: { label: 'Course', placeholder: 'Select a Course', selectedKey: null, onSelectionChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  beforeEach: signedInAs(contractFixtures.adminProfile),
  parameters: {
    msw: { handlers: [contractHandler(coursesContract.courseNameSummary, () => HttpResponse.json(contractFixtures.chapterCourseFixtures))] },
    screenshot: { viewport: { width: 600, height: 420 } },
  },
} satisfies Meta<typeof CoursePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing narrows the courses; choosing one reports its id. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Course' }), 'taj');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Tajweed Basics' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(1);
  },
};

/** A chosen course shows its title once the courses arrive. */
export const Chosen: Story = {
  args: { selectedKey: 4 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Course' });
    await waitFor(() => expect(input).toHaveValue('Learn the Arabic Alphabet'));
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        contractHandler(coursesContract.courseNameSummary, async () => {
          await delay('infinite');
          return HttpResponse.json([]);
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('combobox', { name: 'Course' })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('.animate-spin')).not.toBeNull());
  },
};

/** A failed load says why under the field. */
export const Failed: Story = {
  parameters: {
    msw: { handlers: [contractHandler(coursesContract.courseNameSummary, () => HttpResponse.json({ success: false, message: 'The academy service is unavailable.' }, { status: 503 }))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The academy service is unavailable.')).toBeVisible();
  },
};
