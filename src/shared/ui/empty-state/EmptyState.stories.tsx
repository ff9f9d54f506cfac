import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@/shared/ui/button';
import { EmptyState } from './EmptyState';
import type { ComponentUsage } from '@/shared/lib/storybook';

/** The written part of the docs page. */
const usage = {
  use: 'What a list or a panel shows when it holds nothing yet, with the spec\'s words and, where the person may, the action that adds the first record.',
  avoid: 'Not for a list that failed to load: use `ErrorState`. Not while loading: use `Skeleton`.',
  keyboard: ['Not focusable itself; its action is a button reached with Tab.'],
  screenReader: ['Its title and text are read as plain text in the list\'s place; the picture is decorative and hidden.'],
} satisfies ComponentUsage;

const meta = {
  title: 'shared/ui/EmptyState',
  tags: ['autodocs'],
  parameters: { usage },
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
