import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storiesContract } from '@/shared/api';
import { resourceFormStories, resourceRecordStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { VideosPage } from './VideosPage';
import { kahfVideo, sponsoredVideo, videoRows, videoScreenHandlers } from './storyFixtures';
import { videoEditPath } from './paths';

const { videos, VIDEO_MESSAGES: M } = storiesContract;
const CREATE_PATH = '/video-management/create';
const EDIT_PATH = videoEditPath(kahfVideo);

const meta = {
  title: 'pages/stories/videos/VideoScreens',
  tags: ['autodocs'],
  component: VideosPage,
  ...resourceStoryFrame(videoRows, { route: '/video-management/*', path: CREATE_PATH, handlers: videoScreenHandlers(), viewport: { width: 1000, height: 1000 } }),
} satisfies Meta<typeof VideosPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const textbox = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).getByRole('textbox', { name });
const sponsoredSwitch = (canvasElement: HTMLElement) => within(canvasElement).getByRole('switch', { name: 'Sponsored' });

async function choose(canvasElement: HTMLElement, field: RegExp, option: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: field }));
  await userEvent.click(await within(await within(canvasElement.ownerDocument.body).findByRole('listbox')).findByRole('option', { name: option }));
}

async function fillValid(canvasElement: HTMLElement) {
  await userEvent.type(textbox(canvasElement, /^Vimeo ID/), '824199001');
  await userEvent.type(textbox(canvasElement, /^Title/), 'Night prayer reminder');
  await userEvent.type(textbox(canvasElement, /^Description/), 'Two minutes on the night prayer');
  await choose(canvasElement, /Category/, 'Duas');
}

const form = resourceFormStories({
  resource: videos,
  rows: videoRows,
  handlers: videoScreenHandlers(),
  createPath: CREATE_PATH,
  editPath: EDIT_PATH,
  listTitle: 'Video Management',
  fill: fillValid,
  requiredMessages: [M.externalId, M.title],
  urdu: { save: 'محفوظ کریں', requiredMessage: 'براہ کرم ویمیو آئی ڈی درج کریں (صرف ہندسے)' },
  kept: { label: /^Title/, value: 'Night prayer reminder' },
  refusal: { status: 409, message: M.externalIdTaken, fields: { externalId: M.externalIdTaken } },
  change: async (canvas) => {
    const title = await canvas.findByRole('textbox', { name: /^Title/ });
    await waitFor(() => expect(title).toHaveValue(kahfVideo.title));
    await userEvent.clear(title);
    await userEvent.type(title, 'Surah Al-Kahf, the first ten verses');
  },
});
/** /video-management/create: saved with 'Record added successfully!', then the list. */
export const Create: Story = form.Create;
/** An empty Save shows the Vimeo id's and the title's words and sends nothing. */
export const Invalid: Story = form.Invalid;
export const Saving: Story = form.Saving;
/** The server refuses a Vimeo id another video has: the spec's failure words, the reason at the field, and everything typed stays. */
export const SaveFailed: Story = {
  ...form.SaveFailed,
  play: async (context) => {
    await form.SaveFailed.play(context);
    await expect(within(context.canvasElement).getByRole('alert')).toHaveTextContent(M.saveFailed);
    await expect(textbox(context.canvasElement, /^Vimeo ID/)).toHaveValue('824199001');
  },
};
/** /video-management/edit/{id}/{VimeoId}: the saved values; saved with 'Record updated successfully!' and in the History panel. */
export const Edit: Story = form.Edit;
export const Urdu: Story = form.Urdu;

/** Sponsored asks for the CTA link, CTA text and link type, each in its words; an unsponsored video needs none. */
export const SponsorFieldsRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvasElement);
    await userEvent.click(sponsoredSwitch(canvasElement));
    await userEvent.type(textbox(canvasElement, /^CTA Link/), 'offer page');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(M.ctaFormat)).toBeVisible();
    await expect(canvas.getByText(M.ctaButton)).toBeVisible();
    await expect(canvas.getByText(M.ctaLinkType)).toBeVisible();
    await expect(textbox(canvasElement, /^Title/)).toHaveValue('Night prayer reminder');
  },
};

/** A sponsored video opens with its call to action filled in. */
export const EditSponsored: Story = {
  parameters: { path: videoEditPath(sponsoredVideo), screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(textbox(canvasElement, /^Title/)).toHaveValue(sponsoredVideo.title));
    await expect(sponsoredSwitch(canvasElement)).toBeChecked();
    await expect(textbox(canvasElement, /^CTA Link/)).toHaveValue('https://example.com/offer');
    await expect(within(canvasElement).getByRole('button', { name: /Link Type/ })).toHaveTextContent('Re-directional');
  },
};

/** The title stops at 128 characters as it is typed. */
export const TitleLimit: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(textbox(canvasElement, /^Title/));
    await userEvent.paste('t'.repeat(140));
    await expect(textbox(canvasElement, /^Title/)).toHaveValue('t'.repeat(128));
  },
};

const standard = resourceRecordStories({
  resource: videos,
  rows: videoRows,
  existingPath: EDIT_PATH,
  missingPath: '/video-management/edit/999/1',
  notFoundText: 'This video does not exist.',
  isLoaded: async (canvas) => expect(await canvas.findByRole('textbox', { name: /^Title/ })).toHaveValue(kahfVideo.title),
});
export const NotFound: Story = standard.NotFound;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
