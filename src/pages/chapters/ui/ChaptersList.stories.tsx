import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chaptersContract, contractFixtures, coursesContract } from '@/shared/api';
import { PERMISSION_BITS } from '@/shared/lib/permissions';
import { contractHandler, memoryResource, resourceListStories, resourceStoryFrame, signedInAs } from '@/shared/lib/storybook';
import { ChaptersList } from './ChaptersList';

const { chapters } = chaptersContract;
const chapterRows = memoryResource(chapters, contractFixtures.chapterFixtures, {
  actions: { changeStatus: (_, request) => ({ status: chaptersContract.chapterStatus.parse(new URL(request.url).searchParams.get('status')) }) },
});
const courses = contractHandler(coursesContract.courseNameSummary, () => HttpResponse.json(contractFixtures.chapterCourseFixtures));

const meta = {
  title: 'pages/chapters/ChaptersList',
  tags: ['autodocs'],
  component: ChaptersList,
  ...resourceStoryFrame(chapterRows, { route: '/chapters', path: '/chapters?courseId=1', handlers: [courses], viewport: { width: 1200, height: 760 } }),
} satisfies Meta<typeof ChaptersList>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const table = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('grid', { name: 'Chapters' }));
const menuOf = async (canvasElement: HTMLElement, chapter: string) => {
  await userEvent.click(await (await table(canvasElement)).findByRole('button', { name: `Actions for ${chapter}` }));
  return within(await page().findByRole('menu'));
};

const standard = resourceListStories({
  resource: chapters,
  rows: chapterRows,
  title: { en: 'Chapters', ur: 'ابواب' },
  addLabel: { en: 'Add Chapter', ur: 'باب شامل کریں' },
  sampleRow: 'Meem Sakinah',
  emptyTitle: 'No chapters yet',
  viewerActions: ['View'],
});

/** The chosen course's chapters, six to a page in the order they were added, with the spec's columns. */
export const Filled: Story = {
  play: async (context) => {
    await standard.Filled.play(context);
    const canvas = within(context.canvasElement);
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Course' })).toHaveValue('Tajweed Basics'));
    const grid = await table(context.canvasElement);
    const headers = grid.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['Arabic Title', 'English Title', 'Description', 'Video Title', 'Type', 'Status', 'Action']);
    await waitFor(() => expect(grid.getAllByRole('row')).toHaveLength(7));
    await expect(grid.getAllByRole('row')[1]).toHaveTextContent('Introduction to Tajweed');
    const noon = grid.getByRole('row', { name: /Noon Sakinah and Tanween/ });
    await expect(noon).toHaveTextContent('أحكام النون الساكنة والتنوين');
    await expect(noon).toHaveTextContent('Rules of Noon Sakinah and Tanween');
    await expect(noon).toHaveTextContent('Default');
    await expect(noon).toHaveTextContent('Unpublished');
  },
};
export const Empty: Story = standard.Empty;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
export const PermissionHidden: Story = standard.PermissionHidden;

/** Right to left: the Urdu words around the Arabic titles, which keep their own direction. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async (context) => {
    await standard.Urdu.play(context);
    const grid = within(await within(context.canvasElement).findByRole('grid', { name: 'ابواب' }));
    await expect(await grid.findByText('مقدمة في التجويد')).toHaveAttribute('lang', 'ar');
    await expect(grid.getByRole('row', { name: /Meem Sakinah/ })).toHaveTextContent('نیا');
  },
};

/** Nothing is listed until a course is chosen. */
export const NoCourseChosen: Story = {
  parameters: { path: '/chapters' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Choose a course first' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Course' })).toHaveValue('');
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

/** Choosing a course lists its chapters and puts it in the address. */
export const ChooseCourse: Story = {
  parameters: { path: '/chapters', screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Course' }), 'Taj');
    await userEvent.click(await page().findByRole('option', { name: 'Tajweed Basics' }));
    await expect(await (await table(canvasElement)).findByText('Introduction to Tajweed')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Choose a course first' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Chapter' }));
    await expect(await canvas.findByText('Went to /chapters/create?courseId=1')).toBeVisible();
  },
};

/** Another course's list starts empty-handed: while its chapters load, the last course's are not shown as if they were its. */
export const AnotherCourseNeverShowsTheLast: Story = {
  parameters: {
    msw: {
      handlers: [
        courses,
        contractHandler(chapters.calls.list, async ({ request }) => {
          const body = (await request.clone().json()) as { courseId?: number };
          if (body.courseId === 2) await delay('infinite');
          return undefined;
        }),
        ...chapterRows.handlers(),
      ],
    },
    screenshot: { skip: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await (await table(canvasElement)).findByText('Introduction to Tajweed')).toBeVisible();
    // Straight from one course to the other, as a person does from the open list of courses.
    await userEvent.click(canvas.getByRole('button', { name: /Show suggestions/ }));
    await userEvent.click(await page().findByRole('option', { name: 'Weekly Quran Circle' }));
    await waitFor(() => expect(canvas.queryByText('Introduction to Tajweed')).not.toBeInTheDocument());
    await expect(await canvas.findByRole('status')).toBeInTheDocument();
  },
};

/** The page is kept in the address beside the course: the second page holds the last two chapters. */
export const SecondPage: Story = {
  parameters: { path: '/chapters?courseId=1&page=2', screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await expect(await grid.findByText('Qalqalah')).toBeVisible();
    await expect(grid.getByRole('row', { name: /Short Vowels/ })).toHaveTextContent('Shapes');
    await expect(grid.queryByText('Introduction to Tajweed')).not.toBeInTheDocument();
  },
};

/** A NEW chapter offers Publish; choosing it says so in the spec's words and the row shows it published. */
export const PublishFromMenu: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const menu = await menuOf(canvasElement, 'Meem Sakinah');
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View', 'Edit', 'Publish']);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Publish' }));
    await expect(await page().findByText('Status updated successfully!')).toBeVisible();
    const grid = await table(canvasElement);
    await waitFor(() => expect(grid.getByRole('row', { name: /Meem Sakinah/ })).toHaveTextContent('Published'));
  },
};

/** A published chapter offers Unpublish instead. */
export const UnpublishFromMenu: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const menu = await menuOf(canvasElement, 'Introduction to Tajweed');
    await expect(menu.queryByRole('menuitem', { name: 'Publish' })).not.toBeInTheDocument();
    await userEvent.click(menu.getByRole('menuitem', { name: 'Unpublish' }));
    await expect(await page().findByText('Status updated successfully!')).toBeVisible();
    const grid = await table(canvasElement);
    await waitFor(() => expect(grid.getByRole('row', { name: /Introduction to Tajweed/ })).toHaveTextContent('Unpublished'));
  },
};

/** Edit without the perform bit: View and Edit, but no Publish or Unpublish. */
export const EditWithoutPublish: Story = {
  beforeEach: signedInAs({
    ...contractFixtures.viewerProfile,
    securityPermissions: { CHAPTERS: PERMISSION_BITS.list | PERMISSION_BITS.view | PERMISSION_BITS.edit, COURSES: PERMISSION_BITS.list },
  }),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const menu = await menuOf(canvasElement, 'Meem Sakinah');
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View', 'Edit']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('menu')).not.toBeInTheDocument());
  },
};
