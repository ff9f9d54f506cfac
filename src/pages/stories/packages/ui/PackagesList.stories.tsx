import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storiesContract } from '@/shared/api';
import { failingCallsOnce, resourceListStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { PackagesList } from './PackagesList';
import { currentPackage, packageRows, packageScreenHandlers, pastPackage, upcomingPackage } from './storyFixtures';

const meta = {
  title: 'pages/stories/packages/PackagesList',
  tags: ['autodocs'],
  component: PackagesList,
  ...resourceStoryFrame(packageRows, { route: '/package-management', path: '/package-management', handlers: packageScreenHandlers, viewport: { width: 1200, height: 800 } }),
} satisfies Meta<typeof PackagesList>;
export default meta;
type Story = StoryObj<typeof meta>;

const ACTIVE = 'Currently Active/Upcoming';
const grid = (canvasElement: HTMLElement, name = ACTIVE) => within(canvasElement).findByRole('grid', { name });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const menuOf = async (canvasElement: HTMLElement, row: string) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: `Actions for ${row}` }));
  return body(canvasElement).findByRole('menu');
};

const standard = resourceListStories({
  resource: storiesContract.videoPackages,
  rows: packageRows,
  title: { en: 'Package Management', ur: 'پیکج مینجمنٹ' },
  table: { en: ACTIVE, ur: 'موجودہ فعال/آنے والے' },
  addLabel: { en: 'Add Package', ur: 'پیکج شامل کریں' },
  sampleRow: currentPackage.name,
  emptyTitle: 'No current or upcoming package',
  viewerActions: ['View', 'Video Stats'],
});

/** 'Currently Active/Upcoming': today's package marked Current, then the days to come; Edit for those, View for the current one. */
export const Filled: Story = {
  play: async (context) => {
    await standard.Filled.play(context);
    const table = await grid(context.canvasElement);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([`${currentPackage.name}Current`, upcomingPackage.name, '2026-11-22', '2026-11-23']);
    await expect(rows[0]).toHaveTextContent(currentPackage.formattedTotalWatchTime);
    const current = await menuOf(context.canvasElement, currentPackage.name);
    await expect(within(current).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View', 'Video Stats']);
    await userEvent.keyboard('{Escape}');
    const upcoming = await menuOf(context.canvasElement, upcomingPackage.name);
    await expect(within(upcoming).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Video Stats']);
    await userEvent.keyboard('{Escape}');
  },
};
export const Empty: Story = standard.Empty;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
/** A viewer: no Add Package; View (even for a package to come) and Video Stats only. */
export const PermissionHidden: Story = standard.PermissionHidden;
export const Urdu: Story = {
  ...standard.Urdu,
  play: async (context) => {
    await standard.Urdu.play(context);
    await expect(within(context.canvasElement).getByRole('tab', { name: 'تاریخچہ' })).toBeVisible();
    await expect(await grid(context.canvasElement, 'موجودہ فعال/آنے والے')).toHaveTextContent('موجودہ');
  },
};

/** 'History': the packages before the current one, latest first, ten a page; each offers View, not Edit. */
export const History: Story = {
  parameters: { path: '/package-management?tab=history' },
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement, 'History');
    await within(table).findByRole('row', { name: new RegExp(pastPackage.name) });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(10);
    await expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('2026-11-19');
    await expect(within(canvasElement).getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    const past = await menuOf(canvasElement, pastPackage.name);
    await expect(within(past).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View', 'Video Stats']);
    await userEvent.keyboard('{Escape}');
  },
};

/** Choosing the other tab lists its packages; choosing the first again lists the current and upcoming ones. */
export const SwitchingTabs: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await within(await grid(canvasElement)).findByRole('row', { name: new RegExp(currentPackage.name) });
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'History' }));
    await within(await grid(canvasElement, 'History')).findByRole('row', { name: new RegExp(pastPackage.name) });
    await userEvent.click(within(canvasElement).getByRole('tab', { name: ACTIVE }));
    await within(await grid(canvasElement)).findByRole('row', { name: new RegExp(upcomingPackage.name) });
  },
};

/** Video Stats: the package's videos by rank with likes, shares and watch time; sorted by likes on a header's press; Close. */
export const StatsDialog: Story = {
  play: async ({ canvasElement }) => {
    const stats = await menuOf(canvasElement, currentPackage.name);
    await userEvent.click(within(stats).getByRole('menuitem', { name: 'Video Stats' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: `Videos of ${currentPackage.name}` });
    const table = await within(dialog).findByRole('grid', { name: `Videos of package ${currentPackage.name}` });
    await within(table).findByRole('row', { name: new RegExp(currentPackage.videos[0]!.title.replace(/[()]/g, '\\$&')) });
    await expect(within(table).getAllByRole('row')).toHaveLength(currentPackage.videos.length + 1);
    await userEvent.click(within(table).getByRole('columnheader', { name: /Likes/ }));
    await waitFor(() => expect(within(table).getByRole('columnheader', { name: /Likes/ })).toHaveAttribute('aria-sort', 'ascending'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The stats dialog in Urdu. */
export const StatsDialogUrdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: new RegExp(currentPackage.name) }));
    await userEvent.click(await within(await body(canvasElement).findByRole('menu')).findByRole('menuitem', { name: 'ویڈیو کے اعداد و شمار' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: `${currentPackage.name} کی ویڈیوز` });
    await within(dialog).findByRole('row', { name: new RegExp(currentPackage.videos[0]!.title.replace(/[()]/g, '\\$&')) });
    await expect(within(dialog).getByRole('button', { name: 'بند کریں' })).toBeVisible();
  },
};

/** The stats could not be read: the server's words and Try again, which then lists the videos. */
export const StatsDialogFailedThenRetried: Story = {
  parameters: {
    msw: { handlers: [...failingCallsOnce([storiesContract.packageVideoStats], 'The stories service is unavailable.'), ...packageScreenHandlers, ...packageRows.handlers()] },
    screenshot: { skip: true },
  },
  play: async ({ canvasElement }) => {
    const stats = await menuOf(canvasElement, currentPackage.name);
    await userEvent.click(within(stats).getByRole('menuitem', { name: 'Video Stats' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: `Videos of ${currentPackage.name}` });
    await expect(await within(dialog).findByText('The stories service is unavailable.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await within(dialog).findByRole('row', { name: new RegExp(currentPackage.videos[0]!.title.replace(/[()]/g, '\\$&')) });
  },
};

/** The Package ID search lists that package alone, in the tab that holds it. */
export const FindById: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await within(table).findByRole('row', { name: new RegExp(currentPackage.name) });
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'Package ID' }), `${upcomingPackage.id}{Enter}`);
    // The search's answer first: a row asked for by its name while the list is being replaced can be taken
    // from the page as its name is read.
    await waitFor(() => expect(within(canvasElement).getByRole('grid', { name: ACTIVE })).not.toHaveTextContent(currentPackage.name));
    const found = await within(await grid(canvasElement)).findByRole('row', { name: new RegExp(upcomingPackage.name) });
    await expect(found).toBeVisible();
  },
};
