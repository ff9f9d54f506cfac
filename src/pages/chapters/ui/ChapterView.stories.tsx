import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chaptersContract, contractFixtures, coursesContract } from '@/shared/api';
import { contractHandler, Destination, failingCallsOnce, pendingCalls, signedInAs, WHOLE_SCREEN } from '@/shared/lib/storybook';
import { ToastRegion } from '@/shared/ui/toast';
import { ChapterView } from './ChapterView';

const byId = new Map(contractFixtures.chapterFixtures.map((chapter) => [chapter.id, chapter]));
const find = contractHandler(chaptersContract.findChapter, ({ params }) => {
  const chapter = byId.get(Number(params.id));
  return chapter ? HttpResponse.json(chapter) : HttpResponse.json({ success: false, message: 'This chapter does not exist.' }, { status: 404 });
});
const courses = contractHandler(coursesContract.courseNameSummary, () => HttpResponse.json(contractFixtures.chapterCourseFixtures));
const statusChanged = contractHandler(chaptersContract.updateChapterStatus, ({ request }) =>
  HttpResponse.json({ success: true, message: 'Status updated successfully!', status: new URL(request.url).searchParams.get('status') }),
);

const withRoutes: Decorator = (Story, { parameters }) => (
  <MemoryRouter initialEntries={[(parameters.path as string | undefined) ?? '/chapters/view/4']}>
    <main>
      <Routes>
        <Route path="/chapters/view/:chapterId" element={<Story />} />
        <Route path="*" element={<Destination />} />
      </Routes>
    </main>
    <ToastRegion />
  </MemoryRouter>
);

const meta = {
  title: 'pages/chapters/ChapterView',
  component: ChapterView,
  decorators: [withRoutes],
  beforeEach: signedInAs(contractFixtures.adminProfile),
  parameters: { ...WHOLE_SCREEN, msw: { handlers: [find, courses, statusChanged] }, screenshot: { viewport: { width: 1100, height: 640 } } },
} satisfies Meta<typeof ChapterView>;
export default meta;
type Story = StoryObj<typeof meta>;

const valueOf = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByText(label).nextElementSibling;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'View Chapter' })).toBeVisible();
    await expect(await canvas.findByText('Noon Sakinah and Tanween')).toBeVisible();
    await waitFor(() => expect(valueOf(canvasElement, 'Course')).toHaveTextContent('Tajweed Basics'));
    await expect(valueOf(canvasElement, 'Type')).toHaveTextContent('Default');
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Chapters' })).toHaveAttribute('href', '/chapters?courseId=1');
  },
};

/** A Shapes chapter shows its type as Shapes. */
export const Shapes: Story = {
  parameters: { path: '/chapters/view/7' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Qalqalah');
    await expect(valueOf(canvasElement, 'Type')).toHaveTextContent('Shapes');
  },
};

/** An unpublished chapter can be published from here. */
export const PublishFromView: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Publish' }));
    await expect(await within(document.body).findByText('Status updated successfully!')).toBeVisible();
  },
};

export const EditGoesToForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    await expect(await canvas.findByText('Went to /chapters/edit/4')).toBeVisible();
  },
};

/** The viewer reads the chapter with neither Edit nor Publish. */
export const PermissionHidden: Story = {
  beforeEach: signedInAs(contractFixtures.viewerProfile),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Noon Sakinah and Tanween')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        courses,
        ...pendingCalls([chaptersContract.findChapter]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const NotFound: Story = {
  parameters: { path: '/chapters/view/99' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This chapter does not exist.')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        courses,
        ...failingCallsOnce([chaptersContract.findChapter]),
        find,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The academy service is unavailable.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Noon Sakinah and Tanween')).toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'باب دیکھیں' })).toBeVisible();
    await expect(await canvas.findByText('أحكام النون الساكنة والتنوين')).toHaveAttribute('lang', 'ar');
    await expect(valueOf(canvasElement, 'قسم')).toHaveTextContent('عام');
  },
};
