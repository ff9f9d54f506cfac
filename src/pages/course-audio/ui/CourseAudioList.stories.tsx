import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, courseAudioContract } from '@/shared/api';
import { PERMISSION_BITS } from '@/shared/lib/permissions';
import { memoryResource, resourceListStories, resourceStoryFrame, signedInAs } from '@/shared/lib/storybook';
import { CourseAudioList } from './CourseAudioList';

const audioRows = memoryResource(courseAudioContract.courseAudios, contractFixtures.courseAudioFixtures);

const meta = {
  title: 'pages/course-audio/CourseAudioList',
  tags: ['autodocs'],
  component: CourseAudioList,
  ...resourceStoryFrame(audioRows, { route: '/course-audio', path: '/course-audio', viewport: { width: 1100, height: 600 } }),
} satisfies Meta<typeof CourseAudioList>;
export default meta;
type Story = StoryObj<typeof meta>;

const standard = resourceListStories({
  resource: courseAudioContract.courseAudios,
  rows: audioRows,
  title: { en: 'Course audio', ur: 'کورس آڈیو' },
  addLabel: { en: 'Add Audio', ur: 'آڈیو شامل کریں' },
  sampleRow: 'Dua after salah',
  emptyTitle: 'No audio yet',
  // The spec offers Edit only, with the edit bit: a viewer has no menu.
  viewerActions: [],
});

/** ID, Type, Title and a player of each item, named by its title. */
export const Filled: Story = {
  play: async (context) => {
    await standard.Filled.play(context);
    await waitFor(() => expect(context.canvasElement.querySelectorAll('audio')).toHaveLength(4));
    await expect(context.canvasElement.querySelector('audio[aria-label="Dua after salah"]')).not.toBeNull();
  },
};
export const Empty: Story = standard.Empty;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
export const PermissionHidden: Story = standard.PermissionHidden;
export const Urdu: Story = standard.Urdu;

export const EditFromMenu: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Makharij practice' }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: 'Edit' }));
    await expect(await canvas.findByText('Went to /course-audio/edit/3')).toBeVisible();
  },
};

export const AddGoesToCreate: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Audio' }));
    await expect(await canvas.findByText('Went to /course-audio/create')).toBeVisible();
  },
};

/** Add without edit: the button shows, the Edit menu does not (Edit needs the edit bit). */
export const AddWithoutEdit: Story = {
  beforeEach: signedInAs({
    ...contractFixtures.viewerProfile,
    securityPermissions: { COURSE_AUDIO: PERMISSION_BITS.list | PERMISSION_BITS.add },
  }),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Dua after salah')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Audio' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
  },
};
