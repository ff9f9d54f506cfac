import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BitsText } from './BitsText';

const meta = {
  title: 'entities/security-bit/BitsText',
  component: BitsText,
  args: { value: 1 + 2 + 8 },
} satisfies Meta<typeof BitsText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** List, view and edit (11), in the screens' order. */
export const Several: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('List, View, Edit');
  },
};

/** ALL (127) stands alone rather than as every bit. */
export const All: Story = {
  args: { value: 127 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/^ALL$/);
  },
};

/** No bit at all. */
export const None: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('None');
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvasElement).not.toHaveTextContent('List');
  },
};
