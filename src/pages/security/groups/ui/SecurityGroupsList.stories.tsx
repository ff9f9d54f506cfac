import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { securityContract } from '@/shared/api';
import { memoryResource, resourceListStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { SecurityGroupsList } from './SecurityGroupsList';

const { securityGroups, securityGroupFixtures } = securityContract;
const groupRows = memoryResource(securityGroups, securityGroupFixtures);

const meta = {
  title: 'pages/security-groups/SecurityGroupsList',
  tags: ['autodocs'],
  component: SecurityGroupsList,
  ...resourceStoryFrame(groupRows, { route: '/security/group', path: '/security/group', viewport: { width: 1100, height: 520 } }),
} satisfies Meta<typeof SecurityGroupsList>;
export default meta;
type Story = StoryObj<typeof meta>;

const standard = resourceListStories({
  resource: securityGroups,
  rows: groupRows,
  title: { en: 'Security Groups', ur: 'سیکیورٹی گروپس' },
  addLabel: { en: 'Add Security Group', ur: 'سیکیورٹی گروپ شامل کریں' },
  sampleRow: 'Content team',
  emptyTitle: 'No security groups yet',
  viewerActions: ['View'],
});

/** Each group with its profile and notes. */
export const Filled: Story = {
  play: async (context) => {
    await standard.Filled.play(context);
    const grid = await within(context.canvasElement).findByRole('grid', { name: 'Security Groups' });
    await expect(await within(grid).findByRole('row', { name: /Viewers/ })).toHaveTextContent('Read-only access for auditors.');
    await expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Group name', 'Profile', 'Notes', 'Action']);
  },
};
export const Empty: Story = standard.Empty;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
export const PermissionHidden: Story = standard.PermissionHidden;
export const Urdu: Story = standard.Urdu;
