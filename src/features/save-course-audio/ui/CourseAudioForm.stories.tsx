import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpResponseResolver } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, courseAudioContract, uploadsContract } from '@/shared/api';
import { contractHandler, refusedUploadLink, signedInAs, uploadTarget } from '@/shared/lib/storybook';
import { CourseAudioForm } from './CourseAudioForm';

const [dua] = contractFixtures.courseAudioFixtures;
const UPLOAD_URL = uploadTarget('story-audio');
/** An MP3's frame header followed by silence: enough for the type and size checks. */
const mp3 = (name: string, size = 4096) => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xfb, 0x90, 0x64]);
  return new File([bytes], name, { type: 'audio/mpeg' });
};

const handlers = (save: HttpResponseResolver = () => HttpResponse.json({ success: true, message: 'Record added successfully!', id: 5 })) => [
  contractHandler(uploadsContract.presignedUrl, () => HttpResponse.json({ url: UPLOAD_URL, imageKey: 'AUDIO/story.mp3' })),
  http.put(UPLOAD_URL, () => new HttpResponse(null, { status: 200 })),
  contractHandler(courseAudioContract.createCourseAudio, save),
  contractHandler(courseAudioContract.updateCourseAudio, save),
];

const meta = {
  title: 'features/save-course-audio/CourseAudioForm',
  component: CourseAudioForm,
  args: { onDone: fn(), onCancel: fn() },
  beforeEach: signedInAs(contractFixtures.adminProfile),
  parameters: { msw: { handlers: handlers() }, screenshot: { viewport: { width: 900, height: 560 } } },
} satisfies Meta<typeof CourseAudioForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, title: string, file: File) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /Title/ }), title);
  const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]');
  if (input) await userEvent.upload(input, file, { applyAccept: false });
  return canvas;
}

export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Title/ })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Browse' })).toBeEnabled();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter audio title')).toBeVisible();
    await expect(canvas.getByText('Please upload audio only')).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Another type or a file over 5 MB is refused with the spec's words before anything is sent. */
export const WrongFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'Recitation', new File(['RIFF'], 'take.wav', { type: 'audio/wav' }));
    await expect(await canvas.findByText('Only MP3 files are allowed!')).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]');
    if (input) await userEvent.upload(input, mp3('long.mp3', 5 * 1024 * 1024 + 1));
    await expect(await canvas.findByText('Filesize must be smaller than 5MB!')).toBeVisible();
  },
};

export const Saving: Story = {
  parameters: {
    msw: {
      handlers: handlers(async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'Surah Al-Ikhlas', mp3('ikhlas.mp3'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-disabled', 'true'));
  },
};

export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await fill(canvasElement, 'Surah Al-Ikhlas', mp3('ikhlas.mp3'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Record added successfully!')).toBeVisible();
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce(), { timeout: 3000 });
  },
};

export const SaveFailed: Story = {
  parameters: {
    msw: { handlers: handlers(() => HttpResponse.json({ success: false, message: 'Please upload audio only' }, { status: 400 })) },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await fill(canvasElement, 'Surah Al-Ikhlas', mp3('ikhlas.mp3'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please upload audio only');
    await expect(canvas.getByRole('textbox', { name: /Title/ })).toHaveValue('Surah Al-Ikhlas');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** The storage refuses the file's bytes: the spec's S3 text under 'File upload failed', and nothing is saved. */
export const UploadTransferFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(UPLOAD_URL, () => HttpResponse.json({ success: false, message: 'Storage unavailable' }, { status: 503 })),
        ...handlers(() => HttpResponse.json({ success: false, message: 'saved anyway' }, { status: 500 })),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await fill(canvasElement, 'Surah Al-Ikhlas', mp3('ikhlas.mp3'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('File upload failed. Please try again.');
    await expect(alert).toHaveTextContent('An error occurred while uploading to S3. Please try again.');
    await expect(alert).not.toHaveTextContent('saved anyway');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** In Urdu the upload link's failure is told in Urdu. */
export const UploadLinkFailedRtl: Story = {
  globals: { locale: 'ur' },
  parameters: {
    msw: {
      handlers: [
        refusedUploadLink(),
        ...handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /عنوان/ }), 'سورۃ الاخلاص');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]');
    if (input) await userEvent.upload(input, mp3('ikhlas.mp3'), { applyAccept: false });
    await userEvent.click(canvas.getByRole('button', { name: 'محفوظ کریں' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('اپ لوڈ کا دستخط شدہ (presigned) لنک حاصل نہیں ہو سکا۔ براہ کرم دوبارہ کوشش کریں۔');
  },
};

/** Editing keeps the stored file unless another is chosen. */
export const Edit: Story = {
  args: { audio: dua },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Title/ })).toHaveValue('Dua after salah');
    await expect(canvas.getByText('Current audio')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Title/ }), ' (slow)');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Record updated successfully!')).toBeVisible();
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce(), { timeout: 3000 });
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'محفوظ کریں' }));
    await expect(await canvas.findByText('براہ کرم صرف آڈیو اپ لوڈ کریں')).toBeVisible();
  },
};
