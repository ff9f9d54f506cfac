import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { lessonContentContract } from '@/shared/api';
import { expectReadOnly, refusedUploadLink, resourceFormStories, resourceRecordStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { LessonContentPage } from './LessonContentPage';
import { mp3, publishedTheory, theoryHandlers, theoryRows } from './theoryStoryBackend';

const { lessonContents } = lessonContentContract;
const CREATE_PATH = '/lessoncontent/create?lessonId=11';
const EDIT_PATH = `/lessoncontent/edit/${publishedTheory.id}?lessonId=11`;

const meta = {
  title: 'pages/academy/lesson-content/TheoryScreens',
  tags: ['autodocs'],
  component: LessonContentPage,
  ...resourceStoryFrame(theoryRows, { route: '/lessoncontent/*', path: CREATE_PATH, handlers: theoryHandlers, viewport: { width: 1000, height: 900 } }),
} satisfies Meta<typeof LessonContentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;

async function fill(canvasElement: HTMLElement, file: File | null = mp3('qalqalah.mp3'), titles = { en: 'Qalqalah', ar: 'القلقلة' }) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /English title/ }), titles.en);
  await userEvent.type(canvas.getByRole('textbox', { name: /Arabic title/ }), titles.ar);
  await userEvent.type(canvas.getByRole('textbox', { name: /Description/ }), 'The echo of five letters with a sukoon.');
  if (file) await userEvent.upload(fileInput(canvasElement), file, { applyAccept: false });
  return canvas;
}

const form = resourceFormStories({
  resource: lessonContents,
  rows: theoryRows,
  handlers: theoryHandlers,
  createPath: CREATE_PATH,
  editPath: EDIT_PATH,
  listTitle: 'Lesson content',
  fill: async (canvasElement) => void (await fill(canvasElement)),
  requiredMessages: ['Please enter valid english title', 'Please enter valid Arabic title', 'Please enter a description'],
  urdu: { save: 'محفوظ کریں', requiredMessage: 'براہ کرم درست انگریزی عنوان درج کریں' },
  kept: { label: /English title/, value: 'Qalqalah' },
  refusal: { status: 400, message: 'Theory is written only for lessons with dynamic content.' },
  change: async (canvas) => {
    const title = await canvas.findByRole('textbox', { name: /English title/ });
    await expect(title).toHaveValue('Heavy and light letters');
    await userEvent.type(title, ' (2)');
  },
});
/** /lessoncontent/create?lessonId: titles, a description and an MP3 uploaded on Save; 'Record addedd successfully!', then the list 2 s later. */
export const Create: Story = form.Create;
/** An empty Save: the spec's three messages. */
export const Invalid: Story = form.Invalid;
export const Saving: Story = form.Saving;
/** The server refuses: its words in the alert, and everything stays as typed. */
export const SaveFailed: Story = form.SaveFailed;
/** Editing keeps the stored audio unless another is chosen: 'Recored updated successfully!', and the History shows it. */
export const Edit: Story = form.Edit;
export const Urdu: Story = form.Urdu;

/** A title saved longer than 80 characters (by an older form) is refused at the field until shortened. */
export const TitleTooLong: Story = {
  beforeEach: () => theoryRows.reset([{ ...publishedTheory, title: { en: 'A'.repeat(90), ar: 'ب'.repeat(85) } }]),
  parameters: { path: EDIT_PATH },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /English title/ })).toHaveValue('A'.repeat(90));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getAllByText('Maximum 80 characters allowed')).toHaveLength(2));
  },
};

/** A wrong type, then a file of 2 MB or more: the spec's words, and nothing is kept. */
export const WrongFile: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: /English title/ });
    await userEvent.upload(fileInput(canvasElement), new File(['RIFF'], 'take.wav', { type: 'audio/wav' }), { applyAccept: false });
    await expect(await canvas.findByText('Only mp3 files are allowed!')).toBeVisible();
    await userEvent.upload(fileInput(canvasElement), mp3('long.mp3', 2 * 1024 * 1024 + 1), { applyAccept: false });
    await expect(await canvas.findByText('File must smaller than 2MB!')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: /Audio of/ })).not.toBeInTheDocument();
  },
};

/** The MP3 just chosen shows its waveform and plays before anything is uploaded. */
export const ChosenAudioPreview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, mp3('qalqalah.mp3'));
    const player = await canvas.findByRole('group', { name: 'Audio of qalqalah.mp3' });
    await expect(await within(player).findByRole('timer', { name: '0:00 of 0:02' }, { timeout: 5000 })).toBeVisible();
    await expect(within(player).getByRole('button', { name: 'Play audio' })).toBeEnabled();
  },
};

/** Editing shows the stored audio's waveform. */
export const StoredAudioPreview: Story = {
  parameters: { path: EDIT_PATH },
  play: async ({ canvasElement }) => {
    const player = await within(canvasElement).findByRole('group', { name: 'Current audio' });
    await expect(await within(player).findByRole('timer', { name: '0:00 of 0:04' }, { timeout: 5000 })).toBeVisible();
  },
};

/** The upload link is refused: the spec's upload words, nothing saved, and the text stays. */
export const UploadFailed: Story = {
  parameters: { msw: { handlers: [refusedUploadLink(), ...theoryHandlers, ...theoryRows.handlers()] }, screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to fetch presigned URL. Please try again.');
    await expect(canvas.getByRole('textbox', { name: /English title/ })).toHaveValue('Qalqalah');
  },
};

/** Adding with no lesson in the address sends back to the choice. */
export const NoLessonChosen: Story = {
  parameters: { path: '/lessoncontent/create' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No lesson is chosen for this theory.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Choose a lesson' })).toHaveAttribute('href', '/lessoncontent');
  },
};

/** /lessoncontent/view/{id}: the theory read-only, its audio playable, and its History. */
export const View: Story = {
  parameters: { path: `/lessoncontent/view/${publishedTheory.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Heavy and light letters')).toBeVisible();
    await expect(canvas.getByText('الحروف المفخمة والمرققة')).toHaveAttribute('lang', 'ar');
    await expect(canvas.getByText('Published')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    const player = canvas.getByRole('group', { name: 'Current audio' });
    await expect(await within(player).findByRole('timer', { name: '0:00 of 0:04' }, { timeout: 5000 })).toBeVisible();
    await expectReadOnly(canvasElement);
  },
};

/** The view of a theory without audio says so. */
export const ViewWithoutAudio: Story = {
  parameters: { path: '/lessoncontent/view/1', screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No audio')).toBeVisible();
  },
};

/** The view in Urdu: labels in Urdu, the Arabic title right to left. */
export const ViewUrdu: Story = {
  globals: { locale: 'ur' },
  parameters: { path: `/lessoncontent/view/${publishedTheory.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('انگریزی عنوان')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'نظریہ دیکھیں' })).toBeVisible();
    const player = canvas.getByRole('group', { name: 'موجودہ آڈیو' });
    await expect(await within(player).findByRole('timer', { name: '0:04 میں سے 0:00' }, { timeout: 5000 })).toBeVisible();
  },
};

const standard = resourceRecordStories({
  resource: lessonContents,
  rows: theoryRows,
  existingPath: EDIT_PATH,
  missingPath: '/lessoncontent/edit/999?lessonId=11',
  notFoundText: 'This theory does not exist.',
  isLoaded: async (canvas) => expect(await canvas.findByRole('textbox', { name: /English title/ })).toHaveValue('Heavy and light letters'),
});
export const NotFound: Story = standard.NotFound;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
