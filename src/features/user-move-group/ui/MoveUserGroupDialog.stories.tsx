import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, usersContract } from '@/shared/api';
import { contractHandler, signedInAs } from '@/shared/lib/storybook';
import { ToastRegion } from '@/shared/ui/toast';
import { MoveUserGroupDialog } from './MoveUserGroupDialog';

const ayesha = usersContract.userFixtures.find((user) => user.userId === 101)!;
const groups = contractHandler(usersContract.userSecurityGroups, () => HttpResponse.json(usersContract.securityGroupFixtures));
let sent: unknown[] = [];
const moveCall = contractHandler(usersContract.users.calls.actions.moveGroup, async ({ request }) => {
  sent.push(await request.json());
  return HttpResponse.json({ success: true, message: 'Security group updated successfully', data: { ...ayesha, groupId: 15, groupName: 'Viewers' } });
});

const meta = {
  title: 'features/user-move-group/MoveUserGroupDialog',
  component: MoveUserGroupDialog,
  args: { user: ayesha, onClose: fn() },
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastRegion />
      </>
    ),
  ],
  beforeEach: () => {
    sent = [];
    return signedInAs(contractFixtures.adminProfile)();
  },
  parameters: { msw: { handlers: [groups, moveCall] }, screenshot: { viewport: { width: 900, height: 600 } } },
} satisfies Meta<typeof MoveUserGroupDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await within(document.body).findByRole('dialog', { name: 'Edit Security Group' }));

/** The user's group chosen at first, every group offered. */
export const Default: Story = {
  play: async () => {
    const popup = await dialog();
    await expect(await popup.findByRole('button', { name: /App users/ })).toBeEnabled();
    await expect(popup.getByText('Nobody can move their own account to another group.')).toBeVisible();
  },
};

/** Another group picked and saved: the group's id goes with the user's id in the body. */
export const Moved: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ args }) => {
    const popup = await dialog();
    await userEvent.click(await popup.findByRole('button', { name: /App users/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Viewers' }));
    await userEvent.click(popup.getByRole('button', { name: 'Save' }));
    await expect(await within(document.body).findByText('Security group updated successfully')).toBeVisible();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect(sent).toEqual([{ groupId: 15, userId: 101 }]);
  },
};

/** The groups cannot be loaded: the reason, and Save stays off. */
export const GroupsFailed: Story = {
  parameters: {
    msw: { handlers: [contractHandler(usersContract.userSecurityGroups, () => HttpResponse.json({ success: false, message: 'The content service is unavailable.' }, { status: 503 })), moveCall] },
    screenshot: { skip: true },
  },
  play: async () => {
    const popup = await dialog();
    await expect(await popup.findByText('The content service is unavailable.')).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};
