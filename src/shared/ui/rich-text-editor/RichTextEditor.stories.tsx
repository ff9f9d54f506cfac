import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uploadFile, uploadsContract } from '@/shared/api';
import { contractHandler, makePng, refusedUploadLink, STORED_FILE, uploadTarget } from '@/shared/lib/storybook';
import { preloadRichTextEditor, RichTextEditor, type EditorPictures } from './index';

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
];

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

const meta = {
  title: 'shared/ui/RichTextEditor',
  component: RichTextEditor,
  args: { label: 'Body', value: STARTING_BODY, onChange: fn(), description: 'Headings, lists, quotes, links and uploaded pictures.', pictures },
  parameters: { msw: { handlers: pictureHandlers } },
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
    await userEvent.click(await editor(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'H2 heading' }));
    await userEvent.keyboard('Eid{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Bulleted list' }));
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
    await waitFor(() => expect((picture as HTMLImageElement).naturalWidth).toBe(160));
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
