import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, courseAudioContract } from '@/shared/api';
import { PERMISSION_BITS } from '@/shared/lib/permissions';
import { contractHandler, Destination, failingCallsOnce, pagedReply, pendingCalls, signedInAs, WHOLE_SCREEN } from '@/shared/lib/storybook';
import { CourseAudioList } from './CourseAudioList';

const meta = {
  title: 'pages/course-audio/CourseAudioList',
  component: CourseAudioList,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/course-audio']}>
        <main>
          <Routes>
            <Route path="/course-audio" element={<Story />} />
            <Route path="*" element={<Destination />} />
          </Routes>
        </main>
      </MemoryRouter>
    ),
  ],
  beforeEach: signedInAs(contractFixtures.adminProfile),
  parameters: {
    ...WHOLE_SCREEN,
    msw: { handlers: [contractHandler(courseAudioContract.listCourseAudio, pagedReply(contractFixtures.courseAudioFixtures))] },
    screenshot: { viewport: { width: 1100, height: 600 } },
  },
} satisfies Meta<typeof CourseAudioList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Course audio' });
    await expect(await within(table).findByText('Surah Al-Fatiha recitation')).toBeVisible();
    // Each item has its own player, named by its title.
    await waitFor(() => expect(canvasElement.querySelectorAll('audio')).toHaveLength(4));
    await expect(canvasElement.querySelector('audio[aria-label="Dua after salah"]')).not.toBeNull();
  },
};

export const EditFromMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Makharij practice' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Edit' }));
    await expect(await canvas.findByText('Went to /course-audio/edit/3')).toBeVisible();
  },
};

export const AddGoesToCreate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Audio' }));
    await expect(await canvas.findByText('Went to /course-audio/create')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: pendingCalls([courseAudioContract.listCourseAudio]),
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [contractHandler(courseAudioContract.listCourseAudio, pagedReply([]))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No audio yet')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        ...failingCallsOnce([courseAudioContract.listCourseAudio]),
        contractHandler(courseAudioContract.listCourseAudio, pagedReply(contractFixtures.courseAudioFixtures)),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The academy service is unavailable.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Makharij practice')).toBeVisible();
  },
};

/** The viewer lists and listens, but has neither Add Audio nor Edit. */
export const PermissionHidden: Story = {
  beforeEach: signedInAs(contractFixtures.viewerProfile),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Dua after salah')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Audio' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
  },
};

/** Add without edit: the button shows, the Edit menu does not (Edit needs the edit bit). */
export const AddWithoutEdit: Story = {
  beforeEach: signedInAs({
    ...contractFixtures.viewerProfile,
    securityPermissions: { COURSE_AUDIO: PERMISSION_BITS.list | PERMISSION_BITS.add },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Dua after salah')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Audio' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'کورس آڈیو' })).toBeVisible();
    await expect(await canvas.findByText('Dua after salah')).toBeVisible();
  },
};
