import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { ROUTER_OPTIONS } from '@/shared/config';
import { NoAccessPage } from './NoAccessPage';
import { NotFoundPage } from './NotFoundPage';
import { WHOLE_SCREEN } from '@/shared/lib/storybook';

const meta = {
  title: 'pages/not-found/NotFoundPage',
  tags: ['autodocs'],
  component: NotFoundPage,
  decorators: [
    (Story) => (
      <MemoryRouter {...ROUTER_OPTIONS} initialEntries={['/no-such-screen']}>
        <main>
          <Story />
        </main>
      </MemoryRouter>
    ),
  ],
  parameters: WHOLE_SCREEN,
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
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

/** A section the security profile does not list, reached by its address: the no-access notice instead. */
export const NoAccess: Story = {
  render: () => <NoAccessPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'You do not have access to this screen' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
  },
};

export const NoAccessRtl: Story = {
  globals: { locale: 'ur' },
  render: () => <NoAccessPage />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'آپ کو اس اسکرین تک رسائی نہیں' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
