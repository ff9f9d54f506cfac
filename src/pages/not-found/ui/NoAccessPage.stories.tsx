import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { NoAccessPage } from './NoAccessPage';

const meta = {
  title: 'pages/not-found/NoAccessPage',
  component: NoAccessPage,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/moderatorpanel']}>
        <main>
          <Story />
        </main>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof NoAccessPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'You do not have access to this screen' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
