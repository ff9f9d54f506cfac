import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shopContract } from '@/shared/api';
import { contractHandler, resourceListStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { VendorsList } from './VendorsList';
import { crescent, vendorRows, vendorScreenHandlers } from './storyFixtures';

const { vendors } = shopContract;

const meta = {
  title: 'pages/shop/vendors/VendorsList',
  tags: ['autodocs'],
  component: VendorsList,
  ...resourceStoryFrame(vendorRows, { route: '/vendor-management', path: '/vendor-management', handlers: vendorScreenHandlers, viewport: { width: 1100, height: 700 } }),
} satisfies Meta<typeof VendorsList>;
export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Vendors';
const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: TITLE });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const openMenu = async (canvasElement: HTMLElement, name: string) => {
  await userEvent.click(await within(await table(canvasElement)).findByRole('button', { name: `Actions for ${name}` }));
  return body(canvasElement).findByRole('menu');
};

const standard = resourceListStories({
  resource: vendors,
  rows: vendorRows,
  title: { en: TITLE, ur: 'وینڈرز' },
  addLabel: { en: 'Add Vendor', ur: 'وینڈر شامل کریں' },
  sampleRow: 'Noor Modest Wear',
  emptyTitle: 'No vendors yet',
  viewerActions: ['Sync'],
});

/** Every vendor, newest change first: its logo, name, store type, contact and status; no token anywhere. */
export const Filled: Story = {
  play: async (context) => {
    await standard.Filled.play(context);
    const grid = await table(context.canvasElement);
    const noor = await within(grid).findByRole('row', { name: /Noor Modest Wear/ });
    await expect(noor).toHaveTextContent('Shopify');
    await expect(noor).toHaveTextContent('orders@noor-modest-wear.example.com');
    await expect(await within(grid).findByRole('row', { name: /Crescent Kitchen/ })).toHaveTextContent('Ecwid');
    await expect(within(await within(grid).findByRole('row', { name: /Sidra Perfumes/ })).getByText('Inactive')).toBeVisible();
    await expect(await within(noor).findByRole('img', { name: 'Logo of Noor Modest Wear' })).toBeVisible();
    // Two vendors have no logo: five of the seven rows show one.
    await waitFor(() => expect(within(grid).getAllByRole('img')).toHaveLength(5));
    await expect(grid).not.toHaveTextContent('shpat_');
  },
};
export const Empty: Story = { ...standard.Empty, parameters: { screenshot: { skip: true } } };
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
export const PermissionHidden: Story = standard.PermissionHidden;
/** The list in Urdu, right to left, once the logos have come. */
export const Urdu: Story = {
  ...standard.Urdu,
  play: async (context) => {
    await standard.Urdu.play(context);
    await expect(await within(context.canvasElement).findAllByText('شاپیفائی')).toHaveLength(4);
    await waitFor(() => expect(context.canvasElement.querySelectorAll('img')).toHaveLength(5));
  },
};

/** The status filter lists the inactive vendors only, and keeps its choice in the address. */
export const FilteredByStatus: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await within(await table(canvasElement)).findByRole('row', { name: /Noor Modest Wear/ });
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Status/ }));
    await userEvent.click(await within(await body(canvasElement).findByRole('listbox')).findByRole('option', { name: 'Inactive' }));
    const shown = () => within(canvasElement).getByRole('grid', { name: TITLE });
    await waitFor(() => expect(within(shown()).getAllByRole('row')).toHaveLength(3), { timeout: 4000 });
    await expect(within(shown()).getByRole('row', { name: /Sidra Perfumes/ })).toBeVisible();
    await expect(within(shown()).getByRole('row', { name: /Zamzam Travel Goods/ })).toBeVisible();
  },
};

/** Searching by name lists the vendors whose name has the words. */
export const SearchByName: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await within(await table(canvasElement)).findByRole('row', { name: /Noor Modest Wear/ });
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Search by name' }), 'books');
    const shown = () => within(canvasElement).getByRole('grid', { name: TITLE });
    await waitFor(() => expect(within(shown()).getAllByRole('row')).toHaveLength(2), { timeout: 4000 });
    await expect(within(shown()).getByRole('row', { name: /Barakah Books/ })).toBeVisible();
  },
};

/** An active vendor offers Edit, Sync and Deactivate (no Delete: the spec has none); once done, the spec's words and the row says Inactive, then offers Activate. */
export const Deactivate: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 'Noor Modest Wear');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Sync', 'Deactivate']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Deactivate' }));
    await expect(await body(canvasElement).findByText('Status updated successfully')).toBeVisible();
    const grid = await table(canvasElement);
    await waitFor(() => expect(within(within(grid).getByRole('row', { name: /Noor Modest Wear/ })).getByText('Inactive')).toBeVisible());
    const again = await openMenu(canvasElement, 'Noor Modest Wear');
    await expect(within(again).getByRole('menuitem', { name: 'Activate' })).toBeVisible();
  },
};

/** Sync opens the vendor's store sync. */
export const OpensTheSync: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 'Crescent Kitchen');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sync' }));
    await expect(await within(canvasElement).findByText(`Went to /vendor-management/sync/${crescent.id}`)).toBeVisible();
  },
};

/** An inactive vendor offers Activate. */
export const Activate: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 'Sidra Perfumes');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Activate' }));
    await expect(await body(canvasElement).findByText('Status updated successfully')).toBeVisible();
    const grid = await table(canvasElement);
    await waitFor(() => expect(within(within(grid).getByRole('row', { name: /Sidra Perfumes/ })).getByText('Active')).toBeVisible());
  },
};

/** A refused status change says so with the server's words, and the row keeps its state. */
export const DeactivateFails: Story = {
  parameters: {
    screenshot: { skip: true },
    msw: {
      handlers: [
        contractHandler(vendors.calls.actions.deactivate!, () => HttpResponse.json({ success: false, message: 'The shop service is unavailable.' }, { status: 503 })),
        ...vendorScreenHandlers,
        ...vendorRows.handlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 'Barakah Books');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Deactivate' }));
    await expect(await body(canvasElement).findByText('The status could not be changed')).toBeVisible();
    await expect(body(canvasElement).getByText('The shop service is unavailable.')).toBeVisible();
    const grid = await table(canvasElement);
    await expect(within(grid).getByRole('row', { name: /Barakah Books/ })).toHaveTextContent('Active');
  },
};

/** Edit opens the vendor's page form. */
export const EditOpensThePage: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 'Noor Modest Wear');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    await expect(await body(canvasElement).findByText('Went to /vendor-management/edit/5')).toBeVisible();
  },
};
