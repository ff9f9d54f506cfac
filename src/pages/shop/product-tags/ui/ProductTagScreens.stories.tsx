import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shopContract } from '@/shared/api';
import { contractHandler, makePng, resourceFormStories, resourceRecordStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { ProductTagsPage } from './ProductTagsPage';
import { eidGift, tagRows, tagScreenHandlers } from './storyFixtures';

const { productTags, PRODUCT_TAG_MESSAGES: M } = shopContract;
const KB = 1024;
const CREATE_PATH = '/vendor-products/tags/create';
const EDIT_PATH = `/vendor-products/tags/edit/${eidGift.id}`;

const meta = {
  title: 'pages/shop/product-tags/ProductTagScreens',
  tags: ['autodocs'],
  component: ProductTagsPage,
  ...resourceStoryFrame(tagRows, { route: '/vendor-products/tags/*', path: CREATE_PATH, handlers: tagScreenHandlers, viewport: { width: 1000, height: 1000 } }),
} satisfies Meta<typeof ProductTagsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const textbox = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).getByRole('textbox', { name });
const imageInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;

async function chooseStatus(canvasElement: HTMLElement, name: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: /Status/ }));
  await userEvent.click(await within(await within(canvasElement.ownerDocument.body).findByRole('listbox')).findByRole('option', { name }));
}

async function fillValid(canvasElement: HTMLElement) {
  await userEvent.type(textbox(canvasElement, /^Name/), 'Prayer Mats, Travel');
  await userEvent.type(textbox(canvasElement, /^Description/), 'Light mats that fold into a pocket');
  await chooseStatus(canvasElement, 'Active');
  await userEvent.upload(imageInput(canvasElement), await makePng('mat.png', 48, 48));
}

const form = resourceFormStories({
  resource: productTags,
  rows: tagRows,
  handlers: tagScreenHandlers,
  createPath: CREATE_PATH,
  editPath: EDIT_PATH,
  listTitle: 'Product Tags',
  fill: fillValid,
  requiredMessages: [M.name, M.slug, M.description, M.status],
  urdu: { save: 'محفوظ کریں', requiredMessage: 'براہ کرم ٹیگ کا نام درج کریں' },
  kept: { label: /^Name/, value: 'Prayer Mats, Travel' },
  refusal: { status: 409, message: M.slugTaken, fields: { slug: M.slugTaken } },
  change: async (canvas) => {
    const name = await canvas.findByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveValue('Eid Gift'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Eid Gifts');
  },
});
/** /vendor-products/tags/create: the 'request' part and the picture go as one form; then the list. */
export const Create: Story = form.Create;
/** Saving an empty form shows the words of each required field and sends nothing. */
export const Invalid: Story = form.Invalid;
export const Saving: Story = form.Saving;
/** The server refuses a slug another tag has: the spec's failure toast with its reason, the words at the slug, and everything typed stays. */
export const SaveFailed: Story = {
  ...form.SaveFailed,
  play: async (context) => {
    await form.SaveFailed.play(context);
    const alert = within(context.canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(M.saveFailed);
    await expect(textbox(context.canvasElement, /^Slug/)).toHaveValue('prayer-mats-travel');
    await expect(textbox(context.canvasElement, /^Slug/)).toHaveAccessibleDescription(expect.stringContaining(M.slugTaken));
  },
};
/** /vendor-products/tags/edit/{ProductTagId}: the saved values, the stored picture, the History panel; renaming keeps the slug. */
export const Edit: Story = {
  ...form.Edit,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Current picture' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: /Status/ })).toHaveTextContent('Active'));
    await form.Edit.play(context);
    await expect(textbox(context.canvasElement, /^Slug/)).toHaveValue('eid-gift');
  },
};
export const Urdu: Story = form.Urdu;

/** The slug follows the name (lower case, spaces and commas to hyphens) until it is changed by hand. */
export const SlugFollowsName: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await userEvent.type(textbox(canvasElement, /^Name/), 'Eid, Ramadan Gifts');
    await expect(textbox(canvasElement, /^Slug/)).toHaveValue('eid-ramadan-gifts');
    await userEvent.type(textbox(canvasElement, /^Slug/), '-2026');
    await userEvent.type(textbox(canvasElement, /^Name/), ' Box');
    await expect(textbox(canvasElement, /^Slug/)).toHaveValue('eid-ramadan-gifts-2026');
  },
};

/** The name stops at 250 characters and the description at 500 as they are typed; a slug with a space is refused in words. */
export const LimitsAndBadSlug: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(textbox(canvasElement, /^Name/));
    await userEvent.paste('n'.repeat(260));
    await expect(textbox(canvasElement, /^Name/)).toHaveValue('n'.repeat(250));
    await userEvent.click(textbox(canvasElement, /^Description/));
    await userEvent.paste('d'.repeat(510));
    await expect(textbox(canvasElement, /^Description/)).toHaveValue('d'.repeat(500));
    await userEvent.clear(textbox(canvasElement, /^Slug/));
    await userEvent.type(textbox(canvasElement, /^Slug/), 'eid gift');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(M.slugForm)).toBeVisible();
    await expect(await canvas.findByText(M.status)).toBeVisible();
  },
};

/** A picture of 500 KB or more is refused at once, in the spec's style of words, before anything is sent. */
export const ImageTooBig: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await userEvent.upload(imageInput(canvasElement), await makePng('huge.png', 60, 40, 500 * KB + 10));
    await expect(await within(canvasElement).findByText(M.imageTooLarge)).toBeVisible();
  },
};

/** What the last save sent, as the story's server read it. */
let sent: { request: unknown; image: string | null; parts: string[] } | null = null;

/** What the save sends: the JSON 'request' part with isActive as a flag, and the picture as imageFile. */
export const SendsTheRequestPart: Story = {
  parameters: {
    screenshot: { skip: true },
    msw: {
      handlers: [
        contractHandler(productTags.calls.create!, async ({ request }) => {
          const formData = await request.formData();
          const image = formData.get('imageFile');
          sent = { request: JSON.parse(String(formData.get('request'))), image: image instanceof File ? image.name : null, parts: [...formData.keys()] };
          return HttpResponse.json({ success: true, message: 'Record added successfully!', data: { ...eidGift, id: 13 } });
        }),
        ...tagScreenHandlers,
        ...tagRows.handlers(),
      ],
    },
  },
  beforeEach: () => {
    sent = null;
  },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(await within(canvasElement).findByText('Record added successfully!')).toBeVisible();
    await expect(sent).toEqual({
      request: { name: 'Prayer Mats, Travel', slug: 'prayer-mats-travel', description: 'Light mats that fold into a pocket', isActive: true },
      image: 'mat.png',
      parts: ['request', 'imageFile'],
    });
  },
};

const standard = resourceRecordStories({
  resource: productTags,
  rows: tagRows,
  existingPath: EDIT_PATH,
  missingPath: '/vendor-products/tags/edit/999',
  notFoundText: 'This tag does not exist.',
  isLoaded: async (canvas) => expect(await canvas.findByRole('textbox', { name: /^Name/ })).toHaveValue('Eid Gift'),
});
export const NotFound: Story = standard.NotFound;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
