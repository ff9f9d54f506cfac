import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, subscriptionsContract } from '@/shared/api';
import { PERMISSION_BITS } from '@/shared/lib/permissions';
import { resourceListStories, resourceStoryFrame, signedInAs } from '@/shared/lib/storybook';
import { SubscriptionsList } from './SubscriptionsList';
import { failingReceiptHandler, receiptHandler, subscriptionFixture, subscriptionRows } from './storyFixtures';

const { subscriptions } = subscriptionsContract;

/** The list bit alone: rows, but no details and no receipts. */
const listOnlyProfile = { ...contractFixtures.viewerProfile, securityPermissions: { ...contractFixtures.viewerProfile.securityPermissions, SUBSCRIPTIONS: PERMISSION_BITS.list } };

const meta = {
  title: 'pages/purchases/subscriptions/SubscriptionsList',
  tags: ['autodocs'],
  component: SubscriptionsList,
  ...resourceStoryFrame(subscriptionRows, { route: '/subscriptions', path: '/subscriptions', handlers: [receiptHandler], viewport: { width: 1280, height: 900 } }),
} satisfies Meta<typeof SubscriptionsList>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement, name = 'Subscriptions') => within(canvasElement).findByRole('grid', { name });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const shownGrid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'Subscriptions' });
/** The subscription ids of the rows shown, in order (none while a page loads). */
const idsShown = (canvasElement: HTMLElement) => within(shownGrid(canvasElement)).queryAllByRole('rowheader').map((cell) => cell.textContent);

const standard = resourceListStories({
  resource: subscriptions,
  rows: subscriptionRows,
  title: { en: 'Subscriptions', ur: 'سبسکرپشنز' },
  sampleRow: '23',
  emptyTitle: 'No subscriptions yet',
  viewerActions: ['Download Receipt'],
});

/** Athan's subscriptions, ten a page: the spec's columns, statuses in words, and a row hint. */
export const Filled: Story = {
  play: async (context) => {
    await standard.Filled.play(context);
    const grid = await table(context.canvasElement);
    await expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Subscription ID',
      'Type',
      'Status',
      'Store Order ID',
      'Device ID',
      'User ID',
      'User Email',
      'Action',
    ]);
    await expect(within(grid).getAllByRole('row')).toHaveLength(11);
    const row = within(grid).getByRole('row', { name: '23' });
    await expect(row).toHaveTextContent('Migrated');
    await expect(row).toHaveTextContent('GPA.3023-4417-2093-00299');
    await expect(within(grid).getByRole('row', { name: '22' })).toHaveTextContent('Inactive');
    await expect(within(grid).getByRole('row', { name: '21' })).toHaveTextContent('Active');
    await expect(within(row).getAllByTitle('Click on a row to view details').length).toBeGreaterThan(0);
  },
};
export const Empty: Story = standard.Empty;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
/** A viewer (list and view) may open details and download receipts: the menu offers Download Receipt. */
export const ViewerMayDownload: Story = standard.PermissionHidden;
export const Urdu: Story = {
  ...standard.Urdu,
  play: async (context) => {
    await standard.Urdu.play(context);
    const grid = await table(context.canvasElement, 'سبسکرپشنز');
    await expect(grid).toHaveTextContent('منتقل شدہ');
    await expect(within(context.canvasElement).getByRole('button', { name: /ایپ/ })).toHaveTextContent('اذان');
  },
};

/** Academy chosen: only its subscriptions, from page 1, and the address keeps the choice. */
export const AcademySelected: Story = {
  play: async ({ canvasElement }) => {
    await within(await table(canvasElement)).findByRole('row', { name: '23' });
    await userEvent.click(within(canvasElement).getByRole('button', { name: /App/ }));
    await userEvent.click(await within(await body(canvasElement).findByRole('listbox')).findByRole('option', { name: 'Academy' }));
    await waitFor(() => expect(idsShown(canvasElement)).toEqual(['24', '20', '16', '12', '8', '4']));
    await expect(within(canvasElement).getByRole('button', { name: /App/ })).toHaveTextContent('Academy');
  },
};

/** A search by Play Store order id finds its one subscription; an App Store search with it finds none. */
export const SearchByPlayStoreOrderId: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await within(await table(canvasElement)).findByRole('row', { name: '23' });
    await userEvent.click(canvas.getByRole('button', { name: /Search by/ }));
    await userEvent.click(await within(await body(canvasElement).findByRole('listbox')).findByRole('option', { name: 'Play Store Order ID' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Play Store Order ID' }), subscriptionFixture(5).storeOrderId);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(idsShown(canvasElement)).toEqual(['5']));
    await userEvent.click(canvas.getByRole('button', { name: /Search by/ }));
    await userEvent.click(await within(await body(canvasElement).findByRole('listbox')).findByRole('option', { name: 'Apple Store Order ID' }));
    // The field keeps its words under its new name; a press before the list of fields has gone would be lost.
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).not.toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: 'Apple Store Order ID' })).toHaveValue(subscriptionFixture(5).storeOrderId);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('No subscription matches this search')).toBeVisible();
  },
};

/** Searches by user id and by e-mail address. */
export const SearchByUserAndEmail: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await within(await table(canvasElement)).findByRole('row', { name: '23' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'User ID' }), '100013');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(idsShown(canvasElement)).toEqual(['13']));
    await userEvent.click(canvas.getByRole('button', { name: /Search by/ }));
    await userEvent.click(await within(await body(canvasElement).findByRole('listbox')).findByRole('option', { name: 'Email Address' }));
    const email = canvas.getByRole('textbox', { name: 'Email Address' });
    await userEvent.clear(email);
    await userEvent.type(email, 'ayesha.siddiqui');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(idsShown(canvasElement)).toEqual(['14', '2']));
  },
};

/** A row opens 'Subscription Details', by pointer or by keyboard. */
export const RowOpensDetails: Story = {
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await userEvent.click(await within(grid).findByRole('row', { name: '21' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Subscription Details' });
    await expect(await within(dialog).findByText('fatima.zahra21@example.com')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    within(shownGrid(canvasElement)).getByRole('row', { name: '22' }).focus();
    await userEvent.keyboard('{Enter}');
    const again = await body(canvasElement).findByRole('dialog', { name: 'Subscription Details' });
    await expect(await within(again).findByText('Inactive')).toBeVisible();
  },
};

/** A receipt that cannot be had: the spec's words with the server's, and the list as it was. */
export const DownloadFails: Story = {
  parameters: { msw: { handlers: [failingReceiptHandler, ...subscriptionRows.handlers()] } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await userEvent.click(await within(grid).findByRole('button', { name: 'Actions for 23' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Download Receipt' }));
    await expect(await body(canvasElement).findByText('Download Error: Failed to download receipt. Please try again.')).toBeVisible();
    await expect(body(canvasElement).getByText('The subscriptions service is unavailable.')).toBeVisible();
    await expect(within(shownGrid(canvasElement)).getAllByRole('row')).toHaveLength(11);
  },
};

/** The list bit alone: rows, no Action column, and a row opens nothing. */
export const ListOnly: Story = {
  beforeEach: () => signedInAs(listOnlyProfile)(),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await within(grid).findByRole('row', { name: '23' });
    await expect(within(grid).queryByRole('columnheader', { name: 'Action' })).not.toBeInTheDocument();
    await expect(within(grid).queryByTitle('Click on a row to view details')).not.toBeInTheDocument();
  },
};

/** Search by User ID with none: the spec's rule is shown, and the list is searched all the same. */
export const UserIdRequired: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await within(await table(canvasElement)).findByRole('row', { name: '23' });
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('Please enter User ID!')).toBeVisible();
    await expect(within(shownGrid(canvasElement)).getByRole('row', { name: '23' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'User ID' }), '1');
    await waitFor(() => expect(canvas.queryByText('Please enter User ID!')).not.toBeInTheDocument());
  },
};
