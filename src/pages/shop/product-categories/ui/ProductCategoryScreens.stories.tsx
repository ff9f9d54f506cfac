import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shopContract } from '@/shared/api';
import { contractHandler, makePng, resourceFormStories, resourceRecordStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { ProductCategoriesPage } from './ProductCategoriesPage';
import { books, categoryRows, categoryScreenHandlers, hadith, productCategoryFixtures } from './storyFixtures';

const { productCategories, PRODUCT_CATEGORY_MESSAGES: M } = shopContract;
const KB = 1024;
const CREATE_PATH = '/vendor-products/category/create';
const EDIT_PATH = `/vendor-products/category/edit/${hadith.id}`;
const prayerEssentials = productCategoryFixtures.find((category) => category.name === 'Prayer Essentials')!;

const meta = {
  title: 'pages/shop/product-categories/ProductCategoryScreens',
  tags: ['autodocs'],
  component: ProductCategoriesPage,
  ...resourceStoryFrame(categoryRows, { route: '/vendor-products/category/*', path: CREATE_PATH, handlers: categoryScreenHandlers, viewport: { width: 1000, height: 1000 } }),
} satisfies Meta<typeof ProductCategoriesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const fileInputs = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<HTMLInputElement>('input[type=file]')];
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function choose(canvasElement: HTMLElement, field: RegExp, option: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: field }));
  await userEvent.click(await within(await body(canvasElement).findByRole('listbox')).findByRole('option', { name: option }));
}

/** A sub-category of Prayer Essentials, third in its rank, with a picture. */
async function fillValid(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Prayer Beads, Olive Wood');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Description/ }), 'Tasbih turned from olive wood');
  await choose(canvasElement, /Status/, 'Active');
  await choose(canvasElement, /Parent category/, 'Prayer Essentials');
  await userEvent.type(await canvas.findByRole('textbox', { name: /^Display rank/ }), '3');
  await userEvent.upload(fileInputs(canvasElement)[0]!, await makePng('olive-wood.png', 60, 60));
}

const form = resourceFormStories({
  resource: productCategories,
  rows: categoryRows,
  handlers: categoryScreenHandlers,
  createPath: CREATE_PATH,
  editPath: EDIT_PATH,
  listTitle: 'Product Categories',
  fill: fillValid,
  requiredMessages: [M.name, M.slug, M.description, M.status],
  urdu: { save: 'محفوظ کریں', requiredMessage: 'براہ کرم زمرے کا نام درج کریں' },
  kept: { label: /^Name/, value: 'Prayer Beads, Olive Wood' },
  refusal: { status: 409, message: M.slugTaken, fields: { slug: M.slugTaken } },
  change: async (canvas: Canvas) => {
    const name = await canvas.findByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveValue('Hadith'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Hadith Collections');
  },
});
/** /vendor-products/category/create: a sub-category with its rank and picture is saved, then the list. */
export const Create: Story = form.Create;
/** Saving an empty form shows the words of each required field and sends nothing. */
export const Invalid: Story = form.Invalid;
export const Saving: Story = form.Saving;
/** The server refuses a slug another category has: its words on the slug, and everything typed stays. */
export const SaveFailed: Story = { ...form.SaveFailed, parameters: { ...form.SaveFailed.parameters, screenshot: { skip: true } } };
/** /vendor-products/category/edit/{id}: the saved values, then a change in the History panel. */
export const Edit: Story = { ...form.Edit, parameters: { ...form.Edit.parameters, screenshot: { skip: true } } };
export const Urdu: Story = form.Urdu;

/** The slug follows the name as typed (lower case, spaces and commas to hyphens) until it is changed by hand. */
export const SlugFollowsName: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Home, Kitchen Ware');
    await expect(canvas.getByRole('textbox', { name: /^Slug/ })).toHaveValue('home-kitchen-ware');
    await userEvent.clear(canvas.getByRole('textbox', { name: /^Slug/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Slug/ }), 'kitchen');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), ' Sets');
    await expect(canvas.getByRole('textbox', { name: /^Slug/ })).toHaveValue('kitchen');
  },
};

/** The display rank appears once a parent is chosen, is needed then, and goes again with "None". */
export const RankWithParent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: /^Display rank/ })).not.toBeInTheDocument();
    await choose(canvasElement, /Parent category/, 'Books');
    await expect(await canvas.findByRole('textbox', { name: /^Display rank/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(M.rank)).toBeVisible();
    await choose(canvasElement, /Parent category/, 'None (a main category)');
    await waitFor(() => expect(canvas.queryByRole('textbox', { name: /^Display rank/ })).not.toBeInTheDocument());
    await choose(canvasElement, /Parent category/, 'Prayer Essentials');
    await expect(await canvas.findByRole('textbox', { name: /^Display rank/ })).toBeVisible();
  },
};

/** Only main categories are offered as parents: no sub-category, and not the category itself. */
export const ParentChoices: Story = {
  parameters: { path: EDIT_PATH, screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Hadith'));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Parent category/ })).toHaveTextContent('Books'));
    await expect(canvas.getByRole('textbox', { name: /^Display rank/ })).toHaveValue('2');
    await userEvent.click(canvas.getByRole('button', { name: /Parent category/ }));
    const options = within(await body(canvasElement).findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    await expect(options).toEqual(['None (a main category)', 'Books', 'Fragrance', 'Kids', 'Modest Wear', 'Prayer Essentials', 'Seasonal Offers']);
  },
};

/** A main category with sub-categories stays one: the picker offers only None, and says why. */
export const ParentLockedWithSubCategories: Story = {
  parameters: { path: `/vendor-products/category/edit/${books.id}`, screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Books'));
    await expect(await canvas.findByText('This category has sub-categories, so it stays a main category.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Parent category/ }));
    const options = within(await body(canvasElement).findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    await expect(options).toEqual(['None (a main category)']);
  },
};

/** The edit form with its stored picture and banner fetched from their download calls, its parent, rank and history. */
export const EditWithPictures: Story = {
  parameters: { path: `/vendor-products/category/edit/${books.id}`, screenshot: { viewport: { width: 1000, height: 1250 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Books'));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Status/ })).toHaveTextContent('Active'));
    await expect(await canvas.findByRole('img', { name: 'Current picture' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Current banner' })).toBeVisible();
    await expect(canvas.getByText('JPEG, PNG or WebP, under 100 KB. Leave empty to keep the current one.')).toBeVisible();
  },
};

/** A picture of 100 KB or more is refused at once, in the spec's words, before anything is sent. */
export const ImageTooBig: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInputs(canvasElement)[0]!, await makePng('big.png', 60, 40, 100 * KB));
    await expect(await within(canvasElement).findByText('Image must smaller than 100KB!')).toBeVisible();
  },
};

/** A banner of 500 KB or more is refused at once. */
export const BannerTooBig: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInputs(canvasElement)[1]!, await makePng('huge.png', 60, 40, 500 * KB));
    await expect(await within(canvasElement).findByText('Banner must smaller than 500KB!')).toBeVisible();
  },
};

/** What the last save sent, as the story's server read it. */
let sent: { request: unknown; files: (string | null)[] } | null = null;

/** Save sends one multipart form: the category as the JSON 'request' part, and the picture chosen as imageFile (no banner chosen, none sent). */
export const SendsTheRequestPart: Story = {
  parameters: {
    screenshot: { skip: true },
    msw: {
      handlers: [
        contractHandler(productCategories.calls.create!, async ({ request }) => {
          const form = await request.formData();
          sent = { request: JSON.parse(String(form.get('request'))), files: [form.get('imageFile'), form.get('bannerFile')].map((file) => (file instanceof File ? file.name : null)) };
          return HttpResponse.json({ success: true, message: 'Record added successfully!', data: { ...hadith, id: 99 } });
        }),
        ...categoryScreenHandlers,
        ...categoryRows.handlers(),
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
      request: {
        name: 'Prayer Beads, Olive Wood',
        slug: 'prayer-beads-olive-wood',
        description: 'Tasbih turned from olive wood',
        isActive: true,
        parentCategoryId: prayerEssentials.id,
        displayRank: 3,
      },
      files: ['olive-wood.png', null],
    });
  },
};

/** A save the server fails without words of its own shows the spec's words, and keeps what was typed. */
export const SaveFailedWithoutWords: Story = {
  parameters: {
    screenshot: { skip: true },
    msw: { handlers: [contractHandler(productCategories.calls.create!, () => new HttpResponse(null, { status: 500 })), ...categoryScreenHandlers, ...categoryRows.handlers()] },
  },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Something went wrong, please check all the fields');
    await expect(within(canvasElement).getByRole('textbox', { name: /^Name/ })).toHaveValue('Prayer Beads, Olive Wood');
  },
};

const standard = resourceRecordStories({
  resource: productCategories,
  rows: categoryRows,
  existingPath: EDIT_PATH,
  missingPath: '/vendor-products/category/edit/999',
  notFoundText: 'This category does not exist.',
  isLoaded: async (canvas) => expect(await canvas.findByRole('textbox', { name: /^Name/ })).toHaveValue('Hadith'),
});
export const NotFound: Story = standard.NotFound;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
