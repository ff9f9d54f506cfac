import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { contractFixtures, lessonsContract, playlistContract } from '@/shared/api';
import { contractHandler, expectReadOnly, recordFailedStory, recordLoadingStory, routedStory, signedInAs, WHOLE_SCREEN } from '@/shared/lib/storybook';
import { LessonView } from './LessonView';

const { throatLessonFixtures, videoLessonFixture, assignmentLessonFixture, liveLessonFixture } = lessonsContract;

const found = contractHandler(lessonsContract.findLesson, ({ params }) => {
  const lesson = throatLessonFixtures.find((row) => row.id === Number(params.id));
  return lesson ? HttpResponse.json(lesson) : HttpResponse.json({ success: false, message: 'Lesson not found' }, { status: 404 });
});
const handlers = [
  found,
  contractHandler(playlistContract.videoTitleSummary, () =>
    HttpResponse.json({ content: contractFixtures.courseVideoTitleFixtures, totalRecords: 12, pageNumber: 1, totalPages: 1 }),
  ),
];
const pathOf = (id: number) => `/lessons/view/${id}?courseId=1&partId=1&subPartId=1`;

const meta = {
  title: 'pages/academy/lessons/LessonView',
  tags: ['autodocs'],
  component: LessonView,
  decorators: [routedStory('/lessons/view/:lessonId', pathOf(videoLessonFixture.id))],
  beforeEach: signedInAs(contractFixtures.adminProfile),
  parameters: { ...WHOLE_SCREEN, msw: { handlers }, screenshot: { viewport: { width: 1000, height: 900 } } },
} satisfies Meta<typeof LessonView>;
export default meta;
type Story = StoryObj<typeof meta>;

const isLoaded = async (canvas: ReturnType<typeof within>) => {
  await expect(await canvas.findByText(videoLessonFixture.name)).toBeVisible();
};

/** /lessons/view/{id}: a video lesson read-only, its video, its attributes; Edit and Unpublish for the administrator. */
export const Video: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'View Lesson' })).toBeVisible();
    await isLoaded(canvas);
    await expect(canvas.getByText('Makharij: The Throat Letters')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Attributes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unpublish' })).toBeVisible();
    await expectReadOnly(canvasElement);
  },
};

/** Edit opens the lesson's form, keeping where the lesson sits in the address. */
export const EditLeadsToTheForm: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await isLoaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(await canvas.findByText('Went to /lessons/edit/1?courseId=1&partId=1&subPartId=1')).toBeVisible();
  },
};

/** A live session: its address, link type, length and start, as typed and as a moment. */
export const LiveSession: Story = {
  parameters: { path: pathOf(liveLessonFixture.id) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(liveLessonFixture.name)).toBeVisible();
    await expect(canvas.getByText('https://example.com/live/session-1')).toBeVisible();
    await expect(canvas.getByText('11:00 AM UTC')).toBeVisible();
    await expectReadOnly(canvasElement);
  },
};

/** An assignment: its number, what is sent and the text learners read. */
export const Assignment: Story = {
  parameters: { path: pathOf(assignmentLessonFixture.id), screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(assignmentLessonFixture.name)).toBeVisible();
    await expect(canvas.getByText(/Record yourself reciting the passage/)).toBeVisible();
    await expectReadOnly(canvasElement);
  },
};

/** The viewer reads the lesson with neither Edit nor a status change. */
export const ViewerReadsOnly: Story = {
  beforeEach: signedInAs(contractFixtures.viewerProfile),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await isLoaded(canvas);
    await expect(canvas.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument();
    await expectReadOnly(canvasElement);
  },
};

/** In Urdu: the labels in Urdu, the English lesson name in its own direction, the Arabic title right to left. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'سبق دیکھیں' })).toBeVisible();
    await expect((await canvas.findByText(videoLessonFixture.name)).closest('[dir="auto"]')).not.toBeNull();
    await expect(canvas.getByText(videoLessonFixture.titleAr)).toHaveAttribute('dir', 'rtl');
  },
};

const loading = recordLoadingStory(lessonsContract.findLesson, handlers.slice(1));
export const Loading: Story = { ...loading, parameters: { ...loading.parameters, screenshot: { skip: true } } };
const failed = recordFailedStory(lessonsContract.findLesson, handlers, isLoaded);
export const FailedThenRetried: Story = { ...failed, parameters: { ...failed.parameters, screenshot: { skip: true } } };
