import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, lessonsContract, playlistContract } from '@/shared/api';
import {
  contractHandler,
  courseOutlineHandlers,
  recordFailedStory,
  recordLoadingStory,
  routedStory,
  signedInAs,
  WHOLE_SCREEN,
} from '@/shared/lib/storybook';
import { LessonsPage } from './LessonsPage';

const { throatLessonFixtures, throatSubPartFixture, videoLessonFixture, lessonRowsOf } = lessonsContract;

const foundLesson = contractHandler(lessonsContract.findLesson, ({ params }) => {
  const lesson = throatLessonFixtures.find((row) => row.id === Number(params.id));
  return lesson ? HttpResponse.json(lesson) : HttpResponse.json({ success: false, message: 'Lesson not found' }, { status: 404 });
});
const handlers = [
  ...courseOutlineHandlers,
  foundLesson,
  contractHandler(lessonsContract.findSubPart, () => HttpResponse.json(throatSubPartFixture)),
  contractHandler(lessonsContract.listLessons, () => HttpResponse.json(lessonRowsOf(throatLessonFixtures))),
  contractHandler(playlistContract.videoTitleSummary, () =>
    HttpResponse.json({ content: contractFixtures.courseVideoTitleFixtures, totalRecords: 12, pageNumber: 1, totalPages: 1 }),
  ),
];

const PLACE = 'courseId=1&partId=1&subPartId=1';
const editPath = `/lessons/edit/${videoLessonFixture.id}?${PLACE}`;

/** The lesson screens as the /lessons section routes them: here its /create and /edit/{LessonId} forms. */
const meta = {
  title: 'pages/academy/lessons/LessonEditor',
  tags: ['autodocs'],
  component: LessonsPage,
  decorators: [routedStory('/lessons/*', editPath)],
  beforeEach: signedInAs(contractFixtures.adminProfile),
  parameters: { ...WHOLE_SCREEN, msw: { handlers }, screenshot: { viewport: { width: 1100, height: 900 } } },
} satisfies Meta<typeof LessonsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const lessonName = (canvasElement: HTMLElement) => within(canvasElement).findAllByRole('textbox', { name: /^Lesson Name/ });
const isLoaded = async (canvas: ReturnType<typeof within>) => {
  await waitFor(async () => expect((await canvas.findAllByRole('textbox', { name: /^Lesson Name/ }))[0]).toHaveValue(videoLessonFixture.name));
};

/** /lessons/create with no place yet: the course outline to choose from, and what choosing it does. */
export const CreateChoosePlace: Story = {
  parameters: { path: '/lessons/create' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add Lessons' })).toBeVisible();
    await expect(await canvas.findByText('Choose where the lessons are')).toBeVisible();
    await expect(canvas.getByText('Select a course, then its part and sub part where it has them: the new lessons go there.')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /^Lesson Name/ })).not.toBeInTheDocument();
  },
};

/** /lessons/create on a sub-part: the place locked in the form, one empty lesson to fill. */
export const CreateOnPlace: Story = {
  parameters: { path: `/lessons/create?${PLACE}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Course Name/ })).toHaveValue('Tajweed Basics');
    await expect(canvas.getByRole('textbox', { name: /Sub Part Name/ })).toHaveValue('The Throat');
    await expect(await lessonName(canvasElement)).toHaveLength(1);
    await expect((await lessonName(canvasElement))[0]).toHaveValue('');
  },
};

/** /lessons/edit/{LessonId}: the one lesson, filled; Cancel goes back to its place's list. */
export const EditLesson: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Lessons' })).toBeVisible();
    await isLoaded(canvas);
    await expect(await lessonName(canvasElement)).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByRole('grid', { name: 'Lessons' })).toBeVisible();
  },
};

/** /lessons/edit/{LessonId}?isSubPart=true: the sub-part's whole lesson tree, every group and lesson. */
export const EditSubPart: Story = {
  parameters: { path: `/lessons/edit/${videoLessonFixture.id}?isSubPart=true&${PLACE}`, screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await isLoaded(canvas);
    // Every lesson of the sub-part is listed; the one the address names is open.
    await expect(await canvas.findAllByRole('listitem', { name: /^Lesson \d+\.\d+$/ })).toHaveLength(throatLessonFixtures.length);
  },
};

const loading = recordLoadingStory(
  lessonsContract.findLesson,
  handlers.filter((handler) => handler !== foundLesson),
);
export const Loading: Story = { ...loading, parameters: { ...loading.parameters, screenshot: { skip: true } } };

const failed = recordFailedStory(lessonsContract.findLesson, handlers, isLoaded);
export const FailedThenRetried: Story = { ...failed, parameters: { ...failed.parameters, screenshot: { skip: true } } };

/** In Urdu: the page's words in Urdu, the lesson's English name in its own direction. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'اسباق میں ترمیم کریں' })).toBeVisible();
    await waitFor(async () => expect((await canvas.findAllByRole('textbox', { name: /^سبق کا نام/ }))[0]).toHaveValue(videoLessonFixture.name));
    await expect(canvas.getByRole('button', { name: 'منسوخ کریں' })).toBeVisible();
  },
};
