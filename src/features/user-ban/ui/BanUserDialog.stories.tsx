import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contractFixtures, usersContract } from '@/shared/api';
import { contractHandler, signedInAs } from '@/shared/lib/storybook';
import { ToastRegion } from '@/shared/ui/toast';
import { BanUserDialog } from './BanUserDialog';

const ayesha = usersContract.userFixtures.find((user) => user.userId === 101)!;
/** What each ban call sent (reset before each story). */
let sent: unknown[] = [];
const banCall = (reply: () => Response) =>
  contractHandler(usersContract.users.calls.actions.ban, async ({ request }) => {
    sent.push(await request.json());
    return reply();
  });
const banned = () => HttpResponse.json({ success: true, message: 'User ban successfully', data: { ...ayesha, status: 3, reason: 'Spam' } });

const meta = {
  title: 'features/user-ban/BanUserDialog',
  component: BanUserDialog,
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
  parameters: { msw: { handlers: [banCall(banned)] }, screenshot: { viewport: { width: 900, height: 600 } } },
} satisfies Meta<typeof BanUserDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await within(document.body).findByRole('dialog', { name: 'Ban User' }));

/** Who is banned, the reason to give, and that nobody can ban their own account. */
export const Default: Story = {
  play: async () => {
    const popup = await dialog();
    await waitFor(() => expect(popup.getByText(/Ayesha Malik \(ayesha\.malik@example\.com\) will be signed out at once/)).toBeVisible());
    await expect(popup.getByText('Nobody can ban their own account.')).toBeVisible();
  },
};

/** No reason: the spec's words, nothing sent, the dialog stays. */
export const NeedsAReason: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ args }) => {
    const popup = await dialog();
    await userEvent.click(popup.getByRole('button', { name: 'Ban User' }));
    await expect(await popup.findByText('Please enter a reason to ban')).toBeVisible();
    await expect(sent).toEqual([]);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The reason goes with the user's id in the body; the server's words of success, then the dialog closes. */
export const Banned: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ args }) => {
    const popup = await dialog();
    await userEvent.type(popup.getByRole('textbox', { name: /Reason/ }), '  Spam  ');
    await userEvent.click(popup.getByRole('button', { name: 'Ban User' }));
    await expect(await within(document.body).findByText('User ban successfully')).toBeVisible();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect(sent).toEqual([{ reason: 'Spam', userId: 101 }]);
  },
};

/** The server refuses: its message in the dialog, the reason kept. */
export const Refused: Story = {
  parameters: { msw: { handlers: [banCall(() => HttpResponse.json({ success: false, message: 'This user does not exist.' }, { status: 404 }))] } },
  play: async ({ args }) => {
    const popup = await dialog();
    await userEvent.type(popup.getByRole('textbox', { name: /Reason/ }), 'Spam');
    await userEvent.click(popup.getByRole('button', { name: 'Ban User' }));
    await expect(await popup.findByRole('alert')).toHaveTextContent('This user does not exist.');
    await expect(popup.getByRole('textbox', { name: /Reason/ })).toHaveValue('Spam');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async () => {
    const popup = within(await within(document.body).findByRole('dialog', { name: 'صارف پر پابندی' }));
    await userEvent.click(popup.getByRole('button', { name: 'پابندی لگائیں' }));
    await expect(await popup.findByText('براہ کرم پابندی کی وجہ درج کریں')).toBeVisible();
  },
};
