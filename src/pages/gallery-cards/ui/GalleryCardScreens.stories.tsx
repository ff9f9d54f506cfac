import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { siteContract } from '@/shared/api';
import { contractHandler, makePng, resourceFormStories, resourceRecordStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { GalleryCardsPage } from './GalleryCardsPage';
import { blueMosque, cardRows, cardScreenHandlers } from './storyFixtures';

const { galleryCards, GALLERY_CARD_MESSAGES } = siteContract;
const KB = 1024;
const EDIT_PATH = `/gallery/cards/edit/${blueMosque.cardId}`;

const meta = {
  title: 'pages/gallery-cards/GalleryCardScreens',
  tags: ['autodocs'],
  component: GalleryCardsPage,
  ...resourceStoryFrame(cardRows, { route: '/gallery/cards/*', path: '/gallery/cards/create', handlers: cardScreenHandlers, viewport: { width: 1000, height: 900 } }),
} satisfies Meta<typeof GalleryCardsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileInputs = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<HTMLInputElement>('input[type=file]')];

async function chooseCategory(canvasElement: HTMLElement, name: string) {
  const trigger = await within(canvasElement).findByRole('button', { name: /Category/ });
  await userEvent.click(trigger);
  await userEvent.click(await within(await within(canvasElement.ownerDocument.body).findByRole('listbox')).findByRole('option', { name }));
}

async function fillValid(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'Minaret at Sunrise');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Description/ }), 'First light on the minaret');
  await chooseCategory(canvasElement, 'Nature');
  const [thumbnail, image] = fileInputs(canvasElement);
  await userEvent.upload(thumbnail!, await makePng('minaret-thumbnail.png', 60, 40));
  await userEvent.upload(image!, await makePng('minaret.png', 240, 160));
}

const form = resourceFormStories({
  resource: galleryCards,
  rows: cardRows,
  handlers: cardScreenHandlers,
  createPath: '/gallery/cards/create',
  editPath: EDIT_PATH,
  listTitle: 'Gallery Cards',
  fill: fillValid,
  requiredMessages: ['Enter a valid card title', 'Select Category', 'Please upload Thumbnail image', 'Please upload Card image'],
  urdu: { save: 'محفوظ کریں', requiredMessage: 'کارڈ کا درست عنوان درج کریں' },
  kept: { label: /^Title/, value: 'Minaret at Sunrise' },
  refusal: { status: 503, message: 'The content site is unavailable.' },
  change: async (canvas) => {
    const title = await canvas.findByRole('textbox', { name: /^Title/ });
    await waitFor(() => expect(title).toHaveValue('Blue Mosque at Dusk'));
    await userEvent.clear(title);
    await userEvent.type(title, 'Blue Mosque at Night');
  },
});
/** /gallery/cards/create: title, description, category and both pictures go as one multipart form; then the list. */
export const Create: Story = form.Create;
/** Saving an empty form shows the spec's words, both pictures included, and sends nothing. */
export const Invalid: Story = form.Invalid;
export const Saving: Story = form.Saving;
/** The server refuses: its words in the alert, and everything typed stays. */
export const SaveFailed: Story = form.SaveFailed;
/** /gallery/cards/edit/{cardId}: the saved values and both stored pictures; the pictures are no longer required; the History panel. */
export const Edit: Story = form.Edit;
export const Urdu: Story = form.Urdu;

/** The edit form with the card's stored thumbnail and image fetched from their download calls, and its history. */
export const EditWithHistory: Story = {
  parameters: { path: EDIT_PATH },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue('Blue Mosque at Dusk'));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Category/ })).toHaveTextContent('Mosques of the World'));
    await expect(await canvas.findByRole('img', { name: 'Current thumbnail' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Current card image' })).toBeVisible();
    const history = await canvas.findByRole('region', { name: 'History' });
    await expect(await within(history).findByText('Yusuf Qureshi changed it')).toBeVisible();
    await expect(history).toHaveTextContent('Title: Blue Mosque → Blue Mosque at Dusk');
  },
};

/** A card image of 500 KB or more is refused at once, in the spec's words, before anything is sent. */
export const ImageTooBig: Story = {
  play: async ({ canvasElement }) => {
    const [, image] = fileInputs(canvasElement);
    await userEvent.upload(image!, await makePng('huge.png', 60, 40, 500 * KB + 10));
    await expect(await within(canvasElement).findByText('Cover Image must smaller than 500 KB!')).toBeVisible();
  },
};

/** A thumbnail of 100 KB or more is refused at once. */
export const ThumbnailTooBig: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const [thumbnail] = fileInputs(canvasElement);
    await userEvent.upload(thumbnail!, await makePng('big.png', 60, 40, 100 * KB + 10));
    await expect(await within(canvasElement).findByText(GALLERY_CARD_MESSAGES.thumbnailTooLarge)).toBeVisible();
  },
};

/** What the last save sent, as the story's server read it. */
let sentForm: { fields: Record<string, unknown>; files: (string | null)[] } | null = null;

/** What the save sends: a multipart form with the text fields and both pictures under the spec's part names. */
export const SendsOneMultipartForm: Story = {
  parameters: {
    screenshot: { skip: true },
    msw: {
      handlers: [
        contractHandler(galleryCards.calls.create!, async ({ request }) => {
          const sent = await request.formData();
          sentForm = {
            fields: { title: sent.get('title'), description: sent.get('description'), categoryId: sent.get('categoryId') },
            files: [sent.get('thumbnail'), sent.get('file')].map((file) => (file instanceof File ? file.name : null)),
          };
          return HttpResponse.json({ success: true, message: 'Record added successfully!', data: { ...blueMosque, cardId: 11 } });
        }),
        ...cardScreenHandlers,
        ...cardRows.handlers(),
      ],
    },
  },
  beforeEach: () => {
    sentForm = null;
  },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(await within(canvasElement).findByText('Record added successfully!')).toBeVisible();
    await expect(sentForm).toEqual({
      fields: { title: 'Minaret at Sunrise', description: 'First light on the minaret', categoryId: '1' },
      files: ['minaret-thumbnail.png', 'minaret.png'],
    });
  },
};

const standard = resourceRecordStories({
  resource: galleryCards,
  rows: cardRows,
  existingPath: EDIT_PATH,
  missingPath: '/gallery/cards/edit/999',
  notFoundText: 'This gallery card does not exist.',
  isLoaded: async (canvas) => expect(await canvas.findByRole('textbox', { name: /^Title/ })).toHaveValue('Blue Mosque at Dusk'),
});
export const NotFound: Story = standard.NotFound;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
