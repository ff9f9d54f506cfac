import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, lessonsContract } from '@/shared/api';
import { contractHandler, courseOutlineHandlers, routedStory, signedInAs, WHOLE_SCREEN } from '@/shared/lib/storybook';
import { LessonsList } from './LessonsList';

const { lessonRowsOf, throatLessonFixtures, instructorProfileFixture } = lessonsContract;

let rows = lessonRowsOf(throatLessonFixtures);
const query = (request: Request, name: string) => Number(new URL(request.url).searchParams.get(name));
const handlers = [
  ...courseOutlineHandlers,
  contractHandler(lessonsContract.listLessons, ({ request }) => HttpResponse.json(query(request, 'subPartId') === 1 ? rows : [])),
  contractHandler(lessonsContract.changeLessonStatus, async ({ request, params }) => {
    const { status } = (await request.json()) as { status: lessonsContract.LessonStatus };
    rows = rows.map((row) => (row.id === Number(params.id) ? { ...row, status } : row));
    return HttpResponse.json({ success: true, message: 'Status updated successfully!', messageCode: 'record.statusUpdated' });
  }),
  contractHandler(lessonsContract.deleteLesson, ({ params }) => {
    rows = rows.filter((row) => row.id !== Number(params.id));
    return HttpResponse.json({ success: true, message: 'Record deleted successfully!' });
  }),
];

const meta = {
  title: 'pages/academy/lessons/LessonsList',
  tags: ['autodocs'],
  component: LessonsList,
  decorators: [routedStory('/lessons', '/lessons?courseId=1&partId=1&subPartId=1')],
  beforeEach: () => {
    rows = lessonRowsOf(throatLessonFixtures);
    return signedInAs(contractFixtures.adminProfile)();
  },
  parameters: { ...WHOLE_SCREEN, msw: { handlers }, screenshot: { viewport: { width: 1200, height: 640 } } },
} satisfies Meta<typeof LessonsList>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const grid = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('grid', { name: 'Lessons' }));
const menuOf = async (canvasElement: HTMLElement, lesson: string) => {
  await userEvent.click(await (await grid(canvasElement)).findByRole('button', { name: `Actions for ${lesson}` }));
  return within(await page().findByRole('menu'));
};

/** A sub-part's lessons in group order, one of each type, with the columns of the list. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await expect(await table.findByText('The Throat: the lesson')).toBeVisible();
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Group',
      'Lesson Name',
      'Arabic Title',
      'Type',
      'Video Title',
      'Attributes',
      'Status',
      'Action',
    ]);
    const live = table.getByRole('row', { name: /live questions/ });
    await expect(live).toHaveTextContent('Group 2, lesson 1');
    await expect(live).toHaveTextContent('Live session');
    await expect(live).toHaveTextContent('Unpublished');
    await expect(table.getByRole('row', { name: /the lesson/ })).toHaveTextContent('Makharij: The Throat Letters');
  },
};

/** Nothing is listed until a course (and its part and sub-part) is chosen. */
export const NothingChosen: Story = {
  parameters: { path: '/lessons' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Choose where the lessons are' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sub Part Name' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Add Lesson' })).not.toBeInTheDocument();
  },
};

/** Course, part, sub-part: each choice offers the next and goes into the address, then Add Lesson carries it on. */
export const ChooseCourseThenParts: Story = {
  parameters: { path: '/lessons', screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Course Name' }), 'Taj');
    await userEvent.click(await page().findByRole('option', { name: 'Tajweed Basics' }));
    await userEvent.click(await canvas.findByRole('button', { name: /Part Name/ }));
    await userEvent.click(await page().findByRole('option', { name: 'Points of Articulation' }));
    await userEvent.click(await canvas.findByRole('button', { name: /Sub Part Name/ }));
    await userEvent.click(await page().findByRole('option', { name: 'The Throat' }));
    await expect(await (await grid(canvasElement)).findByText('The Throat: the lesson')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Lesson' }));
    await expect(await canvas.findByText('Went to /lessons/create?courseId=1&partId=1&subPartId=1&isPart=false&isSubPart=true')).toBeVisible();
  },
};

/** A part without sub-parts holds its lessons itself: no sub-part is asked for. */
export const PartWithoutSubParts: Story = {
  parameters: { path: '/lessons?courseId=1&partId=3', screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await (await grid(canvasElement)).findByText('No lessons here yet')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Sub Part Name/ })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { path: '/lessons?courseId=2' },
  play: async ({ canvasElement }) => {
    await expect(await (await grid(canvasElement)).findByText('No lessons here yet')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [contractHandler(lessonsContract.listLessons, async () => { await delay('infinite'); return HttpResponse.json([]); }), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

/** A failed load shows the server's reason and a retry. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        contractHandler(lessonsContract.listLessons, () => HttpResponse.json({ success: false, message: 'The academy service is unavailable.' }, { status: 503 })),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The academy service is unavailable.')).toBeVisible();
  },
};

/** Publishing from the menu says so in the spec's words, and the row shows it. */
export const PublishFromMenu: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const menu = await menuOf(canvasElement, 'The Throat: recite and send');
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View', 'Edit', 'Theory', 'Publish', 'Delete']);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Publish' }));
    await expect(await page().findByText('Status updated successfully!')).toBeVisible();
    const table = await grid(canvasElement);
    await waitFor(() => expect(table.getByRole('row', { name: /recite and send/ })).toHaveTextContent('Published'));
  },
};

/** A lesson whose content is dynamic leads to its theory, with its course, part and lesson chosen. */
export const TheoryOfADynamicLesson: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const plain = await menuOf(canvasElement, 'The Throat: the lesson');
    await expect(plain.queryByRole('menuitem', { name: 'Theory' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    const dynamic = await menuOf(canvasElement, 'The Throat: recite and send');
    await userEvent.click(dynamic.getByRole('menuitem', { name: 'Theory' }));
    await expect(await within(canvasElement).findByText('Went to /lessoncontent?courseId=1&partId=1&lessonId=2')).toBeVisible();
  },
};

/** Deleting asks first, then the row is gone. */
export const DeleteAfterConfirming: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const menu = await menuOf(canvasElement, 'The Throat: live questions');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Delete' }));
    const dialog = within(await page().findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    const table = await grid(canvasElement);
    await waitFor(() => expect(table.queryByText('The Throat: live questions')).not.toBeInTheDocument());
  },
};

/** The instructor (list, view, add, edit) gets no Publish, Unpublish or Delete. */
export const InstructorWithoutPublishOrDelete: Story = {
  beforeEach: signedInAs(instructorProfileFixture),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const menu = await menuOf(canvasElement, 'The Throat: the lesson');
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View', 'Edit']);
    await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement).getByRole('button', { name: 'Add Lesson' })).toBeVisible();
  },
};

/** Right to left: the Urdu words around the Arabic titles, which keep their own direction. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('grid', { name: 'اسباق' }));
    await expect(await table.findByText('الدرس المرئي 1')).toHaveAttribute('lang', 'ar');
    await expect(table.getByRole('row', { name: /recite and send/ })).toHaveTextContent('نیا');
  },
};
