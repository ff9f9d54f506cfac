import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { securityContract } from '@/shared/api';
import { memoryResource, resourceListStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { SecurityProfilesList } from './SecurityProfilesList';

const { securityProfiles, securityProfileFixtures } = securityContract;
const profileRows = memoryResource(securityProfiles, securityProfileFixtures);

const meta = {
  title: 'pages/security-profiles/SecurityProfilesList',
  tags: ['autodocs'],
  component: SecurityProfilesList,
  ...resourceStoryFrame(profileRows, { route: '/security/profiles', path: '/security/profiles', viewport: { width: 1100, height: 520 } }),
} satisfies Meta<typeof SecurityProfilesList>;
export default meta;
type Story = StoryObj<typeof meta>;

const standard = resourceListStories({
  resource: securityProfiles,
  rows: profileRows,
  title: { en: 'Security Profiles', ur: 'سیکیورٹی پروفائلز' },
  addLabel: { en: 'Add Security Profile', ur: 'سیکیورٹی پروفائل شامل کریں' },
  sampleRow: 'Content team',
  emptyTitle: 'No security profiles yet',
  viewerActions: ['View'],
});

/** Each profile with how many points it gives permissions on, and on how many ALL. */
export const Filled: Story = {
  play: async (context) => {
    await standard.Filled.play(context);
    const grid = await within(context.canvasElement).findByRole('grid', { name: 'Security Profiles' });
    const moderators = await within(grid).findByRole('row', { name: /Moderators/ });
    await expect(within(moderators).getAllByRole('gridcell').map((cell) => cell.textContent).slice(0, 2)).toEqual(['2', '0']);
  },
};
export const Empty: Story = standard.Empty;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
export const PermissionHidden: Story = standard.PermissionHidden;
export const Urdu: Story = standard.Urdu;
