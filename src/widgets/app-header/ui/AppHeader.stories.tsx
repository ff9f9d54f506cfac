import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { contractFixtures } from '@/shared/api';
import { ROUTER_OPTIONS } from '@/shared/config';
import { AppHeader } from './AppHeader';

/** What the app layout puts in the header's bell slot for moderators; the bell itself has its own stories. */
const bellSlot = (
  <button type="button" className="rounded-control border border-border px-3 py-1.5 text-sm text-ink">
    Bell (3)
  </button>
);

const moderatorWithBell = { fullname: contractFixtures.moderatorProfile.fullname, bell: bellSlot };


const meta = {
  title: 'widgets/app-header/AppHeader',
  component: AppHeader,
  args: { fullname: contractFixtures.adminProfile.fullname, onOpenMenu: fn() },
  decorators: [
    (Story) => (
      <MemoryRouter {...ROUTER_OPTIONS}>
        <div className="min-h-72">
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen', screenshot: { viewport: { width: 1024, height: 400 } } },
} satisfies Meta<typeof AppHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /unread audio/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for Amina Rahman' }));
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeVisible());
    await expect(within(menu).getByRole('menuitem', { name: /Amina Rahman/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The moderators' bell, handed in by the app layout, sits between the language switch and the account menu. */
export const ModeratorWithBell: Story = {
  args: moderatorWithBell,
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(within(banner).getByRole('button', { name: 'Bell (3)' })).toBeVisible();
  },
};

export const NarrowScreen: Story = {
  parameters: { screenshot: { viewport: { width: 390, height: 400 } } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    await expect(args.onOpenMenu).toHaveBeenCalledOnce();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  args: moderatorWithBell,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Bell (3)' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
