import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, instructorsContract } from '@/shared/api';
import { memoryResource, resourceListStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { InstructorsList } from './InstructorsList';

const instructorRows = memoryResource(instructorsContract.instructors, contractFixtures.instructorFixtures);

const meta = {
  title: 'pages/instructors/InstructorsList',
  tags: ['autodocs'],
  component: InstructorsList,
  ...resourceStoryFrame(instructorRows, { route: '/instructors', path: '/instructors', viewport: { width: 1100, height: 600 } }),
} satisfies Meta<typeof InstructorsList>;
export default meta;
type Story = StoryObj<typeof meta>;

const standard = resourceListStories({
  resource: instructorsContract.instructors,
  rows: instructorRows,
  title: { en: 'Instructors', ur: 'اساتذہ' },
  addLabel: { en: 'Add Instructor', ur: 'استاد شامل کریں' },
  sampleRow: 'Bilal Ahmed',
  emptyTitle: 'No instructors yet',
  // Edit needs the edit bit: a viewer has no menu.
  viewerActions: [],
});

export const Filled: Story = standard.Filled;
export const Empty: Story = standard.Empty;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
export const PermissionHidden: Story = standard.PermissionHidden;
export const Urdu: Story = standard.Urdu;

/** Ten to a page; the second page is one click away and stays in the address. */
export const Paged: Story = {
  beforeEach: () => instructorRows.reset(contractFixtures.manyInstructors(23)),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Instructors' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    await userEvent.click(canvas.getByRole('button', { name: /page 2/i }));
    await expect(await within(table).findByText('Sumayya Iqbal 2')).toBeVisible();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
  },
};

export const EditFromMenu: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Khadija Noor' }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: 'Edit' }));
    await expect(await canvas.findByText(/Went to \/instructors\/edit\/\d+/)).toBeVisible();
  },
};
