import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { shopContract } from '@/shared/api';
import { resourceListStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { REMEMBERED_LIST_KEY } from '../model/useRememberedListAddress';
import { ProductsList } from './ProductsList';
import { abaya, productRows, productScreenHandlers } from './storyFixtures';

const meta = {
  title: 'pages/shop/products/ProductsList',
  tags: ['autodocs'],
  component: ProductsList,
  ...resourceStoryFrame(productRows, {
    route: '/vendor-products',
    path: '/vendor-products',
    handlers: productScreenHandlers,
    viewport: { width: 1200, height: 760 },
    beforeEach: () => localStorage.removeItem(REMEMBERED_LIST_KEY),
  }),
} satisfies Meta<typeof ProductsList>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Vendor Products' });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const titlesShown = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('grid', { name: 'Vendor Products' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

async function choose(canvasElement: HTMLElement, filter: RegExp, option: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: filter }));
  await userEvent.click(await within(await body(canvasElement).findByRole('listbox')).findByRole('option', { name: option }));
}

const standard = resourceListStories({
  resource: shopContract.products,
  rows: productRows,
  title: { en: 'Vendor Products', ur: 'وینڈر کی پروڈکٹس' },
  sampleRow: abaya.title,
  emptyTitle: 'No products',
  viewerActions: [],
});

/** Each product's first picture, title, vendor, price with its currency, category (or none yet) and status. */
export const Filled: Story = {
  play: async (context) => {
    await standard.Filled.play(context);
    const grid = await table(context.canvasElement);
    const row = await within(grid).findByRole('row', { name: new RegExp(abaya.title) });
    for (const text of ['Noor Modest Wear', '89.00 GBP', 'Clothing', 'Active']) await expect(row).toHaveTextContent(text);
    await expect(within(row).getByRole('img', { name: `Picture of ${abaya.title}` })).toBeVisible();
    await expect(await within(grid).findByRole('row', { name: /Linen Kaftan/ })).toHaveTextContent('No category yet');
  },
};
export const Empty: Story = standard.Empty;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
/** Someone with list and view only: no Edit, no Activate or Deactivate, so no Action column. */
export const PermissionHidden: Story = standard.PermissionHidden;
export const Urdu: Story = standard.Urdu;

/** Choosing a vendor, then a category, narrows the list, and the address keeps both for a reload. */
export const FilteredByVendorAndCategory: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await within(await table(canvasElement)).findByRole('row', { name: new RegExp(abaya.title) });
    await choose(canvasElement, /Vendor/, 'Crescent Kitchen');
    await waitFor(() => expect(titlesShown(canvasElement)).toEqual(['Medjool Dates 1 kg', 'Ajwa Dates 500 g']), { timeout: 4000 });
    await choose(canvasElement, /Category/, 'Pantry');
    await waitFor(() => expect(titlesShown(canvasElement)).toEqual(['Medjool Dates 1 kg']), { timeout: 4000 });
  },
};

/** Filters named in the address (a reload, or a shared link) are the ones chosen: Noor Modest Wear's inactive products. */
export const FiltersFromTheAddress: Story = {
  parameters: { path: '/vendor-products?vendor=1&status=INACTIVE', screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await within(await table(canvasElement)).findByRole('row', { name: /Linen Kaftan/ });
    await waitFor(() => expect(titlesShown(canvasElement)).toEqual(['Linen Kaftan – Sand', 'Satin Prayer Dress – Dusty Rose']));
    await expect(within(canvasElement).getByRole('button', { name: /Vendor/ })).toHaveTextContent('Noor Modest Wear');
    await expect(within(canvasElement).getByRole('button', { name: /Status/ })).toHaveTextContent('Inactive');
  },
};

/** Deactivate on an active product: the spec's words, and the row shows Inactive. */
export const Deactivate: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await userEvent.click(await within(grid).findByRole('button', { name: `Actions for ${abaya.title}` }));
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Deactivate']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Deactivate' }));
    await expect(await body(canvasElement).findByText('Status updated successfully')).toBeVisible();
    await waitFor(() => expect(within(grid).getByRole('row', { name: new RegExp(abaya.title) })).toHaveTextContent('Inactive'));
  },
};

/** Edit opens the product's page in a new tab, named by its vendor's slug and store id. */
export const EditOpensANewTab: Story = {
  parameters: { screenshot: { skip: true } },
  beforeEach: () => {
    const original = window.open;
    window.open = fn().mockName('window.open') as unknown as typeof window.open;
    return () => void (window.open = original);
  },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await userEvent.click(await within(grid).findByRole('button', { name: `Actions for ${abaya.title}` }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Edit' }));
    await expect(window.open).toHaveBeenCalledWith(`/vendor-products/edit/noor-modest-wear/${abaya.productId}`, '_blank', 'noopener');
  },
};

/** Opening the list with no filters of its own shows the ones last used (the spec keeps them locally): Crescent Kitchen's products, page 1. */
export const RemembersTheLastFilters: Story = {
  parameters: { screenshot: { skip: true } },
  beforeEach: () => localStorage.setItem(REMEMBERED_LIST_KEY, 'vendor=3&status=ACTIVE'),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(titlesShown(canvasElement)).toEqual(['Medjool Dates 1 kg']), { timeout: 4000 });
    await expect(within(canvasElement).getByRole('button', { name: /Vendor/ })).toHaveTextContent('Crescent Kitchen');
  },
};
