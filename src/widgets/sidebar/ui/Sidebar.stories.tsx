import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { contractFixtures, type authContract } from '@/shared/api';
import { ROUTER_OPTIONS, ROUTES } from '@/shared/config';
import { visibleMenu } from '@/shared/lib/route-access';
import { Sidebar } from './Sidebar';

/** Every section counted as built, so the permission and audience rules are all visible. */
const ALL_PATHS = ROUTES.map((route) => route.path);
const menuFor = (profile: authContract.Profile) => visibleMenu(ROUTES, profile, ALL_PATHS);

const contentProfile: authContract.Profile = {
  ...contractFixtures.viewerProfile,
  fullname: 'Yusuf Qureshi',
  groupId: 3,
  securityPermissions: { DASHBOARD: 1, ARTICLES: 127, TAGS: 127, CATEGORIES: 127, LOCAL_COMMUNITY: 127, SEO: 127 },
};

const meta = {
  title: 'widgets/sidebar/Sidebar',
  component: Sidebar,
  args: { entries: menuFor(contractFixtures.adminProfile) },
  decorators: [
    (Story) => (
      <MemoryRouter {...ROUTER_OPTIONS} initialEntries={['/courses']}>
        <div className="flex min-h-[800px]">
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen', screenshot: { viewport: { width: 1280, height: 1400 } } },
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AdminAllBuilt: Story = {
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    await expect(within(menu).getByRole('link', { name: 'Security groups' })).toBeVisible();
    await expect(within(menu).getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
    const academy = within(menu).getByRole('button', { name: 'Academy' });
    await userEvent.click(academy);
    await expect(academy).toHaveAttribute('aria-expanded', 'false');
    await expect(within(menu).queryByRole('link', { name: 'Courses' })).toBeNull();
    await userEvent.click(academy);
    await expect(within(menu).getByRole('link', { name: 'Courses' })).toBeVisible();
  },
};

export const Viewer: Story = {
  args: { entries: menuFor(contractFixtures.viewerProfile) },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    await expect(within(menu).getByRole('link', { name: 'Courses' })).toBeVisible();
    // Not group 1: no security entries; not a community group: no local-community entries.
    await expect(within(menu).queryByRole('link', { name: 'Security groups' })).toBeNull();
    await expect(within(menu).queryByRole('link', { name: 'Discussions' })).toBeNull();
  },
};

export const ContentGroup: Story = {
  args: { entries: menuFor(contentProfile) },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    await expect(within(menu).getByRole('link', { name: 'Discussions' })).toBeVisible();
    await expect(within(menu).queryByRole('link', { name: 'Courses' })).toBeNull();
    await expect(within(menu).queryByRole('link', { name: 'Security groups' })).toBeNull();
  },
};

export const Moderator: Story = {
  args: { entries: menuFor(contractFixtures.moderatorProfile) },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    await expect(within(menu).getByRole('link', { name: 'Moderator panel' })).toBeVisible();
    await expect(within(menu).queryByRole('link', { name: 'Courses' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No sections are available to you yet.')).toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('navigation', { name: 'مرکزی مینو' });
    await expect(menu).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
