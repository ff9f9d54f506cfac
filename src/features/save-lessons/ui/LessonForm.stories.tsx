import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, lessonsContract, playlistContract } from '@/shared/api';
import { contractHandler, routedStory, signedInAs } from '@/shared/lib/storybook';
import { emptyForm, lessonToDraft, type LessonFormValues } from '../model/draft';
import { LessonForm } from './LessonForm';

const { throatSubPartFixture, videoLessonFixture, manyLessons, subPartOf, instructorProfileFixture } = lessonsContract;

const saved = fn();
const handlers = [
  contractHandler(playlistContract.videoTitleSummary, () =>
    HttpResponse.json({ content: contractFixtures.courseVideoTitleFixtures, totalRecords: 12, pageNumber: 1, totalPages: 1 }),
  ),
  ...[lessonsContract.addSubPartLessons, lessonsContract.updateSubPartLessons, lessonsContract.updateLesson, lessonsContract.createCourseContent].map((call) =>
    contractHandler(call, async ({ request }) => {
      saved(await request.json());
      return HttpResponse.json({ success: true, message: 'Record added successfully!', messageCode: 'record.added', lessonIds: [1] });
    }),
  ),
];

const treeOf = (subPart: lessonsContract.SubPart): LessonFormValues => ({
  lessonGroups: subPart.lessonGroup.map((group) => ({ lessons: group.lessons.map(lessonToDraft) })),
  groupNumber: null,
});

const meta = {
  title: 'features/save-lessons/LessonForm',
  component: LessonForm,
  decorators: [routedStory('/lessons/create', '/lessons/create')],
  beforeEach: () => {
    saved.mockClear();
    return signedInAs(contractFixtures.adminProfile)();
  },
  args: {
    target: { kind: 'add', courseId: 1, partId: 1, subPartId: 2 },
    place: { course: 'Tajweed Basics', part: 'Points of Articulation', subPart: 'The Tongue' },
    hasAttributes: true,
    defaultValues: emptyForm(),
    onDone: fn(),
    onCancel: fn(),
  },
  parameters: { msw: { handlers }, screenshot: { viewport: { width: 1100, height: 900 } } },
} satisfies Meta<typeof LessonForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const lesson = async (canvasElement: HTMLElement, number: string) => within(await within(canvasElement).findByRole('listitem', { name: `Lesson ${number}` }));
const chooseType = async (canvasElement: HTMLElement, number: string, type: string) => {
  await userEvent.click((await lesson(canvasElement, number)).getByRole('button', { name: /Lesson Type/ }));
  await userEvent.click(await page().findByRole('option', { name: type }));
};
const save = (canvasElement: HTMLElement) => userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
const sees = async (canvasElement: HTMLElement, ...messages: string[]) => {
  for (const message of messages) await expect(await within(canvasElement).findByText(message)).toBeVisible();
};

/** A new lesson group on a sub-part: the course, part and sub-part locked, one empty lesson. */
export const Add: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Course Name/ })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: /Sub Part Name/ })).toHaveValue('The Tongue');
    await save(canvasElement);
    await expect(await page().findByText('Something went wrong, please check all the fields')).toBeVisible();
    await sees(canvasElement, 'Please select lesson type', 'Please enter lesson name', 'Please enter lesson Arabic title', 'Please select dynamic content');
    await expect(saved).not.toHaveBeenCalled();
  },
};

/** The video block: a playlist title and the length in hours and minutes, each with the spec's message. */
export const VideoBlock: Story = {
  play: async ({ canvasElement }) => {
    await chooseType(canvasElement, '1.1', 'Video lecture');
    await save(canvasElement);
    await sees(canvasElement, 'Please select Video Title', 'Please enter total duration hours', 'Please enter total duration minutes');
    const video = await lesson(canvasElement, '1.1');
    await userEvent.type(video.getByRole('combobox', { name: /Video Title/ }), 'Throat');
    await userEvent.click(await page().findByRole('option', { name: 'Makharij: The Throat Letters' }));
    await waitFor(() => expect(within(canvasElement).queryByText('Please select Video Title')).not.toBeInTheDocument());
  },
};

/** The live block: link, link type, length, and the start in words and as a date. */
export const LiveBlock: Story = {
  play: async ({ canvasElement }) => {
    await chooseType(canvasElement, '1.1', 'Live session');
    await save(canvasElement);
    await sees(
      canvasElement,
      'Please enter live session URL',
      'Please select link type',
      'Please enter duration',
      'Please enter session start date',
      'Please select session start date',
    );
  },
};

/** The assignment block: number, content and answer types; a text content asks for its text. */
export const AssignmentBlock: Story = {
  play: async ({ canvasElement }) => {
    await chooseType(canvasElement, '1.1', 'Assignment');
    await save(canvasElement);
    await sees(canvasElement, 'Please enter assignment number', 'Please select assignment content', 'Please select at least one assignment type');
    const assignment = await lesson(canvasElement, '1.1');
    await userEvent.click(assignment.getByRole('radio', { name: 'Text' }));
    await save(canvasElement);
    await sees(canvasElement, 'Please enter assignment text');
    // Images instead: the text goes, and an image drop takes its place.
    await userEvent.type(assignment.getByRole('textbox', { name: /Assignment Text/ }), 'Recite slowly.');
    await userEvent.click(assignment.getByRole('radio', { name: 'Images' }));
    await expect(assignment.queryByRole('textbox', { name: /Assignment Text/ })).not.toBeInTheDocument();
    await expect(assignment.getByText('Add assignment image')).toBeVisible();
  },
};

/** Attributes: each rule's message, and the options an objective question asks for. */
export const Attributes: Story = {
  play: async ({ canvasElement }) => {
    await chooseType(canvasElement, '1.1', 'Video lecture');
    const video = await lesson(canvasElement, '1.1');
    await userEvent.click(video.getByRole('button', { name: 'Add attribute to lesson 1.1' }));
    await save(canvasElement);
    await sees(canvasElement, 'Please enter attribute title', 'Please select interaction type', 'Please select question answer type', 'Please enter appearance minutes');
    await userEvent.click(video.getByRole('radio', { name: 'Objective' }));
    await save(canvasElement);
    await sees(canvasElement, 'Please enter question', 'Please enter question text');
    await expect((await within(canvasElement).findAllByText('Option text is required')).length).toBe(2);
  },
};

/** Changing an attribute's interaction type clears its question and options. */
export const InteractionTypeClearsQuestion: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await chooseType(canvasElement, '1.1', 'Video lecture');
    const video = await lesson(canvasElement, '1.1');
    await userEvent.click(video.getByRole('button', { name: 'Add attribute to lesson 1.1' }));
    await userEvent.click(video.getByRole('radio', { name: 'Open ended' }));
    await userEvent.type(video.getByRole('textbox', { name: /^Question/ }), 'What did you hear?');
    await userEvent.click(video.getByRole('radio', { name: 'Objective' }));
    await expect(video.getByRole('textbox', { name: /^Question\*?$/ })).toHaveValue('');
    await expect(video.getByRole('textbox', { name: /Option 1/ })).toHaveValue('');
  },
};

/**
 * A sub-part's whole tree, opened from lesson 1.1's Edit: a video with two attributes and an assignment
 * in group 1, a live session in group 2. The lesson chosen is unfolded; the other saved ones are folded
 * to a line each until asked for.
 */
export const EditSubPart: Story = {
  args: {
    target: { kind: 'subPart', courseId: 1, subPartId: 1 },
    place: { course: 'Tajweed Basics', part: 'Points of Articulation', subPart: 'The Throat' },
    defaultValues: treeOf(throatSubPartFixture),
    openLessonId: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('grid', { name: 'Order of the lesson groups' })).toBeVisible();
    const video = await lesson(canvasElement, '1.1');
    await expect(video.getAllByRole('textbox', { name: /Attribute Title/ }).map((input) => (input as HTMLInputElement).value)).toEqual(['Pause and reflect', 'Quick check']);
    const assignment = await lesson(canvasElement, '1.2');
    await expect(assignment.queryByRole('textbox', { name: /Assignment Text/ })).not.toBeInTheDocument();
    await expect(assignment.getByText('Assignment')).toBeVisible();
    await expect(assignment.getByText('1 attribute')).toBeVisible();
    await expect(assignment.getByRole('button', { name: 'Show lesson 1.2' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(assignment.getByRole('button', { name: 'Show lesson 1.2' }));
    await expect(assignment.getByRole('textbox', { name: /Assignment Text/ })).toHaveValue(
      'Record yourself reciting the passage of "The Throat" slowly, then send the recording.',
    );
    await expect(assignment.getByRole('button', { name: 'Hide lesson 1.2' })).toHaveAttribute('aria-expanded', 'true');
    const live = await lesson(canvasElement, '2.1');
    await userEvent.click(live.getByRole('button', { name: 'Show lesson 2.1' }));
    await expect(live.getByRole('textbox', { name: /Live Session URL/ })).toHaveValue('https://example.com/live/session-1');
    await save(canvasElement);
    await expect(await page().findByText('Record added successfully!')).toBeVisible();
    await waitFor(() => expect(saved).toHaveBeenCalledOnce());
    const body = saved.mock.calls[0]![0] as lessonsContract.LessonGroupsInput;
    await expect(body.lessonGroups.map((group) => group.lessons.map((item) => item.id))).toEqual([[1, 2], [3]]);
  },
};

/** Groups move with the keyboard: the handle, Enter, an arrow, Enter. */
export const ReorderWithKeyboard: Story = {
  args: EditSubPart.args,
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const order = within(await within(canvasElement).findByRole('grid', { name: 'Order of the lesson groups' }));
    (await order.findAllByRole('row'))[0]!.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(order.getByRole('button', { name: /Move Group 2/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    await waitFor(() => expect(order.getAllByRole('row')[0]).toHaveTextContent('live questions'));
    await save(canvasElement);
    await waitFor(() => expect(saved).toHaveBeenCalledOnce());
    const body = saved.mock.calls[0]![0] as lessonsContract.LessonGroupsInput;
    await expect(body.lessonGroups.map((group) => group.lessons.map((item) => item.id))).toEqual([[3], [1, 2]]);
  },
};

/** A refused save keeps every group, lesson and attribute as typed, and says why. */
export const SaveFailedKeepsTheTree: Story = {
  args: EditSubPart.args,
  parameters: {
    msw: {
      handlers: [
        contractHandler(lessonsContract.updateSubPartLessons, () =>
          HttpResponse.json(
            {
              success: false,
              message: 'This video is not in the playlist.',
              messageCode: 'lesson.unknownVideo',
              fields: {
                'lessonGroups.0.lessons.0.content': 'This video is not in the playlist.',
                'lessonGroups.1.lessons.0.content': 'Please enter live session URL',
              },
            },
            { status: 400 },
          ),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const video = await lesson(canvasElement, '1.1');
    await userEvent.clear(video.getByRole('textbox', { name: /Lesson Name/ }));
    await userEvent.type(video.getByRole('textbox', { name: /Lesson Name/ }), 'Renamed before saving');
    await save(canvasElement);
    await expect(await page().findByText('Something went wrong, please check all the fields')).toBeVisible();
    await expect((await within(canvasElement).findAllByText('This video is not in the playlist.')).length).toBeGreaterThan(0);
    await expect(video.getByRole('textbox', { name: /Lesson Name/ })).toHaveValue('Renamed before saving');
    await expect(video.getAllByRole('textbox', { name: /Attribute Title/ })).toHaveLength(2);
    // The folded live session holds an error, so it unfolds by itself to show it.
    const live = await lesson(canvasElement, '2.1');
    await expect(await live.findByRole('textbox', { name: /Live Session URL/ })).toHaveValue('https://example.com/live/session-1');
    await expect(live.getByText('Please enter live session URL')).toBeVisible();
    await expect((await lesson(canvasElement, '1.2')).queryByRole('textbox', { name: /Assignment Text/ })).not.toBeInTheDocument();
  },
};

/** One course or part lesson edited alone: its group number, no adding, removing or ordering. */
export const SingleLesson: Story = {
  args: {
    target: { kind: 'lesson', courseId: 1, lessonId: 1 },
    place: { course: 'Weekly Quran Circle' },
    defaultValues: { lessonGroups: [{ lessons: [lessonToDraft(videoLessonFixture)] }], groupNumber: 1 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Lesson group/ })).toHaveValue('1');
    await expect(canvas.queryByRole('button', { name: 'Add lesson group' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Remove lesson 1.1/ })).not.toBeInTheDocument();
  },
};

/** A BASIC course's lessons have no attributes. */
export const BasicCourse: Story = {
  args: { hasAttributes: false, place: { course: 'Learn the Arabic Alphabet' }, target: { kind: 'add', courseId: 4, partId: null, subPartId: null } },
  play: async ({ canvasElement }) => {
    await chooseType(canvasElement, '1.1', 'Video lecture');
    await expect(within(canvasElement).queryByRole('button', { name: /Add attribute/ })).not.toBeInTheDocument();
  },
};

/** The instructor may not remove saved lessons (no delete bit); new ones go as they came. */
export const InstructorKeepsSavedLessons: Story = {
  args: EditSubPart.args,
  beforeEach: signedInAs(instructorProfileFixture),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lesson(canvasElement, '1.1');
    await expect(canvas.queryByRole('button', { name: 'Remove lesson 1.1' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add lesson to group 1' }));
    await expect(await canvas.findByRole('button', { name: 'Remove lesson 1.3' })).toBeVisible();
  },
};

/** Right to left, in Urdu, the spec's messages in Urdu too. */
export const Urdu: Story = {
  args: EditSubPart.args,
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'سبق گروپ 1' })).toBeVisible();
    await userEvent.clear(canvas.getAllByRole('textbox', { name: /سبق کا نام/ })[0]!);
    await userEvent.click(canvas.getByRole('button', { name: 'محفوظ کریں' }));
    await expect(await canvas.findByText('براہ کرم سبق کا نام درج کریں')).toBeVisible();
  },
};

/** Leaves on the page how long its children took from the story's start to their DOM being in place. */
function FirstRender({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    document.body.dataset.firstRenderMs ??= (performance.now() - Number(document.body.dataset.renderStarted)).toFixed(1);
  }, []);
  return children;
}

/**
 * Fifty lessons in ten groups, for measuring the first render (scripts/bench-lesson-form.mjs reads the
 * figure it leaves on the page).
 */
export const FiftyLessons: Story = {
  args: {
    target: { kind: 'subPart', courseId: 1, subPartId: 1 },
    defaultValues: treeOf(subPartOf(manyLessons(50))),
  },
  render: (args) => (
    <FirstRender>
      <LessonForm {...args} />
    </FirstRender>
  ),
  beforeEach: () => {
    delete document.body.dataset.firstRenderMs;
    document.body.dataset.renderStarted = String(performance.now());
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const last = await lesson(canvasElement, '10.5');
    await waitFor(() => expect(document.body.dataset.firstRenderMs).toBeDefined());
    await userEvent.click(last.getByRole('button', { name: 'Show lesson 10.5' }));
    await expect(last.getByRole('textbox', { name: /Lesson Name/ })).toBeVisible();
  },
};
