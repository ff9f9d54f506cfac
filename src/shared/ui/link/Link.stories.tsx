import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './Link';
import type { ComponentUsage } from '@/shared/lib/storybook';

/** Stands in for the app's router: records where a link asked to go instead of leaving the story. */
const navigate = fn();

/** The written part of the docs page. */
const usage = {
  use: 'Going to another address: a record\'s view, a section, an outside page (opened in a new tab, and saying so).',
  avoid: 'Not to run an action on the screen: use `Button`.',
  keyboard: ['Tab reaches it; Enter follows it.'],
  screenReader: ['Announced as a link with its text; a link to a new tab says so in its name.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/Link',
  tags: ['autodocs'],
  parameters: { usage },
  component: Link,
  args: { href: '/academy/courses/42', children: 'Fajr basics' },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A link inside running text; clicking it navigates inside the panel. */
export const Default: Story = {
  render: (args) => (
    <p className="max-w-md text-sm text-ink">
      This lesson belongs to <Link {...args} />. Edit the course to change its order.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Fajr basics' });
    await expect(link).toHaveAttribute('href', '/academy/courses/42');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledOnce();
    await expect(navigate.mock.calls[0]?.[0]).toBe('/academy/courses/42');
  },
};

/** On its own line (a list of related pages); the keyboard follows it with Enter. */
export const Standalone: Story = {
  args: { variant: 'standalone', children: 'View all courses', href: '/academy/courses' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'View all courses' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate.mock.calls[0]?.[0]).toBe('/academy/courses');
  },
};

/** An address outside the panel opens in a new tab and says so to screen readers. */
export const NewTab: Story = {
  args: { href: 'https://example.org/help', target: '_blank', children: 'Help centre' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Help centre (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Fajr basics' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link, { pointerEventsCheck: 0 });
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const Rtl: Story = {
  args: { children: 'فجر کی بنیادی باتیں' },
  globals: { locale: 'ur' },
  render: (args) => (
    <p className="max-w-md text-sm text-ink">
      یہ سبق <Link {...args} /> کا حصہ ہے۔ ترتیب بدلنے کے لیے کورس میں ترمیم کریں۔
    </p>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'فجر کی بنیادی باتیں' }));
    await expect(navigate.mock.calls[0]?.[0]).toBe('/academy/courses/42');
  },
};
