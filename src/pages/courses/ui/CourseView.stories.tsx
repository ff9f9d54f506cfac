import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { contractFixtures, coursesContract } from '@/shared/api';
import { ROUTER_OPTIONS } from '@/shared/config';
import { contractHandler, Destination, expectReadOnly, failingCallsOnce, pendingCalls, signedInAs, WHOLE_SCREEN } from '@/shared/lib/storybook';
import { CourseView } from './CourseView';

const { basicCourseFixture: basic, masterclassCourseFixture: masterclass } = contractFixtures;
const one = contractHandler(coursesContract.getCourse, ({ params }) => {
  const found = [masterclass, basic].find((course) => course.id === Number(params.id));
  return found ? HttpResponse.json(found) : HttpResponse.json({ success: false, message: 'This course does not exist.' }, { status: 404 });
});

/** The view at /courses/view/{courseId}; a story's `parameters.path` picks the course. */
const withRoutes: Decorator = (Story, { parameters }) => (
  <MemoryRouter {...ROUTER_OPTIONS} initialEntries={[(parameters.path as string | undefined) ?? '/courses/view/1']}>
    <main>
      <Routes>
        <Route path="/courses/view/:courseId" element={<Story />} />
        <Route path="/courses/*" element={<Destination />} />
      </Routes>
    </main>
  </MemoryRouter>
);

const meta = {
  title: 'pages/courses/CourseView',
  tags: ['autodocs'],
  component: CourseView,
  decorators: [withRoutes],
  beforeEach: signedInAs(contractFixtures.adminProfile),
  parameters: { ...WHOLE_SCREEN, msw: { handlers: [one] }, screenshot: { viewport: { width: 1100, height: 900 } } },
} satisfies Meta<typeof CourseView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A MASTERCLASS course read-only: every field the spec lists, the thumbnail on its dark background. */
export const Masterclass: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'View Course' })).toBeVisible();
    const details = await canvas.findByRole('region', { name: 'Course details' });
    const value = (term: string) => within(details).getByText(term).nextElementSibling;
    await expect(value('Access')).toHaveTextContent('Locked');
    await expect(value('Type')).toHaveTextContent('Masterclass');
    await expect(value('Duration')).toHaveTextContent('12h 30m');
    await expect(value('Title')).toHaveTextContent('Tajweed Basics');
    await expect(value('Introduction')).toHaveTextContent(masterclass.basicInfo.shortDescription);
    await expect(value('Instructor name')).toHaveTextContent('Bilal Ahmed');
    await expect(value('Thumbnail background')).toHaveTextContent('Dark');
    await expect(value('Video title')).toHaveTextContent('Tajweed Basics: Introduction');
    await expect(within(details).getByRole('img', { name: 'Thumbnail of Tajweed Basics' })).toBeVisible();
    await expect(within(details).getByRole('img', { name: 'Video thumbnail of Tajweed Basics' })).toBeVisible();
    await expectReadOnly(canvasElement);
  },
};

/** A BASIC course: light thumbnail background, no video thumbnail. */
export const Basic: Story = {
  parameters: { path: '/courses/view/4' },
  play: async ({ canvasElement }) => {
    const details = await within(canvasElement).findByRole('region', { name: 'Course details' });
    await expect(within(details).getByText('Thumbnail background').nextElementSibling).toHaveTextContent('Light');
    await expect(within(details).getByText('Video thumbnail').nextElementSibling).toHaveTextContent('No image');
  },
};

/** Edit leads to the course's form; Back to courses to the list. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    await expect(await canvas.findByText('Went to /courses/edit/1')).toBeVisible();
  },
};

/** Someone who may only look sees no Edit button. */
export const PermissionHidden: Story = {
  beforeEach: signedInAs(contractFixtures.viewerProfile),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Course details' });
    await expect(canvas.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to courses' }));
    await expect(await canvas.findByText('Went to /courses')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: pendingCalls([coursesContract.getCourse]),
    },
    screenshot: { viewport: { width: 1100, height: 600 } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { path: '/courses/view/99', screenshot: { viewport: { width: 1100, height: 500 } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This course does not exist.')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        ...failingCallsOnce([coursesContract.getCourse]),
        one,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The academy service is unavailable.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('region', { name: 'Course details' })).toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'کورس دیکھیں' })).toBeVisible();
    const details = await canvas.findByRole('region', { name: 'کورس کی تفصیلات' });
    await expect(within(details).getByText('رسائی').nextElementSibling).toHaveTextContent('مقفل');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
