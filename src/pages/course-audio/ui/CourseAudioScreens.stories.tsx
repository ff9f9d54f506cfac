import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { contractFixtures, courseAudioContract, uploadsContract } from '@/shared/api';
import { changedOnce, contractHandler, memoryResource, refusedUploadLink, resourceFormStories, resourceRecordStories, resourceStoryFrame, STORED_FILE, toneWav, uploadTarget } from '@/shared/lib/storybook';
import { CourseAudioPage } from './CourseAudioPage';

const { courseAudios } = courseAudioContract;
const [dua] = contractFixtures.courseAudioFixtures;
/** Where the server serves a stored audio file from. */
const storedUrl = (path: string) => STORED_FILE.audio.replace(':name', path.replace(/^AUDIO\//, ''));
const audioRows = memoryResource(courseAudios, contractFixtures.courseAudioFixtures.map((row) => ({ ...row, url: storedUrl(row.path) })), {
  derived: ({ path }) => (typeof path === 'string' ? { url: storedUrl(path) } : {}),
  history: changedOnce(dua!.id, '2026-11-20T13:30:00.000Z', [{ field: 'title', from: 'Dua after prayer', to: 'Dua after salah' }]),
});
const UPLOAD_URL = uploadTarget('story-audio');
const upload = [
  contractHandler(uploadsContract.presignedUrl, () => HttpResponse.json({ url: UPLOAD_URL, imageKey: 'AUDIO/story.mp3' })),
  http.put(UPLOAD_URL, () => new HttpResponse(null, { status: 200 })),
  http.get(STORED_FILE.audio, () => new HttpResponse(toneWav(3), { headers: { 'content-type': 'audio/mpeg' } })),
];
const EDIT_PATH = `/course-audio/edit/${dua!.id}`;

/** An MP3 as a browser hands it over: a short tone, so it plays below the field, or `size` bytes. */
const mp3 = (name: string, size?: number) => new File([size === undefined ? toneWav(2) : new Uint8Array(size)], name, { type: 'audio/mpeg' });

const meta = {
  title: 'pages/course-audio/CourseAudioScreens',
  tags: ['autodocs'],
  component: CourseAudioPage,
  ...resourceStoryFrame(audioRows, { route: '/course-audio/*', path: '/course-audio/create', handlers: upload, viewport: { width: 1000, height: 640 } }),
} satisfies Meta<typeof CourseAudioPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, title: string, file: File, titleLabel = /Title/) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: titleLabel }), title);
  const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]');
  if (input) await userEvent.upload(input, file, { applyAccept: false });
  return canvas;
}

const form = resourceFormStories({
  resource: courseAudios,
  rows: audioRows,
  handlers: upload,
  createPath: '/course-audio/create',
  editPath: EDIT_PATH,
  listTitle: 'Course audio',
  fill: async (canvasElement) => void (await fill(canvasElement, 'Surah Al-Ikhlas', mp3('ikhlas.mp3'))),
  requiredMessages: ['Enter audio title', 'Please upload audio only'],
  urdu: { save: 'محفوظ کریں', requiredMessage: 'براہ کرم صرف آڈیو اپ لوڈ کریں' },
  kept: { label: /Title/, value: 'Surah Al-Ikhlas' },
  refusal: { status: 400, message: 'Please upload audio only' },
  change: async (canvas) => {
    const title = await canvas.findByRole('textbox', { name: /Title/ });
    await expect(title).toHaveValue('Dua after salah');
    await expect(canvas.getByText('Current audio')).toBeVisible();
    // The stored audio plays below the field, before another is chosen.
    const player = canvas.getByRole('group', { name: 'Current audio' });
    await expect(await within(player).findByRole('timer', { name: '0:00 of 0:03' }, { timeout: 5000 })).toBeVisible();
    await userEvent.type(title, ' (slow)');
  },
});
/** /course-audio/create: a title and an MP3, uploaded on Save; the success message, then the list 2 s later. */
export const Create: Story = form.Create;
/** Adding needs a title and a file, with the spec's words. */
export const Invalid: Story = form.Invalid;
export const Saving: Story = form.Saving;
/** The server refuses: its words in the alert, and the title stays as typed. */
export const SaveFailed: Story = form.SaveFailed;
/** Editing keeps the stored file unless another is chosen; the History panel shows the earlier rename, then this one. */
export const Edit: Story = form.Edit;
export const Urdu: Story = form.Urdu;

/** Another type or a file over 5 MB is refused with the spec's words before anything is sent. */
export const WrongFile: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'Recitation', new File(['RIFF'], 'take.wav', { type: 'audio/wav' }));
    await expect(await canvas.findByText('Only MP3 files are allowed!')).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]');
    if (input) await userEvent.upload(input, mp3('long.mp3', 5 * 1024 * 1024 + 1));
    await expect(await canvas.findByText('Filesize must be smaller than 5MB!')).toBeVisible();
  },
};

/** The storage refuses the file's bytes: the spec's S3 text under 'File upload failed', and nothing is saved. */
export const UploadTransferFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(UPLOAD_URL, () => HttpResponse.json({ success: false, message: 'Storage unavailable' }, { status: 503 })),
        contractHandler(courseAudios.calls.create!, () => HttpResponse.json({ success: false, message: 'saved anyway' }, { status: 500 })),
        ...upload,
        ...audioRows.handlers(),
      ],
    },
    screenshot: { skip: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'Surah Al-Ikhlas', mp3('ikhlas.mp3'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('File upload failed. Please try again.');
    await expect(alert).toHaveTextContent('An error occurred while uploading to S3. Please try again.');
    await expect(alert).not.toHaveTextContent('saved anyway');
  },
};

/** In Urdu the upload link's failure is told in Urdu. */
export const UploadLinkFailedUrdu: Story = {
  globals: { locale: 'ur' },
  parameters: { msw: { handlers: [refusedUploadLink(), ...audioRows.handlers()] }, screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'سورۃ الاخلاص', mp3('ikhlas.mp3'), /عنوان/);
    await userEvent.click(canvas.getByRole('button', { name: 'محفوظ کریں' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('اپ لوڈ کا دستخط شدہ (presigned) لنک حاصل نہیں ہو سکا۔ براہ کرم دوبارہ کوشش کریں۔');
  },
};

const standard = resourceRecordStories({
  resource: courseAudios,
  rows: audioRows,
  existingPath: EDIT_PATH,
  missingPath: '/course-audio/edit/999',
  notFoundText: 'This audio does not exist.',
  isLoaded: async (canvas) => expect(await canvas.findByRole('textbox', { name: /Title/ })).toHaveValue('Dua after salah'),
});
export const NotFound: Story = standard.NotFound;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
