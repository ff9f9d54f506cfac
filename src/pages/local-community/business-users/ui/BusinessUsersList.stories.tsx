import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures } from '@/shared/api';
import { PERMISSION_BITS } from '@/shared/lib/permissions';
import { resourceListStories, resourceStoryFrame, signedInAs } from '@/shared/lib/storybook';
import { siteContract } from '@/shared/api';
import { BusinessUsersList } from './BusinessUsersList';
import { businessRows, businessScreenHandlers } from './storyFixtures';

const { list, view, edit } = PERMISSION_BITS;
/** Someone who may change and delete business users but not add them. */
const communityEditor = { ...contractFixtures.viewerProfile, securityPermissions: { ...contractFixtures.viewerProfile.securityPermissions, LOCAL_COMMUNITY: list | view | edit } };

const meta = {
  title: 'pages/local-community/business-users/BusinessUsersList',
  tags: ['autodocs'],
  component: BusinessUsersList,
  ...resourceStoryFrame(businessRows, { route: '/local-community/business-user', path: '/local-community/business-user', handlers: businessScreenHandlers, viewport: { width: 1100, height: 600 } }),
} satisfies Meta<typeof BusinessUsersList>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Business Users' });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const standard = resourceListStories({
  resource: siteContract.businessUsers,
  rows: businessRows,
  title: { en: 'Business Users', ur: 'کاروباری صارفین' },
  addLabel: { en: 'Add New', ur: 'نیا شامل کریں' },
  sampleRow: 'Karachi Biryani House',
  emptyTitle: 'No business users yet',
  viewerActions: [],
});

/** The businesses newest first, with picture, e-mail, type, city and country; the pictures that exist are drawn. */
export const Filled: Story = {
  play: async (context) => {
    await standard.Filled.play(context);
    const row = await within(await table(context.canvasElement)).findByRole('row', { name: /Karachi Biryani House/ });
    await expect(row).toHaveTextContent('Halal Food');
    await expect(row).toHaveTextContent('Pakistan');
    await waitFor(() => expect(context.canvasElement.querySelectorAll('img')).toHaveLength(3));
  },
};
export const Empty: Story = { ...standard.Empty, parameters: { screenshot: { skip: true } } };
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
export const PermissionHidden: Story = standard.PermissionHidden;
export const Urdu: Story = {
  ...standard.Urdu,
  play: async (context) => {
    await standard.Urdu.play(context);
    await waitFor(() => expect(context.canvasElement.querySelectorAll('img')).toHaveLength(3));
  },
};

/** A place type lists only its businesses (All lists every one), and the address keeps it. */
export const FilteredByType: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await within(await table(canvasElement)).findByRole('row', { name: /Fatih Book Bazaar/ });
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Business type/ }));
    await userEvent.click(await within(await body(canvasElement).findByRole('listbox')).findByRole('option', { name: 'Mosque' }));
    const shown = () => within(canvasElement).getByRole('grid', { name: 'Business Users' });
    await waitFor(() => expect(within(shown()).getAllByRole('row')).toHaveLength(3), { timeout: 4000 });
    await expect(within(shown()).getByRole('row', { name: /East London Mosque/ })).toBeVisible();
    await expect(within(shown()).queryByRole('row', { name: /Fatih Book Bazaar/ })).not.toBeInTheDocument();
  },
};

/** Searching by name sends the words as the spec's `name`. */
export const SearchedByName: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await within(await table(canvasElement)).findByRole('row', { name: /Fatih Book Bazaar/ });
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Search by name' }), 'biryani');
    await waitFor(() => expect(within(within(canvasElement).getByRole('grid', { name: 'Business Users' })).getAllByRole('row')).toHaveLength(2), { timeout: 4000 });
  },
};

/** Edit rights give Edit and Delete in the row menu, and no Add New. */
export const EditRightsEditAndDelete: Story = {
  beforeEach: () => signedInAs(communityEditor)(),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await userEvent.click(await within(grid).findByRole('button', { name: 'Actions for Fatih Book Bazaar' }));
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Delete']);
    await expect(within(canvasElement).queryByRole('button', { name: 'Add New' })).not.toBeInTheDocument();
  },
};
