import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpResponseResolver } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, instructorsContract, uploadsContract } from '@/shared/api';
import { contractHandler, makePng, refusedUploadLink, signedInAs, uploadTarget } from '@/shared/lib/storybook';
import { InstructorForm } from './InstructorForm';

const [bilal] = contractFixtures.instructorFixtures;
const users = () => HttpResponse.json({ content: contractFixtures.instructorUserFixtures, totalRecords: 3 });
const UPLOAD_URL = uploadTarget('story-key');
const presigned = () => HttpResponse.json({ url: UPLOAD_URL, imageKey: 'INSTRUCTOR_IMAGE/story.png' });
const stored = () => new HttpResponse(null, { status: 200 });

const handlers = (save: HttpResponseResolver = () => HttpResponse.json({ success: true, message: 'Record added successfully!', id: 3 })) => [
  contractHandler(instructorsContract.userList, users),
  contractHandler(uploadsContract.presignedUrl, presigned),
  http.put(UPLOAD_URL, stored),
  contractHandler(instructorsContract.createInstructor, save),
  contractHandler(instructorsContract.updateInstructor, save),
];

const meta = {
  title: 'features/save-instructor/InstructorForm',
  component: InstructorForm,
  args: { onDone: fn(), onCancel: fn() },
  beforeEach: signedInAs(contractFixtures.adminProfile),
  parameters: { msw: { handlers: handlers() }, screenshot: { viewport: { width: 1024, height: 1100 } } },
} satisfies Meta<typeof InstructorForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function chooseUser(canvas: ReturnType<typeof within>, name: string) {
  await userEvent.click(await canvas.findByRole('button', { name: /Show suggestions|User/ }));
  await userEvent.click(await within(document.body).findByRole('option', { name }));
}

async function fillValid(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await chooseUser(canvas, 'Hassan Ali');
  await userEvent.type(canvas.getByRole('textbox', { name: /Short description/ }), 'Seerah for families.');
  await userEvent.type(canvas.getByRole('textbox', { name: /Long description/ }), 'Hassan tells the life of the Prophet as a story.');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Expertise 1' }), 'Seerah');
  const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]');
  if (input) await userEvent.upload(input, await makePng('hassan.png'));
  return canvas;
}

/** Add mode: nothing chosen yet; the name fills in from the chosen user. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('readonly');
    await chooseUser(canvas, 'Hassan Ali');
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Hassan Ali');
  },
};

/** Saving an empty form shows every spec message and sends nothing. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please select user!')).toBeVisible();
    await expect(canvas.getByText('Enter instructor short description')).toBeVisible();
    await expect(canvas.getByText('Enter instructor long description')).toBeVisible();
    await expect(canvas.getByText('Please upload Instructor image')).toBeVisible();
    await expect(canvas.getByText('Missing expertise')).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** An image over 1 MB is refused before anything is sent. */
export const ImageTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]');
    if (input) await userEvent.upload(input, await makePng('large.png', 60, 40, 1024 * 1024 + 10));
    await expect(await within(canvasElement).findByText('Image must smaller than 1MB!')).toBeVisible();
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
    const canvas = await fillValid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-disabled', 'true'));
  },
};

/** The image goes up first, then the record; the message shows and the list follows 2 s later. */
export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await fillValid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Record added successfully!')).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce(), { timeout: 3000 });
  },
};

/** The server refuses: its message shows and everything typed stays. */
export const SaveFailed: Story = {
  parameters: {
    msw: {
      handlers: handlers(() =>
        HttpResponse.json(
          { success: false, message: 'This user is already an instructor.', fields: { userId: 'This user is already an instructor.' } },
          { status: 409 },
        ),
      ),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await fillValid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This user is already an instructor.');
    await expect(canvas.getByRole('textbox', { name: /Short description/ })).toHaveValue('Seerah for families.');
    await expect(canvas.getByRole('textbox', { name: 'Expertise 1' })).toHaveValue('Seerah');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** The upload link cannot be had: the spec's texts for a failed upload and a failed link, and nothing is lost. */
export const UploadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        refusedUploadLink(),
        ...handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillValid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('File upload failed. Please try again.');
    await expect(alert).toHaveTextContent('Failed to fetch presigned URL. Please try again.');
    await expect(canvas.getByRole('textbox', { name: /Long description/ })).toHaveValue('Hassan tells the life of the Prophet as a story.');
  },
};

/** The link is had but the image's bytes are refused: the spec's S3 text. */
export const UploadTransferFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(UPLOAD_URL, () => HttpResponse.json({ success: false, message: 'Storage unavailable' }, { status: 503 })),
        ...handlers(),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await fillValid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('File upload failed. Please try again.');
    await expect(alert).toHaveTextContent('An error occurred while uploading to S3. Please try again.');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Edit mode: the saved values, the current image, the image no longer required. */
export const Edit: Story = {
  args: { instructor: bilal },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Bilal Ahmed');
    await expect(canvas.getByRole('textbox', { name: 'Expertise 3' })).toHaveValue('Makharij');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove expertise 3' }));
    await expect(canvas.queryByRole('textbox', { name: 'Expertise 3' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Record updated successfully!')).toBeVisible();
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce(), { timeout: 3000 });
  },
};

export const UsersFailed: Story = {
  parameters: {
    msw: { handlers: [contractHandler(instructorsContract.userList, () => HttpResponse.json({ success: false, message: 'Server unavailable' }, { status: 503 })), ...handlers()] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The users could not be loaded.')).toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'محفوظ کریں' }));
    await expect(await canvas.findByText('براہ کرم صارف منتخب کریں!')).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
