import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/**
 * Stories written to leak, to prove the story runner catches them (`scripts/test-stories.mjs` runs them
 * apart from the catalogue and expects exactly this): `Leaks` leaves a stand-in for a browser global, an
 * interval, an element in the body, a style on the document and data in storage; `MeetsTheLeak` must
 * fail, naming `Leaks` and each thing it left; `FindsThePageClean` must pass on a page put back. They are
 * built into the Storybook only for the story command (STORYBOOK_LEAK_PROBE), never published.
 */
const meta = {
  title: 'Story runner/Leak probe',
  tags: ['leak-probe'],
  render: () => <p>A probe of the page between stories.</p>,
  parameters: { screenshot: { skip: true } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

class StandInNotification {
  static permission: NotificationPermission = 'granted';
}

export const Leaks: Story = {
  play: async () => {
    Object.defineProperty(window, 'Notification', { value: StandInNotification, configurable: true, writable: true });
    window.setInterval(() => undefined, 60_000);
    const stray = document.createElement('div');
    stray.id = 'leaked-by-a-story';
    document.body.append(stray);
    document.documentElement.style.overflow = 'hidden';
    localStorage.setItem('leaked-by-a-story', 'yes');
    await expect(window.Notification).toBe(StandInNotification);
  },
};

/** Fails in the runner's reset, before it draws: the message is what the probe checks. */
export const MeetsTheLeak: Story = {};

export const FindsThePageClean: Story = {
  play: async () => {
    await expect(window.Notification).not.toBe(StandInNotification);
    await expect(document.getElementById('leaked-by-a-story')).toBeNull();
    await expect(document.documentElement.style.overflow).toBe('');
    await expect(localStorage.getItem('leaked-by-a-story')).toBeNull();
  },
};
