import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, courseAudioContract } from '@/shared/api';
import { contractHandler, recordFailedStory, recordLoadingStory, signedInAs, WHOLE_SCREEN } from '@/shared/lib/storybook';
import { CourseAudioEditor } from './CourseAudioEditor';

const [dua] = contractFixtures.courseAudioFixtures;
const one = contractHandler(courseAudioContract.getCourseAudio, ({ params }) =>
  Number(params.id) === dua?.id ? HttpResponse.json(dua) : HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 }),
);

/** The editor under its two addresses; a story's `parameters.path` picks the one it opens. */
const withRoutes: Decorator = (Story, { parameters }) => (
  <MemoryRouter initialEntries={[(parameters.path as string | undefined) ?? `/course-audio/edit/${dua?.id}`]}>
    <main>
      <Routes>
        <Route path="/course-audio/create" element={<Story />} />
        <Route path="/course-audio/edit/:courseAudioId" element={<Story />} />
        <Route path="/course-audio" element={<p>The course audio list</p>} />
      </Routes>
    </main>
  </MemoryRouter>
);

const meta = {
  title: 'pages/course-audio/CourseAudioEditor',
  component: CourseAudioEditor,
  decorators: [withRoutes],
  beforeEach: signedInAs(contractFixtures.adminProfile),
  parameters: { ...WHOLE_SCREEN, msw: { handlers: [one] }, screenshot: { viewport: { width: 1000, height: 640 } } },
} satisfies Meta<typeof CourseAudioEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  parameters: { path: '/course-audio/create' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add Audio' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByText('The course audio list')).toBeVisible();
  },
};

export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Audio' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Title/ })).toHaveValue('Dua after salah'));
  },
};

export const NotFound: Story = {
  parameters: { path: '/course-audio/edit/99' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This audio does not exist.')).toBeVisible();
  },
};

/** The record is on its way: the form waits behind a loading status. */
export const Loading: Story = recordLoadingStory(courseAudioContract.getCourseAudio);

/** The record could not be loaded: the server's reason and Try again, which loads it. */
export const Failed: Story = recordFailedStory(courseAudioContract.getCourseAudio, [one], async (canvas) => {
  await waitFor(() => expect(canvas.getByRole('textbox', { name: /Title/ })).toHaveValue('Dua after salah'));
});

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'آڈیو میں ترمیم' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /عنوان/ })).toHaveValue('Dua after salah'));
  },
};
