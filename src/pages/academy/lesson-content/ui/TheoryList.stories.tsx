import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { lessonContentContract, lessonsContract } from '@/shared/api';
import { contractHandler, resourceListStories, resourceStoryFrame, signedInAs } from '@/shared/lib/storybook';
import { TheoryList } from './TheoryList';
import { instructorProfile, theoryHandlers, theoryRows } from './theoryStoryBackend';

const LIST_PATH = '/lessoncontent?courseId=1&partId=1&lessonId=11';

const meta = {
  title: 'pages/academy/lesson-content/TheoryList',
  tags: ['autodocs'],
  component: TheoryList,
  ...resourceStoryFrame(theoryRows, { route: '/lessoncontent', path: LIST_PATH, handlers: theoryHandlers, viewport: { width: 1200, height: 640 } }),
} satisfies Meta<typeof TheoryList>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const grid = async (canvasElement: HTMLElement, name = 'Lesson content') => within(await within(canvasElement).findByRole('grid', { name }));
const menuOf = async (canvasElement: HTMLElement, theory: string) => {
  await userEvent.click(await (await grid(canvasElement)).findByRole('button', { name: `Actions for ${theory}` }));
  return within(await page().findByRole('menu'));
};

const standard = resourceListStories({
  resource: lessonContentContract.lessonContents,
  rows: theoryRows,
  title: { en: 'Lesson content', ur: 'سبق کا مواد' },
  addLabel: { en: 'Add Theory', ur: 'نظریہ شامل کریں' },
  sampleRow: 'Heavy and light letters',
  emptyTitle: 'No theory for this lesson yet',
  viewerActions: ['View'],
});

/** The chosen lesson's theory: English and Arabic titles, description and status of each. */
export const Filled: Story = {
  play: async (context) => {
    await standard.Filled.play(context);
    const table = await grid(context.canvasElement);
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['English title', 'Arabic title', 'Description', 'Status', 'Action']);
    const heavy = table.getByRole('row', { name: /Heavy and light letters/ });
    await expect(heavy).toHaveTextContent('الحروف المفخمة والمرققة');
    await expect(heavy).toHaveTextContent('Published');
    await expect(table.getByRole('row', { name: /Points of articulation/ })).toHaveTextContent('New');
    await expect(table.getByText('حروف الحلق')).toHaveAttribute('lang', 'ar');
  },
};
export const Empty: Story = standard.Empty;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
/** A viewer may only look: no Add, and View alone in the menu. */
export const PermissionHidden: Story = standard.PermissionHidden;
export const Urdu: Story = standard.Urdu;

/** Nothing is listed until a lesson is chosen, and Add is not offered. */
export const NothingChosen: Story = {
  parameters: { path: '/lessoncontent' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Choose a lesson' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Chapter/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Add Theory' })).not.toBeInTheDocument();
  },
};

/** Course, chapter, lesson: each choice offers the next and goes into the address, then Add carries it on. */
export const ChooseCourseChapterLesson: Story = {
  parameters: { path: '/lessoncontent', screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Course' }), 'Taj');
    await userEvent.click(await page().findByRole('option', { name: 'Tajweed Basics' }));
    await userEvent.click(await canvas.findByRole('button', { name: /Chapter/ }));
    await userEvent.click(await page().findByRole('option', { name: 'Points of Articulation' }));
    await userEvent.click(await canvas.findByRole('button', { name: /Lesson/ }));
    await userEvent.click(await page().findByRole('option', { name: 'The Throat: the lesson' }));
    await expect(await (await grid(canvasElement)).findByText('The throat letters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Theory' }));
    await expect(await canvas.findByText('Went to /lessoncontent/create?courseId=1&partId=1&lessonId=11')).toBeVisible();
  },
};

/** A course without parts asks no chapter: its lessons are offered at once. */
export const CourseWithoutChapters: Story = {
  parameters: { path: '/lessoncontent?courseId=4' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Lesson/ }));
    await expect(await page().findByRole('option', { name: 'Alif to Kha' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('button', { name: /Chapter/ })).not.toBeInTheDocument();
  },
};

/** A chapter whose lessons have no dynamic content says so, and offers nothing to choose. */
export const NoDynamicLessons: Story = {
  parameters: { path: '/lessoncontent?courseId=1&partId=3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No lesson here has dynamic content.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Lesson/ })).toBeDisabled();
  },
};

/** Publishing a new theory, then unpublishing it, in the spec's words; the row shows each. */
export const PublishThenUnpublish: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click((await menuOf(canvasElement, 'Points of articulation')).getByRole('menuitem', { name: 'Publish' }));
    await expect(await page().findByText('status updated successfully!')).toBeVisible();
    const row = async () => (await grid(canvasElement)).getByRole('row', { name: /Points of articulation/ });
    await waitFor(async () => expect(await row()).toHaveTextContent('Published'));
    await userEvent.click((await menuOf(canvasElement, 'Points of articulation')).getByRole('menuitem', { name: 'Unpublish' }));
    await waitFor(async () => expect(await row()).toHaveTextContent('Unpublished'));
  },
};

/** The server refuses a publish (here 403): the toast gives its words, and the row keeps its status. */
export const PublishRefused: Story = {
  parameters: {
    screenshot: { skip: true },
    msw: {
      handlers: [
        contractHandler(lessonContentContract.lessonContents.calls.update!, () =>
          HttpResponse.json({ success: false, message: 'You do not have permission to do this.' }, { status: 403 }),
        ),
        ...theoryHandlers,
        ...theoryRows.handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click((await menuOf(canvasElement, 'Points of articulation')).getByRole('menuitem', { name: 'Publish' }));
    await expect(await page().findByText('The status was not changed')).toBeVisible();
    await expect(page().getByText('You do not have permission to do this.')).toBeVisible();
    await expect((await grid(canvasElement)).getByRole('row', { name: /Points of articulation/ })).toHaveTextContent('New');
  },
};

const unavailable = () => HttpResponse.json({ success: false, message: 'The academy service is unavailable.' }, { status: 503 });

/** The chapters cannot be loaded: the chapter picker says why, and no lesson is asked for. */
export const ChaptersFailed: Story = {
  parameters: {
    path: '/lessoncontent?courseId=1',
    msw: { handlers: [contractHandler(lessonsContract.partNames, unavailable), ...theoryHandlers, ...theoryRows.handlers()] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The academy service is unavailable.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Lesson/ })).not.toBeInTheDocument();
  },
};

/** The lessons cannot be loaded: the lesson picker says why. */
export const LessonsFailed: Story = {
  parameters: {
    path: '/lessoncontent?courseId=1&partId=1',
    screenshot: { skip: true },
    msw: { handlers: [contractHandler(lessonsContract.lessonNames, unavailable), ...theoryHandlers, ...theoryRows.handlers()] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The academy service is unavailable.')).toBeVisible();
  },
};

/** View and Edit lead to their screens, keeping the choice in the address. */
export const ViewAndEdit: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click((await menuOf(canvasElement, 'The throat letters')).getByRole('menuitem', { name: 'Edit' }));
    await expect(await within(canvasElement).findByText('Went to /lessoncontent/edit/3?courseId=1&partId=1&lessonId=11')).toBeVisible();
  },
};

/** An instructor adds and edits but does not publish: no Publish or Unpublish in the menu. */
export const InstructorWithoutPublish: Story = {
  beforeEach: signedInAs(instructorProfile),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add Theory' })).toBeVisible();
    const menu = await menuOf(canvasElement, 'Points of articulation');
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View', 'Edit']);
  },
};
