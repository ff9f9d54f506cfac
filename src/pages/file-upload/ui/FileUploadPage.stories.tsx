import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, siteContract } from '@/shared/api';
import { contractHandler, failingCallsOnce, makePng, pendingCalls, signedInAs, WHOLE_SCREEN } from '@/shared/lib/storybook';
import { FileUploadPage } from './FileUploadPage';

const { publicFileExists, putPublicFile, recentPublicFiles, PUBLIC_FILE_MESSAGES } = siteContract;
const ORIGIN = 'https://admin.example.org';

const published = (key: string, contentType: string, size: number, uploadedAt: string): siteContract.PublicFile => ({
  key,
  url: `${ORIGIN}/public-files/${key}`,
  contentType,
  size,
  uploadedAt,
  uploadedBy: 'Yusuf Qureshi',
});

/** The demo's public files, newest first, on fixed days so pictures stay stable. */
const RECENT = [
  published('adhan-reminder.mp3', 'audio/mpeg', 31_275, '2026-11-20T13:00:00.000Z'),
  published('tajweed-practice-sheet.png', 'image/png', 18_204, '2026-11-20T08:00:00.000Z'),
  published('ramadan-timetable-2026.pdf', 'application/pdf', 712, '2026-11-20T03:00:00.000Z'),
];
const TAKEN = new Set(RECENT.map((file) => file.key.toLowerCase()));

const handlers = [
  contractHandler(publicFileExists, ({ request }) =>
    HttpResponse.json(TAKEN.has((new URL(request.url).searchParams.get('key') ?? '').toLowerCase())),
  ),
  contractHandler(putPublicFile, async ({ request }) => {
    const form = await request.formData();
    const key = String(form.get('key'));
    const file = form.get('file') as File;
    return HttpResponse.json({
      success: true,
      message: PUBLIC_FILE_MESSAGES.uploaded,
      messageCode: 'publicFile.uploaded',
      data: published(key, file.type, file.size, '2026-11-21T09:30:00.000Z'),
    });
  }),
  contractHandler(recentPublicFiles, () => HttpResponse.json({ content: RECENT })),
];

const inMain: Decorator = (Story) => (
  <main>
    <Story />
  </main>
);

const meta = {
  title: 'pages/file-upload/FileUploadPage',
  tags: ['autodocs'],
  component: FileUploadPage,
  decorators: [inMain],
  beforeEach: signedInAs(contractFixtures.adminProfile),
  parameters: {
    ...WHOLE_SCREEN,
    msw: { handlers },
    screenshot: { viewport: { width: 1000, height: 900 } },
  },
} satisfies Meta<typeof FileUploadPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const A_PDF = () => new File(['%PDF-1.4\n%%EOF\n'], 'ramadan-timetable-2026.pdf', { type: 'application/pdf' });

async function choose(canvasElement: HTMLElement, file: File) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The page has no file input');
  await userEvent.upload(input, file);
}

const uploadButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Upload' });

/** While the recent files load, their place holds a busy skeleton; the form is ready at once. */
export const RecentLoading: Story = {
  parameters: { msw: { handlers: [...pendingCalls([recentPublicFiles]), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const recent = await canvas.findByRole('region', { name: 'Recently uploaded' });
    await expect(within(recent).getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(uploadButton(canvasElement)).toBeVisible();
  },
};

/** The recent files fail to load: the reason and Try again, which lists them. */
export const RecentFailedThenRetried: Story = {
  parameters: { msw: { handlers: [...failingCallsOnce([recentPublicFiles], 'The content service is unavailable.'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The recent files could not be loaded.')).toBeVisible();
    await expect(canvas.getByText('The content service is unavailable.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('link', { name: /adhan-reminder\.mp3/ })).toBeVisible();
  },
};

/** A chosen file whose name is published already: the spec's words, and Upload stays disabled. */
export const NameTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'FILE UPLOAD' })).toBeVisible();
    await choose(canvasElement, A_PDF());
    await expect(await canvas.findByText('File already exists, please select other file!', {}, { timeout: 3000 })).toBeVisible();
    await expect(uploadButton(canvasElement)).toBeDisabled();
    await expect(await canvas.findByRole('link', { name: /adhan-reminder\.mp3/ })).toBeVisible();
  },
};

/** Renaming a taken name to a free one: checked once typing rests, then Upload is enabled. */
export const RenamedToFreeName: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, A_PDF());
    await canvas.findByText(PUBLIC_FILE_MESSAGES.exists, {}, { timeout: 3000 });
    const name = canvas.getByRole('textbox', { name: /^Public name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'ramadan-timetable-2027.pdf');
    await expect(uploadButton(canvasElement)).toBeDisabled();
    await expect(await canvas.findByText('No public file has this name yet.', {}, { timeout: 3000 })).toBeVisible();
    await expect(uploadButton(canvasElement)).toBeEnabled();
  },
};

/** A free name: Upload publishes the file, says so in the spec's words and shows its address to copy. */
export const Uploaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, await makePng('Eid Card.png'));
    await expect(canvas.getByRole('textbox', { name: /^Public name/ })).toHaveValue('Eid-Card.png');
    await expect(await canvas.findByText('No public file has this name yet.', {}, { timeout: 3000 })).toBeVisible();
    await userEvent.click(uploadButton(canvasElement));
    await expect(await canvas.findByText('File uploaded successfully!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: new RegExp(`${ORIGIN}/public-files/Eid-Card\\.png`) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy address' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /^Public name/ })).not.toBeInTheDocument();
  },
};

/** Upload with nothing chosen asks for a file. */
export const NoFile: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(uploadButton(canvasElement));
    await expect(await within(canvasElement).findByText('Please upload file')).toBeVisible();
  },
};

/** Cancel, then Upload, at the form's end; Cancel lets the chosen file and its name go. */
export const CancelLetsGo: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, await makePng('Eid Card.png'));
    await expect(canvas.getByText('Eid Card.png')).toBeVisible();
    const [cancel, upload] = within(canvas.getByRole('form')).getAllByRole('button').slice(-2);
    await expect(cancel).toHaveAccessibleName('Cancel');
    await expect(upload).toBe(uploadButton(canvasElement));
    await userEvent.click(cancel!);
    await waitFor(() => expect(canvas.queryByRole('textbox', { name: /^Public name/ })).not.toBeInTheDocument());
    await expect(canvas.queryByText('Eid Card.png')).not.toBeInTheDocument();
    await userEvent.click(uploadButton(canvasElement));
    await expect(await canvas.findByText('Please upload file')).toBeVisible();
  },
};

/** The upload fails: the reason is shown and the chosen file stays, ready to try again. */
export const UploadFailed: Story = {
  parameters: {
    screenshot: { skip: true },
    msw: { handlers: [...failingCallsOnce([putPublicFile], 'The content service is unavailable.'), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, await makePng('Eid Card.png'));
    await canvas.findByText('No public file has this name yet.', {}, { timeout: 3000 });
    await userEvent.click(uploadButton(canvasElement));
    await expect(await canvas.findByText('The file could not be uploaded')).toBeVisible();
    await expect(canvas.getByText('The content service is unavailable.')).toBeVisible();
    await expect(canvas.getByText('Eid Card.png')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Public name/ })).toHaveValue('Eid-Card.png');
    await waitFor(() => expect(uploadButton(canvasElement)).toBeEnabled());
  },
};

/** Without the add right on file upload there is nothing to upload with; the recent files stay in view. */
export const WithoutAddRights: Story = {
  beforeEach: signedInAs(contractFixtures.viewerProfile),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /ramadan-timetable-2026\.pdf/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('input[type="file"]')).toBeNull();
    await expect(canvas.getByText(/needs the add permission on file upload/)).toBeVisible();
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'فائل اپ لوڈ' })).toBeVisible();
    await choose(canvasElement, A_PDF());
    await expect(await canvas.findByText('یہ فائل پہلے سے موجود ہے، براہ کرم کوئی اور فائل منتخب کریں!', {}, { timeout: 3000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'اپ لوڈ کریں' })).toBeDisabled();
  },
};
