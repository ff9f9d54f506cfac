import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shopContract } from '@/shared/api';
import { contractHandler, makePng, resourceFormStories, resourceRecordStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { VendorsPage } from './VendorsPage';
import { crescent, noor, vendorRows, vendorScreenHandlers } from './storyFixtures';

const { vendors, VENDOR_MESSAGES: M } = shopContract;
const KB = 1024;
const CREATE_PATH = '/vendor-management/create';
const EDIT_PATH = `/vendor-management/edit/${noor.id}`;

const meta = {
  title: 'pages/shop/vendors/VendorScreens',
  tags: ['autodocs'],
  component: VendorsPage,
  ...resourceStoryFrame(vendorRows, { route: '/vendor-management/*', path: CREATE_PATH, handlers: vendorScreenHandlers, viewport: { width: 1000, height: 1150 } }),
} satisfies Meta<typeof VendorsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const fileInputs = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<HTMLInputElement>('input[type=file]')];
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const field = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).findByRole('textbox', { name });

async function choose(canvasElement: HTMLElement, name: RegExp, option: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name }));
  await userEvent.click(await within(await body(canvasElement).findByRole('listbox')).findByRole('option', { name: option }));
}

/** A Shopify vendor with its store's keys and a logo. */
async function fillValid(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Sidra Attar, Oud House');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Description/ }), 'Attar and oud from small distillers');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Website link/ }), 'https://sidra-attar.example.com');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Contact/ }), 'shop@sidra-attar.example.com');
  await choose(canvasElement, /Status/, 'Active');
  await choose(canvasElement, /Store type/, 'Shopify');
  await userEvent.type(await field(canvasElement, /^Store domain/), 'sidra-attar.myshopify.com');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Admin API access token/ }), 'shpat_sidra_9f3a');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Admin API version/ }), '2025-10');
  await userEvent.upload(fileInputs(canvasElement)[1]!, await makePng('sidra-logo.png', 48, 48));
}

const form = resourceFormStories({
  resource: vendors,
  rows: vendorRows,
  handlers: vendorScreenHandlers,
  createPath: CREATE_PATH,
  editPath: EDIT_PATH,
  listTitle: 'Vendors',
  fill: fillValid,
  requiredMessages: [M.name, M.slug, M.description, M.websiteLink, M.contact, M.status, M.storeType],
  urdu: { save: 'محفوظ کریں', requiredMessage: 'براہ کرم وینڈر کا نام درج کریں' },
  kept: { label: /^Name/, value: 'Sidra Attar, Oud House' },
  refusal: { status: 409, message: M.slugTaken, fields: { slug: M.slugTaken } },
  change: async (canvas: Canvas) => {
    const contact = await canvas.findByRole('textbox', { name: /^Contact/ });
    await waitFor(() => expect(contact).toHaveValue(noor.contact));
    await userEvent.clear(contact);
    await userEvent.type(contact, '+44 20 7946 0958');
  },
});
/** /vendor-management/create: a Shopify vendor with its keys and logo is saved, then the list. */
export const Create: Story = form.Create;
/** Saving an empty form shows the words of each required field, and no store's fields until a store type is chosen. */
export const Invalid: Story = form.Invalid;
export const Saving: Story = form.Saving;
/** The server refuses a slug another vendor has: its words on the slug, and everything typed stays. */
export const SaveFailed: Story = { ...form.SaveFailed, parameters: { ...form.SaveFailed.parameters, screenshot: { skip: true } } };
/** /vendor-management/edit/{id}: the saved values, then a change in the History panel. */
export const Edit: Story = { ...form.Edit, parameters: { ...form.Edit.parameters, screenshot: { skip: true } } };
export const Urdu: Story = form.Urdu;

/** The slug follows the name as typed (lower case, spaces and commas to hyphens) until it is changed by hand. */
export const SlugFollowsName: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Noor, Modest Wear');
    await expect(canvas.getByRole('textbox', { name: /^Slug/ })).toHaveValue('noor-modest-wear');
    await userEvent.clear(canvas.getByRole('textbox', { name: /^Slug/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Slug/ }), 'noor');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), ' UK');
    await expect(canvas.getByRole('textbox', { name: /^Slug/ })).toHaveValue('noor');
  },
};

/** The store type shows its own fields: Shopify's domain, token and version, or Ecwid's store id and public token; each store's keys are required with its words. */
export const StoreTypeSwitchesFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group', { name: 'Shopify store' })).not.toBeInTheDocument();
    await choose(canvasElement, /Store type/, 'Shopify');
    await expect(await canvas.findByRole('group', { name: 'Shopify store' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    for (const message of [M.storeDomain, M.adminAccessToken, M.storeVersion]) await expect(await canvas.findByText(message)).toBeVisible();
    await choose(canvasElement, /Store type/, 'Ecwid');
    await waitFor(() => expect(canvas.queryByRole('group', { name: 'Shopify store' })).not.toBeInTheDocument());
    await expect(await canvas.findByRole('group', { name: 'Ecwid store' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    for (const message of [M.storeId, M.publicToken]) await expect(await canvas.findByText(message)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Store ID/ }), '10987654');
    await expect(canvas.getByText('Kept sealed on the server; only its last characters are ever shown.')).toBeVisible();
  },
};

/** A Shopify vendor's edit: its store's domain and version, the token only masked with "leave empty to keep", and its stored pictures. */
export const EditShopify: Story = {
  parameters: { path: EDIT_PATH },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Noor Modest Wear'));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Store type/ })).toHaveTextContent('Shopify'));
    await expect(await field(canvasElement, /^Store domain/)).toHaveValue('noor-modest-wear.myshopify.com');
    const token = canvas.getByRole('textbox', { name: /^Admin API access token/ });
    await expect(token).toHaveValue('');
    await expect(token).not.toBeRequired();
    await expect(canvas.getByText(`Stored: ${noor.shopifyData!.adminAccessTokenMasked}. Leave empty to keep it, or enter a new one to replace it.`)).toBeVisible();
    for (const name of ['Preview of Current Image', 'Preview of Current Logo', 'Preview of Current Banner']) await expect(await canvas.findByRole('img', { name })).toBeVisible();
    await expect(canvas.getByText('JPEG, PNG or WebP, under 500 KB. Leave empty to keep the current one.')).toBeVisible();
  },
};

/** An Ecwid vendor's edit: its store id and the public token masked. */
export const EditEcwid: Story = {
  parameters: { path: `/vendor-management/edit/${crescent.id}`, screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Crescent Kitchen'));
    await expect(await field(canvasElement, /^Store ID/)).toHaveValue(crescent.ecwidData!.storeId);
    await expect(canvas.getByText(`Stored: ${crescent.ecwidData!.publicTokenMasked}. Leave empty to keep it, or enter a new one to replace it.`)).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Shopify store' })).not.toBeInTheDocument();
    await waitFor(() => expect(canvasElement.querySelectorAll('img')).toHaveLength(3));
  },
};

/** An image or logo of 100 KB or more is refused at once, in the spec's words, before anything is sent. */
export const ImageTooBig: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInputs(canvasElement)[1]!, await makePng('big-logo.png', 60, 40, 100 * KB));
    await expect(await within(canvasElement).findByText('Image must smaller than 100KB!')).toBeVisible();
  },
};

/** A banner of 500 KB or more is refused at once. */
export const BannerTooBig: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInputs(canvasElement)[2]!, await makePng('huge.png', 60, 40, 500 * KB));
    await expect(await within(canvasElement).findByText('Banner must smaller than 500KB!')).toBeVisible();
  },
};

/** What the last save sent, as the story's server read it. */
let sent: { request: unknown; files: (string | null)[] } | null = null;
const capture = (call: typeof vendors.calls.create) =>
  contractHandler(call!, async ({ request }) => {
    const form = await request.formData();
    sent = { request: JSON.parse(String(form.get('request'))), files: ['imageFile', 'logoFile', 'bannerFile'].map((part) => form.get(part)).map((file) => (file instanceof File ? file.name : null)) };
    return HttpResponse.json({ success: true, message: 'Record added successfully!', data: noor });
  });

/** Save sends one multipart form: the vendor as the JSON 'request' part (only the chosen store's data), and the logo chosen as logoFile. */
export const SendsTheRequestPart: Story = {
  parameters: { screenshot: { skip: true }, msw: { handlers: [capture(vendors.calls.create), ...vendorScreenHandlers, ...vendorRows.handlers()] } },
  beforeEach: () => {
    sent = null;
  },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(await within(canvasElement).findByText('Record added successfully!')).toBeVisible();
    await expect(sent).toEqual({
      request: {
        name: 'Sidra Attar, Oud House',
        slug: 'sidra-attar-oud-house',
        description: 'Attar and oud from small distillers',
        websiteLink: 'https://sidra-attar.example.com',
        contact: 'shop@sidra-attar.example.com',
        isActive: true,
        storeType: 'SHOPIFY',
        shopifyData: { storeDomain: 'sidra-attar.myshopify.com', adminAccessToken: 'shpat_sidra_9f3a', storeVersion: '2025-10' },
        ecwidData: null,
      },
      files: [null, 'sidra-logo.png', null],
    });
  },
};

/** An edit that leaves the token empty sends it empty, which keeps the stored one. */
export const EditKeepsTheToken: Story = {
  parameters: {
    path: EDIT_PATH,
    screenshot: { skip: true },
    msw: {
      handlers: [
        contractHandler(vendors.calls.update!, async ({ request }) => {
          const form = await request.formData();
          sent = { request: JSON.parse(String(form.get('request'))), files: [] };
          return HttpResponse.json({ success: true, message: 'Record updated successfully!', data: noor });
        }),
        ...vendorScreenHandlers,
        ...vendorRows.handlers(),
      ],
    },
  },
  beforeEach: () => {
    sent = null;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Noor Modest Wear'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Record updated successfully!')).toBeVisible();
    await expect(sent?.request).toMatchObject({ storeType: 'SHOPIFY', shopifyData: { storeDomain: 'noor-modest-wear.myshopify.com', adminAccessToken: '', storeVersion: '2025-10' }, ecwidData: null });
  },
};

const standard = resourceRecordStories({
  resource: vendors,
  rows: vendorRows,
  existingPath: EDIT_PATH,
  missingPath: '/vendor-management/edit/999',
  notFoundText: 'This vendor does not exist.',
  isLoaded: async (canvas) => expect(await canvas.findByRole('textbox', { name: /^Name/ })).toHaveValue('Noor Modest Wear'),
});
export const NotFound: Story = standard.NotFound;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
