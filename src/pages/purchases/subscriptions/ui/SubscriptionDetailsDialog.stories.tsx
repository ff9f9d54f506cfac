import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { subscriptionsContract } from '@/shared/api';
import { failingCallsOnce, pendingCalls, resourceStoryFrame } from '@/shared/lib/storybook';
import { SubscriptionDetailsDialog } from './SubscriptionDetailsDialog';
import { byStatus, subscriptionRows } from './storyFixtures';

const { subscriptions } = subscriptionsContract;

const meta = {
  title: 'pages/purchases/subscriptions/SubscriptionDetailsDialog',
  tags: ['autodocs'],
  component: SubscriptionDetailsDialog,
  args: { subscriptionId: byStatus.active.id, onClose: () => undefined },
  ...resourceStoryFrame(subscriptionRows, { route: '/subscriptions', path: '/subscriptions', viewport: { width: 1100, height: 900 } }),
} satisfies Meta<typeof SubscriptionDetailsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement, name = 'Subscription Details') => within(canvasElement.ownerDocument.body).findByRole('dialog', { name });
const fact = async (canvasElement: HTMLElement, label: string, value: string | RegExp) => {
  const box = await dialog(canvasElement);
  const term = await within(box).findByText(label, { selector: 'dt' });
  await expect(term.nextElementSibling).toHaveTextContent(value);
};

/** An active monthly subscription bought in the Play Store, its subscriber's name in Urdu. */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    await fact(canvasElement, 'Status', 'Active');
    await fact(canvasElement, 'Name', 'عمران احمد خان');
    await fact(canvasElement, 'Platform', 'Play Store');
    await fact(canvasElement, 'Auto Renewing', 'Yes');
    const box = await dialog(canvasElement);
    await expect(within(box).getAllByRole('term')).toHaveLength(31);
  },
};
export const Inactive: Story = { args: { subscriptionId: byStatus.inactive.id }, play: ({ canvasElement }) => fact(canvasElement, 'Status', 'Inactive') };
export const Migrated: Story = {
  args: { subscriptionId: byStatus.migrated.id },
  play: async ({ canvasElement }) => {
    await fact(canvasElement, 'Status', 'Migrated');
    await fact(canvasElement, 'Migrated Pro User', 'Yes');
  },
};
/** A status number the spec does not name (0) is Unknown. */
export const UnknownStatus: Story = { args: { subscriptionId: byStatus.unknown.id }, play: ({ canvasElement }) => fact(canvasElement, 'Status', 'Unknown') };
/** Bought for life: no expiry, shown as Life Time. */
export const Lifetime: Story = {
  args: { subscriptionId: byStatus.lifetime.id },
  play: async ({ canvasElement }) => {
    await fact(canvasElement, 'Expiry Date', 'Life Time');
    await fact(canvasElement, 'Type', 'LIFETIME');
  },
};
export const Loading: Story = {
  parameters: { msw: { handlers: pendingCalls([subscriptions.calls.find]) }, screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(await dialog(canvasElement)).findByLabelText('Loading the subscription')).toBeInTheDocument();
  },
};
export const Failed: Story = {
  parameters: { msw: { handlers: [...failingCallsOnce([subscriptions.calls.find], 'The subscriptions service is unavailable.'), ...subscriptionRows.handlers()] } },
  play: async ({ canvasElement }) => {
    const box = await dialog(canvasElement);
    await expect(await within(box).findByText('The subscription could not be loaded')).toBeVisible();
    await expect(within(box).getByText('The subscriptions service is unavailable.')).toBeVisible();
  },
};
/** Right to left, in Urdu, for an App Store subscription with an Arabic name. */
export const Urdu: Story = {
  args: { subscriptionId: 5 },
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const box = await dialog(canvasElement, 'سبسکرپشن کی تفصیلات');
    await expect(await within(box).findByText('خديجة الأنصاري')).toBeVisible();
    await expect(box).toHaveTextContent('پلے اسٹور');
  },
};
