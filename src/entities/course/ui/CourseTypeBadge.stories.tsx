import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CourseTypeBadge } from './CourseTypeBadge';

const meta = {
  title: 'entities/course/CourseTypeBadge',
  component: CourseTypeBadge,
  args: { type: 'MASTERCLASS' },
} satisfies Meta<typeof CourseTypeBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Masterclass: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Masterclass')).toBeVisible();
  },
};

export const Basic: Story = {
  args: { type: 'BASIC' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Basic')).toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ماسٹر کلاس')).toBeVisible();
  },
};
