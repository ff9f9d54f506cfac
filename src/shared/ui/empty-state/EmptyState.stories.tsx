import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@/shared/ui/button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'shared/ui/EmptyState',
  component: EmptyState,
  args: { title: 'No discounts yet', description: 'Create a discount to offer a course at a lower price.' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No discounts yet' })).toBeVisible();
  },
};

const onAdd = fn();
export const WithAction: Story = {
  args: { action: <Button onPress={onAdd}>Add Discount</Button> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Discount' }));
    await expect(onAdd).toHaveBeenCalled();
  },
};

export const TitleOnly: Story = { args: { title: 'Click on chat to load', description: undefined } };

export const Rtl: Story = {
  globals: { locale: 'ur' },
  args: { title: 'ابھی کوئی رعایت نہیں', description: 'کسی کورس کو کم قیمت پر پیش کرنے کے لیے رعایت بنائیں۔' },
};
