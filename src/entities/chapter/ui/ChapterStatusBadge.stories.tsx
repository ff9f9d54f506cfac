import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { chaptersContract } from '@/shared/api';
import { ChapterStatusBadge } from './ChapterStatusBadge';

const meta = {
  title: 'entities/chapter/ChapterStatusBadge',
  component: ChapterStatusBadge,
  args: { status: 'NEW' },
} satisfies Meta<typeof ChapterStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('New')).toBeVisible();
  },
};

export const Published: Story = {
  args: { status: 'PUBLISH' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Published')).toBeVisible();
  },
};

/** Every status side by side, each with its own word and colour. */
export const AllStatuses: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {chaptersContract.CHAPTER_STATUSES.map((status) => (
        <ChapterStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('NewPublishedUnpublishedDeleted');
  },
};

export const Rtl: Story = {
  globals: { locale: 'ur' },
  render: () => (
    <div className="flex flex-wrap gap-2">
      {chaptersContract.CHAPTER_STATUSES.map((status) => (
        <ChapterStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('شائع شدہ')).toBeVisible();
    await expect(canvas.getByText('نیا')).toBeVisible();
  },
};
