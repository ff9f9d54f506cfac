import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DiscountValue } from './DiscountValue';

const meta = {
  title: 'entities/discount/DiscountValue',
  component: DiscountValue,
  args: { type: 'PERCENTAGE', value: 15 },
} satisfies Meta<typeof DiscountValue>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Percentage: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('15%')).toBeVisible();
  },
};

export const Flat: Story = {
  args: { type: 'FLAT', value: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('5.00')).toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  args: { type: 'PERCENTAGE', value: 12.5 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toMatch(/12[.٫]5/);
  },
};
