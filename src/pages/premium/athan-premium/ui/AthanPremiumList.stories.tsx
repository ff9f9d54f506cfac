import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { premiumContract } from '@/shared/api';
import { resourceListStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { AthanPremiumList } from './AthanPremiumList';
import { premiumRows, unclaimed } from './storyFixtures';

const { athanPremium } = premiumContract;

const meta = {
  title: 'pages/premium/athan-premium/AthanPremiumList',
  tags: ['autodocs'],
  component: AthanPremiumList,
  ...resourceStoryFrame(premiumRows, { route: '/athan-premium', path: '/athan-premium', viewport: { width: 1200, height: 900 } }),
} satisfies Meta<typeof AthanPremiumList>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement, name = 'Athan Premium') => within(canvasElement).findByRole('grid', { name });
const shownGrid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'Athan Premium' });

const standard = resourceListStories({
  resource: athanPremium,
  rows: premiumRows,
  title: { en: 'Athan Premium', ur: 'اذان پریمیم' },
  addLabel: { en: 'Generate Code', ur: 'کوڈ بنائیں' },
  sampleRow: 'K7QM-3XRT-9HWD',
  emptyTitle: 'No premium codes yet',
  viewerActions: [],
});

/** Ten codes a page, newest first: code, status, who took it, its type (N/A when none) and the day it was made. */
export const Filled: Story = {
  play: async (context) => {
    await standard.Filled.play(context);
    const table = await grid(context.canvasElement);
    const taken = await within(table).findByRole('row', { name: /K7QM-3XRT-9HWD/ });
    await expect(taken).toHaveTextContent('Ayesha Malik');
    await expect(taken).toHaveTextContent('ayesha.malik@example.com');
    await expect(taken).toHaveTextContent('YEARLY');
    await expect(taken).toHaveTextContent('Consumed');
    await expect(taken).toHaveTextContent('20-11-2026');
    const free = within(table).getByRole('row', { name: new RegExp(unclaimed.code) });
    await expect(free).toHaveTextContent('N/A');
    await expect(free).toHaveTextContent('Active');
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(within(context.canvasElement).getByRole('button', { name: 'Generate Code' })).toBeVisible();
  },
};
export const Empty: Story = standard.Empty;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
/** A viewer sees the codes but neither Generate Code nor any row action. */
export const PermissionHidden: Story = standard.PermissionHidden;
/** The list in Urdu, right to left; a code, an e-mail and a date still read left to right. */
export const Urdu: Story = {
  ...standard.Urdu,
  play: async (context) => {
    await standard.Urdu.play(context);
    const table = await grid(context.canvasElement, 'اذان پریمیم');
    await expect(within(table).getByRole('row', { name: new RegExp(unclaimed.code) })).toHaveTextContent('دستیاب نہیں');
    await expect(within(context.canvasElement).getByRole('searchbox', { name: 'نام سے تلاش کریں' })).toBeVisible();
  },
};

/** Each of the three searches narrows the list on its own field, and takes the list back to its first page. */
export const SearchesBackToFirstPage: Story = {
  parameters: { path: '/athan-premium?page=2', screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The rows a search leaves: only the one named, once the searched list has come (not its loading row).
    const onlyRow = (name: RegExp) =>
      waitFor(
        () => {
          const rows = within(shownGrid(canvasElement)).getAllByRole('row');
          expect(rows).toHaveLength(2);
          expect(rows[1]).toHaveAccessibleName(name);
        },
        { timeout: 4000 },
      );
    await within(await grid(canvasElement)).findByRole('row', { name: /P4SW-2KJH-9BVE/ });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name' }), 'maryam');
    await onlyRow(/N3XK-6BWP-J2QS/);
    await expect(within(shownGrid(canvasElement)).getByRole('row', { name: /N3XK-6BWP-J2QS/ })).toHaveTextContent('Maryam Iqbal');
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search by name' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by email' }), 'hamza.sheikh');
    await onlyRow(/W2GD-5LQN-8PXB/);
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search by email' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by code' }), 'zc8e');
    await onlyRow(new RegExp(unclaimed.code));
  },
};

/** Searches that match nothing say so. */
export const NoMatch: Story = {
  parameters: { path: '/athan-premium?name=nobody', screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No premium codes match these searches')).toBeVisible();
  },
};

/** Edit opens the code's page form. */
export const EditOpensThePage: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await userEvent.click(await within(table).findByRole('button', { name: `Actions for ${unclaimed.code}` }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: 'Edit' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText(`Went to /athan-premium/edit/${unclaimed.id}`)).toBeVisible();
  },
};

/** Generate Code, Unlimited, OK: the spec's words, the popup closes, and the new code heads the list. */
export const GenerateUnlimited: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await within(await grid(canvasElement)).findByRole('row', { name: /K7QM-3XRT-9HWD/ });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Generate Code' }));
    const dialog = await body.findByRole('dialog', { name: 'Generate Athan Premium Code' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(await body.findByText('Athan Premium Code Created Successfully')).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await within(shownGrid(canvasElement)).findByRole('row', { name: /F8WK-4TZR-6HNB/ })).toBeVisible();
  },
};
