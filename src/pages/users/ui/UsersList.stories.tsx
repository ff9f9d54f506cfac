import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, usersContract } from '@/shared/api';
import { resourceActionDialogStories, resourceListStories, resourceStoryFrame, signedInAs } from '@/shared/lib/storybook';
import { UsersList } from './UsersList';
import { groupHandlers, userRows } from './userStoryRows';

const { users } = usersContract;

const meta = {
  title: 'pages/users/UsersList',
  tags: ['autodocs'],
  component: UsersList,
  ...resourceStoryFrame(userRows, { route: '/users', path: '/users', handlers: groupHandlers, viewport: { width: 1200, height: 820 } }),
} satisfies Meta<typeof UsersList>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Users' });
const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const menuOf = async (canvasElement: HTMLElement, row: string) => {
  await userEvent.click(await within(await table(canvasElement)).findByRole('button', { name: `Actions for ${row}` }));
  const menu = await bodyOf(canvasElement).findByRole('menu');
  return within(menu).getAllByRole('menuitem').map((item) => item.textContent);
};
const rowNames = async (canvasElement: HTMLElement) =>
  within(await table(canvasElement))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');

const standard = resourceListStories({
  resource: users,
  rows: userRows,
  title: { en: 'Users', ur: 'صارفین' },
  sampleRow: 'Ayesha Malik',
  emptyTitle: 'No users yet',
  // Every action needs edit, perform or delete on USERS: a viewer has no menu at all.
  viewerActions: [],
});

/** Every user with e-mail, status (a ban's reason under it), group and login types; the signed-in one marked You. */
export const Filled: Story = {
  play: async (context) => {
    await standard.Filled.play(context);
    const grid = await table(context.canvasElement);
    await expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['User ID', 'Name', 'Status', 'Security group', 'Login type', 'Action']);
    await expect(within(grid).getByRole('row', { name: /Khalid Mansoor/ })).toHaveTextContent('Google, Apple');
    await expect(within(grid).getByRole('row', { name: /Ibrahim Khan/ })).toHaveTextContent('Admin lockedPosted abusive comments in the community.');
    await expect(within(grid).getByRole('row', { name: /Amina Rahman/ })).toHaveTextContent('You');
    await expect(within(context.canvasElement).getByRole('searchbox', { name: 'Search by e-mail' })).toBeVisible();
  },
};
export const Empty: Story = standard.Empty;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
/** A reader with list and view only: no Actions column, no action anywhere. */
export const PermissionHidden: Story = standard.PermissionHidden;
export const Urdu: Story = standard.Urdu;

/** The status in the address lists only those users; choosing Pending lists the pending ones (status 0), at page 1. */
export const FilteredByStatus: Story = {
  parameters: { path: '/users?status=3' },
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await rowNames(canvasElement)).toEqual([expect.stringContaining('Ibrahim Khan')]));
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Admin locked/ }));
    await userEvent.click(await bodyOf(canvasElement).findByRole('option', { name: 'Pending' }));
    await waitFor(async () => expect(await rowNames(canvasElement)).toEqual([expect.stringContaining('Hamza Sheikh'), expect.stringContaining('Yahya Chaudhry')]));
  },
};

/** A user id finds its user. */
export const SearchedById: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'User ID' }), '103{Enter}');
    await waitFor(async () => expect(await rowNames(canvasElement)).toEqual([expect.stringContaining('Maryam Iqbal')]));
  },
};

/** Part of an e-mail finds its user. */
export const SearchedByEmail: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Search by e-mail' }), 'hamza.sh');
    await waitFor(async () => expect(await rowNames(canvasElement)).toEqual([expect.stringContaining('Hamza Sheikh')]), { timeout: 3000 });
  },
};

/** Twenty-five to a page. */
export const Paged: Story = {
  beforeEach: () => userRows.reset(usersContract.manyUsers(30)),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await rowNames(canvasElement)).toHaveLength(25));
    await userEvent.click(within(canvasElement).getByRole('button', { name: /page 2/i }));
    await waitFor(async () => expect(await rowNames(canvasElement)).toHaveLength(15));
  },
};

/** One's own row offers only Edit: nobody deactivates, bans or moves themselves. */
export const OwnRow: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(await menuOf(canvasElement, 'Amina Rahman')).toEqual(['Edit']);
  },
};

/** A user manager: edit, perform and delete on USERS, and nothing else. */
const userManager = {
  ...contractFixtures.viewerProfile,
  userId: 300,
  fullname: 'Usman Ghani',
  username: 'usman@example.com',
  groupId: 40,
  securityPermissions: { DASHBOARD: 1, USERS: 1 | 2 | 8 | 16 | 32 },
};

/**
 * Signed in as a user manager: the staff hold permissions the manager does not, so their rows are marked
 * and offer no action at all (the server would refuse any); the members of the apps offer every action.
 */
export const Outranked: Story = {
  beforeEach: () => {
    userRows.reset(usersContract.userFixtures.map((user) => ({ ...user, outranksYou: user.groupId !== 21 })));
    return signedInAs(userManager)();
  },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    for (const name of ['Amina Rahman', 'Yusuf Qureshi', 'Khalid Mansoor']) {
      const row = await within(grid).findByRole('row', { name: new RegExp(name) });
      await expect(row).toHaveTextContent('Outranks you');
      await expect(within(row).queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    }
    await expect(within(grid).getByRole('row', { name: /Ayesha Malik/ })).not.toHaveTextContent('Outranks you');
    await expect(await menuOf(canvasElement, 'Ayesha Malik')).toEqual(['Edit', 'Deactivate', 'Edit Security Group', 'Ban User']);
    await userEvent.keyboard('{Escape}');
  },
};

/** Each action by its state: an active user can be deactivated, a locked one activated, a banned one not banned again. */
export const ActionsByStatus: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(await menuOf(canvasElement, 'Ayesha Malik')).toEqual(['Edit', 'Deactivate', 'Edit Security Group', 'Ban User']);
    await userEvent.keyboard('{Escape}');
    await expect(await menuOf(canvasElement, 'Ibrahim Khan')).toEqual(['Edit', 'Activate', 'Edit Security Group']);
  },
};

/** Deactivate goes at once: the server's words, and the user shows Locked. */
export const Deactivate: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await menuOf(canvasElement, 'Ayesha Malik');
    await userEvent.click(await bodyOf(canvasElement).findByRole('menuitem', { name: 'Deactivate' }));
    await expect(await bodyOf(canvasElement).findByText('Status updated successfully')).toBeVisible();
    await waitFor(async () => expect(within(await table(canvasElement)).getByRole('row', { name: /Ayesha Malik/ })).toHaveTextContent('Locked'));
  },
};

/** Activate brings a locked user back. */
export const Activate: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await menuOf(canvasElement, 'Maryam Iqbal');
    await userEvent.click(await bodyOf(canvasElement).findByRole('menuitem', { name: 'Activate' }));
    await expect(await bodyOf(canvasElement).findByText('Status updated successfully')).toBeVisible();
    await waitFor(async () => expect(within(await table(canvasElement)).getByRole('row', { name: /Maryam Iqbal/ })).toHaveTextContent('Active'));
  },
};

const ban = resourceActionDialogStories({
  table: 'Users',
  row: 'Ayesha Malik',
  menuItem: 'Ban User',
  dialogTitle: 'Ban User',
  confirmLabel: 'Ban User',
  fill: async (dialog) => userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Sold fake prayer mats in the shop.'),
  requiredMessage: 'Please enter a reason to ban',
  success: 'User ban successfully',
  changedText: 'Admin lockedSold fake prayer mats in the shop.',
  call: users.calls.actions.ban,
  refusal: { status: 403, message: 'You cannot ban your own account.' },
  handlers: () => [...groupHandlers, ...userRows.handlers()],
});
/** Ban with a reason: 'User ban successfully', and the row shows Admin locked with the reason. */
export const BanInADialog: Story = ban.ActionInADialog;
/** Ban without a reason: 'Please enter a reason to ban', nothing sent. */
export const BanNeedsAReason: Story = ban.ActionNeedsInput!;
/** The server refuses: its message in the dialog, which stays open. */
export const BanRefused: Story = ban.ActionRefused;

const moveGroup = resourceActionDialogStories({
  table: 'Users',
  row: 'Ayesha Malik',
  menuItem: 'Edit Security Group',
  dialogTitle: 'Edit Security Group',
  confirmLabel: 'Save',
  fill: async (dialog) => {
    await userEvent.click(await dialog.findByRole('button', { name: /App users/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Viewers' }));
  },
  success: 'Security group updated successfully',
  changedText: 'Viewers',
  call: users.calls.actions.moveGroup,
  // A group holding more than the viewer: the rule of who may grant what refuses it, naming the points.
  refusal: { status: 403, message: 'You cannot grant permissions you do not hold yourself (Users). Nothing was saved.' },
  handlers: () => [...groupHandlers, ...userRows.handlers()],
});
/** Edit Security Group: the current group chosen, another picked and saved. */
export const MoveGroupInADialog: Story = moveGroup.ActionInADialog;
/** The server refuses the group, which would grant more than the viewer holds: the spec's words and the reason in the dialog. */
export const MoveGroupRefused: Story = moveGroup.ActionRefused;

/** At 390 px each user is a card: name and e-mail, status and group, and the menu in reach, with no sideways scrolling. */
export const Phone: Story = {
  parameters: { screenshot: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Users' });
    const ibrahim = await within(list).findByRole('listitem', { name: /Ibrahim Khan/ });
    await expect(within(ibrahim).getByText('Status')).toBeVisible();
    await expect(within(ibrahim).getByText('Admin locked')).toBeVisible();
    await expect(within(ibrahim).getByText('Security group')).toBeVisible();
    await expect(within(ibrahim).queryByText('Login type')).not.toBeInTheDocument();
    const menu = within(ibrahim).getByRole('button', { name: 'Actions for Ibrahim Khan' });
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
