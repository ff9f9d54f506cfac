import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/shared/ui/button';
import { useNotifyNewAudio } from '../model/useNotifyNewAudio';
import { AllowNotificationsButton } from './AllowNotificationsButton';

/** What the stand-in for the browser's notifications was asked to show. */
const shown: { title: string; tag?: string }[] = [];

/**
 * A `beforeEach` that swaps the browser's Notification for a stand-in with this permission, whose
 * prompt answers `answer`; the real one comes back afterwards.
 */
function browserNotifications(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  return () => {
    shown.length = 0;
    const real = Object.getOwnPropertyDescriptor(window, 'Notification');
    class StandIn {
      static permission: NotificationPermission = permission;
      static requestPermission() {
        StandIn.permission = answer;
        return Promise.resolve(answer);
      }
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, tag: options?.tag });
      }
    }
    Object.defineProperty(window, 'Notification', { value: StandIn, configurable: true, writable: true });
    return () => {
      if (real) Object.defineProperty(window, 'Notification', real);
    };
  };
}

/** The unread count of the bell's poll, moved by hand; the hook under test watches it. */
function PollHarness({ initial }: { initial: number }) {
  const [count, setCount] = useState(initial);
  useNotifyNewAudio(count);
  return (
    <div className="flex items-center gap-3 p-4">
      <p className="text-sm text-ink">Unread voice notes: {count}</p>
      <Button size="sm" onPress={() => setCount((value) => value + 1)}>
        A voice note arrives
      </Button>
      <Button size="sm" variant="secondary" onPress={() => setCount((value) => Math.max(0, value - 1))}>
        One is read
      </Button>
    </div>
  );
}

const meta = {
  title: 'features/push-notifications/notify-new-audio/AllowNotificationsButton',
  component: AllowNotificationsButton,
  beforeEach: browserNotifications('default'),
  parameters: { screenshot: { viewport: { width: 480, height: 120 } } },
} satisfies Meta<typeof AllowNotificationsButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not asked yet: 'Allow notifications'; once allowed, the button leaves. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Allow notifications' }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Allow notifications' })).not.toBeInTheDocument());
    await expect(window.Notification.permission).toBe('granted');
  },
};

/** Already allowed or blocked: nothing to ask. */
export const AlreadyAnswered: Story = {
  beforeEach: browserNotifications('denied'),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Allow notifications' })).not.toBeInTheDocument();
  },
};

/** Allowed: a count going up shows 'You have received new audio message'; the first count and a drop do not. */
export const NotifiesNewAudio: Story = {
  beforeEach: browserNotifications('granted'),
  render: () => <PollHarness initial={2} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shown).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'A voice note arrives' }));
    await waitFor(() => expect(shown).toEqual([{ title: 'You have received new audio message', tag: 'new-audio-message' }]));
    await userEvent.click(canvas.getByRole('button', { name: 'One is read' }));
    await expect(shown).toHaveLength(1);
  },
};

/** Blocked: the count goes up, and no notification is shown. */
export const BlockedStaysQuiet: Story = {
  beforeEach: browserNotifications('denied'),
  render: () => <PollHarness initial={0} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'A voice note arrives' }));
    await expect(within(canvasElement).getByText('Unread voice notes: 1')).toBeVisible();
    await expect(shown).toEqual([]);
  },
};
