import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uploadFile, uploadsContract } from '@/shared/api';
import { contractHandler, makePng, picturesSettled, refusedUploadLink, STORED_FILE, uploadTarget, type ComponentUsage } from '@/shared/lib/storybook';
import { preloadRichTextEditor, RichTextEditor, type EditorPictures, type LibraryPicture, type PictureLibrary } from './index';

const STARTING_BODY =
  '<h2>Iftar plan</h2><ul><li><p>Dates and water</p></li></ul><p>Read <a href="https://example.org/iftar">the guide</a>.</p><p dir="rtl">ہماری مسجد میں افطار سب کے لیے ہے۔</p>';

const KB = 1024;
const PICTURE_KEY = 'article-image/story-lantern';
const UPLOAD_URL = uploadTarget(PICTURE_KEY);
/** The signed upload flow answered as the server would: a link for the picture, its bytes taken, the stored file served. */
const pictureHandlers = [
  contractHandler(uploadsContract.presignedUrl, () => HttpResponse.json({ url: UPLOAD_URL, imageKey: PICTURE_KEY })),
  http.put(UPLOAD_URL, () => new HttpResponse(null, { status: 200 })),
  http.get(STORED_FILE.articleImage, async () => new HttpResponse(await makePng('lantern.png', 160, 90), { headers: { 'content-type': 'image/png' } })),
  // The site's public pictures, each drawn with its name.
  http.get('/public-files/:name', async ({ params }) => new HttpResponse(await makePng(String(params.name), 160, 120), { headers: { 'content-type': 'image/png' } })),
];

/** Fourteen of the site's pictures: public files and pictures already in articles, newest first. */
const SITE_PICTURES: LibraryPicture[] = [
  'eid-lantern-card.png', 'ramadan-moon.png', 'masjid-courtyard.jpg', 'iftar-table.webp', 'quran-stand.png', 'tajweed-practice-sheet.png', 'prayer-mats.jpg',
  'zakat-chart.png', 'minaret-dusk.jpg', 'dates-bowl.png', 'family-iftar.jpg', 'calligraphy-bismillah.png', 'youth-circle.jpg', 'charity-box.png',
].map((name, index) =>
  index % 3 === 2
    ? { name, address: `/api/storage/files/article-image/${name}`, origin: 'Article picture' }
    : { name, address: `/public-files/${name}`, origin: 'Public file' },
);
const PAGE = 12;

/** A library answering from a list, a page of twelve at a time, searched by name without regard to case. */
const libraryOf =
  (all: LibraryPicture[]): PictureLibrary =>
  async ({ search, page }) => {
    const found = all.filter((picture) => picture.name.toLowerCase().includes(search.toLowerCase()));
    return { pictures: found.slice((page - 1) * PAGE, page * PAGE), hasMore: found.length > page * PAGE };
  };

/** Pictures go up through the shared upload flow as article pictures; a failure is told in the spec's words. */
const pictures: EditorPictures = {
  accept: uploadsContract.UPLOAD_RULES.ARTICLE_IMAGE.mimeTypes,
  maxBytes: uploadsContract.UPLOAD_RULES.ARTICLE_IMAGE.maxBytes,
  tooLargeMessage: uploadsContract.fileTooLargeMessage('ARTICLE_IMAGE'),
  isStored: (address) => address.startsWith(uploadsContract.STORED_FILES_PATH),
  store: async (file) => {
    try {
      return { address: uploadsContract.storedFilePath(await uploadFile('ARTICLE_IMAGE', file)) };
    } catch {
      return { failure: 'Failed to fetch presigned URL. Please try again.' };
    }
  },
};

/** The written part of the docs page. */
const usage = {
  use: 'Formatted text the spec asks for: an article\'s body, a lesson\'s theory, with headings, lists, links and pictures from the stored pictures.',
  avoid: 'For plain text, even long: use `TextArea`.',
  keyboard: ['The toolbar is one Tab stop: Left and Right move between its buttons; Tab goes into the text.', 'Ctrl+B, Ctrl+I and Ctrl+U format; the picture picker is a dialog whose grid of pictures is moved with the arrow keys.'],
  screenReader: ['The text area is a text box named by its label, marked multi-line; toolbar buttons say whether their format is on.', 'Links that would run script are refused with a message.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/RichTextEditor',
  tags: ['autodocs'],
  component: RichTextEditor,
  args: { label: 'Body', value: STARTING_BODY, onChange: fn(), description: 'Headings, lists, quotes, links and uploaded pictures.', pictures },
  parameters: { usage, msw: { handlers: pictureHandlers } },
  // The editor is fetched before the story draws, so its play function never meets the placeholder.
  loaders: [preloadRichTextEditor],
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichTextEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const editor = (canvasElement: HTMLElement) => within(canvasElement).findByRole('textbox', { name: 'Body' });

/** A body with a heading, a list, a link and an Urdu paragraph shown right to left. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = await editor(canvasElement);
    await expect(within(body).getByRole('heading', { level: 2, name: 'Iftar plan' })).toBeVisible();
    await expect(body.querySelector('p[dir=rtl]')).toHaveTextContent('افطار');
    await expect(within(canvasElement).getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  },
};

/** Empty; typing a heading and a list reports the HTML. */
export const Empty: Story = {
  args: { value: '' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = await editor(canvasElement);
    await userEvent.click(body);
    // A toolbar button hands the keyboard back to the text one animation frame after the press; keys sent
    // sooner would reach the button.
    await userEvent.click(canvas.getByRole('button', { name: 'H2 heading' }));
    await waitFor(() => expect(body).toHaveFocus());
    await userEvent.keyboard('Eid{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(body).toHaveFocus());
    await userEvent.keyboard('Prayer');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.stringMatching(/<h2[^>]*>Eid<\/h2><ul[^>]*><li[^>]*><p[^>]*>Prayer<\/p><\/li><\/ul>/)));
  },
};

/** The toolbar is one tab stop; the arrow keys move along it, and each button says what it does. */
export const KeyboardToolbar: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await editor(canvasElement));
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Image' })).toHaveFocus();
    // Remove link is disabled outside a link, so the arrow skips it.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Link' })).toHaveFocus();
  },
};

/** The right-to-left button sets a paragraph's direction by hand. */
export const RightToLeft: Story = {
  args: { value: '<p>Salam</p>' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await editor(canvasElement));
    const toggle = within(canvasElement).getByRole('button', { name: 'Right to left paragraph' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p dir="rtl">Salam</p>'));
  },
};

/** A link needs a web or mail address: a script address is refused with words. */
export const LinkRefusesScript: Story = {
  args: { value: '<p>Read more</p>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await editor(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Link address' }), 'javascript:alert(1)');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('Enter an address starting with https://, http:// or mailto:')).toBeVisible();
  },
};

/** Opens the Image button's fields in the editor and chooses a 160 × 90 picture; answers the text and the fields. */
async function chooseLantern(canvasElement: HTMLElement) {
  const body = await editor(canvasElement);
  await userEvent.click(body);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Image' }));
  const fields = within(canvasElement).getByRole('group', { name: 'Add an image' });
  await userEvent.upload(fields.querySelector<HTMLInputElement>('input[type=file]')!, await makePng('lantern.png', 160, 90));
  return { body, fields };
}

/** The Image button uploads the chosen picture and puts it in the text, with its description. */
export const UploadPicture: Story = {
  args: { value: '<p>Lanterns</p>' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { body, fields } = await chooseLantern(canvasElement);
    await userEvent.type(within(fields).getByRole('textbox', { name: 'Image description' }), 'A lantern');
    await userEvent.click(within(fields).getByRole('button', { name: 'Upload and insert' }));
    const picture = await within(body).findByRole('img', { name: 'A lantern' });
    await expect(await picturesSettled([picture as HTMLImageElement])).toEqual([160]);
    await expect(canvas.queryByRole('group', { name: 'Add an image' })).not.toBeInTheDocument();
    await expect(body).toHaveTextContent('Lanterns');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.stringMatching(/<img[^>]* src="\/api\/storage\/files\/article-image\/story-lantern"/)));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.stringMatching(/<img[^>]* alt="A lantern"/));
  },
};

/** A refused upload says why and leaves the text as it was, without a picture. */
export const PictureUploadRefused: Story = {
  args: { value: '<p>Lanterns</p>' },
  parameters: { msw: { handlers: [refusedUploadLink(), ...pictureHandlers] } },
  play: async ({ canvasElement, args }) => {
    const { body, fields } = await chooseLantern(canvasElement);
    await userEvent.click(within(fields).getByRole('button', { name: 'Upload and insert' }));
    await expect(await within(fields).findByRole('alert')).toHaveTextContent('Failed to fetch presigned URL. Please try again.');
    await expect(body).toHaveTextContent('Lanterns');
    await expect(within(body).queryByRole('img')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A picture over the article picture limit is refused as soon as it is chosen, before any upload. */
export const PictureTooLarge: Story = {
  args: { value: '<p>Lanterns</p>' },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await editor(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Image' }));
    const fields = canvas.getByRole('group', { name: 'Add an image' });
    await userEvent.upload(fields.querySelector<HTMLInputElement>('input[type=file]')!, await makePng('huge.png', 60, 40, 250 * KB + 1));
    await expect(await within(fields).findByText('Filesize must be smaller than 250KB!')).toBeVisible();
  },
};

/** Pasted pictures are kept only when they are stored ones: a picture from another site is left out. */
export const PastedPictures: Story = {
  args: { value: '<p>Lanterns</p>' },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const body = await editor(canvasElement);
    await userEvent.click(body);
    const data = new DataTransfer();
    data.setData('text/html', `<p>Pasted</p><img src="https://tracker.example/pixel.png" alt="Tracker"><img src="/api/storage/files/${PICTURE_KEY}" alt="Ours">`);
    body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    await expect(await within(body).findByRole('img', { name: 'Ours' })).toBeInTheDocument();
    await expect(within(body).queryByRole('img', { name: 'Tracker' })).not.toBeInTheDocument();
    await expect(body).toHaveTextContent('Pasted');
  },
};

/** While the form is busy nothing can be changed. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(await editor(canvasElement)).toHaveAttribute('contenteditable', 'false');
    await expect(within(canvasElement).getByRole('button', { name: 'Bold' })).toBeDisabled();
  },
};

/** The toolbar in Urdu, right to left. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('toolbar', { name: 'فارمیٹنگ' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'دائیں سے بائیں پیراگراف' })).toBeVisible();
  },
};

/** Opens the picker from the Image button's fields and waits for its first page. */
async function openPicker(canvasElement: HTMLElement, name = "Choose from the site's pictures", image = 'Image') {
  await userEvent.click(await editor(canvasElement));
  await userEvent.click(within(canvasElement).getByRole('button', { name: image }));
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return within(document.body).findByRole('dialog');
}

const withLibrary = (library: PictureLibrary) => ({ pictures: { ...pictures, library } });
const allPicturesDrawn = async (dialog: HTMLElement) =>
  expect((await picturesSettled(dialog.querySelectorAll('img'))).every((width) => width > 0)).toBe(true);

/** The site's pictures as thumbnails with their names, each an option; "Show more" brings the rest. */
export const PickerWithPictures: Story = {
  args: { value: '<p>Lanterns</p>', ...withLibrary(libraryOf(SITE_PICTURES)) },
  parameters: { screenshot: { viewport: { width: 1280, height: 900 } } },
  play: async ({ canvasElement }) => {
    const dialog = within(await openPicker(canvasElement));
    await expect(await dialog.findByRole('heading', { name: 'Choose a picture' })).toBeVisible();
    const grid = await dialog.findByRole('listbox', { name: 'Pictures' });
    await expect(await within(grid).findAllByRole('option')).toHaveLength(12);
    await expect(within(grid).getByRole('option', { name: 'eid-lantern-card.png' })).toHaveAttribute('aria-selected', 'false');
    await expect(dialog.getByRole('button', { name: 'Insert' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(grid).getAllByRole('option')).toHaveLength(14));
    await expect(within(grid).getByRole('option', { name: 'charity-box.png' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    await expect(dialog.getByText('14 pictures shown')).toBeInTheDocument();
    await allPicturesDrawn(grid);
  },
};

/** The grid is one tab stop; the arrow keys move through it and Space chooses, announced as selected. */
export const PickerKeyboard: Story = {
  args: { value: '<p>Lanterns</p>', ...withLibrary(libraryOf(SITE_PICTURES)) },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const dialog = within(await openPicker(canvasElement));
    const grid = await dialog.findByRole('listbox', { name: 'Pictures' });
    await userEvent.click(dialog.getByRole('searchbox', { name: 'Search pictures by name' }));
    await userEvent.tab();
    const first = within(grid).getByRole('option', { name: 'eid-lantern-card.png' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const second = within(grid).getByRole('option', { name: 'ramadan-moon.png' });
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(first).toHaveAttribute('aria-selected', 'false');
    await expect(dialog.getByRole('button', { name: 'Insert' })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Searching by name narrows the grid; words no name holds say so. */
export const PickerSearch: Story = {
  args: { value: '<p>Lanterns</p>', ...withLibrary(libraryOf(SITE_PICTURES)) },
  play: async ({ canvasElement }) => {
    const dialog = within(await openPicker(canvasElement));
    await dialog.findByRole('listbox', { name: 'Pictures' });
    const search = dialog.getByRole('searchbox', { name: 'Search pictures by name' });
    await userEvent.type(search, 'IFTAR');
    await waitFor(() => expect(within(dialog.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual([expect.stringContaining('iftar-table.webp'), expect.stringContaining('family-iftar.jpg')]));
    await expect(dialog.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    await allPicturesDrawn(dialog.getByRole('listbox'));
    await userEvent.clear(search);
    await userEvent.type(search, 'camel');
    await expect(await dialog.findByRole('heading', { name: 'No picture matches' })).toBeVisible();
    await expect(dialog.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'moon');
    await expect(await within(await dialog.findByRole('listbox')).findByRole('option', { name: 'ramadan-moon.png' })).toBeVisible();
    await allPicturesDrawn(dialog.getByRole('listbox'));
  },
};

/** A site without pictures yet says where they come from. */
export const PickerEmpty: Story = {
  args: { value: '<p>Lanterns</p>', ...withLibrary(libraryOf([])) },
  play: async ({ canvasElement }) => {
    const dialog = within(await openPicker(canvasElement));
    await expect(await dialog.findByRole('heading', { name: 'No pictures yet' })).toBeVisible();
    await expect(dialog.getByText('Pictures published on the File Upload page or uploaded into an article show here.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Insert' })).toBeDisabled();
  },
};

/** While the first page comes, grey tiles stand in for the thumbnails and say so. */
export const PickerLoading: Story = {
  args: { value: '<p>Lanterns</p>', ...withLibrary(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    const dialog = within(await openPicker(canvasElement));
    await expect(await dialog.findByText('Loading pictures…')).toBeInTheDocument();
    await expect(dialog.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** A failed fetch says so with a way to try again; the second try shows the pictures. */
export const PickerFailedThenRetried: Story = {
  args: { value: '<p>Lanterns</p>' },
  render: function Render(args) {
    const [library] = useState(() => {
      let calls = 0;
      const working = libraryOf(SITE_PICTURES);
      const flaky: PictureLibrary = async (query) => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return working(query);
      };
      return flaky;
    });
    return <RichTextEditor {...args} pictures={{ ...pictures, library }} />;
  },
  play: async ({ canvasElement, step }) => {
    const dialog = within(await openPicker(canvasElement));
    await step('the failure, with Try again', async () => {
      await expect(await dialog.findByRole('alert')).toHaveTextContent('The pictures could not be loaded');
      await expect(dialog.queryByRole('listbox')).not.toBeInTheDocument();
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    const grid = await dialog.findByRole('listbox', { name: 'Pictures' });
    await expect(await within(grid).findAllByRole('option')).toHaveLength(12);
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    await allPicturesDrawn(grid);
  },
};

/** Choosing a picture and inserting it puts it in the text with its description, as an upload does. */
export const PickerInsert: Story = {
  args: { value: '<p>Lanterns</p>', ...withLibrary(libraryOf(SITE_PICTURES)) },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await openPicker(canvasElement));
    const grid = await dialog.findByRole('listbox', { name: 'Pictures' });
    const option = within(grid).getByRole('option', { name: 'masjid-courtyard.jpg' });
    await userEvent.click(option);
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Image description' }), 'The masjid courtyard');
    await userEvent.click(dialog.getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    const body = await editor(canvasElement);
    const picture = await within(body).findByRole('img', { name: 'The masjid courtyard' });
    await expect(await picturesSettled([picture as HTMLImageElement])).toEqual([160]);
    await expect(within(canvasElement).queryByRole('group', { name: 'Add an image' })).not.toBeInTheDocument();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.stringMatching(/<img[^>]* src="\/api\/storage\/files\/article-image\/masjid-courtyard.jpg"[^>]* alt="The masjid courtyard"/)));
  },
};

/** Cancel closes the picker and leaves the text as it was, the picture fields still open. */
export const PickerCancel: Story = {
  args: { value: '<p>Lanterns</p>', ...withLibrary(libraryOf(SITE_PICTURES)) },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openPicker(canvasElement);
    const grid = await within(dialog).findByRole('listbox', { name: 'Pictures' });
    await userEvent.click(within(grid).getByRole('option', { name: 'ramadan-moon.png' }));
    // Cancel comes before the primary action, at the end.
    const buttons = within(dialog).getAllByRole('button').map((button) => button.textContent);
    await expect(buttons.slice(-2)).toEqual(['Cancel', 'Insert']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('group', { name: 'Add an image' })).toBeVisible();
    await expect(within(await editor(canvasElement)).queryByRole('img')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The picker in Urdu: its words, the grid's name and Cancel then Insert mirrored. */
export const PickerUrdu: Story = {
  args: {
    value: '<p>Lanterns</p>',
    ...withLibrary(libraryOf(SITE_PICTURES.slice(0, 6).map((picture) => ({ ...picture, origin: picture.origin === 'Public file' ? 'عوامی فائل' : 'مضمون کی تصویر' })))),
  },
  globals: { locale: 'ur' },
  parameters: { screenshot: { viewport: { width: 1280, height: 900 } } },
  play: async ({ canvasElement }) => {
    const dialog = within(await openPicker(canvasElement, 'سائٹ کی تصاویر میں سے منتخب کریں', 'تصویر'));
    await expect(await dialog.findByRole('heading', { name: 'تصویر منتخب کریں' })).toBeVisible();
    const grid = await dialog.findByRole('listbox', { name: 'تصاویر' });
    await userEvent.click(within(grid).getByRole('option', { name: 'ramadan-moon.png' }));
    await expect(within(grid).getByRole('option', { name: 'ramadan-moon.png' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('searchbox', { name: 'تصاویر کو نام سے تلاش کریں' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'شامل کریں' })).toBeEnabled();
    await allPicturesDrawn(grid);
  },
};
