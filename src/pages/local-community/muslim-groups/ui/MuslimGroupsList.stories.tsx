import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { siteContract } from '@/shared/api';
import { contractHandler, picturesSettled, resourceListStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { MuslimGroupsList } from './MuslimGroupsList';
import { groupRows, groupScreenHandlers } from './storyFixtures';

const meta = {
  title: 'pages/local-community/muslim-groups/MuslimGroupsList',
  tags: ['autodocs'],
  component: MuslimGroupsList,
  ...resourceStoryFrame(groupRows, { route: '/local-community/muslim-groups', path: '/local-community/muslim-groups', handlers: groupScreenHandlers, viewport: { width: 1100, height: 600 } }),
} satisfies Meta<typeof MuslimGroupsList>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Muslim Groups' });

const standard = resourceListStories({
  resource: siteContract.communityGroups,
  rows: groupRows,
  title: { en: 'Muslim Groups', ur: 'مسلم گروپس' },
  addLabel: { en: 'Add Group', ur: 'گروپ شامل کریں' },
  sampleRow: 'Karachi Youth Circle',
  emptyTitle: 'No Muslim groups yet',
  viewerActions: [],
});

/** The groups newest first, each with its picture, its slug and whether it is local (with its place). */
export const Filled: Story = {
  play: async (context) => {
    await standard.Filled.play(context);
    const grid = await table(context.canvasElement);
    await expect(within(grid).getByRole('row', { name: /Karachi Youth Circle/ })).toHaveTextContent('Local group');
    await expect(within(grid).getByRole('row', { name: /Karachi Youth Circle/ })).toHaveTextContent('24.86070, 67.00110');
    await expect(within(grid).getByRole('row', { name: /Quran Memorisers/ })).toHaveTextContent('Not local');
    await expect(within(grid).getByRole('img', { name: 'Picture of Quran Memorisers' })).toBeVisible();
    await expect((await picturesSettled(context.canvasElement.querySelectorAll('img'))).every((width) => width > 0)).toBe(true);
  },
};
export const Empty: Story = { ...standard.Empty, parameters: { screenshot: { skip: true } } };
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
/** A viewer sees the groups, but no Add Group and no row menu. */
export const PermissionHidden: Story = standard.PermissionHidden;
export const Urdu: Story = {
  ...standard.Urdu,
  play: async (context) => {
    await standard.Urdu.play(context);
    const grid = await within(context.canvasElement).findByRole('grid', { name: 'مسلم گروپس' });
    await expect(within(grid).getByRole('row', { name: /Quran Memorisers/ })).toHaveTextContent('مقامی نہیں');
    await expect((await picturesSettled(context.canvasElement.querySelectorAll('img'))).every((width) => width > 0)).toBe(true);
  },
};

/** Searching by name lists the groups whose name has the words. */
export const SearchedByName: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await within(await table(canvasElement)).findByRole('row', { name: /Halal Food Finders/ });
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Search by name' }), 'london');
    await waitFor(() => expect(within(within(canvasElement).getByRole('grid', { name: 'Muslim Groups' })).getAllByRole('row')).toHaveLength(2), { timeout: 4000 });
    await expect(within(canvasElement).getByRole('row', { name: /East London Reverts/ })).toBeVisible();
  },
};

/** A group that discussions still name is not deleted: the server's words say why, and the row stays. */
export const DeleteRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        contractHandler(siteContract.communityGroups.calls.delete!, () =>
          HttpResponse.json({ success: false, message: siteContract.COMMUNITY_GROUP_MESSAGES.hasDiscussions, messageCode: 'communityGroup.hasDiscussions' }, { status: 409 }),
        ),
        ...groupScreenHandlers,
        ...groupRows.handlers(),
      ],
    },
    screenshot: { skip: true },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const grid = await table(canvasElement);
    await userEvent.click(await within(grid).findByRole('button', { name: 'Actions for Karachi Youth Circle' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(within(await page.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await expect(await page.findByText(siteContract.COMMUNITY_GROUP_MESSAGES.hasDiscussions)).toBeVisible();
    await waitFor(() => expect(within(grid).getByRole('row', { name: /Karachi Youth Circle/ })).toBeVisible());
  },
};
