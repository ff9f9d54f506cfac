import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { contractFixtures, instructorsContract, uploadsContract } from '@/shared/api';
import { changedOnce, contractHandler, makePng, memoryResource, refusedUploadLink, resourceFormStories,
  resourceRecordStories, resourceStoryFrame, uploadTarget } from '@/shared/lib/storybook';
import { InstructorsPage } from './InstructorsPage';

const { instructors } = instructorsContract;
const [bilal] = contractFixtures.instructorFixtures;
const nameOf = (userId: unknown) => contractFixtures.instructorUserFixtures.find((user) => user.userId === userId)?.fullname ?? '';
const instructorRows = memoryResource(instructors, contractFixtures.instructorFixtures, {
  // As the server does: the name is the chosen user's, the image's address is made from its key.
  derived: ({ userId, imagePath }) => ({
    name: nameOf(userId),
    ...(typeof imagePath === 'string' ? { imageUrl: `/storage/${imagePath}`, thumbnailUrl: `/storage/${imagePath}` } : {}),
  }),
  history: changedOnce(bilal!.id, '2026-11-20T13:30:00.000Z', [{ field: 'expertise', from: ['Tajweed'], to: bilal!.expertise }]),
});
const UPLOAD_URL = uploadTarget('story-key');
const others = [
  contractHandler(instructorsContract.userList, () => HttpResponse.json({ content: contractFixtures.instructorUserFixtures, totalRecords: 3 })),
  contractHandler(uploadsContract.presignedUrl, () => HttpResponse.json({ url: UPLOAD_URL, imageKey: 'INSTRUCTOR_IMAGE/story.png' })),
  http.put(UPLOAD_URL, () => new HttpResponse(null, { status: 200 })),
];
const EDIT_PATH = `/instructors/edit/${bilal!.id}`;

const meta = {
  title: 'pages/instructors/InstructorScreens',
  tags: ['autodocs'],
  component: InstructorsPage,
  ...resourceStoryFrame(instructorRows, { route: '/instructors/*', path: '/instructors/create', handlers: others, viewport: { width: 1024, height: 1100 } }),
} satisfies Meta<typeof InstructorsPage>;
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

const form = resourceFormStories({
  resource: instructors,
  rows: instructorRows,
  handlers: others,
  createPath: '/instructors/create',
  editPath: EDIT_PATH,
  listTitle: 'Instructors',
  fill: async (canvasElement) => {
    await fillValid(canvasElement);
    // The name follows the chosen user and is not typed.
    await expect(within(canvasElement).getByRole('textbox', { name: /^Name/ })).toHaveValue('Hassan Ali');
  },
  requiredMessages: ['Please select user!', 'Enter instructor short description', 'Enter instructor long description', 'Please upload Instructor image', 'Missing expertise'],
  urdu: { save: 'محفوظ کریں', requiredMessage: 'براہ کرم صارف منتخب کریں!' },
  kept: { label: /Short description/, value: 'Seerah for families.' },
  refusal: { status: 409, message: 'This user is already an instructor.', fields: { userId: 'This user is already an instructor.' } },
  change: async (canvas) => {
    await expect(await canvas.findByRole('textbox', { name: 'Expertise 3' })).toHaveValue('Makharij');
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Bilal Ahmed');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove expertise 3' }));
    await expect(canvas.queryByRole('textbox', { name: 'Expertise 3' })).not.toBeInTheDocument();
  },
});
/** Add mode: the name fills in from the chosen user; the image goes up first, then the record, then the list 2 s later. */
export const Create: Story = form.Create;
/** Saving an empty form shows every spec message and sends nothing. */
export const Invalid: Story = form.Invalid;
export const Saving: Story = form.Saving;
/** The server refuses: its message in the alert, and everything typed stays. */
export const SaveFailed: Story = form.SaveFailed;
/** Edit mode: the saved values and image, the image no longer required; the History panel shows the earlier change, then this one. */
export const Edit: Story = form.Edit;
export const Urdu: Story = form.Urdu;

/** An image over 1 MB is refused before anything is sent. */
export const ImageTooLarge: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]');
    if (input) await userEvent.upload(input, await makePng('large.png', 60, 40, 1024 * 1024 + 10));
    await expect(await within(canvasElement).findByText('Image must smaller than 1MB!')).toBeVisible();
  },
};



/** The upload link cannot be had: the spec's texts for a failed upload and a failed link, and nothing is lost. */
export const UploadFailed: Story = {
  parameters: { msw: { handlers: [refusedUploadLink(), ...others, ...instructorRows.handlers()] }, screenshot: { skip: true } },
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
    msw: { handlers: [http.put(UPLOAD_URL, () => HttpResponse.json({ success: false, message: 'Storage unavailable' }, { status: 503 })), ...others, ...instructorRows.handlers()] },
    screenshot: { skip: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillValid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('File upload failed. Please try again.');
    await expect(alert).toHaveTextContent('An error occurred while uploading to S3. Please try again.');
  },
};


/** Cancel goes back to the list without saving. */
export const CancelGoesBack: Story = {
  parameters: { path: EDIT_PATH, screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Instructors' })).toBeVisible();
  },
};

export const UsersFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        contractHandler(instructorsContract.userList, () => HttpResponse.json({ success: false, message: 'Server unavailable' }, { status: 503 })),
        ...others,
        ...instructorRows.handlers(),
      ],
    },
    screenshot: { skip: true },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The users could not be loaded.')).toBeVisible();
  },
};


const standard = resourceRecordStories({
  resource: instructors,
  rows: instructorRows,
  existingPath: EDIT_PATH,
  missingPath: '/instructors/edit/999',
  notFoundText: 'This instructor does not exist.',
  isLoaded: async (canvas) => expect(await canvas.findByRole('textbox', { name: 'Expertise 3' })).toHaveValue('Makharij'),
});
export const NotFound: Story = standard.NotFound;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
