import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, coursesContract, instructorsContract, playlistContract } from '@/shared/api';
import { ROUTER_OPTIONS } from '@/shared/config';
import { contractHandler, Destination, failingCallsOnce, pendingCalls, signedInAs, WHOLE_SCREEN } from '@/shared/lib/storybook';
import { CourseEditor } from './CourseEditor';

const course = contractFixtures.masterclassCourseFixture;
const pickers = [
  contractHandler(playlistContract.videoTitleSummary, () =>
    HttpResponse.json({ content: contractFixtures.courseVideoTitleFixtures, totalRecords: 12, pageNumber: 1, totalPages: 1 }),
  ),
  contractHandler(instructorsContract.instructorNameSummary, () =>
    HttpResponse.json(contractFixtures.instructorFixtures.map(({ id, name }) => ({ id, name }))),
  ),
];
const one = contractHandler(coursesContract.getCourse, ({ params }) =>
  Number(params.id) === course.id ? HttpResponse.json(course) : HttpResponse.json({ success: false, message: 'This course does not exist.' }, { status: 404 }),
);

/** The editor under its two addresses; a story's `parameters.path` picks the one it opens. */
const withRoutes: Decorator = (Story, { parameters }) => (
  <MemoryRouter {...ROUTER_OPTIONS} initialEntries={[(parameters.path as string | undefined) ?? '/courses/edit/1']}>
    <main>
      <Routes>
        <Route path="/courses/create" element={<Story />} />
        <Route path="/courses/edit/:courseId" element={<Story />} />
        <Route path="/courses" element={<Destination />} />
      </Routes>
    </main>
  </MemoryRouter>
);

const meta = {
  title: 'pages/courses/CourseEditor',
  tags: ['autodocs'],
  component: CourseEditor,
  decorators: [withRoutes],
  beforeEach: signedInAs(contractFixtures.adminProfile),
  parameters: { ...WHOLE_SCREEN, msw: { handlers: [...pickers, one] }, screenshot: { viewport: { width: 1200, height: 1400 } } },
} satisfies Meta<typeof CourseEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /courses/create: the empty form; Cancel goes back to the list. */
export const Create: Story = {
  parameters: { path: '/courses/create' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add Course' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByText('Went to /courses')).toBeVisible();
  },
};

/** /courses/edit/1: the saved course fills the form. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Course' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('Tajweed Basics'));
    await expect(canvas.getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/courses');
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        ...pickers,
        ...pendingCalls([coursesContract.getCourse]),
      ],
    },
    screenshot: { viewport: { width: 1200, height: 700 } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { path: '/courses/edit/99', screenshot: { viewport: { width: 1200, height: 500 } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This course does not exist.')).toBeVisible();
  },
};

/** The load fails: the server's message and Try again, which then shows the course. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        ...pickers,
        ...failingCallsOnce([coursesContract.getCourse]),
        one,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The academy service is unavailable.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('Tajweed Basics'));
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'کورس میں ترمیم' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'عنوان' })).toHaveValue('Tajweed Basics'));
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
