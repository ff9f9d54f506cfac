import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { batchesContract, contractFixtures, coursesContract, playlistContract, uploadsContract } from '@/shared/api';
import { contractHandler, makePng, memoryResource, resourceRecordStories, resourceStoryFrame, uploadTarget } from '@/shared/lib/storybook';
import { BatchContentsPage } from './BatchContentsPage';

const { batches, batchContentFixture, batchRowFixtures, BATCH_MESSAGES: M, startDateTextOf } = batchesContract;
const editPath = '/batchcontents/edit/2/1';
const UPLOAD_URL = uploadTarget('story-batch');
const finished = { ...batchContentFixture, ...batchRowFixtures[1]!, lessonContents: [] };

/** What the server makes of saved entries: the live start in words and the images' links. */
const stored = (entries: unknown) =>
  (entries as batchesContract.LessonContentValues[]).map((entry) => {
    if (entry.lessonType === 'LIVE_SESSION') return { ...entry, content: { ...entry.content, startDateText: startDateTextOf(entry.content.startDate) } };
    if (entry.lessonType === 'ASSIGNMENT') return { ...entry, content: { ...entry.content, imageUrls: entry.content.images.map((key) => `/files/${key}`) } };
    return entry;
  });
const batchRows = memoryResource(batches, [batchContentFixture, finished], { derived: (input) => ({ lessonContents: stored(input.lessonContents) }) });

/** The screen's other calls: the course and playlist pickers, the image upload and POST batch. */
const screenHandlers = [
  contractHandler(coursesContract.courseNameSummary, () => HttpResponse.json(contractFixtures.chapterCourseFixtures)),
  contractHandler(playlistContract.videoTitleSummary, () =>
    HttpResponse.json({ content: contractFixtures.courseVideoTitleFixtures, totalRecords: 12, pageNumber: 1, totalPages: 1 }),
  ),
  contractHandler(uploadsContract.presignedUrl, () => HttpResponse.json({ url: UPLOAD_URL, imageKey: 'lesson-image-private/story-task.png' })),
  http.put(UPLOAD_URL, () => new HttpResponse(null, { status: 200 })),
  contractHandler(batchesContract.startBatch, () => HttpResponse.json({ success: true, message: M.started, data: batchRowFixtures[1] })),
];

/** The bodies the saves sent, newest last (reset before each story). */
let sentBodies: { id: number; lessonContents: Record<string, unknown>[] }[] = [];
const recordingSaves = (reply?: () => Response) => [
  ...screenHandlers,
  contractHandler(batches.calls.update!, async ({ request }) => {
    sentBodies.push((await request.clone().json()) as (typeof sentBodies)[number]);
    return reply?.();
  }),
  ...batchRows.handlers(),
];

const meta = {
  title: 'pages/academy/batch-contents/BatchContentEditor',
  tags: ['autodocs'],
  component: BatchContentsPage,
  ...resourceStoryFrame(batchRows, {
    route: '/batchcontents/*',
    path: editPath,
    viewport: { width: 1100, height: 1500 },
    handlers: screenHandlers,
    beforeEach: () => {
      sentBodies = [];
    },
  }),
} satisfies Meta<typeof BatchContentsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const page = () => within(document.body);
const entry = async (canvas: Canvas, number: number) => within(await canvas.findByRole('region', { name: `Lesson content ${number}` }));
const choose = async (scope: Canvas, label: RegExp, option: string) => {
  await userEvent.click(scope.getByRole('button', { name: label }));
  await userEvent.click(await page().findByRole('option', { name: option }));
};
/** Adds an empty lesson content and answers it with its type chosen. */
const addEntry = async (canvas: Canvas, type?: string) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Add lesson content' }));
  const added = await entry(canvas, 4);
  if (type) await choose(added, /Lesson Type/, type);
  return added;
};
const save = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Save' }));

/** The running batch's contents, one of each type, with the course locked and the batch's history below. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Batch Content' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Batch Contents' })).toHaveAttribute('href', '/batchcontents?courseId=1');
    const video = await entry(canvas, 1);
    await waitFor(() => expect(video.getByRole('combobox', { name: /Video Title/ })).toHaveValue('Tajweed Basics: Introduction'));
    await expect(video.getByRole('combobox', { name: /^Lesson/ })).toHaveValue('The Throat: the lesson');
    await expect(video.getByRole('button', { name: /Lesson Type/ })).toHaveTextContent('Video lecture');
    await expect(video.getByRole('textbox', { name: /Duration \(minutes\)/ })).toHaveValue('25');
    const live = await entry(canvas, 2);
    await expect(live.getByRole('textbox', { name: /Session Link/ })).toHaveValue('https://example.com/live/batch-2');
    await expect(live.getByRole('button', { name: /Link Type/ })).toHaveTextContent('Pending');
    await expect(live.getByRole('group', { name: 'Start Date' })).toBeVisible();
    const assignment = await entry(canvas, 3);
    await expect(assignment.getByRole('textbox', { name: /Assignment Number/ })).toHaveValue('1');
    await expect(assignment.getByRole('textbox', { name: /Assignment Text/ })).toHaveValue('Recite the passage slowly and send the recording.');
    await expect(assignment.getByRole('checkbox', { name: 'Audio' })).toBeChecked();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Course' })).toHaveValue('Tajweed Basics'));
  },
};

/** One entry of each type changed and saved: the spec's success words, the body sent, then the list of that course 2 s later. */
export const SaveAndReturn: Story = {
  parameters: { screenshot: { skip: true }, msw: { handlers: recordingSaves() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const minutes = (await entry(canvas, 1)).getByRole('textbox', { name: /Duration \(minutes\)/ });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '40');
    const link = (await entry(canvas, 2)).getByRole('textbox', { name: /Session Link/ });
    await userEvent.clear(link);
    await userEvent.type(link, 'https://example.com/live/new');
    const text = (await entry(canvas, 3)).getByRole('textbox', { name: /Assignment Text/ });
    await userEvent.clear(text);
    await userEvent.type(text, 'Recite Al-Fatiha twice.');
    await save(canvas);
    await expect(await canvas.findByText('Record updated successfully!')).toBeVisible();
    await expect(sentBodies).toHaveLength(1);
    await expect(sentBodies[0]).toMatchObject({
      id: 2,
      lessonContents: [
        { lessonId: 1, lessonType: 'VIDEO_LEC', content: 'vid-tajweed-intro', durationHours: 0, durationMinutes: 40 },
        { lessonId: 3, lessonType: 'LIVE_SESSION', content: { link: 'https://example.com/live/new', linkType: 'PENDING', startDate: '2026-11-20T11:00:00', durationInMinutes: 45 } },
        { lessonId: 2, lessonType: 'ASSIGNMENT', assignmentNumber: 1, content: { contentType: 'TEXT', value: 'Recite Al-Fatiha twice.', images: [], type: ['AUDIO'] } },
      ],
    });
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Batch Contents' }, { timeout: 4000 })).toBeVisible();
    await expect(await within(await canvas.findByRole('grid', { name: 'Batch Contents' })).findByText('Running')).toBeVisible();
  },
};

/** A new entry with nothing chosen: the spec's 'Please select lesson' and 'Please select lesson type'. */
export const LessonRules: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const added = await addEntry(canvas);
    await save(canvas);
    await expect(await added.findByText(M.lesson)).toBeVisible();
    // The type's placeholder and its message say the same words.
    await expect(added.getAllByText(M.lessonType)).toHaveLength(2);
  },
};

/** Choosing a lesson picks its type and shows that type's fields. */
export const LessonPicksItsType: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const added = await addEntry(canvas);
    await userEvent.click(added.getAllByRole('button', { name: /Show suggestions/ })[0]!);
    await userEvent.click(await page().findByRole('option', { name: 'The Throat: live questions' }));
    await expect(added.getByRole('button', { name: /Lesson Type/ })).toHaveTextContent('Live session');
    await expect(added.getByRole('textbox', { name: /Session Link/ })).toBeVisible();
  },
};

/** A video entry left empty: its title, hours ('Please enter duration in hours') and minutes. */
export const VideoRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const added = await addEntry(canvas, 'Video lecture');
    await save(canvas);
    for (const message of [M.videoTitle, M.durationHours, M.durationMinutes]) await expect(await added.findByText(message)).toBeVisible();
  },
};

/** A live entry left empty: link, link type, start date and duration. */
export const LiveRules: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const added = await addEntry(canvas, 'Live session');
    await save(canvas);
    for (const message of [M.link, M.linkType, M.startDate, M.liveDuration]) await expect(await added.findByText(message)).toBeVisible();
  },
};

/** An assignment left empty, then with text or images chosen but missing. */
export const AssignmentRules: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const added = await addEntry(canvas, 'Assignment');
    await save(canvas);
    for (const message of [M.assignmentNumber, M.contentType, M.type]) await expect(await added.findByText(message)).toBeVisible();
    await userEvent.click(added.getByRole('radio', { name: 'Text' }));
    await save(canvas);
    await expect(await added.findByText(M.value)).toBeVisible();
    await userEvent.click(added.getByRole('radio', { name: 'Images' }));
    await save(canvas);
    await expect(await added.findByText(M.images)).toBeVisible();
  },
};

/** Images are checked when chosen: too narrow, too low and too large are refused in the spec's limits; a good one is uploaded on Save. */
export const AssignmentImages: Story = {
  parameters: { screenshot: { skip: true }, msw: { handlers: recordingSaves() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const assignment = await entry(canvas, 3);
    await userEvent.click(assignment.getByRole('radio', { name: 'Images' }));
    const input = () => canvasElement.querySelector<HTMLInputElement>('section[aria-label="Lesson content 3"] input[type=file]')!;
    await userEvent.upload(input(), await makePng('narrow.png', 40, 100));
    await expect(await page().findAllByText(M.imageWidth)).not.toHaveLength(0);
    await userEvent.upload(input(), await makePng('flat.png', 200, 10));
    await expect(await page().findAllByText(M.imageHeight)).not.toHaveLength(0);
    await userEvent.upload(input(), await makePng('large.png', 200, 200, 1024 * 1024 + 10));
    await expect(await page().findAllByText(M.imageTooLarge)).not.toHaveLength(0);
    await userEvent.upload(input(), await makePng('task.png', 200, 100));
    await expect(await assignment.findByRole('img', { name: 'Assignment image 1' })).toBeVisible();
    await save(canvas);
    await expect(await canvas.findByText('Record updated successfully!')).toBeVisible();
    await expect(sentBodies[0]?.lessonContents[2]).toMatchObject({ content: { contentType: 'IMAGE', images: ['lesson-image-private/story-task.png'] } });
  },
};

/** The server refuses: the spec's words with its reason, the field marked, and everything kept as typed. */
export const SaveRefused: Story = {
  parameters: {
    screenshot: { skip: true },
    msw: {
      handlers: recordingSaves(() =>
        HttpResponse.json(
          { success: false, message: M.notCourseLesson, messageCode: 'batch.notCourseLesson', fields: { 'lessonContents.2.content.value': M.notCourseLesson } },
          { status: 400 },
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = (await entry(canvas, 3)).getByRole('textbox', { name: /Assignment Text/ });
    await userEvent.clear(text);
    await userEvent.type(text, 'Kept as typed');
    await save(canvas);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(M.saveFailed);
    await expect(alert).toHaveTextContent(M.notCourseLesson);
    await waitFor(() => expect(text).toHaveAttribute('aria-invalid', 'true'));
    await expect(text).toHaveValue('Kept as typed');
  },
};

/** The save never gets an answer: 'An error occurred while saving the content.', and the form stays as typed. */
export const SaveThrows: Story = {
  parameters: { screenshot: { skip: true }, msw: { handlers: recordingSaves(() => HttpResponse.error()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await entry(canvas, 1);
    await save(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(M.saveError);
    await expect(canvas.queryByText(M.saveFailed)).not.toBeInTheDocument();
  },
};

/** Removing an entry sends the list without it. */
export const RemoveEntry: Story = {
  parameters: { screenshot: { skip: true }, msw: { handlers: recordingSaves() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await entry(canvas, 3);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove lesson content 2' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Lesson content 3' })).not.toBeInTheDocument());
    await save(canvas);
    await expect(await canvas.findByText('Record updated successfully!')).toBeVisible();
    await expect(sentBodies[0]?.lessonContents.map((content) => content.lessonType)).toEqual(['VIDEO_LEC', 'ASSIGNMENT']);
  },
};

/** A batch without contents says so and offers to add the first. */
export const EmptyBatch: Story = {
  parameters: { path: '/batchcontents/edit/1/1', screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This batch has no lesson contents yet. Add the first one.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add lesson content' })).toBeVisible();
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'بیچ کے مواد میں ترمیم' })).toBeVisible();
    const video = await canvas.findByRole('region', { name: 'سبق کا مواد 1' });
    await expect(within(video).getByRole('button', { name: /سبق کی قسم/ })).toHaveTextContent('ویڈیو لیکچر');
    await userEvent.click(canvas.getByRole('button', { name: 'سبق کا مواد شامل کریں' }));
    await userEvent.click(canvas.getByRole('button', { name: 'محفوظ کریں' }));
    await expect(await canvas.findByText('براہ کرم سبق منتخب کریں')).toBeVisible();
  },
};

/** /batchcontents/create: a new batch of the chosen course starts, and its contents open for editing. */
export const StartNewBatch: Story = {
  parameters: { path: '/batchcontents/create?courseId=1', screenshot: { viewport: { width: 1100, height: 480 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Start New Batch' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /Course/ })).toHaveValue('Tajweed Basics'));
    await userEvent.click(canvas.getByRole('button', { name: 'Start Batch' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit Batch Content' })).toBeVisible();
  },
};

/** Starting needs a course: without one the screen asks for it and calls nothing. */
export const StartWithoutCourse: Story = {
  parameters: { path: '/batchcontents/create', screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start Batch' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please select a course');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Start New Batch' })).toBeVisible();
  },
};

/** The server refuses the start (no add bit): its reason is shown and the screen stays. */
export const StartRefused: Story = {
  parameters: {
    path: '/batchcontents/create?courseId=1',
    screenshot: { skip: true },
    msw: {
      handlers: [
        contractHandler(batchesContract.startBatch, () =>
          HttpResponse.json({ success: false, message: 'You do not have permission to do this.', messageCode: 'http.noPermission' }, { status: 403 }),
        ),
        ...screenHandlers,
        ...batchRows.handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /Course/ })).toHaveValue('Tajweed Basics'));
    await userEvent.click(canvas.getByRole('button', { name: 'Start Batch' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You do not have permission to do this.');
    await expect(canvas.getByRole('button', { name: 'Start Batch' })).toBeEnabled();
  },
};

const standard = resourceRecordStories({
  resource: batches,
  rows: batchRows,
  existingPath: editPath,
  missingPath: '/batchcontents/edit/999/1',
  notFoundText: 'This batch does not exist.',
  isLoaded: async (canvas) => expect(await canvas.findByRole('region', { name: 'Lesson content 1' })).toBeVisible(),
});
export const NotFound: Story = standard.NotFound;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
