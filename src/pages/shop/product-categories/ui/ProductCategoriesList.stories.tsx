import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shopContract } from '@/shared/api';
import { resourceListStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { ProductCategoriesList } from './ProductCategoriesList';
import { categoryRows, categoryScreenHandlers } from './storyFixtures';

const { productCategories } = shopContract;

const meta = {
  title: 'pages/shop/product-categories/ProductCategoriesList',
  tags: ['autodocs'],
  component: ProductCategoriesList,
  ...resourceStoryFrame(categoryRows, { route: '/vendor-products/category', path: '/vendor-products/category', handlers: categoryScreenHandlers, viewport: { width: 1100, height: 900 } }),
} satisfies Meta<typeof ProductCategoriesList>;
export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Product Categories';
const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: TITLE });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const openMenu = async (canvasElement: HTMLElement, name: string) => {
  await userEvent.click(await within(await table(canvasElement)).findByRole('button', { name: `Actions for ${name}` }));
  return body(canvasElement).findByRole('menu');
};

const standard = resourceListStories({
  resource: productCategories,
  rows: categoryRows,
  title: { en: TITLE, ur: 'مصنوعات کے زمرے' },
  addLabel: { en: 'Add Category', ur: 'زمرہ شامل کریں' },
  sampleRow: 'Hadith',
  emptyTitle: 'No product categories yet',
  viewerActions: [],
});

/** Every category, newest change first: its picture, name, parent (or Main category), rank, slug and status. */
export const Filled: Story = {
  play: async (context) => {
    await standard.Filled.play(context);
    const grid = await table(context.canvasElement);
    const hadith = await within(grid).findByRole('row', { name: /Hadith/ });
    await expect(hadith).toHaveTextContent('Books');
    await expect(hadith).toHaveTextContent('hadith');
    await expect(within(await within(grid).findByRole('row', { name: /Seerah/ })).getByText('Inactive')).toBeVisible();
    await expect(within(grid).getAllByText('Main category')).toHaveLength(6);
    await expect(await within(hadith).findByRole('img', { name: 'Picture of Hadith' })).toBeVisible();
    // Seasonal Offers has no picture: fourteen of the fifteen rows show one.
    await waitFor(() => expect(within(grid).getAllByRole('img')).toHaveLength(14));
  },
};
export const Empty: Story = { ...standard.Empty, parameters: { screenshot: { skip: true } } };
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
export const PermissionHidden: Story = standard.PermissionHidden;
/** The list in Urdu, right to left, once the pictures have come. */
export const Urdu: Story = {
  ...standard.Urdu,
  play: async (context) => {
    await standard.Urdu.play(context);
    await expect(await within(context.canvasElement).findAllByText('مرکزی زمرہ')).toHaveLength(6);
    await waitFor(() => expect(context.canvasElement.querySelectorAll('img')).toHaveLength(14));
  },
};

/** The status filter lists the inactive categories only, and keeps its choice in the address. */
export const FilteredByStatus: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await within(await table(canvasElement)).findByRole('row', { name: /Hadith/ });
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Status/ }));
    await userEvent.click(await within(await body(canvasElement).findByRole('listbox')).findByRole('option', { name: 'Inactive' }));
    const shown = () => within(canvasElement).getByRole('grid', { name: TITLE });
    await waitFor(() => expect(within(shown()).getAllByRole('row')).toHaveLength(3), { timeout: 4000 });
    await expect(within(shown()).getByRole('row', { name: /Seerah/ })).toBeVisible();
    await expect(within(shown()).getByRole('row', { name: /Seasonal Offers/ })).toBeVisible();
  },
};

/** An active category offers Deactivate; once done, the spec's words and the row says Inactive, then offers Activate. */
export const Deactivate: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 'Hadith');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Deactivate']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Deactivate' }));
    await expect(await body(canvasElement).findByText('Status updated successfully')).toBeVisible();
    const grid = await table(canvasElement);
    await waitFor(() => expect(within(within(grid).getByRole('row', { name: /Hadith/ })).getByText('Inactive')).toBeVisible());
    const again = await openMenu(canvasElement, 'Hadith');
    await expect(within(again).getByRole('menuitem', { name: 'Activate' })).toBeVisible();
  },
};

/** An inactive category offers Activate. */
export const Activate: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 'Seerah');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Activate' }));
    await expect(await body(canvasElement).findByText('Status updated successfully')).toBeVisible();
    const grid = await table(canvasElement);
    await waitFor(() => expect(within(within(grid).getByRole('row', { name: /Seerah/ })).getByText('Active')).toBeVisible());
  },
};

/** Edit opens the category's page form. */
export const EditOpensThePage: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 'Hadith');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    await expect(await body(canvasElement).findByText(/Went to \/vendor-products\/category\/edit\/\d+/)).toBeVisible();
  },
};
