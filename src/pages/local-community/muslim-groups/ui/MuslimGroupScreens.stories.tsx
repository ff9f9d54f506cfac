import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { siteContract, uploadsContract } from '@/shared/api';
import { contractHandler, makePng, resourceFormStories, resourceRecordStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { MuslimGroupsPage } from './MuslimGroupsPage';
import { groupRows, groupScreenHandlers, linksAsked, quranMemorisers, sisters } from './storyFixtures';

const { communityGroups } = siteContract;
const CREATE_PATH = '/local-community/muslim-groups/create';
const EDIT_PATH = `/local-community/muslim-groups/edit/${sisters.groupId}`;

const meta = {
  title: 'pages/local-community/muslim-groups/MuslimGroupScreens',
  tags: ['autodocs'],
  component: MuslimGroupsPage,
  ...resourceStoryFrame(groupRows, {
    route: '/local-community/muslim-groups/*',
    path: CREATE_PATH,
    handlers: groupScreenHandlers,
    viewport: { width: 1000, height: 1100 },
    beforeEach: () => void linksAsked.splice(0),
  }),
} satisfies Meta<typeof MuslimGroupsPage>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** Chooses a file in the drop zone of the picture named `label`. */
async function choosePicture(canvas: Canvas, label: string, file: File) {
  // The zone's name is on its hidden drop button; its file input is beside it, in the zone.
  let zone = (await canvas.findByRole('button', { name: `Drop a file for ${label}` })).parentElement;
  while (zone && !zone.querySelector('input[type=file]')) zone = zone.parentElement;
  await userEvent.upload(zone!.querySelector('input[type=file]') as HTMLInputElement, file);
}

/** A local group: name (the slug follows it), both pictures and the place. */
async function fillLocal(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Birmingham Sisters');
  await expect(canvas.getByRole('textbox', { name: /^Slug/ })).toHaveValue('birmingham-sisters');
  await choosePicture(canvas, 'Group image', await makePng('group.png'));
  await userEvent.click(canvas.getByRole('checkbox', { name: /Local group/ }));
  await choosePicture(canvas, 'Profile image', await makePng('profile.png', 32, 32));
  await userEvent.type(canvas.getByRole('textbox', { name: /^Latitude/ }), '52.4862');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Longitude/ }), '-1.8904');
}

const form = resourceFormStories({
  resource: communityGroups,
  rows: groupRows,
  handlers: groupScreenHandlers,
  createPath: CREATE_PATH,
  editPath: EDIT_PATH,
  listTitle: 'Muslim Groups',
  fill: fillLocal,
  requiredMessages: ['Enter the group name.', 'Enter slug', 'Please upload Group image'],
  urdu: { save: 'محفوظ کریں', requiredMessage: 'گروپ کا نام درج کریں۔' },
  kept: { label: /^Name/, value: 'Birmingham Sisters' },
  refusal: { status: 409, message: 'Another group already has this slug.', fields: { slug: 'Another group already has this slug.' } },
  change: async (canvas) => {
    const name = await canvas.findByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveValue('Sisters of Lahore'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Sisters of Lahore (Gulberg)');
    // The slug of a saved group stays as it is.
    await expect(canvas.getByRole('textbox', { name: /^Slug/ })).toHaveValue('sisters-of-lahore');
  },
});

/** A local group with both pictures: each goes up through the site's signed link (4, then 1), then the record, then the list. */
export const Create: Story = {
  ...form.Create,
  play: async (context) => {
    await form.Create.play(context);
    await expect([...linksAsked]).toEqual(['4', '1']);
  },
};
/** An empty Save shows the words at each required field and sends nothing. */
export const Invalid: Story = form.Invalid;
export const Saving: Story = form.Saving;
/** The server refuses the slug: its words at the slug and in the alert, and everything typed stays. */
export const SaveFailed: Story = {
  ...form.SaveFailed,
  play: async (context) => {
    await form.SaveFailed.play(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Latitude/ })).toHaveValue('52.4862');
    await expect(canvas.getByRole('checkbox', { name: /Local group/ })).toBeChecked();
  },
};
/** A local group's edit: its pictures, its place, no Local group checkbox, and the History; Save updates it. */
export const Edit: Story = {
  ...form.Edit,
  parameters: { ...form.Edit.parameters, screenshot: { skip: true } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /^Latitude/ })).toHaveValue('31.52040');
    await expect(canvas.getAllByRole('img', { name: /Current picture/ })).toHaveLength(2);
    await expect(canvas.queryByRole('checkbox', { name: /Local group/ })).not.toBeInTheDocument();
    await form.Edit.play(context);
  },
};
export const Urdu: Story = form.Urdu;

/** A new group is not local at first: no profile picture or place until Local group is checked. */
export const LocalGroupFields: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const local = await canvas.findByRole('checkbox', { name: /Local group/ });
    await expect(local).not.toBeChecked();
    await expect(canvas.queryByText('Profile image')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: /^Latitude/ })).not.toBeInTheDocument();
    await userEvent.click(local);
    await expect(await canvas.findByText('Profile image')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Longitude/ })).toBeVisible();
  },
};

/** A local group needs its profile picture, and its place within range: the words at each field. */
export const LocalGroupInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Name/ }), 'Birmingham Sisters');
    await choosePicture(canvas, 'Group image', await makePng('group.png'));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Local group/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Latitude/ }), '91');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Longitude/ }), '-180.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please upload Profile image')).toBeVisible();
    await expect(canvas.getByText('A latitude is a number between -90 and 90.')).toBeVisible();
    await expect(canvas.getByText('A longitude is a number between -180 and 180.')).toBeVisible();
    await expect(linksAsked).toHaveLength(0);
  },
};

/** A group that is not local, edited: its picture only, no profile picture, place or checkbox. */
export const EditNotLocal: Story = {
  parameters: { path: `/local-community/muslim-groups/edit/${quranMemorisers.groupId}`, screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Quran Memorisers'));
    await expect(canvas.getAllByRole('img', { name: /Current picture/ })).toHaveLength(1);
    await expect(canvas.queryByRole('checkbox', { name: /Local group/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: /^Latitude/ })).not.toBeInTheDocument();
  },
};

/** A picture over 1 MB is refused as soon as it is chosen, before anything is sent. */
export const ImageTooLarge: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePicture(canvas, 'Group image', await makePng('large.png', 60, 40, 1024 * 1024 + 10));
    await expect(await canvas.findByText('Filesize must be smaller than 1MB!')).toBeVisible();
    await expect(linksAsked).toHaveLength(0);
  },
};

/** The upload link cannot be had: the spec's texts for a failed upload, and nothing typed is lost. */
export const UploadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        contractHandler(uploadsContract.sitePresignedUrl, () => HttpResponse.json({ success: false, message: 'Forbidden' }, { status: 403 })),
        ...groupScreenHandlers,
        ...groupRows.handlers(),
      ],
    },
    screenshot: { skip: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillLocal(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('File upload failed. Please try again.');
    await expect(alert).toHaveTextContent('Failed to fetch presigned URL. Please try again.');
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Birmingham Sisters');
    await expect(canvas.getByRole('textbox', { name: /^Longitude/ })).toHaveValue('-1.8904');
  },
};

const standard = resourceRecordStories({
  resource: communityGroups,
  rows: groupRows,
  existingPath: EDIT_PATH,
  missingPath: '/local-community/muslim-groups/edit/999',
  notFoundText: 'This group does not exist.',
  isLoaded: async (canvas) => expect(await canvas.findByRole('textbox', { name: /^Name/ })).toHaveValue('Sisters of Lahore'),
});
export const NotFound: Story = standard.NotFound;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
