import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, courseAudioContract, exercisesContract, lessonsContract, uploadsContract } from '@/shared/api';
import { contractHandler, refusedUploadLink, routedStory, signedInAs, STORED_FILE, toneWav, uploadTarget } from '@/shared/lib/storybook';
import { Button } from '@/shared/ui/button';
import { emptyExerciseForm, exerciseToDraft } from '../model/draft';
import { ExerciseForm } from './ExerciseForm';
import type { RenderRecorder } from './formContext';

const { exerciseFixture } = exercisesContract;
const saved = fn();
const UPLOAD_URL = uploadTarget('exercise-image');
const library = contractFixtures.courseAudioFixtures.map((audio) => ({ ...audio, url: `/api/storage/files/audio/${audio.path.split('/')[1]}` }));
const handlers = [
  contractHandler(courseAudioContract.courseAudioNameSummary, () => HttpResponse.json(library.map(({ id, title, url, path }) => ({ id, title, url, path })))),
  http.get(STORED_FILE.audio, () => new HttpResponse(toneWav(2), { headers: { 'content-type': 'audio/mpeg' } })),
  contractHandler(uploadsContract.presignedUrl, () => HttpResponse.json({ url: UPLOAD_URL, imageKey: 'LESSON_IMAGE/story.png' })),
  http.put(UPLOAD_URL, () => new HttpResponse(null, { status: 200 })),
  ...[exercisesContract.createExercise, lessonsContract.updateLesson].map((call) =>
    contractHandler(call, async ({ request }) => {
      saved(await request.json());
      return HttpResponse.json({ success: true, message: 'Record added successfully!', messageCode: 'record.added', id: 41, lessonIds: [41] });
    }),
  ),
];

/** Stands in for the browser recorder (its own stories record): one press hands over a stored take. */
const storyRecorder: RenderRecorder = (slot) => (
  <Button size="sm" variant="secondary" onPress={() => slot.onRecorded({ file: new File([toneWav(1)], 'take.mp3', { type: 'audio/mpeg' }), key: 'AUDIO/take.mp3' })}>
    Record a take
  </Button>
);

const meta = {
  title: 'features/save-exercise/ExerciseForm',
  component: ExerciseForm,
  decorators: [routedStory('/exercise/create', '/exercise/create')],
  beforeEach: () => {
    saved.mockClear();
    return signedInAs(contractFixtures.adminProfile)();
  },
  args: {
    target: { kind: 'add', courseId: 1, partId: 1, subPartId: 1 },
    place: { course: 'Tajweed Basics', part: 'Points of Articulation', subPart: 'The Throat' },
    defaultValues: emptyExerciseForm(),
    renderRecorder: storyRecorder,
    onDone: fn(),
    onCancel: fn(),
  },
  parameters: { msw: { handlers }, screenshot: { viewport: { width: 1100, height: 900 } } },
} satisfies Meta<typeof ExerciseForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const item = async (canvasElement: HTMLElement, number = 1) => within(await within(canvasElement).findByRole('region', { name: `Item ${number}` }));
const save = (canvasElement: HTMLElement) => userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
const sees = async (canvasElement: HTMLElement, ...messages: string[]) => {
  for (const message of messages) await expect((await within(canvasElement).findAllByText(message))[0]).toBeVisible();
};
const addType = async (canvasElement: HTMLElement, type: string) => {
  await userEvent.click((await item(canvasElement)).getByRole('button', { name: /Exercise type/ }));
  await userEvent.click(await page().findByRole('option', { name: type }));
};
const choose = async (scope: ReturnType<typeof within>, label: RegExp, option: string) => {
  await userEvent.click(scope.getByRole('button', { name: label }));
  await userEvent.click(await page().findByRole('option', { name: option }));
};

/** A new exercise: the place locked, one empty item; Save names every missing field in the spec's words. */
export const Add: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Sub part name/ })).toHaveAttribute('readonly');
    await save(canvasElement);
    await sees(canvasElement, 'Please enter the exercise name', 'Please select exercise content', 'Please enter the title', 'Please enter the description');
    await sees(canvasElement, 'Please select at least one exercise type');
    await expect(saved).not.toHaveBeenCalled();
    // The refused Save takes the focus to the first field it names.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Exercise name/ })).toHaveFocus());
  },
};

/** MCQ Text: four option slots and the correct one; the first slot is required. */
export const McqTextBlock: Story = {
  play: async ({ canvasElement }) => {
    await addType(canvasElement, 'MCQ Text');
    const block = within(await within(canvasElement).findByRole('group', { name: 'MCQ Text' }));
    for (const number of [1, 2, 3, 4]) await expect(block.getByRole('textbox', { name: new RegExp(`Option ${number}`) })).toBeVisible();
    await expect(block.getByRole('radiogroup', { name: /Correct option/ })).toBeVisible();
    await save(canvasElement);
    await sees(canvasElement, 'First option is required');
  },
};

/** MCQ Voice: four audio options, each asking for a file; one chosen from the library plays back. */
export const McqVoiceBlock: Story = {
  play: async ({ canvasElement }) => {
    await addType(canvasElement, 'MCQ Voice');
    const block = within(await within(canvasElement).findByRole('group', { name: 'MCQ Voice' }));
    await save(canvasElement);
    await waitFor(() => expect(block.getAllByText('Please select an audio file')).toHaveLength(4));
    const first = within(block.getByRole('group', { name: 'Audio option 1' }));
    await choose(first, /From the audio library/, 'Makharij practice');
    await expect(await first.findByRole('group', { name: 'Playback of Audio option 1' })).toBeVisible();
    await expect(first.getByText('Chosen from the library: Makharij practice')).toBeVisible();
  },
};

/** Audio Record: an audio to repeat, recorded here and played back, or cleared again. */
export const AudioRecordBlock: Story = {
  play: async ({ canvasElement }) => {
    await addType(canvasElement, 'Audio Record');
    const block = within(await within(canvasElement).findByRole('group', { name: 'Audio Record' }));
    await save(canvasElement);
    await expect(await block.findByText('Please select an audio file')).toBeVisible();
    await userEvent.click(block.getByRole('button', { name: 'Record a take' }));
    await expect(await block.findByText('Recorded in the browser')).toBeVisible();
    await expect(block.getByRole('group', { name: 'Playback of Audio to repeat' })).toBeVisible();
    await userEvent.click(block.getByRole('button', { name: 'Clear' }));
    await expect(block.queryByText('Recorded in the browser')).not.toBeInTheDocument();
  },
};

/** Three types chosen, each once: the selector is disabled and says so; removing one enables it again. */
export const SelectorAtThree: Story = {
  play: async ({ canvasElement }) => {
    await addType(canvasElement, 'MCQ Text');
    await addType(canvasElement, 'MCQ Voice');
    await addType(canvasElement, 'Audio Record');
    const card = await item(canvasElement);
    const selector = card.getByRole('button', { name: /Exercise type/ });
    await expect(selector).toBeDisabled();
    await expect(selector).toHaveTextContent('Three types chosen');
    await userEvent.click(card.getByRole('button', { name: 'Remove MCQ Voice' }));
    await expect(selector).toBeEnabled();
    await userEvent.click(selector);
    await expect((await page().findAllByRole('option')).map((option) => option.textContent)).toEqual(['MCQ Voice']);
    await userEvent.keyboard('{Escape}');
  },
};

/** IMAGE content asks for pictures under 10 MB, refusing a larger one in the spec's words. */
export const ImageContent: Story = {
  play: async ({ canvasElement }) => {
    const card = await item(canvasElement);
    await choose(card, /Exercise content/, 'Image');
    await save(canvasElement);
    await sees(canvasElement, 'Please upload at least one image');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const huge = new File([new Uint8Array(11 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(input, huge);
    await expect((await page().findAllByText('Image must be smaller than 10MB!'))[0]).toBeVisible();
  },
};

const filled = { defaultValues: exerciseToDraft(exerciseFixture), target: { kind: 'edit', courseId: 1, exerciseId: 41 } } as const;

/** A stored exercise: every item with its blocks, audio playable; Save sends it by the lesson update. */
export const Edit: Story = {
  args: filled,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Exercise name/ })).toHaveValue('Throat letters practice');
    const first = await item(canvasElement, 1);
    await expect(first.getByRole('textbox', { name: /Option 2/ })).toHaveValue('ع');
    await save(canvasElement);
    await expect(await canvas.findByText('Record added successfully!')).toBeVisible();
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const body = saved.mock.calls[0]![0] as { type: string; content: { exerciseTypes: string[] }[] };
    await expect(body.type).toBe('PRACTICE_ASSIGN');
    await expect(body.content.map((entry) => entry.exerciseTypes)).toEqual([['MCQ_TEXT', 'AUDIO_RECORD'], ['MCQ_VOICE'], ['AUDIO_RECORD']]);
  },
};

/** A refused save keeps everything as typed and shows the server's words. */
export const SaveRefused: Story = {
  args: filled,
  parameters: {
    msw: {
      handlers: [
        contractHandler(lessonsContract.updateLesson, () =>
          HttpResponse.json({ success: false, message: 'This audio file is not in the course audio or was not uploaded.', fields: { 'content.0.audioRecord': 'This audio file is not in the course audio or was not uploaded.' } }, { status: 400 }),
        ),
        ...handlers,
      ],
    },
    screenshot: { skip: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: /Exercise name/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Exercise name/ }), 'Kept as typed');
    await save(canvasElement);
    const alert = await canvas.findByText('Something went wrong, please check all the fields');
    await expect(alert).toBeVisible();
    await expect((await canvas.findAllByText('This audio file is not in the course audio or was not uploaded.'))[0]).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Exercise name/ })).toHaveValue('Kept as typed');
  },
};

/** A picture that cannot go up shows the spec's S3 words and keeps the form. */
export const UploadFailed: Story = {
  args: filled,
  parameters: { msw: { handlers: [refusedUploadLink(), ...handlers] }, screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await item(canvasElement, 3);
    const input = canvasElement.querySelector<HTMLInputElement>('section[aria-labelledby="exercise-item-2"] input[type="file"]')!;
    await userEvent.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'new.png', { type: 'image/png' }));
    await save(canvasElement);
    await expect(await within(canvasElement).findByText('An error occurred while uploading to S3. Please try again.')).toBeVisible();
    await expect(saved).not.toHaveBeenCalled();
  },
};

/** The audio library failing to load says why beside the picker; recording still works. */
export const LibraryFailed: Story = {
  parameters: {
    msw: { handlers: [contractHandler(courseAudioContract.courseAudioNameSummary, () => HttpResponse.json({ success: false, message: 'The academy service is unavailable.' }, { status: 503 })), ...handlers] },
    screenshot: { skip: true },
  },
  play: async ({ canvasElement }) => {
    await addType(canvasElement, 'Audio Record');
    await expect(await within(canvasElement).findByText('The academy service is unavailable.')).toBeVisible();
  },
};

/** Right to left, in Urdu, with the messages too. */
export const Urdu: Story = {
  args: filled,
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'حصہ 1' })).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: /مشق کا نام/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'محفوظ کریں' }));
    await expect(await canvas.findByText('براہ کرم مشق کا نام درج کریں')).toBeVisible();
  },
};
