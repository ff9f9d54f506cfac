import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contractFixtures } from '@/shared/api';
import { PROFILE_KEY, TOKEN_KEY } from '@/shared/config';
import { DashboardPage } from './DashboardPage';
import { WHOLE_SCREEN } from '@/shared/lib/storybook';

const meta = {
  title: 'pages/dashboard/DashboardPage',
  tags: ['autodocs'],
  component: DashboardPage,
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
  beforeEach: () => {
    localStorage.setItem(TOKEN_KEY, JSON.stringify('story-token'));
    localStorage.setItem(PROFILE_KEY, JSON.stringify(contractFixtures.adminProfile));
    return () => {
      localStorage.removeItem(TOKEN_KEY);
      localStorage.removeItem(PROFILE_KEY);
    };
  },
  parameters: { ...WHOLE_SCREEN, screenshot: { viewport: { width: 1024, height: 600 } } },
} satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Amina Rahman');
    const stats = canvas.getByRole('region', { name: 'Overview' });
    await expect(stats).toHaveTextContent('5,000');
    await expect(stats).toHaveTextContent('1,500');
    await expect(stats).toHaveTextContent('7,000');
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Amina Rahman');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
