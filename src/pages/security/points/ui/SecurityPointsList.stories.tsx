import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { securityContract } from '@/shared/api';
import { memoryResource, resourceListStories, resourceStoryFrame } from '@/shared/lib/storybook';
import { SecurityPointsList } from './SecurityPointsList';

const { securityPoints, securityPointFixtures } = securityContract;
const pointRows = memoryResource(securityPoints, [{ ...securityPointFixtures[0]!, bitSettings: 1 | 2 }, ...securityPointFixtures.slice(1)]);

const meta = {
  title: 'pages/security-points/SecurityPointsList',
  tags: ['autodocs'],
  component: SecurityPointsList,
  ...resourceStoryFrame(pointRows, { route: '/security/points', path: '/security/points', viewport: { width: 1100, height: 640 } }),
} satisfies Meta<typeof SecurityPointsList>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Security Points' });

const standard = resourceListStories({
  resource: securityPoints,
  rows: pointRows,
  title: { en: 'Security Points', ur: 'سیکیورٹی پوائنٹس' },
  addLabel: { en: 'Add Security Point', ur: 'سیکیورٹی پوائنٹ شامل کریں' },
  sampleRow: 'Blog tags',
  emptyTitle: 'No security points yet',
  viewerActions: ['View'],
});

/** Each point with its title and its bits in words; the spec has no delete for points. */
export const Filled: Story = {
  play: async (context) => {
    await standard.Filled.play(context);
    const grid = await table(context.canvasElement);
    await expect(await within(grid).findByRole('row', { name: /Dashboard/ })).toHaveTextContent('List, View');
    await expect(within(grid).getByRole('row', { name: /Blog tags/ })).toHaveTextContent('ALL');
    await userEvent.click(within(grid).getByRole('button', { name: 'Actions for Blog tags' }));
    const menu = await within(context.canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit']);
  },
};
export const Empty: Story = standard.Empty;
export const Loading: Story = standard.Loading;
export const FailedThenRetried: Story = standard.FailedThenRetried;
export const PermissionHidden: Story = standard.PermissionHidden;
export const Urdu: Story = standard.Urdu;
