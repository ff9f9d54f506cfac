import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UserStatusBadge } from './UserStatusBadge';

const meta = {
  title: 'entities/user-account/UserStatusBadge',
  component: UserStatusBadge,
  args: { status: 1 },
} satisfies Meta<typeof UserStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The four statuses side by side: 0 Pending, 1 Active, 2 Locked, 3 Admin locked. */
export const EveryStatus: Story = {
  render: () => (
    <div className="flex gap-3">
      {[0, 1, 2, 3].map((status) => (
        <UserStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('PendingActiveLockedAdmin locked');
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: { status: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('منتظم کی جانب سے مقفل')).toBeVisible();
  },
};
