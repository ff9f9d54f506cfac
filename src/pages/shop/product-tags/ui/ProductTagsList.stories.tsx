import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, shopContract } from '@/shared/api';
import { PERMISSION_BITS } from '@/shared/lib/permissions';
import { contractHandler, resourceListStories, resourceStoryFrame, signedInAs } from '@/shared/lib/storybook';
import { ProductTagsList } from './ProductTagsList';
import { eidGift, productTagFixtures, tagRows, tagScreenHandlers } from './storyFixtures';

const { productTags } = shopContract;
const { list, view, add } = PERMISSION_BITS;

/** Someone who may add tags but not change them: no Edit, Activate or Deactivate. */
const tagAdderProfile = { ...contractFixtures.viewerProfile, securityPermissions: { ...contractFixtures.viewerProfile.securityPermissions, PRODUCTS: list | view | add } };

const meta = {
  title: 'pages/shop/product-tags/ProductTagsList',
  tags: ['autodocs'],
  component: ProductTagsList,
  ...resourceStoryFrame(tagRows, { route: '/vendor-products/tags', path: '/vendor-products/tags', handlers: tagScreenHandlers, viewport: { width: 1100, height: 900 } }),
} satisfies Meta<typeof ProductTagsList>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement, name = 'Product Tags') => within(canvasElement).findByRole('grid', { name });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const shownGrid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'Product Tags' });

const standard = resourceListStories({
  resource: productTags,
  rows: tagRows,
  title: { en: 'Product Tags', ur: 'مصنوعات کے ٹیگز' },
  addLabel: { en: 'Add Tag', ur: 'ٹیگ شامل کریں' },
  sampleRow: 'Eid Gift',
  emptyTitle: 'No product tags yet',
  viewerActions: [],
});

/** The tags, newest change first: picture (when it has one), name, slug, description and status. */
export const Filled: Story = {
  play: async (context) => {
    await standard.Filled.play(context);
    const grid = await table(context.canvasElement);
    const eid = await within(grid).findByRole('row', { name: /Eid Gift/ });
    await expect(eid).toHaveTextContent('eid-gift');
    await expect(eid).toHaveTextContent('Active');
    await expect(await within(eid).findByRole('img', { name: 'Picture of Eid Gift' })).toBeVisible();
    await expect(within(grid).getByRole('row', { name: /Clearance/ })).toHaveTextContent('Inactive');
    await waitFor(() => expect(within(grid).getAllByRole('img')).toHaveLength(6));
  },
};
export const Empty: Story = { ...standard.Empty, parameters: { screenshot: { skip: true } } };
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
export const PermissionHidden: Story = standard.PermissionHidden;
/** The list in Urdu, right to left, once every picture has come. */
export const Urdu: Story = {
  ...standard.Urdu,
  play: async (context) => {
    await standard.Urdu.play(context);
    await waitFor(() => expect(context.canvasElement.querySelectorAll('img')).toHaveLength(6));
    await expect(await table(context.canvasElement, 'مصنوعات کے ٹیگز')).toHaveTextContent('غیر فعال');
  },
};

/** The status filter lists the inactive tags only, and the address keeps the choice. */
export const FilteredByStatus: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await within(await table(canvasElement)).findByRole('row', { name: /Eid Gift/ });
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Status/ }));
    await userEvent.click(await within(await body(canvasElement).findByRole('listbox')).findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(within(shownGrid(canvasElement)).getAllByRole('row')).toHaveLength(3), { timeout: 4000 });
    await expect(within(shownGrid(canvasElement)).getByRole('row', { name: /Hajj Essentials/ })).toBeVisible();
    await expect(within(shownGrid(canvasElement)).queryByRole('row', { name: /Eid Gift/ })).not.toBeInTheDocument();
  },
};

/** A status with no tags says so. */
export const FilteredEmpty: Story = {
  parameters: { path: '/vendor-products/tags?status=INACTIVE', screenshot: { skip: true } },
  beforeEach: () => tagRows.reset(productTagFixtures.filter((tag) => tag.isActive)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No tags with this status')).toBeVisible();
  },
};

/** An active tag offers Deactivate: the spec's words, and the row shows it inactive; then Activate brings it back. */
export const DeactivateThenActivate: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await userEvent.click(await within(grid).findByRole('button', { name: 'Actions for Bestseller' }));
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Deactivate']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Deactivate' }));
    await expect(await body(canvasElement).findByText('Status updated successfully')).toBeVisible();
    await waitFor(() => expect(within(shownGrid(canvasElement)).getByRole('row', { name: /Bestseller/ })).toHaveTextContent('Inactive'));
    await userEvent.click(within(shownGrid(canvasElement)).getByRole('button', { name: 'Actions for Bestseller' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Activate' }));
    await waitFor(() => expect(within(shownGrid(canvasElement)).getByRole('row', { name: /Bestseller/ })).toHaveTextContent('Active'));
  },
};

/** A refused status change says so with the server's words, and the row keeps its state. */
export const DeactivateFails: Story = {
  parameters: {
    screenshot: { skip: true },
    msw: {
      handlers: [
        contractHandler(productTags.calls.actions.deactivate!, () => HttpResponse.json({ success: false, message: 'The shop service is unavailable.' }, { status: 503 })),
        ...tagScreenHandlers,
        ...tagRows.handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await userEvent.click(await within(grid).findByRole('button', { name: 'Actions for Bestseller' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Deactivate' }));
    await expect(await body(canvasElement).findByText('The status could not be changed')).toBeVisible();
    await expect(body(canvasElement).getByText('The shop service is unavailable.')).toBeVisible();
    await expect(within(shownGrid(canvasElement)).getByRole('row', { name: /Bestseller/ })).toHaveTextContent('Active');
  },
};

/** The add bit alone: Add Tag, but no Edit, Activate or Deactivate on any row. */
export const AddRightsOnly: Story = {
  beforeEach: () => signedInAs(tagAdderProfile)(),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await within(grid).findByRole('row', { name: /Eid Gift/ });
    await expect(within(canvasElement).getByRole('button', { name: 'Add Tag' })).toBeVisible();
    await expect(within(grid).queryByRole('button', { name: 'Actions for Eid Gift' })).not.toBeInTheDocument();
  },
};

/** Edit opens the tag's page form. */
export const EditOpensThePage: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await userEvent.click(await within(grid).findByRole('button', { name: 'Actions for Eid Gift' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Edit' }));
    await expect(await body(canvasElement).findByText(`Went to /vendor-products/tags/edit/${eidGift.id}`)).toBeVisible();
  },
};
